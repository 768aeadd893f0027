declare module 'virtual:catalogue-chunks' {
  /** Locale -> catalogue part -> URLs of its browser chunks (vite.config.ts, catalogueChunks plugin). */
  const chunks: Partial<Record<'nl' | 'be' | 'de', Partial<Record<'core' | 'overview' | 'home' | 'detail' | 'content', string[]>>>>;
  export default chunks;
}

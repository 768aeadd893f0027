declare module 'virtual:catalogue-chunks' {
  /** Locale -> catalogue part -> URLs of its browser chunks (vite.config.ts, catalogueChunks plugin). */
  const chunks: Record<string, Partial<Record<'core' | 'overview' | 'home' | 'detail' | 'content', string[]>> | undefined>;
  export default chunks;
}

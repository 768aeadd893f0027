declare module 'virtual:catalogue-chunks' {
  /** Locale -> URLs of the browser chunks of its catalogue (vite.config.ts, catalogueChunks plugin). */
  const chunks: Partial<Record<'nl' | 'be' | 'de', string[]>>;
  export default chunks;
}

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // core.md 9: static assets live under /static/.
  build: { assetsInlineLimit: 0, assetsDir: 'static' },
  ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'nodemailer'] },
});

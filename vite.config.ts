import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { type Plugin, defineConfig } from 'vite';

/**
 * `virtual:catalogue-chunks` for the server build: locale -> the client chunks of
 * app/i18n/catalogues/<locale>/index.ts and their imports, read from the client build's manifest (built
 * before the server). The root preloads the brand's chunks; the browser bundle holds no catalogue
 * (app/i18n/catalogue-loader.ts, docs/decisions/080). Empty in development and in the client build.
 */
function catalogueChunks(): Plugin {
  const id = 'virtual:catalogue-chunks';
  let clientManifest: string | undefined;
  let base = '/';
  return {
    name: 'catalogue-chunks',
    configResolved(config) {
      base = config.base;
      const client = config.environments.client?.build.outDir;
      if (config.command === 'build' && client) clientManifest = path.resolve(config.root, client, '.vite/manifest.json');
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      if (this.environment.name !== 'ssr' || !clientManifest) return 'export default {};';
      const manifest = JSON.parse(readFileSync(clientManifest, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
      const chunksOf = (key: string, seen = new Set<string>()): Set<string> => {
        const chunk = manifest[key];
        if (!chunk || seen.has(chunk.file)) return seen;
        seen.add(chunk.file);
        for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
        return seen;
      };
      const byLocale: Record<string, string[]> = {};
      for (const key of Object.keys(manifest)) {
        const locale = /^app\/i18n\/catalogues\/([a-z]+)\/index\.ts$/.exec(key)?.[1];
        if (locale) byLocale[locale] = [...chunksOf(key)].map((file) => `${base}${file}`);
      }
      if (Object.keys(byLocale).length === 0) this.error(`no catalogue chunks in ${clientManifest}`);
      return `export default ${JSON.stringify(byLocale)};`;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), catalogueChunks()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // core.md 9: static assets live under /static/.
  build: { assetsInlineLimit: 0, assetsDir: 'static' },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // What every page runs (React, React Router) in one long-cached chunk: one request and
            // one gzip stream instead of five (3.7 KB less than the default split; docs/decisions/080).
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)[\\/]/ }],
            },
          },
        },
      },
    },
  },
  ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'nodemailer'] },
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { type Plugin, defineConfig } from 'vite';

/**
 * `virtual:catalogue-chunks` for the server build: locale -> catalogue part -> the client chunks of
 * app/i18n/catalogues/<locale>/<part>.ts and their imports, read from the client build's manifest (built
 * before the server). The root preloads those of the page's parts; the browser bundle holds no catalogue
 * (app/i18n/catalogue-loader.ts, docs/decisions/082). Empty in development and in the client build.
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
      const byLocale: Record<string, Record<string, string[]>> = {};
      for (const key of Object.keys(manifest)) {
        const [, locale, part] = /^app\/i18n\/catalogues\/([a-z]+)\/([a-z]+)\.ts$/.exec(key) ?? [];
        if (locale && part && part !== 'index') (byLocale[locale] ??= {})[part] = [...chunksOf(key)].map((file) => `${base}${file}`);
      }
      if (Object.keys(byLocale).length === 0) this.error(`no catalogue chunks in ${clientManifest}`);
      return `export default ${JSON.stringify(byLocale)};`;
    },
  };
}

/**
 * React, React DOM and React Router (in the shell chunk). Not use-sync-external-store: only react-aria
 * (lazily loaded) uses it.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * Which app modules go into the `shell` and `overview` chunks of the client build (fewer,
 * larger chunks on a first visit; docs/decisions/082). Computed from the module graph once the client
 * build has read it, and used by the `codeSplitting` groups below when it writes the chunks:
 * - shell: the framework (FRAMEWORK) and the app code the root route and entry.client import
 *   statically (every page runs both), and what the overview imports statically that home or detail
 *   import too (query, card and image helpers), when it needs no library beyond what the shell has.
 *   Rolldown's default split made ~20 chunks of 0.1-3 KB of the app code, one per set of importers
 *   (lazy components count as importers).
 * - overview: the overview's components, which the landing pages (catch-all) render as well.
 * Modules reached only through dynamic import() (react-aria, embla, dialogs: lazyComponent) match
 * neither and stay in their own chunks; a group also takes in what its modules import statically.
 */
const firstLoad = { chunkOf: new Map<string, 'shell' | 'overview'>() };
function firstLoadChunks(): Plugin {
  return {
    name: 'first-load-chunks',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      if (ids.length === 0) return;
      const info = (id: string) => this.getModuleInfo(id);
      const staticClosure = (start: readonly string[]) => {
        const seen = new Set<string>();
        const stack = [...start];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(info(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = (pattern: RegExp) => {
        const id = ids.find((candidate) => pattern.test(candidate) && info(candidate)?.isEntry);
        if (!id) this.error(`first-load-chunks: no entry ${pattern}`);
        return id;
      };
      const route = (file: string) => entry(new RegExp(`/app/routes/${file}\\.tsx\\?__react-router-build-client-route$`));
      const isAppModule = (id: string) => !id.includes('node_modules') && !info(id)?.isEntry;
      const everyPage = staticClosure([entry(/\/app\/root\.tsx\?__react-router-build-client-route$/), entry(/\/app\/entry\.client\.tsx$/)]);
      const light = (id: string) => [...staticClosure([id])].every((dep) => !dep.includes('node_modules') || everyPage.has(dep));
      const chunkOf = new Map<string, 'shell' | 'overview'>();
      for (const id of everyPage) if (isAppModule(id)) chunkOf.set(id, 'shell');
      const [overview, home, detail] = ['activities', 'home', 'activity-detail'].map((file) => staticClosure([route(file)]));
      for (const id of overview!) if (isAppModule(id) && [home, detail].some((page) => page!.has(id)) && light(id)) chunkOf.set(id, 'shell');
      const landing = staticClosure([route('catch-all')]);
      for (const id of overview!) if (!chunkOf.has(id) && isAppModule(id) && landing.has(id) && light(id)) chunkOf.set(id, 'overview');
      firstLoad.chunkOf = chunkOf;
    },
  };
}

/**
 * Vite's helper for dynamic `import()` in the client build, made small (docs/decisions/080).
 * Vite wraps every dynamic import in `__vitePreload(() => import(…), deps)`; its helper (1.9 KB, 0.45 KB
 * gzipped, in the shell chunk every page loads) preloads the imported chunk's JavaScript and CSS and
 * dispatches `vite:preloadError`. With `modulePreload: false` the deps are the chunk's stylesheets only
 * (in this app: none, except the portal's statistics chart), and nothing listens for that event (a
 * failed import rejects the same way without it). This helper loads those stylesheets (each once) before
 * the chunk and otherwise just imports. Only while `modulePreload` is false and the base is absolute:
 * Vite's own helper otherwise.
 */
function lightPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  let base = '/';
  let active = false;
  return {
    name: 'light-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      // Deps are then base-relative paths of stylesheets (no renderBuiltUrl, an absolute base).
      active = config.build.modulePreload === false && config.base.startsWith('/') && !config.experimental.renderBuiltUrl;
    },
    resolveId: (source) => (active && (source === id || source === 'vite/preload-helper.js') ? id : undefined),
    load(resolved) {
      if (!active || resolved !== id || this.environment.name !== 'client') return undefined;
      return `const loaded = {};
const stylesheet = (href) => new Promise((resolve, reject) => {
  if (document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) return resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.onload = () => resolve();
  link.onerror = () => {
    delete loaded[href];
    reject(new Error('Unable to preload CSS for ' + href));
  };
  document.head.appendChild(link);
});
export const __vitePreload = (load, deps) =>
  deps && deps.length
    ? Promise.all(deps.map((dep) => (loaded[${JSON.stringify(base)} + dep] ??= stylesheet(${JSON.stringify(base)} + dep)))).then(() => load())
    : load();
`;
    },
  };
}

export default defineConfig({
  plugins: [lightPreloadHelper(), tailwindcss(), reactRouter(), catalogueChunks(), firstLoadChunks()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // core.md 9: static assets live under /static/.
  // modulePreload false: Vite's helper would add a <link rel="modulepreload"> for every dependency of a
  // dynamic import() (the lazily loaded parts) from script; inserting them cost 10-15 ms of main thread per
  // part while the page hydrates (docs/decisions/084). Those chunks load one round trip later instead.
  // checks.bundlerTimings off: Rolldown's "[PLUGIN_TIMINGS]" block names react-router's virtual-modules
  // load and Tailwind's transform (upstream plugins, nothing to change here) and was printed on every
  // build, in a green `npm test` too; a slow build shows in the step times test-all prints.
  build: { assetsInlineLimit: 0, assetsDir: 'static', modulePreload: false, rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // See firstLoadChunks. The shell holds the framework and the app shell together: one gzip
            // stream saves 0.7 KB on every page, at a cost: a change to the app shell also renews the
            // framework's 105 KB in returning visitors' caches (docs/decisions/082). A higher priority
            // captures first, so the overview group does not take in the shell's modules.
            codeSplitting: {
              groups: [
                { name: 'shell', priority: 2, test: (id: string) => FRAMEWORK.test(id) || firstLoad.chunkOf.get(id) === 'shell' },
                { name: 'overview', priority: 1, test: (id: string) => firstLoad.chunkOf.get(id) === 'overview' },
              ],
            },
          },
        },
      },
    },
  },
  ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'nodemailer'] },
});

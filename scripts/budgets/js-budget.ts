/**
 * Front-end budgets (decision 080): `npm run bench:budget-js [-- options]`.
 *
 *   node_modules/.bin/node scripts/budgets/js-budget.ts             # starts its own server (demo data)
 *   node_modules/.bin/node scripts/budgets/js-budget.ts --port 3000 # a server already running there
 *   node_modules/.bin/node scripts/budgets/js-budget.ts --server-port 3460 # its own server on another port
 *
 * 1. Initial JavaScript of the overview page (/uitjes) <= 120 KB gzipped: the module scripts a first
 *    visit loads before hydration, i.e. the rendered page's <link rel="modulepreload"> hrefs (or the list
 *    the page's loader preloads after the first paint, #module-preloads) and the
 *    modules its inline <script type="module"> imports, each read from build/client and gzipped
 *    (level 9), then summed. The same figure is printed for home and detail for comparison; CSS is
 *    listed apart (not part of the JavaScript budget). Uses .vite/manifest.json only to name chunks
 *    when the build wrote one. The page's CSS is inline (decision 083): its gzip size is listed apart.
 * 2. Every <img> on home, overview and detail (all brands) has width and height attributes, and is
 *    served in a modern format: fetched as a browser would (Accept: image/avif,image/webp,...), the
 *    answer is AVIF or WebP (or SVG), or the <img> sits in a <picture> with an AVIF/WebP <source>.
 *
 * Exit code: 0 all within budget, 1 JavaScript over budget, 2 JavaScript within budget but images fail.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  activitySlugs,
  BRAND_HOSTS,
  type Brand,
  httpGet,
  machineLine,
  treeLine,
  makeTempDir,
  ROOT,
  snapshotBuild,
  startServer,
  table,
} from '../../bench/lib/harness.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    // The port of the server this script starts (3400-3499), when 3451 is taken by another run.
    'server-port': { type: 'string', default: '3451' },
    'budget-kb': { type: 'string', default: '120' },
    brands: { type: 'string', default: 'nl,de,kids,be' },
  },
});
const budgetKb = Number(values['budget-kb']);
const brands = values.brands.split(',').map((b) => b.trim()) as Brand[];

console.log(`# Front-end budgets  ${machineLine()}`);
console.log(treeLine());
let port: number;
let stop: (() => Promise<void>) | undefined;
let clientDir = path.join(ROOT, 'build/client');
if (values.port) {
  port = Number(values.port);
  console.log(`using the server on port ${port}; chunks read from ${clientDir}`);
} else {
  const cwd = snapshotBuild();
  clientDir = path.join(cwd, 'build/client');
  const server = await startServer({
    port: Number(values['server-port']),
    dataDir: process.env.DATABASE_URL ? undefined : makeTempDir('budget-data'),
    cwd,
    env: { PAGE_CACHE: 'false' },
  });
  port = server.port;
  stop = server.stop;
  console.log(`server pid ${server.pid} on port ${port} (demo data); chunks read from a copy of build/client`);
}

const manifestPath = path.join(clientDir, '.vite/manifest.json');
const manifest = existsSync(manifestPath)
  ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; src?: string; name?: string }>)
  : undefined;
const sourceOf = new Map(Object.values(manifest ?? {}).map((chunk) => [chunk.file, chunk.src ?? chunk.name ?? '']));

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);
const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

interface Chunk {
  href: string;
  raw: number;
  gzip: number;
}

/** Module scripts and stylesheets a first visit of the page loads, and the page's inline CSS. */
function initialAssets(html: string): { scripts: string[]; styles: string[]; inlineCss: string } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => css).join('');
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.add(decodeEntities(href));
    if (rel === 'stylesheet') styles.add(decodeEntities(href));
  }
  // The module preloads the loader adds once the page is painted (docs/decisions/084).
  const deferredPreloads = /<script type="application\/json" id="module-preloads">([\s\S]*?)<\/script>/.exec(html)?.[1];
  for (const href of deferredPreloads ? (JSON.parse(deferredPreloads) as string[]) : []) scripts.add(href);
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    // React Router's module script, also when it waits for the loader (type text/x-deferred-module).
    if (!/type\s*=\s*["']?(module|text\/x-deferred-module)/i.test(attrs ?? '')) continue;
    const src = attribute(`<script ${attrs}>`, 'src');
    if (src) scripts.add(decodeEntities(src));
    for (const [, specifier] of (body ?? '').matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) scripts.add(specifier!);
  }
  return { scripts: [...scripts], styles: [...styles], inlineCss };
}

function measure(href: string): Chunk {
  const pathname = new URL(href, 'http://x').pathname;
  const file = path.join(clientDir, pathname);
  if (!existsSync(file)) throw new Error(`${href}: not in ${clientDir} (a rebuild since the server started?)`);
  const bytes = readFileSync(file);
  return { href: pathname, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let exitCode = 0;
/** Problem (without the page) -> the pages that show it. */
const imageProblems = new Map<string, Set<string>>();
const problem = (text: string, where: string) => imageProblems.set(text, (imageProblems.get(text) ?? new Set()).add(where));
let imagesChecked = 0;
try {
  // 1. JavaScript.
  const nl = BRAND_HOSTS.nl;
  const detailPath = `/uitjes/${encodeURIComponent((await activitySlugs(port, nl, 1))[0]!)}`;
  const figures: { page: string; scripts: Chunk[]; styles: Chunk[]; inlineCssGzip: number }[] = [];
  for (const [page, pathname] of [
    ['overview /uitjes', '/uitjes'],
    ['home /', '/'],
    ['detail', detailPath],
  ] as const) {
    const response = await httpGet(port, nl, pathname);
    if (response.status !== 200) throw new Error(`${nl}${pathname}: HTTP ${response.status}`);
    const { scripts, styles, inlineCss } = initialAssets(response.body.toString('utf8'));
    figures.push({ page, scripts: scripts.map(measure), styles: styles.map(measure), inlineCssGzip: inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0 });
  }
  const overview = figures[0]!;
  console.log(`\n## Initial JavaScript of the overview (${nl}/uitjes): ${overview.scripts.length} module(s)`);
  console.log(
    table([
      ['chunk', 'source', 'raw', 'gzip -9'],
      ...[...overview.scripts].sort((a, b) => b.gzip - a.gzip).map((c) => [c.href, sourceOf.get(c.href.replace(/^\//, '')) ?? '', kb(c.raw), kb(c.gzip)]),
    ]),
  );
  console.log('');
  const total = (chunks: Chunk[], key: 'raw' | 'gzip') => chunks.reduce((sum, c) => sum + c[key], 0);
  console.log(
    table([
      ['page', 'JS modules', 'JS raw', 'JS gzip', 'CSS gzip (linked)', 'CSS gzip (inline)'],
      ...figures.map((f) => [
        f.page,
        String(f.scripts.length),
        kb(total(f.scripts, 'raw')),
        kb(total(f.scripts, 'gzip')),
        kb(total(f.styles, 'gzip')),
        kb(f.inlineCssGzip),
      ]),
    ]),
  );
  const overviewGzip = total(overview.scripts, 'gzip');
  const within = overviewGzip <= budgetKb * 1024;
  console.log(`\nOverview initial JavaScript: ${kb(overviewGzip)} gzipped (budget ${budgetKb} KB): ${within ? 'within budget' : 'OVER BUDGET'}`);
  if (!within) exitCode = 1;

  // 2. Images.
  const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  const formatCache = new Map<string, string>();
  for (const brand of brands) {
    const host = BRAND_HOSTS[brand];
    const detail = `/uitjes/${encodeURIComponent((await activitySlugs(port, host, 1))[0]!)}`;
    for (const [page, pathname] of [
      ['home', '/'],
      ['overview', '/uitjes'],
      ['detail', detail],
    ] as const) {
      const html = (await httpGet(port, host, pathname)).body.toString('utf8');
      // <img> inside a <picture> with a modern <source> is fine whatever its own src is.
      const modernPictures = [...html.matchAll(/<picture\b[\s\S]*?<\/picture>/gi)]
        .filter(([block]) => /<source\b[^>]*type\s*=\s*["']image\/(avif|webp)/i.test(block))
        .map((m) => [m.index, m.index + m[0].length]);
      for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
        imagesChecked += 1;
        const tag = match[0];
        const src = decodeEntities(attribute(tag, 'src') ?? '');
        const where = `${brand} ${page}`;
        const img = `<img src="${src.slice(0, 80)}">`;
        if (!attribute(tag, 'width') || !attribute(tag, 'height'))
          problem(`${img} has no ${attribute(tag, 'width') ? 'height' : attribute(tag, 'height') ? 'width' : 'width and height'}`, where);
        if (modernPictures.some(([start, end]) => match.index >= start! && match.index < end!)) continue;
        if (!src || src.startsWith('data:')) continue;
        const url = new URL(src, `http://${host}`);
        if (url.hostname !== host && url.hostname !== 'localhost') {
          problem(`${img} is on another host: format not checked`, where);
          continue;
        }
        const key = `${host}${url.pathname}${url.search}`;
        let type = formatCache.get(key);
        if (type === undefined) {
          const answer = await httpGet(port, host, `${url.pathname}${url.search}`, { headers: { accept } });
          type = answer.status === 200 ? String(answer.headers['content-type'] ?? '?').split(';')[0]! : `HTTP ${answer.status}`;
          formatCache.set(key, type);
        }
        if (!/^image\/(avif|webp|svg\+xml)$/.test(type)) problem(`${img} is served as ${type} (no AVIF/WebP source)`, where);
      }
    }
  }
} finally {
  await stop?.();
}

console.log(`\n## Images: ${imagesChecked} <img> on home, overview and detail of ${brands.join(', ')}`);
if (imageProblems.size === 0) console.log('every <img> has width and height and is served as AVIF, WebP or SVG');
else {
  const sorted = [...imageProblems].sort(([a], [b]) => a.localeCompare(b));
  for (const [text, pages] of sorted.slice(0, 80)) console.log(`- ${text}  on ${[...pages].join(', ')}`);
  if (sorted.length > 80) console.log(`... and ${sorted.length - 80} more`);
  const withoutSize = sorted.filter(([text]) => text.includes(' has no ')).length;
  console.log(`${sorted.length} distinct image problem(s): ${withoutSize} without width/height, ${sorted.length - withoutSize} not in a modern format`);
  if (exitCode === 0) exitCode = 2;
}
process.exitCode = exitCode;

/**
 * Lighthouse SEO scores of the main page types (decision 006): home, overview, a landing page, an activity,
 * a blog (Dutch brand) and the agenda (kids brand).
 *
 *   npm run build && node_modules/.bin/node bench/lighthouse-seo.ts [--port 3393] [--data-dir /tmp/uitjes-lh]
 *
 * Starts the production server on an embedded database (seeded on first start), runs
 * `npx lighthouse@13` (CHROME_PATH=/usr/bin/chromium, headless, no sandbox) per URL and prints the
 * SEO category score and the failed SEO audits.
 */
import { spawn, execFile } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { parseArgs, promisify } from 'node:util';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3393' },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'uitjes-lighthouse-data') },
  },
});
const port = Number(values.port);

/** GET through 127.0.0.1 with the brand host in the Host header (Node does not resolve *.localhost). */
function get(host: string, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: pathname, headers: { host: `${host}:${port}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await get('localhost', '/readyz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('server did not become ready');
}

/** The first URL path of a sitemap file of the host. */
async function firstFromSitemap(host: string, file: string): Promise<string> {
  const { body } = await get(host, `/sitemaps/${file}`);
  const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1];
  if (!loc) throw new Error(`no URL in ${host}/sitemaps/${file}`);
  return new URL(loc).pathname;
}

interface LighthouseReport {
  categories: { seo: { score: number | null } };
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>;
}

async function audit(url: string): Promise<{ score: number; failed: string[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  try {
    await run(
      'npx',
      [
        '-y',
        'lighthouse@13',
        url,
        '--only-categories=seo',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=--headless --no-sandbox --disable-gpu --user-data-dir=${path.join(dir, 'chrome')}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(await readFile(out, 'utf8')) as LighthouseReport;
    const failed = Object.entries(report.audits)
      .filter(([, a]) => a.scoreDisplayMode === 'binary' && a.score === 0)
      .map(([id]) => id);
    return { score: Math.round((report.categories.seo.score ?? 0) * 100), failed };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: values['data-dir'], LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForServer();
  const nl = 'nl.localhost';
  const pages: Array<[string, string, string]> = [
    ['home', nl, '/'],
    ['overview', nl, '/uitjes'],
    ['landing page', nl, '/bedrijfsuitje/amsterdam'],
    ['activity detail', nl, await firstFromSitemap(nl, 'activities-1.xml')],
    ['blog', nl, await firstFromSitemap(nl, 'blogs-1.xml')],
    ['agenda (kids)', 'kids.localhost', '/agenda'],
  ];
  console.log('page               score  failed SEO audits');
  for (const [name, host, pathname] of pages) {
    const url = `http://${host}:${port}${pathname}`;
    const result = await audit(url);
    console.log(`${name.padEnd(18)} ${String(result.score).padStart(5)}  ${result.failed.join(', ') || '-'}   (${url})`);
  }
} finally {
  server.kill('SIGTERM');
}

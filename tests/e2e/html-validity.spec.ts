import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures.ts';
import { serverGet } from './server-request.ts';

/**
 * Every screen's server HTML passes the W3C HTML checker (vnu-jar, offline, on the machine's Java),
 * one page per screen on every brand. The checker's CSS messages are left out: it does not know modern
 * properties (`@property`, `margin-trim`, custom properties in `width`) that the browsers we serve do.
 */
const VNU_JAR = path.join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

function firstLink(html: string, prefix: RegExp): string {
  const match = new RegExp(`href="(${prefix.source}[^"#?]+)"`).exec(html);
  if (!match) throw new Error(`no link matching ${prefix} on the page`);
  return match[1]!;
}

async function validate(files: string[]): Promise<VnuMessage[]> {
  try {
    await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { maxBuffer: 32 * 1024 * 1024 });
    return [];
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error('java is not installed: `apt-get install default-jre-headless` (.ci/run does it when missing)', { cause: error });
    if (!failure.stderr) throw error;
    return (JSON.parse(failure.stderr) as { messages: VnuMessage[] }).messages;
  }
}

// The HTML the server sends (not the DOM after scripts), fetched with Playwright's request API: no
// browser page is needed, and the pages are asked for at once (the checker's run is the slow part).
test('every screen passes the W3C HTML checker', { tag: '@every-brand' }, async ({ request, brand, baseURL }) => {
  test.setTimeout(120_000);
  const serverHtml = (pagePath: string) => serverGet(request, new URL(pagePath, baseURL).toString(), { accept: 'text/html' });
  const [overview, organisations, blogs] = await Promise.all(['/uitjes', '/overzicht', '/blogs'].map(serverHtml));
  const paths = [
    '/',
    '/uitjes',
    firstLink(overview!.text, /\/uitjes\//),
    '/overzicht',
    firstLink(organisations!.text, /\/overzicht\//),
    '/blogs',
    firstLink(blogs!.text, /\/blog\//),
    '/helpdesk',
    '/nieuwsbrief',
    '/adverteren',
    '/over-ons',
    ...(brand === 'kids' ? ['/agenda'] : []),
    '/deze-pagina-bestaat-niet',
  ];
  const dir = await mkdtemp(path.join(os.tmpdir(), `uitjes-vnu-${brand}-`));
  try {
    const answers = await Promise.all(paths.map(serverHtml));
    const files = await Promise.all(
      paths.map(async (pagePath, index) => {
        expect(answers[index]!.status, pagePath).toBe(pagePath === '/deze-pagina-bestaat-niet' ? 404 : 200);
        const file = path.join(dir, `${index}${pagePath.replace(/[^a-z0-9]+/gi, '-')}.html`);
        await writeFile(file, answers[index]!.text);
        return file;
      }),
    );
    const errors = (await validate(files))
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .filter((m) => !m.message.startsWith('CSS:'))
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`);
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

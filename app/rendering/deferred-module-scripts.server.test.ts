import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferredModuleScripts } from './deferred-module-scripts.server.ts';

/** The transform's output for `html` fed in chunks of `size` bytes. */
async function rewritten(html: string, size: number, nonce: string | null = 'n0nce'): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(deferredModuleScripts(nonce ?? undefined)));
}

const moduleScript = '<script nonce="n0nce" type="module" async="">import * as route0 from "/static/root.js";\nimport("/static/entry.client.js");</script>';
const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/static/a.js"/>' +
  '<title>Uitjes – één</title><link rel="modulepreload" href="/static/b.js?v=1&amp;x=2" nonce="n0nce"/><link rel="preload" as="image" href="/i.avif"/></head>' +
  '<body><p>Zo ziet <code>&lt;script type=&quot;module&quot; async=&quot;&quot;&gt;</code> eruit.</p>' +
  `<script nonce="n0nce">window.__reactRouterContext = {};</script>${moduleScript}<p>één</p></body></html>`;

describe('deferredModuleScripts', () => {
  it('lists the head module preloads for the loader and makes the module script inert, in any chunking', async () => {
    const sizes = [1, 2, 7, 21, 22, 23, 64, 200, page.length];
    const outputs = await Promise.all(sizes.map((size) => rewritten(page, size)));
    for (const out of outputs) expect(out).toBe(outputs[0]);
    const out = outputs[0]!;
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('<link rel="modulepreload"');
    expect(head).toContain('<link rel="preload" as="image" href="/i.avif"/>');
    expect(head).toContain('<script type="application/json" id="module-preloads">["/static/a.js","/static/b.js?v=1&x=2"]</script>');
    expect(head).toMatch(/<script nonce="n0nce">\(function\(\)\{.*<\/script>$/s);
    expect(out).toContain(moduleScript.replace('type="module" async=""', 'type="text/x-deferred-module"'));
    // Text and everything else in the body unchanged.
    expect(out.slice(out.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')).replace('type="module" async=""', 'type="text/x-deferred-module"'));
  });

  it('writes no nonce attribute without a nonce', async () => {
    const out = await rewritten(page, 5, null);
    expect(out).toMatch(/<script>\(function\(\)\{/);
  });

  it('keeps a list that cannot close its script element', async () => {
    const out = await rewritten('<html><head><link rel="modulepreload" href="/static/x.js?a=<!--"/></head><body></body></html>', 3);
    expect(out).toContain('id="module-preloads">["/static/x.js?a=\\u003c!--"]</script>');
  });

  it('passes each batch on when React flushes it, as one piece, with the same bytes as any chunking', async () => {
    const transform = deferredModuleScripts('n0nce');
    const pieces: Buffer[] = [];
    transform.on('data', (piece: Buffer) => pieces.push(piece));
    const bytes = Buffer.from(page);
    const cut = page.indexOf('<p>één</p>');
    // React writes 4 KB views and calls flush() after each batch (react-dom/server's flushBuffered).
    for (let at = 0; at < cut; at += 9) transform.write(bytes.subarray(at, Math.min(at + 9, cut)));
    transform.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(pieces).toHaveLength(1);
    transform.end(bytes.subarray(cut));
    await new Promise((resolve) => transform.on('end', resolve));
    expect(pieces).toHaveLength(2);
    expect(Buffer.concat(pieces).toString('utf8')).toBe(await rewritten(page, 1));
  });

  it('takes out preload tags wherever they are in the head', async () => {
    const head =
      '<html><head><link rel="modulepreload" href="/a.js"/><style>a>b{color:red}</style><meta name="x" content="é"/><link rel="modulepreload" href="/b.js"/><title>t</title></head>';
    const out = await rewritten(`${head}<body></body></html>`, 5, null);
    expect(out.slice(0, out.indexOf('<script'))).toBe('<html><head><style>a>b{color:red}</style><meta name="x" content="é"/><title>t</title>');
    expect(out).toContain('id="module-preloads">["/a.js","/b.js"]</script>');
  });

  it('passes a document without module preloads, or without a head, through unchanged', async () => {
    const plain = '<html><head><title>x</title></head><body><p>geen code</p></body></html>';
    expect(await rewritten(plain, 4)).toBe(plain);
    expect(await rewritten('<p>geen head</p>', 4)).toBe('<p>geen head</p>');
  });
});

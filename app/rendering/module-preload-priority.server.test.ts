import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preload-priority.server.ts';

/** The transform's output for `html` fed in chunks of `size` bytes. */
async function rewritten(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/static/a.js"/>' +
  '<title>Uitjes – één</title><link rel="modulepreload" href="/static/b.js" nonce="x"/><link rel="stylesheet" href="/s.css"/></head>' +
  '<body><p>Zo ziet <code>&lt;link rel="modulepreload"</code> eruit.</p><link rel="modulepreload" href="/static/late.js"/></body></html>';

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload of the head low priority, in any chunking', async () => {
    const expected = page
      .replace('<link rel="modulepreload" href="/static/a.js"', '<link rel="modulepreload" fetchpriority="low" href="/static/a.js"')
      .replace('<link rel="modulepreload" href="/static/b.js"', '<link rel="modulepreload" fetchpriority="low" href="/static/b.js"');
    for (const size of [1, 2, 7, 25, 26, 64, page.length]) expect(await rewritten(page, size)).toBe(expected);
  });

  it('leaves the body alone (also a preload React might render there) and keeps multi-byte characters whole', async () => {
    const out = await rewritten(page, 3);
    expect(out.slice(out.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
    expect(out).toContain('Uitjes – één');
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await rewritten('<p>geen head</p>', 4)).toBe('<p>geen head</p>');
  });
});

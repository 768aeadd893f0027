import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.server.ts';
import { TEXT_PARTS, textPartsOf } from './text-parts.ts';

const parts = import.meta.glob<Record<string, object>>(['./catalogues/*/*.ts', '!./catalogues/*/index.ts', '!./catalogues/*.test.ts'], { eager: true });

describe('catalogue parts (the browser loads a page’s parts only)', () => {
  it.each(['nl', 'be', 'de'] as const)(
    '%s: the parts (and the server’s page titles and mails) have their own top-level keys and together are the catalogue',
    (locale) => {
      const seen: string[] = [];
      const merged: Record<string, unknown> = {};
      for (const part of [...TEXT_PARTS, 'head', 'mails', 'notices'] as const) {
        const texts = parts[`./catalogues/${locale}/${part}.ts`]?.[part];
        expect(texts, `${locale}/${part}.ts exports ${part}`).toBeDefined();
        for (const key of Object.keys(texts!)) {
          expect(seen, `${key} in one part only`).not.toContain(key);
          seen.push(key);
        }
        Object.assign(merged, texts);
      }
      expect(merged).toEqual(CATALOGUES[locale]);
    },
  );

  it('a page has core and the parts its routes name', () => {
    expect(textPartsOf([{ handle: undefined }, { handle: { texts: ['overview', 'detail'] } }, { handle: { other: 1 } }])).toEqual([
      'core',
      'overview',
      'detail',
    ]);
  });

  it('the browser never loads the server-only parts (page titles, mails, notices): the loader excludes every other file', () => {
    const loader = readFileSync(new URL('./catalogue-loader.ts', import.meta.url), 'utf8');
    const serverOnly = readdirSync(new URL('./catalogues/nl/', import.meta.url))
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((part) => part !== 'index' && !(TEXT_PARTS as readonly string[]).includes(part));
    expect(serverOnly.sort()).toEqual(['head', 'mails', 'notices']);
    for (const part of serverOnly) expect(loader).toContain(`'!./catalogues/*/${part}.ts'`);
  });
});

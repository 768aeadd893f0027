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

/**
 * What the browser has of a portal screen's texts: core, the parts its route and the portal layouts name
 * in their handles, and the parts a component loads with its own code (componentTexts). The server has
 * every text, so a screen whose code asks for a text of another part renders fine on the server and shows
 * the raw key in the browser once that code runs (the place box's list opened on the activity editor
 * showed "LOCATION.KNOWN"). This follows every module a portal route imports (statically or lazily,
 * server-only modules aside) and checks the top-level key of every `t('…')` it finds.
 */
describe('every text a portal screen asks for is in a part the browser loads for it', () => {
  const appDir = new URL('../', import.meta.url);
  const routesDir = new URL('../routes/portal/', import.meta.url);
  const partOfKey = new Map<string, string>();
  for (const part of TEXT_PARTS) for (const key of Object.keys(parts[`./catalogues/nl/${part}.ts`]![part]!)) partOfKey.set(key, part);

  const handleParts = (source: string) => [...(/screenTexts\(([^)]*)\)/.exec(source)?.[1]?.matchAll(/'([a-z]+)'/g) ?? [])].map((m) => m[1]!);
  const layoutParts = ['portal-layout.tsx', 'back-office/layout.tsx'].flatMap((file) => handleParts(readFileSync(new URL(file, routesDir), 'utf8')));

  /** The app's modules a module brings into the browser: relative imports, followed; `.server` modules stay on the server. */
  function browserModules(entry: URL): Map<string, string> {
    const seen = new Map<string, string>();
    const visit = (url: URL) => {
      if (seen.has(url.href) || /\.server\.tsx?$/.test(url.pathname) || !url.href.startsWith(appDir.href)) return;
      let source: string;
      try {
        source = readFileSync(url, 'utf8');
      } catch {
        return; // a virtual or generated module (+types)
      }
      seen.set(url.href, source);
      for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+\.tsx?)'/g)) visit(new URL(match[1]!, url));
    };
    visit(entry);
    return seen;
  }

  const screens = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && readFileSync(new URL(file, routesDir), 'utf8').includes('export default'),
  );

  it.each(screens)('%s', (file) => {
    const modules = browserModules(new URL(file, routesDir));
    const sources = [...modules.values()];
    const loaded = new Set<string>([
      'core',
      ...layoutParts,
      ...handleParts(modules.get(new URL(file, routesDir).href)!),
      ...sources.flatMap((source) => [...source.matchAll(/componentTexts\('([a-z]+)'\)/g)].map((m) => m[1]!)),
    ]);
    const strays = [...modules].flatMap(([href, source]) =>
      [...source.matchAll(/\bt\(\s*['`]([A-Za-z]+)\./g)]
        .map((m) => m[1]!)
        .filter((key) => partOfKey.has(key) && !loaded.has(partOfKey.get(key)!))
        .map((key) => `${key}.… (${partOfKey.get(key)}) in ${href.slice(appDir.href.length)}`),
    );
    expect([...new Set(strays)]).toEqual([]);
  });
});

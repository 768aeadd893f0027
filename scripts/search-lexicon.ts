/**
 * Writes the outing-vocabulary extracts of the open lexical resources the search relates words with
 * (docs/decisions/105-search-relevance.md "Related words"): `node scripts/search-lexicon.ts`.
 *
 *   German  OpenThesaurus (LGPL-2.1+), as Debian's `mythes-de` installs it: /usr/share/mythes/th_de_DE_v2.dat
 *   Dutch   Open Dutch WordNet's synonyms.tsv (CC BY-SA 4.0), a checkout given with --odwn FILE
 *
 * A synonym set is kept when one of its words is a word of the outing vocabulary: a word of a demo title
 * (every alternative title), a filter or filter group name of a brand of that language
 * (db/seed/catalog.ts), or the beginning or end (three letters or more) of such a word, so that
 * "Fahrrad" = "Rad" is kept for "Radtour". Sets of more than MAX_SET words (umbrella terms) and the
 * thesaurus's broader and narrower terms (Oberbegriff, Unterbegriff) are left out; words are folded as
 * the search folds them. The rule is mechanical on purpose: it is not written against any query list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CATALOGS, type Brand, templateTitles } from '../db/seed/catalog.ts';
import { foldText } from '../app/features/search/search-text.ts';

const { values } = parseArgs({
  options: {
    mythes: { type: 'string', default: '/usr/share/mythes/th_de_DE_v2.dat' },
    odwn: { type: 'string', default: '/tmp/odwn-synonyms.tsv' },
    out: { type: 'string', default: 'app/features/search/lexicon' },
  },
});

const MAX_SET = 12;

function vocabulary(brands: Brand[]): { words: Set<string>; parts: (w: string) => boolean } {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of foldText(text.replace(/\{city\}/g, ' ')).split(/[^\p{L}\p{N}]+/u)) if (w.length >= 3) words.add(w);
  };
  for (const brand of brands) {
    const catalog = CATALOGS[brand];
    for (const t of catalog.templates) for (const title of templateTitles(t)) add(title);
    for (const g of catalog.filterGroups) {
      add(g.name);
      for (const f of g.filters) add(f.name);
    }
  }
  const list = [...words];
  const parts = (w: string) => words.has(w) || (w.length >= 3 && list.some((v) => v.length > w.length && (v.startsWith(w) || v.endsWith(w))));
  return { words, parts };
}

/** A thesaurus entry as the search compares it: without "(ugs.)" and similar notes, folded, one to three words of letters. */
function clean(entry: string): string | null {
  if (/Oberbegriff|Unterbegriff|Gegenwort/u.test(entry)) return null;
  const text = foldText(entry.replace(/\([^)]*\)/gu, ' ').replace(/\.\.\./gu, ' '))
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (text.length < 3) return null;
  const words = text.split(/[ -]/u);
  if (words.length > 3 || words.some((w) => !/^\p{L}+$/u.test(w))) return null;
  return text;
}

function extract(sets: string[][], brands: Brand[]): string[][] {
  const { parts } = vocabulary(brands);
  const seen = new Set<string>();
  const kept: string[][] = [];
  for (const raw of sets) {
    const set = [...new Set(raw.map(clean).filter((w): w is string => w !== null))].sort();
    if (set.length < 2 || set.length > MAX_SET) continue;
    if (!set.some((w) => !w.includes(' ') && parts(w))) continue;
    const key = set.join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(set);
  }
  return kept.sort((x, y) => (x[0]! < y[0]! ? -1 : x[0]! > y[0]! ? 1 : 0));
}

function mythesSets(file: string): string[][] {
  const lines = readFileSync(file, 'latin1').includes('UTF-8') ? readFileSync(file, 'utf8').split('\n') : readFileSync(file, 'latin1').split('\n');
  const sets: string[][] = [];
  for (const line of lines) if (line.startsWith('(') || line.startsWith('-|')) sets.push(line.split('|').slice(1));
  return sets;
}

function odwnSets(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => line.split('\t'));
}

const write = (name: string, source: string, licence: string, sets: string[][]) => {
  const body = { source, licence, rule: 'scripts/search-lexicon.ts', sets };
  writeFileSync(`${values.out}/${name}.json`, `${JSON.stringify(body, null, 0).replace(/\],\[/g, '],\n[')}\n`);
  console.log(`${name}: ${sets.length} sets`);
};

write('de', 'OpenThesaurus (www.openthesaurus.de), Debian package mythes-de', 'LGPL-2.1-or-later', extract(mythesSets(values.mythes), ['de']));
write('nl', 'Open Dutch WordNet (github.com/cltl/OpenDutchWordnet, synonyms.tsv)', 'CC-BY-SA-4.0', extract(odwnSets(values.odwn), ['nl', 'kids', 'be']));

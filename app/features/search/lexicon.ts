import de from './lexicon/de.json' with { type: 'json' };
import nl from './lexicon/nl.json' with { type: 'json' };
import { ENGLISH_OUTING_WORDS } from './lexicon/en.ts';
import { type SynonymHit, foldText, prefixStems } from './search-text.ts';

/**
 * Related words from open lexical resources shipped with the code (decision 105; the sources and
 * licences in lexicon/README.md): a query word (or phrase) that one of them relates to other words also
 * finds what those words find, ranked below the word's own exact and stemmed matches (RANKING.weights.related,
 * docs/decisions/105-search-relevance.md "Related words"). Per platform language (platforms.search_language):
 * the language's thesaurus extract and the small English list in that language's words.
 */

/** The most related words a term is searched by (the largest sets are left out of the extracts already). */
export const MAX_RELATED = 4;

interface LexiconFile {
  sets: string[][];
}

type Related = ReadonlyMap<string, readonly string[]>;

function fromSets(files: readonly LexiconFile[], english: 'dutch' | 'german'): Related {
  const related = new Map<string, string[]>();
  const relate = (term: string, words: readonly string[]) => {
    const list = related.get(term) ?? [];
    for (const w of words) if (w !== term && !list.includes(w)) list.push(w);
    related.set(term, list);
  };
  for (const file of files) for (const set of file.sets) for (const word of set) relate(word, set);
  for (const entry of ENGLISH_OUTING_WORDS) relate(foldText(entry.en), entry[english].map(foldText));
  return related;
}

const BY_LANGUAGE = new Map<string, Related>();

/** The related words of a platform language ('dutch', 'german'); none for another language. */
function relatedOf(language: string | null): Related | null {
  const english = language === 'dutch' ? 'dutch' : language === 'german' ? 'german' : null;
  if (!english) return null;
  let related = BY_LANGUAGE.get(english);
  if (!related) BY_LANGUAGE.set(english, (related = fromSets(english === 'dutch' ? [nl] : [de], english)));
  return related;
}

/** The longest phrase a lexicon term has, in words. */
const MAX_PHRASE = 3;

/**
 * The query's words and phrases (up to three words) that the language's resources relate to other words,
 * as synonym hits marked `related` (planUnits: the platform's synonyms win over them). A single word also
 * meets a term by one of its stems (fietstochten -> fietstocht).
 */
export function relatedHits(language: string | null, words: readonly string[], known: (word: string) => boolean = () => false): SynonymHit[] {
  const related = relatedOf(language);
  if (!related) return [];
  const hits = new Map<string, SynonymHit>();
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 1; n <= MAX_PHRASE && i + n <= words.length; n += 1) {
      const term = words.slice(i, i + n).join(' ');
      if (hits.has(term)) continue;
      let expansions = related.get(term);
      if (!expansions && n === 1 && term.length >= 5) {
        const stem = prefixStems(term, []).find((s) => s !== term && related.has(s));
        expansions = stem ? related.get(stem) : undefined;
      }
      if (expansions?.length) hits.set(term, { term, expansions: knownFirst(expansions, known).slice(0, MAX_RELATED), indoorOutdoor: null, related: true });
    }
  }
  return [...hits.values()];
}

/** Whether the language's resources relate `word` (a single word) with others. */
export function isLexiconWord(language: string | null, word: string): boolean {
  return relatedOf(language)?.has(word) ?? false;
}

/** The single words the language's resources relate `word` with, at most `limit`, those the catalogue knows first. */
export function relatedWords(language: string | null, word: string, limit = MAX_RELATED, known: (word: string) => boolean = () => false): string[] {
  return knownFirst(
    (relatedOf(language)?.get(word) ?? []).filter((w) => !w.includes(' ')),
    known,
  ).slice(0, limit);
}

/** The related words the catalogue knows (a title or company word, or the beginning of one) before the rest, each group in the resource's order. */
function knownFirst(words: readonly string[], known: (word: string) => boolean): string[] {
  const first = words.filter((w) => known(w.split(' ')[0]!));
  return [...first, ...words.filter((w) => !first.includes(w))];
}

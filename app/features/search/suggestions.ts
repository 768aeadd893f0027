import type { TermMatch, TextKeys } from './search-text.server.ts';
import { queryWords } from './search-text.ts';

/**
 * The database-free part of suggestions while typing (decision 105): the words of the typed text and how
 * the search's units take the last word as the start of catalogue words (it may be unfinished).
 */

/** The folded words of the text; a one-letter word (a word still being typed, or "a") only as the last. */
export function suggestionWords(q: string): string[] {
  const words = queryWords(q);
  return words.filter((word, i) => word.length >= 2 || i === words.length - 1).slice(0, 8);
}

/** Escapes LIKE wildcards so a visitor's `%`, `_` or `\` is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

function emptyTerm(word: string): TermMatch {
  return { word, all: [], places: [], filterExact: [], filterPrefix: [], groups: [], exact: [], prefix: [], typo: [] };
}

function withPrefix(term: TermMatch, prefix: readonly { id: number; lexeme: string }[]): TermMatch {
  const known = new Set([...term.exact, ...term.prefix]);
  const added = prefix.filter((l) => !known.has(l.id));
  if (added.length === 0) return term;
  return {
    ...term,
    all: [...new Set([...term.all, ...added.map((l) => l.id)])].sort((x, y) => x - y),
    prefix: [...term.prefix, ...added.map((l) => l.id)],
  };
}

/**
 * The search's text units with the last word also matching the catalogue words it begins (`prefix`:
 * their lexemes and keys, as a title or company word it is part of, 50 or 40 points): every term of that
 * word gets them. When the search left the word out (a stop word such as "de" that begins "Deventer") or
 * found no word at all, the word becomes a unit of its own. Null when nothing can match.
 */
export function addPrefixLexemes(text: TextKeys | null, last: string, prefix: readonly { id: number; lexeme: string }[], folded: string): TextKeys | null {
  if (prefix.length === 0 || last.length < 2) return text;
  let found = false;
  const units = (text?.units ?? []).map((unit) => ({
    ...unit,
    alternatives: unit.alternatives.map((alt) =>
      alt.map((term) => {
        if (term.word !== last) return term;
        found = true;
        return withPrefix(term, prefix);
      }),
    ),
  }));
  // A word of a synonym's phrase ("slecht weer") is matched by the synonym, not as a word of its own.
  const inPhrase = units.some((unit) => unit.source.split(' ').includes(last));
  if (!found && !inPhrase) units.push({ source: last, alternatives: [[withPrefix(emptyTerm(last), prefix)]], indoorOutdoor: [] });
  return { units, folded: text?.folded ?? folded };
}

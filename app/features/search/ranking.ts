import type { TermMatch } from './search-text.ts';

/**
 * The ranking rules of the text search (docs/decisions/105-search-relevance.md), written once and read
 * by every engine: PostgreSQL's SQL (textRankSql in search-sql.server.ts) and the in-process index
 * (search-index.server.ts) rank by this table, so a page from either continues a page from the other.
 *
 * An activity's relevance: per unit of the query the points of its best alternative (the mean of that
 * alternative's words' points; `indoorOutdoor` for a synonym such as "slecht weer" the activity is held
 * at), summed over the units, plus `similarity` times the greater of the title's word similarity to the
 * whole query and `companySimilarity` times the company name's.
 */
export interface RankingRules {
  /**
   * Points for how one word matched an activity, in order: the first class that holds wins. A place the
   * activity is in 60 (its title naming the place is no better); the word in the title 100, a filter of
   * that name 80, in the company name 70, a title word it begins or is part of 50, a filter name it
   * begins 45, such a company word 40, a filter group's name 35, a typo of a title word 30 (company 25),
   * the word only in the location or description 10, anything else that matched 5. Whole numbers from 0
   * to 255: the index holds them in a byte per row.
   */
  terms: readonly TermRule[];
  /** Points of a unit whose indoor/outdoor synonym the activity is held at. */
  indoorOutdoor: number;
  /** The most the word similarity adds: this times a similarity of at most 1. */
  similarity: number;
  /** The share of the company name's similarity against the title's. */
  companySimilarity: number;
  /**
   * The share of its points an alternative of a unit ranks with when it is not the query's own word
   * (docs/decisions/105-search-relevance.md, "Related words"): `related`, a word the lexical resources
   * relate it with (lexicon.ts), ranks below the word's exact and stemmed matches (100 x 7/16 = 43.75 <
   * the 45 of a filter name it begins); `part`, a catalogue word a compound the catalogue does not know
   * holds (kanoverhuur -> kano), below that. Fractions exact in binary, so PostgreSQL's numeric and the
   * index's doubles give the same points.
   */
  weights: { related: number; part: number };
}

export interface TermRule {
  /** The activity_search column the word's keys of this kind are looked for in. */
  column: 'keys' | 'title' | 'company';
  kind: Exclude<keyof TermMatch, 'word'>;
  points: number;
}

/** The rules in force (a test changes them to see both engines follow). */
export const RANKING: RankingRules = {
  terms: [
    { column: 'keys', kind: 'places', points: 60 },
    { column: 'title', kind: 'exact', points: 100 },
    { column: 'keys', kind: 'filterExact', points: 80 },
    { column: 'company', kind: 'exact', points: 70 },
    { column: 'title', kind: 'prefix', points: 50 },
    { column: 'keys', kind: 'filterPrefix', points: 45 },
    { column: 'company', kind: 'prefix', points: 40 },
    { column: 'keys', kind: 'groups', points: 35 },
    { column: 'title', kind: 'typo', points: 30 },
    { column: 'company', kind: 'typo', points: 25 },
    { column: 'keys', kind: 'exact', points: 10 },
    { column: 'keys', kind: 'all', points: 5 },
  ],
  indoorOutdoor: 80,
  similarity: 5,
  companySimilarity: 0.8,
  weights: { related: 0.4375, part: 0.375 },
};

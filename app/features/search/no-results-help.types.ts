/**
 * What the activity overview offers when a search finds nothing (docs/decisions/105): a
 * query that does find activities, the same query without the visitor's other constraints, and the
 * categories closest to what was typed. Counts are of public activities, as the links will show them.
 */
export interface NoResultsHelp {
  /**
   * The keyword with its unknown words corrected (a looser typo distance than the search's own) or
   * dropped, or with the words dropped whose combination finds nothing. `keepsConstraints`: it still
   * finds activities with the visitor's filters, place and group size; otherwise it is offered alone.
   */
  corrected: { q: string; keepsConstraints: boolean; total: number } | null;
  /**
   * "Almost never nothing" (decision 105): the query whose activities the search answers instead of
   * nothing, with a note saying so ("Geen exacte resultaten voor ..., dit komt in de buurt"): the
   * corrected query when it keeps the visitor's constraints, else null (the help is shown).
   */
  closest: string | null;
  /** The keyword alone (`q` null: no keyword, so no constraint at all), when constraints were set and it finds activities. */
  unconstrained: { q: string | null; total: number } | null;
  /** Up to five categories (filters), each with its number of public activities. */
  categories: { id: number; name: string; count: number }[];
  /** `close`: by name to the query's words; `popular`: nothing was close, the platform's most used instead. */
  categoriesKind: 'close' | 'popular';
}

import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { pageItemsJson } from '../../public-api/activity-list-items.server.ts';
import { searchDataVersionSql } from '../../public-api/search-summary-cache.server.ts';
import { RANKING } from './ranking.ts';
import type { RawListItem } from './search-engine.ts';
import type { TermMatch, TextKeys, TextUnit } from './search-text.server.ts';

/**
 * SQL the engines share: int[] literals, the text units' conditions and relevance on activity_search
 * rows (PostgreSQL's engine ranks with it; suggestions and the no-results help use its conditions), and
 * the page's list items read by id with the search data version (the engines that compute the page
 * outside PostgreSQL).
 */

/** An int[] literal as one parameter ('{1,2,3}'): the planner sees its value, however long it is. */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
}

/** The search condition of one unit on activity_search row `keys` (an alias's keys column). */
export function unitCondition(unit: TextUnit, keys: SQL): SQL {
  const alternatives = unit.alternatives.map((alt) =>
    alt.every((term) => term.all.length > 0)
      ? sql`(${sql.join(
          alt.map((term) => sql`${keys} && ${intArray(term.all)}`),
          sql` AND `,
        )})`
      : sql`false`,
  );
  if (unit.indoorOutdoor.length) alternatives.push(sql`${keys} && ${intArray(unit.indoorOutdoor)}`);
  return alternatives.length ? sql`(${sql.join(alternatives, sql` OR `)})` : sql`false`;
}

const TERM_POINT_COLUMNS = { keys: 'keys', title: 'title_keys', company: 'company_keys' } as const;

/** A number of the ranking rules written into the statement (a literal, as the rules are the same for every search). */
function literal(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error(`ranking rule ${value} is not a finite number`);
  return sql.raw(String(value));
}

/** RANKING.terms for one word on activity_search row `row`, as a CASE: the first class that holds wins. */
function termScore(term: TermMatch, row: string): SQL {
  const cases = RANKING.terms
    .filter((c) => term[c.kind].length > 0)
    .map((c) => sql`WHEN ${sql.raw(`${row}.${TERM_POINT_COLUMNS[c.column]}`)} && ${intArray(term[c.kind])} THEN ${literal(c.points)}`);
  return cases.length ? sql`(CASE ${sql.join(cases, sql` `)} ELSE 0 END)` : sql`0`;
}

/**
 * Relevance of an activity from its activity_search row `row` alone (drizzle/0014: no read of the wide
 * activities row, so ranking the matches of a broad word stays cheap), by the rules of RANKING
 * (ranking.ts): per unit the points of its best alternative (the mean over that alternative's words; an
 * indoor/outdoor synonym RANKING.indoorOutdoor), summed over the units, plus up to RANKING.similarity for
 * how closely the title or company name holds the whole query.
 */
export function textRankSql(text: TextKeys, row: string): SQL {
  const keys = sql.raw(`${row}.keys`);
  const units = text.units.map((unit) => {
    const options = unit.alternatives.map((alt, i) => {
      const mean = sql`((${sql.join(
        alt.map((term) => termScore(term, row)),
        sql` + `,
      )}) / ${sql.raw(`${alt.length}.0`)})`;
      const weight = unit.weights?.[i] ?? 1;
      return weight === 1 ? mean : sql`(${mean} * ${literal(weight)})`;
    });
    if (unit.indoorOutdoor.length) options.push(sql`(CASE WHEN ${keys} && ${intArray(unit.indoorOutdoor)} THEN ${literal(RANKING.indoorOutdoor)} ELSE 0 END)`);
    return options.length === 1 ? options[0]! : options.length ? sql`greatest(${sql.join(options, sql`, `)})` : sql`0`;
  });
  const similarity = sql`${literal(RANKING.similarity)} * greatest(word_similarity(${text.folded}, ${sql.raw(`${row}.title_fold`)}), ${literal(RANKING.companySimilarity)} * word_similarity(${text.folded}, ${sql.raw(`${row}.company_fold`)}))`;
  return sql`(${sql.join([...units, similarity], sql` + `)})`;
}

/** The activity_search columns textRankSql reads, for a select list that feeds it. */
export const TEXT_RANK_COLUMNS = ['keys', 'title_keys', 'company_keys', 'title_fold', 'company_fold'] as const;

/**
 * The list items of public activities `ids` in that order, with the database's search data version read
 * in the same statement: an engine that computed the page from its own copy of the data (search-engine.ts)
 * compares that version with its own.
 */
export async function readListItems(
  db: Database,
  platformId: number,
  ids: readonly number[],
): Promise<{ version: string | null; items: RawListItem[] | null }> {
  const rows = await queryRows<{ version: string | null; items: RawListItem[] | null }>(
    db,
    sql`WITH page AS MATERIALIZED (SELECT p.id, p.ord FROM unnest(${intArray(ids)}) WITH ORDINALITY AS p(id, ord))
      SELECT ${searchDataVersionSql(platformId)} AS version,
        ${pageItemsJson} AS items`,
    { prepared: 'activity-list-items' },
  );
  return rows[0]!;
}

import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { searchSynonyms } from '../../../db/schema/index.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { LIST_PAGE_SIZE, type ListQuery } from '../../portal/list-query.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import { queryWords } from './search-text.ts';
import type { SynonymAdminError, SynonymForm } from './synonym-admin.schemas.ts';

/**
 * The operators' search synonyms per platform (docs/decisions/105 "Synonyms in the back
 * office"): the rows of search_synonyms the search reads (search-text.server.ts). A change bumps the
 * search data version (drizzle/0013's trigger), so every cached search summary, word lookup and index of
 * the platform follows at its next search; nothing else is to be told.
 */

export const SYNONYM_SORTS = ['term'] as const;
export type SynonymSort = (typeof SYNONYM_SORTS)[number];

export interface SynonymAdminRow {
  id: number;
  term: string;
  expansions: string[];
  indoorOutdoor: 'INDOOR' | 'OUTDOOR' | 'BOTH' | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search compares a term folded, word by word ("Slecht  Weer!" is "slecht weer"): two such terms are one. */
const termKey = (term: string) => queryWords(term).join(' ');

export async function listSynonymsForAdmin(
  db: Database,
  actor: Actor,
  platformId: number,
  query: ListQuery<SynonymSort>,
): Promise<{ items: SynonymAdminRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const search: SQL = pattern ? sql`AND (s.term ILIKE ${pattern} OR array_to_string(s.expansions, ' ') ILIKE ${pattern})` : sql``;
  const direction = query.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await queryRows<SynonymAdminRow & { total: number }>(
    db,
    sql`SELECT s.id, s.term, s.expansions, s.indoor_outdoor AS "indoorOutdoor", count(*) OVER ()::int AS total
        FROM search_synonyms s WHERE s.platform_id = ${platformId} ${search}
        ORDER BY s.term ${direction}, s.id ${direction}
        LIMIT ${LIST_PAGE_SIZE} OFFSET ${(query.page - 1) * LIST_PAGE_SIZE}`,
  );
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...row }) => row) };
}

export type AddSynonymResult = { ok: true; id: number } | { ok: false; error: SynonymAdminError };

/** Adds a synonym to the platform, or says why not (a term the platform has already, compared as the search compares it). */
export async function addSynonym(db: Database, actor: Actor, platformId: number, input: SynonymForm): Promise<AddSynonymResult> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    // One add at a time per platform, so two adds of one term cannot both pass the check.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`search-synonyms:${platformId}`}))`);
    const terms = await queryRows<{ term: string }>(tx, sql`SELECT s.term FROM search_synonyms s WHERE s.platform_id = ${platformId}`);
    const key = termKey(input.term);
    if (terms.some((row) => termKey(row.term) === key)) return { ok: false, error: 'exists' };
    const [row] = await tx
      .insert(searchSynonyms)
      .values({ platformId, term: input.term, expansions: input.expansions, indoorOutdoor: input.indoorOutdoor })
      .returning({ id: searchSynonyms.id });
    await recordAudit(tx, {
      action: 'search-synonym-added',
      actorUserId: actor.userId,
      detail: { entity: 'search-synonym', id: row!.id, platformId, term: input.term, expansions: input.expansions.join(', ') },
    });
    return { ok: true, id: row!.id };
  });
}

/** Removes a synonym of the platform (NotFoundForActor for one of another platform or none). */
export async function removeSynonym(db: Database, actor: Actor, platformId: number, synonymId: number): Promise<{ term: string }> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; term: string; expansions: string[] }>(
      tx,
      sql`DELETE FROM search_synonyms s WHERE s.id = ${synonymId} AND s.platform_id = ${platformId} RETURNING s.id, s.term, s.expansions`,
    );
    if (!row) throw new NotFoundForActor('search synonym');
    await recordAudit(tx, {
      action: 'search-synonym-removed',
      actorUserId: actor.userId,
      detail: { entity: 'search-synonym', id: row.id, platformId, term: row.term, expansions: row.expansions.join(', ') },
    });
    return { term: row.term };
  });
}

import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { activities, redirects } from '../../../db/schema/index.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { LIST_PAGE_SIZE, type ListQuery } from '../../portal/list-query.ts';
import { cappedTotal } from '../../portal/list-total.server.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import { publicActivitySql } from '../../public-api/visibility.server.ts';
import type { RedirectAdminError, RedirectForm } from './redirect-admin.schemas.ts';

/**
 * The operators' redirects of old activity addresses (decision 104). The public site answers /uitjes/{old}
 * with a 301 to the activity's current slug (findActivityRedirect in activities.server.ts) only when no
 * activity has that slug, so a redirect must not name a live slug, must lead to an activity of the
 * platform, and must not lead back to itself. `redirects` has no platform: it is the activity's.
 * Neither 301 nor 404 answers are kept by the page cache (only 200), so nothing is to be invalidated.
 */

export const REDIRECT_SORTS = ['oldSlug', 'activity', 'createdAt'] as const;
export type RedirectSort = (typeof REDIRECT_SORTS)[number];

export interface RedirectAdminRow {
  id: number;
  oldSlug: string;
  /** Where the redirect leads now: the activity's current slug. */
  newSlug: string;
  activityId: number;
  activityTitle: string;
  /** Whether the activity is public (else the old address answers 404 until it is). */
  isPublic: boolean;
  createdAt: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listRedirectsForAdmin(
  db: Database,
  actor: Actor,
  platformId: number,
  query: ListQuery<RedirectSort>,
): Promise<{ items: RedirectAdminRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    eq(activities.platformId, platformId),
    pattern ? or(ilike(redirects.oldSlug, pattern), ilike(activities.slug, pattern), ilike(activities.title, pattern)) : undefined,
  );
  const column = { oldSlug: redirects.oldSlug, activity: activities.slug, createdAt: redirects.createdAt }[query.sort];
  const by = query.direction === 'desc' ? desc : asc;
  // The page and the count apart (list-total.server.ts): a count over the window (count(*) over ())
  // joined and sorted every redirect of the catalogue before the first 25 could be sent; now the page
  // reads down the sort's index (redirects_created_idx, redirects_old_slug_idx) and stops after it.
  const [rows, total] = await Promise.all([
    db
      .select({
        id: redirects.id,
        oldSlug: redirects.oldSlug,
        newSlug: activities.slug,
        activityId: activities.id,
        activityTitle: activities.title,
        isPublic: sql<boolean>`(${publicActivitySql(platformId, 'activities')})`,
        createdAt: redirects.createdAt,
      })
      .from(redirects)
      .innerJoin(activities, eq(activities.id, redirects.activityId))
      .where(where)
      .orderBy(by(column), by(redirects.id))
      .limit(LIST_PAGE_SIZE)
      .offset((query.page - 1) * LIST_PAGE_SIZE),
    cappedTotal(db, db.select({ id: redirects.id }).from(redirects).innerJoin(activities, eq(activities.id, redirects.activityId)).where(where).$dynamic()),
  ]);
  return { total, items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

export type AddRedirectResult = { ok: true; id: number; newSlug: string } | { ok: false; error: RedirectAdminError };

/** Adds a redirect from an old slug to an activity of the platform, or says why not. */
export async function addRedirect(db: Database, actor: Actor, platformId: number, input: RedirectForm): Promise<AddRedirectResult> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    // One add at a time per platform, so two adds cannot make a loop together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`redirects:${platformId}`}))`);
    const which = 'id' in input.target ? sql`a.id = ${input.target.id}` : sql`a.slug = ${input.target.slug}`;
    const [target] = await queryRows<{ id: number; slug: string }>(
      tx,
      sql`SELECT a.id, a.slug FROM activities a WHERE a.platform_id = ${platformId} AND NOT a.is_edit_copy AND ${which} LIMIT 1`,
    );
    if (!target) return { ok: false, error: 'unknown-activity' };
    if (target.slug === input.oldSlug) return { ok: false, error: 'loop' };
    const [live] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT a.id FROM activities a WHERE a.platform_id = ${platformId} AND NOT a.is_edit_copy AND a.slug = ${input.oldSlug} LIMIT 1`,
    );
    if (live) return { ok: false, error: 'shadows-activity' };
    const [existing] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT r.id FROM redirects r JOIN activities a ON a.id = r.activity_id WHERE a.platform_id = ${platformId} AND r.old_slug = ${input.oldSlug} LIMIT 1`,
    );
    if (existing) return { ok: false, error: 'exists' };
    // A chain: the target's slug may itself be an old slug of the platform (older data), leading on to
    // other slugs; if any of them is the new old slug, visitors would go round in circles.
    const [walk] = await queryRows<{ loops: boolean }>(
      tx,
      sql`WITH RECURSIVE edges AS (
            SELECT r.old_slug AS source, r.new_slug AS next FROM redirects r JOIN activities a ON a.id = r.activity_id WHERE a.platform_id = ${platformId}
            UNION SELECT r.old_slug, a.slug FROM redirects r JOIN activities a ON a.id = r.activity_id WHERE a.platform_id = ${platformId}),
          walk(slug) AS (SELECT ${target.slug}::text UNION SELECT e.next FROM walk w JOIN edges e ON e.source = w.slug)
          SELECT EXISTS (SELECT 1 FROM walk WHERE slug = ${input.oldSlug}) AS loops`,
    );
    if (walk?.loops) return { ok: false, error: 'loop' };
    const [row] = await tx.insert(redirects).values({ activityId: target.id, oldSlug: input.oldSlug, newSlug: target.slug }).returning({ id: redirects.id });
    await recordAudit(tx, {
      action: 'redirect-added',
      actorUserId: actor.userId,
      detail: { entity: 'redirect', id: row!.id, platformId, oldSlug: input.oldSlug, activityId: target.id },
    });
    return { ok: true, id: row!.id, newSlug: target.slug };
  });
}

/** Removes a redirect of the platform (NotFoundForActor for one of another platform or none). */
export async function removeRedirect(db: Database, actor: Actor, platformId: number, redirectId: number): Promise<{ oldSlug: string }> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; oldSlug: string; activityId: number }>(
      tx,
      sql`SELECT r.id, r.old_slug AS "oldSlug", r.activity_id AS "activityId" FROM redirects r JOIN activities a ON a.id = r.activity_id
          WHERE r.id = ${redirectId} AND a.platform_id = ${platformId}`,
    );
    if (!row) throw new NotFoundForActor('redirect');
    await tx.delete(redirects).where(and(eq(redirects.id, row.id)));
    await recordAudit(tx, {
      action: 'redirect-removed',
      actorUserId: actor.userId,
      detail: { entity: 'redirect', id: row.id, platformId, oldSlug: row.oldSlug, activityId: row.activityId },
    });
    return { oldSlug: row.oldSlug };
  });
}

import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.server.ts';

/**
 * Who owns a media row, and so who may refer to it (docs/decisions/104, "Media have owners"):
 * - an upload nothing refers to yet belongs to whoever uploaded it: the portal user recorded on the
 *   upload, or, with no user, a visitor on a brand site;
 * - once something refers to it, it belongs to that: an activity or event (its organisation), an event
 *   submission (the visitor's), a blog, banner, pop-up or filter (the operators').
 * A form may therefore name only the media its own row already has, or a fresh upload of the same
 * uploader that nothing refers to. Everything else (another organisation's image, a visitor's image,
 * a draft blog's image, a seeded image) is refused, so nobody can change its alt text or remove it.
 */

type Executor = Pick<Database, 'execute'>;

/**
 * Every column that references media.id. An image referenced by any of them is in use: it is never
 * taken by another owner and never deleted. A test compares this list with the database's foreign
 * keys, so a new table that points at media cannot be forgotten here.
 */
export const MEDIA_REFERENCES = [
  { table: 'activity_media', column: 'media_id' },
  { table: 'event_media', column: 'media_id' },
  { table: 'events', column: 'image_id' },
  { table: 'filters', column: 'image_id' },
  { table: 'filter_groups', column: 'image_id' },
  { table: 'filter_groups', column: 'header_image_id' },
  { table: 'banners', column: 'image_id' },
  { table: 'blogs', column: 'image_id' },
  { table: 'popups', column: 'media_id' },
] as const;

/** True (in SQL) when nothing refers to the media row `mediaId`. */
export function unreferenced(mediaId: SQL): SQL {
  const checks: SQL[] = MEDIA_REFERENCES.map(
    ({ table, column }) => sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} r WHERE r.${sql.identifier(column)} = ${mediaId})`,
  );
  // A provider's change to a published event names its new image in the JSON of pending_changes.
  checks.push(sql`NOT EXISTS (SELECT 1 FROM events e WHERE e.pending_changes ? 'imageId' AND (e.pending_changes->>'imageId')::int = ${mediaId})`);
  return sql.join(checks, sql` AND `);
}

/** Who is about to refer to an upload: a signed-in portal user, or a visitor's form on a brand site. */
export type MediaClaimant = { userId: number } | 'visitor';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Of `ids`, the uploads `claimant` may newly refer to: uploaded by them, not yet removed by the clean-up,
 * and referenced by nothing. The rows are locked FOR KEY SHARE, so the upload clean-up cannot delete
 * one while the caller's transaction refers to it (server/jobs/upload-cleanup.ts).
 */
export async function claimableUploads(tx: Executor, ids: number[], claimant: MediaClaimant): Promise<number[]> {
  if (ids.length === 0) return [];
  const uploader = claimant === 'visitor' ? sql`u.uploaded_by_id IS NULL` : sql`u.uploaded_by_id = ${claimant.userId}`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT m.id FROM media m
        WHERE m.id IN (${idList(ids)})
          AND EXISTS (SELECT 1 FROM image_uploads u WHERE u.media_id = m.id AND u.removed_at IS NULL AND ${uploader})
          AND ${unreferenced(sql`m.id`)}
        FOR KEY SHARE OF m`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The image a single-image form refers to after a change: the current one kept, none, or a new one
 * that `claimant` may take (claimableUploads); 'invalid-image' for any other id.
 */
export async function imageAfterChange(
  tx: Executor,
  current: number | null,
  change: { kind: 'keep' } | { kind: 'set'; mediaId: number } | { kind: 'remove' },
  claimant: MediaClaimant,
): Promise<number | null | 'invalid-image'> {
  if (change.kind === 'keep') return current;
  if (change.kind === 'remove') return null;
  if (change.mediaId === current) return current;
  const [claimed] = await claimableUploads(tx, [change.mediaId], claimant);
  return claimed ?? 'invalid-image';
}

/** Deletes those of `ids` that nothing refers to any more (their files go with the upload clean-up). */
export async function deleteUnreferencedMedia(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`DELETE FROM media m WHERE m.id IN (${idList(ids)}) AND ${unreferenced(sql`m.id`)}`);
}

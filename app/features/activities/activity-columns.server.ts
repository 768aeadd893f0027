import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { activities, activityCities, activityFilters, activityProvinces, activityRegions } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import { sanitizeRichText } from '../../rendering/rich-text.ts';
import type { ActivityContent } from './activity-editing.schemas.ts';
import { type ACTIVITY_FIELDS, type ActivityRow, EDITABLE_COLUMNS, type EditableColumn, LIVE_COLUMNS } from './activity-fields.ts';

/**
 * The activity row's side of the editor's fields, built from the one list (activity-fields.ts): the
 * columns a save writes, the content read back from a row, the edit copy of a live row and applying
 * an approved copy to it (docs/decisions/104). SQL names Drizzle's column objects, never strings.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type NewActivity = typeof activities.$inferInsert;

/** The editable columns whose stored value differs from the content's: converted both ways here. */
type Converted = 'description' | 'price';
type AsIs = Exclude<EditableColumn, Converted>;

// Compile-time checks: every other editable column stores the content's value as it is, and reads back
// as it is. A new column whose types differ is a type error on these two lists until it is converted.
type StoredAsIs = { [C in AsIs]: Exclude<ActivityContent[C], undefined> } extends { [C in AsIs]: Required<NewActivity>[C] } ? AsIs : never;
type ReadAsIs = { [C in AsIs]: ActivityRow[C] } extends { [C in AsIs]: ActivityContent[C] } ? AsIs : never;
const isAsIs = (column: EditableColumn): column is AsIs => column !== 'description' && column !== 'price';
const STORED_AS_IS: readonly StoredAsIs[] = EDITABLE_COLUMNS.filter(isAsIs);
const READ_AS_IS: readonly ReadAsIs[] = EDITABLE_COLUMNS.filter(isAsIs);

/** The columns a save writes: the content's (the description sanitised here, on save) and who saved it. */
export function columnsOf(content: ActivityContent, actor: Actor): Pick<NewActivity, EditableColumn | 'lastEditedById'> {
  const asIs = Object.fromEntries(STORED_AS_IS.map((column) => [column, content[column] ?? null])) as Pick<NewActivity, AsIs>;
  return {
    ...asIs,
    description: sanitizeRichText(content.description, 'description') || null,
    price: content.price == null ? null : content.price.toFixed(2),
    lastEditedById: actor.userId,
  };
}

/** What an approved copy gives the live row: the columns a save writes. */
const APPLIED_COLUMNS = [...EDITABLE_COLUMNS, 'lastEditedById'] as const satisfies ReadonlyArray<keyof ActivityRow>;

/** The editor's content held in the row's own columns (the links are read apart). */
export function columnContentOf(row: ActivityRow): Pick<ActivityContent, EditableColumn> {
  const asIs = Object.fromEntries(READ_AS_IS.map((column) => [column, row[column]])) as Pick<ActivityContent, AsIs>;
  return { ...asIs, description: row.description ?? '', price: row.price === null ? null : Number(row.price) };
}

/**
 * Inserts the edit copy of a live row: its content and the columns that say whose it is (LIVE_COLUMNS);
 * a copy is unapproved, marked as a copy, being edited, one version on. Returns the copy's id.
 */
export async function insertEditCopyRow(tx: Tx, originalId: number): Promise<number> {
  const copied: Array<[keyof ActivityRow, SQL]> = [...EDITABLE_COLUMNS, ...LIVE_COLUMNS].map((column) => [column, sql`${activities[column]}`]);
  const set: Array<[keyof ActivityRow, SQL]> = [
    ['approved', sql`false`],
    ['isEditCopy', sql`true`],
    ['approvalStatus', sql`'EDITING'`],
    ['version', sql`${activities.version} + 1`],
  ];
  const columns = [...copied, ...set];
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO ${activities} (${sql.join(
      columns.map(([column]) => sql.identifier(activities[column].name)),
      sql`, `,
    )})
    SELECT ${sql.join(
      columns.map(([, value]) => value),
      sql`, `,
    )} FROM ${activities} WHERE ${activities.id} = ${originalId}
    RETURNING ${sql.identifier(activities.id.name)}`,
  );
  return Number(row!.id);
}

/** Writes an approved edit copy's columns onto the live row (its links and media are moved apart). */
export async function applyEditCopyColumns(tx: Tx, originalId: number, copyId: number): Promise<void> {
  const copy = alias(activities, 'copy');
  await tx
    .update(activities)
    .set(Object.fromEntries(APPLIED_COLUMNS.map((column) => [column, copy[column]])))
    .from(copy)
    .where(and(eq(activities.id, originalId), eq(copy.id, copyId)));
}

/** The link table of each list the editor keeps in links (media apart: a copy has media rows of its own). */
const LINKS = {
  filterIds: { table: activityFilters, activity: activityFilters.activityId, other: activityFilters.filterId },
  cityIds: { table: activityCities, activity: activityCities.activityId, other: activityCities.cityId },
  provinceIds: { table: activityProvinces, activity: activityProvinces.activityId, other: activityProvinces.provinceId },
  regionIds: { table: activityRegions, activity: activityRegions.activityId, other: activityRegions.regionId },
} satisfies { [F in keyof typeof ACTIVITY_FIELDS as (typeof ACTIVITY_FIELDS)[F]['review'] extends 'filters' | 'places' ? F : never]: unknown };

/** Gives the edit copy the live row's filters and places. */
export async function copyLinks(tx: Tx, originalId: number, copyId: number): Promise<void> {
  for (const { table, activity, other } of Object.values(LINKS)) {
    await tx.execute(
      sql`INSERT INTO ${table} (${sql.identifier(activity.name)}, ${sql.identifier(other.name)}) SELECT ${copyId}, ${other} FROM ${table} WHERE ${activity} = ${originalId}`,
    );
  }
}

/** Moves an approved copy's filters and places to the live row, instead of the live row's own. */
export async function moveLinks(tx: Tx, copyId: number, originalId: number): Promise<void> {
  for (const { table, activity } of Object.values(LINKS)) {
    await tx.execute(sql`DELETE FROM ${table} WHERE ${activity} = ${originalId}`);
    await tx.execute(sql`UPDATE ${table} SET ${sql.identifier(activity.name)} = ${originalId} WHERE ${activity} = ${copyId}`);
  }
}

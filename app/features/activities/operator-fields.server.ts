import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { activities, redirects } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { may } from '../../portal/permissions.server.ts';
import { OPERATOR_FIELDS, OPERATOR_FIELD_NAMES, type OperatorField } from './activity-fields.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The fields only the editors decide (OPERATOR_FIELDS, docs/decisions/118), enforced where a save is
 * written: a value the form sends for one of them is compared with the row's; a provider's different
 * value is refused naming the field, never dropped in silence; an operator may change what
 * `operatorEdits` allows (the address of a live activity, with a redirect from the old one).
 */

/** Why a value for an operator's field was refused (the message is `portal.lockedFields.errors.<reason>`). */
export type OperatorFieldReason = 'locked' | 'notEditable' | 'draft' | 'slugInvalid' | 'slugTaken';
export type OperatorFieldFailure = { ok: false; error: 'operator-field'; field: OperatorField; reason: OperatorFieldReason };

/** What a form sent for the operator's fields, as text (a field the form did not send is left out). */
export type OperatorFieldValues = Partial<Record<OperatorField, string>>;

/** The values a form sent for operator's fields (the provider's editor sends none). */
export function operatorFieldsFromForm(form: FormData): OperatorFieldValues {
  const values: OperatorFieldValues = {};
  for (const field of OPERATOR_FIELD_NAMES) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.trim();
  }
  return values;
}

/** Lowercase words of letters and digits joined by single hyphens, as activitySlug makes them. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface LiveRow {
  id: number;
  platformId: number;
  approved: boolean;
}

/**
 * Applies what the form sent for the operator's fields to the original activity (and its edit copy), or
 * says which field is refused and why. Nothing is written when a field is refused.
 */
export async function applyOperatorFields(tx: Tx, actor: Actor, original: LiveRow, values: OperatorFieldValues): Promise<OperatorFieldFailure | null> {
  const [row] = await tx
    .select({ slug: activities.slug, platformId: activities.platformId, randomKey: activities.randomKey, childId: activities.childId })
    .from(activities)
    .where(eq(activities.id, original.id));
  if (!row) return null;
  const changed = OPERATOR_FIELD_NAMES.filter((field) => values[field] !== undefined && values[field] !== String(row[field]));
  const operator = may(actor, 'review:decide');
  for (const field of changed) {
    const refuse = (reason: OperatorFieldReason): OperatorFieldFailure => ({ ok: false, error: 'operator-field', field, reason });
    if (!operator) return refuse('locked');
    if (!OPERATOR_FIELDS[field].operatorEdits) return refuse('notEditable');
  }
  if (!changed.includes('slug')) return null;
  const slug = values.slug!;
  const refuse = (reason: OperatorFieldReason): OperatorFieldFailure => ({ ok: false, error: 'operator-field', field: 'slug', reason });
  // A draft's address follows its title until it is approved: a chosen one would be overwritten.
  if (!original.approved) return refuse('draft');
  if (slug.length > 200 || !SLUG.test(slug)) return refuse('slugInvalid');
  const [live] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.platformId, row.platformId), eq(activities.slug, slug), sql`NOT ${activities.isEditCopy}`, ne(activities.id, original.id)))
    .limit(1);
  const [redirected] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .innerJoin(activities, eq(activities.id, redirects.activityId))
    .where(and(eq(activities.platformId, row.platformId), eq(redirects.oldSlug, slug), ne(redirects.activityId, original.id)))
    .limit(1);
  if (live || redirected) return refuse('slugTaken');
  // Back to an address it had before: that redirect would now point at itself.
  await tx.delete(redirects).where(and(eq(redirects.activityId, original.id), eq(redirects.oldSlug, slug)));
  await tx.insert(redirects).values({ activityId: original.id, oldSlug: row.slug, newSlug: slug });
  // The page-cache trigger names the row's old and new slug (drizzle/0019): the old page is dropped.
  await tx.update(activities).set({ slug }).where(eq(activities.id, original.id));
  if (row.childId) await tx.update(activities).set({ slug }).where(eq(activities.id, row.childId));
  await recordAudit(tx, {
    action: 'activity-slug-changed',
    actorUserId: actor.userId,
    detail: { entity: 'activity', id: original.id, slug, redirectedFrom: row.slug },
  });
  return null;
}

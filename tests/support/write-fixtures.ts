import { activities, organisations, platforms } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.server.ts';
import { PLATFORM_ROWS } from '../../db/seed/platform-data.ts';

/** Rows the write-side tests build on, inserted into an empty migrated database (no demo seed needed). */
export interface WriteFixtures {
  /** Public activity on platform 1 with its own contact e-mail. */
  activityNl: number;
  /** Public activity on platform 1 without contact e-mail: the organisation's address applies. */
  activityNlOrganisationMail: number;
  /** Public activity on platform 2 (German). */
  activityDe: number;
  /** Not approved: not public. */
  activityHidden: number;
  /** Approved and switched on, but its approval status is REJECTED (a rejected edit): not public. */
  activityRejected: number;
}

export async function insertWriteFixtures(db: Database): Promise<WriteFixtures> {
  await db.insert(platforms).values(PLATFORM_ROWS).onConflictDoNothing();
  const [orgNl] = await db.insert(organisations).values({ name: 'Avontuur BV', email: 'info@avontuur.example', platformId: 1 }).returning();
  const [orgDe] = await db.insert(organisations).values({ name: 'Abenteuer GmbH', email: 'kontakt@abenteuer.example', platformId: 2 }).returning();
  const base = { approved: true, status: true, isEditCopy: false } as const;
  const rows = await db
    .insert(activities)
    .values([
      { ...base, title: 'Kanoën op de Vecht', slug: 'kanoen-op-de-vecht', platformId: 1, organisationId: orgNl!.id, contactEmail: 'planning@kano.example' },
      { ...base, title: 'Escape room Utrecht', slug: 'escape-room-utrecht', platformId: 1, organisationId: orgNl!.id, contactEmail: null },
      { ...base, title: 'Floßfahrt auf der Isar', slug: 'flossfahrt-isar', platformId: 2, organisationId: orgDe!.id, contactEmail: 'buchung@floss.example' },
      { ...base, approved: false, title: 'Nog niet goedgekeurd', slug: 'nog-niet', platformId: 1, organisationId: orgNl!.id },
      { ...base, approvalStatus: 'REJECTED', title: 'Afgekeurd', slug: 'afgekeurd', platformId: 1, organisationId: orgNl!.id },
    ])
    .returning({ id: activities.id });
  return {
    activityNl: rows[0]!.id,
    activityNlOrganisationMail: rows[1]!.id,
    activityDe: rows[2]!.id,
    activityHidden: rows[3]!.id,
    activityRejected: rows[4]!.id,
  };
}

/** A quote request body that passes QuoteRequestSchema. */
export function validQuote(overrides: Record<string, unknown> = {}) {
  return {
    id: null,
    name: 'Sanne de Vries',
    gender: 'vrouw' as 'man' | 'vrouw',
    reference: null,
    companyName: 'Bakkerij De Vries',
    email: 'sanne@bakkerij.example',
    phone: '06 12345678',
    zipcode: '3511 AB',
    description: 'Graag een offerte voor ons teamuitje.',
    address: 'Oudegracht 1',
    city: 'Utrecht',
    numberOfPersons: 24,
    plannedDate: '2099-06-15',
    // A quote alone; a test of the newsletter box ticks it (subscribe: true sends a confirmation mail too).
    subscribe: false,
    ...overrides,
  };
}

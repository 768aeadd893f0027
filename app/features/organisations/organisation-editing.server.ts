import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { contactPersonOrganisations, contactPersons, organisations, platforms } from '../../../db/schema/index.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { mayActFor, NotFoundForActor, organisationScope, requireOrganisation } from '../../portal/permissions.server.ts';
import type { ContactPerson, OrganisationProfile } from './organisation-editing.schemas.ts';
import type { ContactPersonView, OrganisationForEditing } from './organisation-editing.types.ts';

// A provider keeps the profile of their organisation and its contact persons (decision 104, core.md 3).
// Every function takes the actor: a USER acts only for the organisations linked to them, an ADMIN for
// any; an organisation or contact person out of reach answers exactly like a missing one
// (NotFoundForActor, 404). A contact person belongs to the organisations it is linked to
// (contact_person_organisations); a consultant may be linked to several. What is per organisation
// (whether the person is its primary contact) lives on the link; the personal fields are shared, and
// an actor changes them for everyone only when they may act for every organisation the person acts for,
// else the change goes to a copy for this organisation alone (updateContactPerson; decision 104).

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const profileColumns = {
  id: organisations.id,
  name: organisations.name,
  email: organisations.email,
  address: organisations.address,
  streetNumber: organisations.streetNumber,
  zipcode: organisations.zipcode,
  city: organisations.city,
  phone: organisations.phone,
  website: organisations.website,
  platformId: organisations.platformId,
  platformName: platforms.name,
};

const contactColumns = {
  id: contactPersons.id,
  manager: contactPersons.manager,
  firstName: contactPersons.firstName,
  lastName: contactPersons.lastName,
  phone: contactPersons.phone,
  fax: contactPersons.fax,
  email: contactPersons.email,
  wantsMail: contactPersons.wantsMail,
  wantsOfferMail: contactPersons.wantsOfferMail,
  address: contactPersons.address,
  zipCode: contactPersons.zipCode,
  city: contactPersons.city,
  notes: contactPersons.notes,
  primary: contactPersonOrganisations.primary,
  otherOrganisations: sql<number>`(SELECT count(*)::int FROM ${contactPersonOrganisations} o WHERE o.contact_person_id = ${contactPersons.id} AND o.organisation_id <> ${contactPersonOrganisations.organisationId})`,
  /** The other organisations the person acts for: linked, or filed under (see organisationsOfPerson). */
  elsewhere: sql<number[]>`(SELECT coalesce(array_agg(DISTINCT s.id), '{}') FROM (
      SELECT o.organisation_id AS id FROM ${contactPersonOrganisations} o WHERE o.contact_person_id = ${contactPersons.id}
      UNION SELECT ${contactPersons.organisationId} WHERE ${contactPersons.organisationId} IS NOT NULL
    ) s WHERE s.id <> ${contactPersonOrganisations.organisationId})`,
};

/** The organisation when the actor may act for it and it exists; NotFoundForActor otherwise (both 404). */
async function organisationInReach(db: Executor, actor: Actor, organisationId: number, lock = false): Promise<OrganisationForEditing> {
  requireOrganisation(actor, organisationId, 'organisation');
  const scope = organisationScope(actor);
  const query = db
    .select(profileColumns)
    .from(organisations)
    .innerJoin(platforms, eq(platforms.id, organisations.platformId))
    .where(and(eq(organisations.id, organisationId), scope === 'any' ? undefined : inArray(organisations.id, scope)))
    .limit(1);
  // Changes of who is primary wait for each other on the organisation's row: one primary, also under load.
  const [row] = lock ? await query.for('update', { of: organisations }) : await query;
  if (!row) throw new NotFoundForActor('organisation');
  return row;
}

async function contactPersonsOf(db: Executor, actor: Actor, organisationId: number, contactPersonId?: number): Promise<ContactPersonView[]> {
  const rows = await db
    .select(contactColumns)
    .from(contactPersons)
    .innerJoin(contactPersonOrganisations, eq(contactPersonOrganisations.contactPersonId, contactPersons.id))
    .where(
      and(eq(contactPersonOrganisations.organisationId, organisationId), contactPersonId === undefined ? undefined : eq(contactPersons.id, contactPersonId)),
    )
    .orderBy(desc(contactPersonOrganisations.primary), asc(contactPersons.lastName), asc(contactPersons.firstName), asc(contactPersons.id));
  // Whether this actor's edit changes the shared person (updateContactPerson) or a copy of this organisation's.
  return rows.map(({ elsewhere, ...view }) => ({ ...view, editsShared: elsewhere.map(Number).every((id) => mayActFor(actor, id)) }));
}

/** A contact person of this organisation; one of another organisation is as missing as one that is not. */
async function contactPersonInReach(db: Executor, actor: Actor, organisationId: number, contactPersonId: number): Promise<ContactPersonView> {
  const [person] = await contactPersonsOf(db, actor, organisationId, contactPersonId);
  if (!person) throw new NotFoundForActor('contact person');
  return person;
}

/** The profile and the contact persons of one organisation, for its page in the portal. */
export async function getOrganisationForEditing(
  db: Database,
  actor: Actor,
  organisationId: number,
): Promise<{ organisation: OrganisationForEditing; contactPersons: ContactPersonView[] }> {
  const organisation = await organisationInReach(db, actor, organisationId);
  return { organisation, contactPersons: await contactPersonsOf(db, actor, organisationId) };
}

/** The contact persons of one organisation: the primary one first, then by name. */
export async function listContactPersons(db: Database, actor: Actor, organisationId: number): Promise<ContactPersonView[]> {
  await organisationInReach(db, actor, organisationId);
  return contactPersonsOf(db, actor, organisationId);
}

/** The fields the public sees of an organisation (its page, its activities' pages, the lists). */
const PUBLIC_FIELDS = ['name', 'city', 'website'] as const;

/**
 * Replaces the organisation's profile (an empty field clears it). When something the public sees
 * changes, the cached pages showing the organisation are dropped (see refreshPublicPages).
 */
export async function updateOrganisationProfile(
  db: Database,
  actor: Actor,
  organisationId: number,
  /** The schema's output: the action's form parse read it (docs/decisions/111). */
  profile: OrganisationProfile,
): Promise<OrganisationForEditing> {
  return db.transaction(async (tx) => {
    const before = await organisationInReach(tx, actor, organisationId, true);
    const values = {
      name: profile.name,
      email: profile.email ?? null,
      address: profile.address ?? null,
      streetNumber: profile.streetNumber ?? null,
      zipcode: profile.zipcode ?? null,
      city: profile.city ?? null,
      phone: profile.phone ?? null,
      website: profile.website ?? null,
    };
    await tx.update(organisations).set(values).where(eq(organisations.id, organisationId));
    if (PUBLIC_FIELDS.some((field) => before[field] !== values[field])) await refreshPublicPages(tx, organisationId);
    await recordAudit(tx, { action: 'organisation-updated', actorUserId: actor.userId, detail: { entity: 'organisation', id: organisationId } });
    return { ...before, ...values };
  });
}

/**
 * Asks every server to drop the cached public pages that show this organisation, when the transaction
 * commits. Organisations have no page-cache trigger (drizzle/0002 covers activities, events, ...), so
 * this sends what that trigger sends for a change of the organisation's activities on the same channel:
 * their detail pages, the platform's listings (organisation pages, /overzicht, home) and the
 * organisation's tag; more than 50 activities drop the platform's pages, as the trigger does.
 */
async function refreshPublicPages(tx: Executor, organisationId: number): Promise<void> {
  await tx.execute(sql`
    WITH pages AS (
      SELECT o.platform_id, NULL::text AS slug, o.id AS organisation_id FROM organisations o WHERE o.id = ${organisationId}
      UNION
      SELECT a.platform_id, a.slug, a.organisation_id FROM activities a
       WHERE a.organisation_id = ${organisationId} AND NOT a.is_edit_copy AND a.slug IS NOT NULL
    )
    SELECT pg_notify('page_cache_invalidate', jsonb_build_object(
      'table', 'activities',
      'bulk', count(*) > 50,
      'items', CASE WHEN count(*) > 50
        THEN jsonb_agg(DISTINCT jsonb_build_object('platformId', platform_id))
        ELSE jsonb_agg(jsonb_build_object('platformId', platform_id, 'slug', slug, 'organisationId', organisation_id)) END
    )::text)
    FROM pages`);
}

/** The personal fields of a contact person: shared by every organisation the person acts for. */
function personalValues(person: ContactPerson) {
  return {
    manager: person.manager,
    firstName: person.firstName ?? null,
    lastName: person.lastName ?? null,
    phone: person.phone ?? null,
    fax: person.fax ?? null,
    email: person.email ?? null,
    wantsMail: person.wantsMail,
    wantsOfferMail: person.wantsOfferMail,
    address: person.address ?? null,
    zipCode: person.zipCode ?? null,
    city: person.city ?? null,
    notes: person.notes ?? null,
  };
}

type PersonalValues = ReturnType<typeof personalValues>;

function samePersonalValues(view: ContactPersonView, values: PersonalValues): boolean {
  return (Object.keys(values) as Array<keyof PersonalValues>).every((field) => view[field] === values[field]);
}

/**
 * The organisations a contact person acts for: those linked to them, and the one they are filed under
 * (a person filed under an organisation receives its quote requests, see quoteRecipients).
 */
async function organisationsOfPerson(db: Executor, contactPersonId: number): Promise<number[]> {
  const links = await db
    .select({ organisationId: contactPersonOrganisations.organisationId })
    .from(contactPersonOrganisations)
    .where(eq(contactPersonOrganisations.contactPersonId, contactPersonId));
  const [filed] = await db.select({ organisationId: contactPersons.organisationId }).from(contactPersons).where(eq(contactPersons.id, contactPersonId));
  const ids = new Set(links.map((link) => link.organisationId));
  if (filed?.organisationId != null) ids.add(filed.organisationId);
  return [...ids];
}

/**
 * After the person's link to `organisationId` went: one still linked to other organisations is filed
 * under one of them (the lowest id) if it was filed under this one; one linked to none stays only when
 * filed under another organisation (it is still theirs), else it is deleted.
 */
async function afterLeaving(tx: Executor, organisationId: number, contactPersonId: number): Promise<void> {
  const [other] = await tx
    .select({ organisationId: contactPersonOrganisations.organisationId })
    .from(contactPersonOrganisations)
    .where(eq(contactPersonOrganisations.contactPersonId, contactPersonId))
    .orderBy(asc(contactPersonOrganisations.organisationId))
    .limit(1);
  if (other) {
    await tx
      .update(contactPersons)
      .set({ organisationId: other.organisationId })
      .where(and(eq(contactPersons.id, contactPersonId), eq(contactPersons.organisationId, organisationId)));
    return;
  }
  await tx
    .delete(contactPersons)
    .where(and(eq(contactPersons.id, contactPersonId), or(isNull(contactPersons.organisationId), eq(contactPersons.organisationId, organisationId))));
}

/**
 * Takes the primary flag from the organisation's other links (only this organisation's: the person's
 * links to other organisations keep theirs). Runs before the new primary is set, for the unique index
 * (one primary per organisation) checks every statement.
 */
async function clearOtherPrimaries(tx: Executor, organisationId: number, contactPersonId: number): Promise<void> {
  await tx
    .update(contactPersonOrganisations)
    .set({ primary: false })
    .where(
      and(
        eq(contactPersonOrganisations.organisationId, organisationId),
        eq(contactPersonOrganisations.primary, true),
        ne(contactPersonOrganisations.contactPersonId, contactPersonId),
      ),
    );
}

/** Sets whether the person is the organisation's primary contact, on their link to it alone. */
async function setLinkPrimary(tx: Executor, organisationId: number, contactPersonId: number, primary: boolean): Promise<void> {
  if (primary) await clearOtherPrimaries(tx, organisationId, contactPersonId);
  await tx
    .update(contactPersonOrganisations)
    .set({ primary })
    .where(and(eq(contactPersonOrganisations.contactPersonId, contactPersonId), eq(contactPersonOrganisations.organisationId, organisationId)));
}

/** A new contact person of the organisation (primary when asked, and then the only one). */
export async function addContactPerson(db: Database, actor: Actor, organisationId: number, person: ContactPerson): Promise<ContactPersonView> {
  return db.transaction(async (tx) => {
    await organisationInReach(tx, actor, organisationId, person.primary);
    const [created] = await tx
      .insert(contactPersons)
      .values({ ...personalValues(person), organisationId })
      .returning({ id: contactPersons.id });
    if (person.primary) await clearOtherPrimaries(tx, organisationId, created!.id);
    await tx.insert(contactPersonOrganisations).values({ contactPersonId: created!.id, organisationId, primary: person.primary });
    await recordAudit(tx, { action: 'contact-person-added', actorUserId: actor.userId, detail: { entity: 'contact-person', id: created!.id, organisationId } });
    return contactPersonInReach(tx, actor, organisationId, created!.id);
  });
}

/**
 * Changes one contact person of the organisation (all fields; an empty one is cleared) and answers the
 * person now linked to it. Whether they are the primary contact changes on this organisation's link
 * only. The personal fields are shared: they change in place when the actor may act for every
 * organisation the person acts for (an ADMIN always may). Otherwise the organisation gets a copy with
 * the new values, filed under it and linked in the place of the original (so the answer's id is the
 * copy's), and the other organisations keep the original unchanged.
 */
export async function updateContactPerson(
  db: Database,
  actor: Actor,
  organisationId: number,
  contactPersonId: number,
  person: ContactPerson,
): Promise<ContactPersonView> {
  return db.transaction(async (tx) => {
    await organisationInReach(tx, actor, organisationId, true);
    const before = await contactPersonInReach(tx, actor, organisationId, contactPersonId);
    const values = personalValues(person);
    const shared = await organisationsOfPerson(tx, contactPersonId);
    const inPlace = samePersonalValues(before, values) || shared.every((id) => mayActFor(actor, id));
    if (inPlace) {
      await tx.update(contactPersons).set(values).where(eq(contactPersons.id, contactPersonId));
      await setLinkPrimary(tx, organisationId, contactPersonId, person.primary);
      await recordAudit(tx, {
        action: 'contact-person-changed',
        actorUserId: actor.userId,
        detail: { entity: 'contact-person', id: contactPersonId, organisationId },
      });
      return contactPersonInReach(tx, actor, organisationId, contactPersonId);
    }
    // Copy on write: this organisation's link moves to a copy; the original stays as the others see it.
    const [copy] = await tx
      .insert(contactPersons)
      .values({ ...values, organisationId })
      .returning({ id: contactPersons.id });
    await tx
      .delete(contactPersonOrganisations)
      .where(and(eq(contactPersonOrganisations.contactPersonId, contactPersonId), eq(contactPersonOrganisations.organisationId, organisationId)));
    if (person.primary) await clearOtherPrimaries(tx, organisationId, copy!.id);
    await tx.insert(contactPersonOrganisations).values({ contactPersonId: copy!.id, organisationId, primary: person.primary });
    await afterLeaving(tx, organisationId, contactPersonId);
    await recordAudit(tx, {
      action: 'contact-person-changed',
      actorUserId: actor.userId,
      detail: { entity: 'contact-person', id: copy!.id, organisationId, copiedFrom: contactPersonId, sharedWith: shared.filter((id) => id !== organisationId) },
    });
    return contactPersonInReach(tx, actor, organisationId, copy!.id);
  });
}

/** Makes one contact person the organisation's primary contact, the others not (one transaction). */
export async function setPrimaryContactPerson(db: Database, actor: Actor, organisationId: number, contactPersonId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await organisationInReach(tx, actor, organisationId, true);
    await contactPersonInReach(tx, actor, organisationId, contactPersonId);
    await setLinkPrimary(tx, organisationId, contactPersonId, true);
    await recordAudit(tx, {
      action: 'contact-person-changed',
      actorUserId: actor.userId,
      detail: { entity: 'contact-person', id: contactPersonId, organisationId, primary: true },
    });
  });
}

/**
 * Removes the contact person from the organisation (their link, and with it whether they were its
 * primary contact). A person who also acts for other organisations stays theirs (and is filed under one
 * of them); one who acts for no organisation any more is deleted.
 */
export async function removeContactPerson(db: Database, actor: Actor, organisationId: number, contactPersonId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await organisationInReach(tx, actor, organisationId);
    await contactPersonInReach(tx, actor, organisationId, contactPersonId);
    await tx
      .delete(contactPersonOrganisations)
      .where(and(eq(contactPersonOrganisations.contactPersonId, contactPersonId), eq(contactPersonOrganisations.organisationId, organisationId)));
    await recordAudit(tx, {
      action: 'contact-person-removed',
      actorUserId: actor.userId,
      detail: { entity: 'contact-person', id: contactPersonId, organisationId },
    });
    await afterLeaving(tx, organisationId, contactPersonId);
  });
}

/** The platform of an organisation the user acts for (its place boxes offer that platform's places); else not found. */
export async function organisationPlatformOf(db: Database, actor: Actor, organisationId: number): Promise<number> {
  requireOrganisation(actor, organisationId, `organisation ${organisationId}`);
  const [organisation] = await db.select({ platformId: organisations.platformId }).from(organisations).where(eq(organisations.id, organisationId));
  if (!organisation) throw new NotFoundForActor(`organisation ${organisationId}`);
  return organisation.platformId;
}

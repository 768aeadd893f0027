import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { auditLog, contactPersonOrganisations, contactPersons, organisations, userOrganisations, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor } from '../../portal/permissions.server.ts';
import { readForm } from '../../components/forms/form-action.server.ts';
import { CSRF_FIELD } from '../../portal/session-contract.ts';
import { type ContactPersonInput, ContactPersonSchema, type OrganisationProfileInput, OrganisationProfileSchema } from './organisation-editing.schemas.ts';
import {
  addContactPerson,
  getOrganisationForEditing,
  listContactPersons,
  removeContactPerson,
  setPrimaryContactPerson,
  updateContactPerson,
  updateOrganisationProfile,
} from './organisation-editing.server.ts';

/** The services take the parsed payload, as the action's form parse hands it on (docs/decisions/111). */
const person = (input: ContactPersonInput) => ContactPersonSchema.parse(input);
const profileOf = (input: OrganisationProfileInput) => OrganisationProfileSchema.parse(input);

// The organisation page's services (decision 104): a USER keeps the profile and contact persons of their own
// organisations only; another organisation's id, or its contact person's id under their own
// organisation, is as missing as an id that does not exist. An ADMIN may act for any organisation.

let database: DatabaseHandle;
let provider: Actor;
let operator: Actor;
/** The provider's organisation A, and B: an organisation of the same platform that is not theirs. */
let orgA: number;
let orgB: number;
let personB: number;

const actorFor = (userId: number, role: Actor['role'], organisationIds: number[]): Actor => ({
  userId,
  role,
  email: 'x@example.org',
  firstName: null,
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: false,
  organisationIds,
});

const profile = {
  name: 'Speelboerderij De Klaproos',
  email: 'info@klaproos.example',
  address: 'Dorpsstraat',
  streetNumber: '12a',
  zipcode: '1234ab',
  city: 'Hoorn',
  phone: '0229 123 456',
  website: 'www.klaproos.example',
};

/** The organisation's primary contacts: whose link to it says so (the unique index allows one). */
async function primariesOf(organisationId: number): Promise<number[]> {
  const rows = await database.db
    .select({ id: contactPersonOrganisations.contactPersonId })
    .from(contactPersonOrganisations)
    .where(and(eq(contactPersonOrganisations.organisationId, organisationId), eq(contactPersonOrganisations.primary, true)));
  return rows.map((row) => row.id);
}

/** The organisations a contact person is linked to, and on which links they are the primary contact. */
async function linksOf(contactPersonId: number) {
  return database.db
    .select({ organisationId: contactPersonOrganisations.organisationId, primary: contactPersonOrganisations.primary })
    .from(contactPersonOrganisations)
    .where(eq(contactPersonOrganisations.contactPersonId, contactPersonId))
    .orderBy(contactPersonOrganisations.organisationId);
}

async function rowOf(organisationId: number) {
  const [row] = await database.db.select().from(organisations).where(eq(organisations.id, organisationId));
  return row!;
}

async function personRow(id: number) {
  const [row] = await database.db.select().from(contactPersons).where(eq(contactPersons.id, id));
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const linked = await database.db
    .select({ id: userOrganisations.organisationId })
    .from(userOrganisations)
    .where(eq(userOrganisations.userId, user!.id))
    .orderBy(userOrganisations.organisationId);
  provider = actorFor(
    user!.id,
    'USER',
    linked.map((row) => row.id),
  );
  operator = actorFor(user!.id + 1, 'ADMIN', []);
  orgA = provider.organisationIds[0]!;
  const a = await rowOf(orgA);
  // B: an organisation of the same platform with a contact person of its own only.
  const [b] = await database.db
    .select({ organisationId: organisations.id, personId: contactPersons.id })
    .from(organisations)
    .innerJoin(contactPersonOrganisations, eq(contactPersonOrganisations.organisationId, organisations.id))
    .innerJoin(contactPersons, eq(contactPersons.id, contactPersonOrganisations.contactPersonId))
    .where(
      and(
        eq(organisations.platformId, a.platformId),
        notInArray(organisations.id, provider.organisationIds),
        sql`(SELECT count(*) FROM ${contactPersonOrganisations} l WHERE l.contact_person_id = ${contactPersons.id}) = 1`,
      ),
    )
    .orderBy(organisations.id)
    .limit(1);
  orgB = b!.organisationId;
  personB = b!.personId;
});
afterAll(async () => {
  await database?.close();
});

describe('the profile of an organisation', () => {
  it('a USER reads and changes the profile of their own organisation', async () => {
    const { organisation, contactPersons: people } = await getOrganisationForEditing(database.db, provider, orgA);
    expect(organisation.id).toBe(orgA);
    expect(organisation.platformName).toBeTruthy();
    expect(people.length).toBeGreaterThan(0);

    const saved = await updateOrganisationProfile(database.db, provider, orgA, profileOf(profile));
    expect(saved).toMatchObject({ ...profile, zipcode: '1234 AB', website: 'https://www.klaproos.example' });
    expect(await rowOf(orgA)).toMatchObject({ name: profile.name, zipcode: '1234 AB', phone: '0229 123 456', streetNumber: '12a' });

    // An empty field clears it: the form sends every field, the reader drops the empty ones.
    await updateOrganisationProfile(database.db, provider, orgA, profileOf({ name: profile.name, phone: '0229 654 321' }));
    expect(await rowOf(orgA)).toMatchObject({ phone: '0229 654 321', website: null, email: null, city: null });
  });

  it('refuses invalid input and names the fields', async () => {
    // The action's form parse refuses it (the service takes the parsed payload: docs/decisions/111).
    const error = OrganisationProfileSchema.safeParse({
      name: ' ',
      email: 'geen-adres',
      zipcode: 'ABC',
      phone: 'bel me',
      website: 'javascript:alert(1)',
    }).error;
    expect(error).toBeInstanceOf(ZodError);
    expect(new Set(error!.issues.map((issue) => issue.path[0]))).toEqual(new Set(['name', 'email', 'zipcode', 'phone', 'website']));
    expect((await rowOf(orgA)).name).toBe(profile.name);
    expect(OrganisationProfileSchema.safeParse({ name: 'x'.repeat(161) }).error?.issues[0]?.message).toBe('portal.organisation.errors.tooLong');
  });

  it('a form with bad values comes back with each field and its message (a catalogue key)', async () => {
    const form = new URLSearchParams({
      [CSRF_FIELD]: 'token',
      intent: 'contact-add',
      firstName: '',
      lastName: '',
      email: 'nee',
      phone: '12',
      wantsOfferMail: 'on',
    });
    const request = new Request('http://admin.localhost/portaal/organisaties/1', { method: 'POST', body: form });
    const read = await readForm(request, 'token', 'contact-new', ContactPersonSchema);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.reply.errors).toEqual({ email: ['portal.errors.email'], phone: ['portal.errors.phone'], lastName: ['portal.organisation.errors.personName'] });
    expect(read.reply.values).toMatchObject({ email: 'nee', wantsOfferMail: 'on' });
    // The person's rules: a name, and an address for the mail they want.
    expect(ContactPersonSchema.safeParse({ wantsOfferMail: 'on' }).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['lastName', 'portal.organisation.errors.personName'],
      ['email', 'portal.organisation.errors.emailForMail'],
    ]);
  });

  it('asks for the public pages to be refreshed when what the public sees changes, and only then', async () => {
    const heard: Array<{ table: string; items: Array<{ platformId: number; organisationId?: number | null; slug?: string | null }> }> = [];
    const stop = await database.listen('page_cache_invalidate', (payload) => heard.push(JSON.parse(payload)));
    try {
      await updateOrganisationProfile(database.db, provider, orgA, profileOf({ ...profile, name: 'Speelboerderij De Korenbloem' }));
      await expect.poll(() => heard.length).toBe(1);
      const { platformId } = await rowOf(orgA);
      expect(heard[0]!.table).toBe('activities');
      expect(heard[0]!.items).toContainEqual({ platformId, slug: null, organisationId: orgA });
      expect(heard[0]!.items.filter((item) => item.slug).length).toBeGreaterThan(0);

      heard.length = 0;
      await updateOrganisationProfile(database.db, provider, orgA, profileOf({ ...profile, name: 'Speelboerderij De Korenbloem', phone: '0229 111 222' }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
    } finally {
      await stop();
    }
  });
});

describe('contact persons', () => {
  it('a USER adds, changes and removes contact persons of their organisation', async () => {
    const added = await addContactPerson(
      database.db,
      provider,
      orgA,
      person({
        firstName: 'Saskia',
        lastName: 'de Vries',
        email: 'saskia@klaproos.example',
        phone: '06 1234 5678',
        zipCode: '1621 aa',
        wantsOfferMail: 'on',
        notes: 'Alleen ochtenden',
      }),
    );
    expect(added).toMatchObject({ firstName: 'Saskia', wantsOfferMail: true, wantsMail: false, primary: false, zipCode: '1621 AA', otherOrganisations: 0 });
    expect((await listContactPersons(database.db, provider, orgA)).map((person) => person.id)).toContain(added.id);
    expect(await personRow(added.id)).toMatchObject({ organisationId: orgA });

    const changed = await updateContactPerson(
      database.db,
      provider,
      orgA,
      added.id,
      person({
        firstName: 'Saskia',
        lastName: 'Jansen',
        manager: true,
        wantsMail: true,
        email: 'saskia@klaproos.example',
      }),
    );
    expect(changed).toMatchObject({ lastName: 'Jansen', manager: true, wantsMail: true, wantsOfferMail: false, phone: null, notes: null });

    await removeContactPerson(database.db, provider, orgA, added.id);
    expect(await personRow(added.id)).toBeUndefined();
    await expect(updateContactPerson(database.db, provider, orgA, added.id, person({ lastName: 'Jansen' }))).rejects.toThrow(NotFoundForActor);
  });

  it('keeps one primary contact person per organisation', async () => {
    const primariesOfB = await primariesOf(orgB);
    const first = await addContactPerson(database.db, provider, orgA, person({ lastName: 'Eerste', primary: true }));
    expect(await primariesOf(orgA)).toEqual([first.id]);
    const second = await addContactPerson(database.db, provider, orgA, person({ lastName: 'Tweede' }));
    expect(await primariesOf(orgA)).toEqual([first.id]);

    await setPrimaryContactPerson(database.db, provider, orgA, second.id);
    expect(await primariesOf(orgA)).toEqual([second.id]);
    // The primary one comes first in the list.
    expect((await listContactPersons(database.db, provider, orgA))[0]!.id).toBe(second.id);

    await updateContactPerson(database.db, provider, orgA, first.id, person({ lastName: 'Eerste', primary: 'on' }));
    expect(await primariesOf(orgA)).toEqual([first.id]);
    // Other organisations' primary contacts are not touched.
    expect(await primariesOf(orgB)).toEqual(primariesOfB);
  });

  it('removing a person who also acts for another organisation keeps them there', async () => {
    const shared = await addContactPerson(database.db, provider, orgA, person({ lastName: 'Adviseur' }));
    await database.db.insert(contactPersonOrganisations).values({ contactPersonId: shared.id, organisationId: orgB });
    expect((await listContactPersons(database.db, provider, orgA)).find((person) => person.id === shared.id)?.otherOrganisations).toBe(1);

    await removeContactPerson(database.db, provider, orgA, shared.id);
    expect(await personRow(shared.id)).toMatchObject({ organisationId: orgB });
    const links = await database.db.select().from(contactPersonOrganisations).where(eq(contactPersonOrganisations.contactPersonId, shared.id));
    expect(links).toEqual([{ contactPersonId: shared.id, organisationId: orgB, primary: false }]);
  });

  it('the database refuses a second primary contact for one organisation', async () => {
    const { platformId } = await rowOf(orgA);
    const [orgC] = await database.db.insert(organisations).values({ name: 'Indexproef', platformId }).returning({ id: organisations.id });
    const [first, second] = await database.db
      .insert(contactPersons)
      .values([
        { organisationId: orgC!.id, lastName: 'Index een' },
        { organisationId: orgC!.id, lastName: 'Index twee' },
      ])
      .returning({ id: contactPersons.id });
    await database.db.insert(contactPersonOrganisations).values([
      { contactPersonId: first!.id, organisationId: orgC!.id, primary: true },
      { contactPersonId: second!.id, organisationId: orgC!.id },
    ]);
    const makeSecondPrimary = database.db
      .update(contactPersonOrganisations)
      .set({ primary: true })
      .where(and(eq(contactPersonOrganisations.contactPersonId, second!.id), eq(contactPersonOrganisations.organisationId, orgC!.id)));
    const error = await makeSecondPrimary.catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause).toMatchObject({ code: '23505' });
    expect(String((error as Error).message) + String(cause?.constraint ?? (cause as Error | undefined)?.message)).toContain(
      'contact_person_organisations_one_primary_idx',
    );
    expect(await primariesOf(orgC!.id)).toEqual([first!.id]);
    // The index is per organisation: one person may be the primary contact of two.
    const primariesOfA = await primariesOf(orgA);
    await database.db.update(contactPersonOrganisations).set({ primary: false }).where(eq(contactPersonOrganisations.organisationId, orgA));
    await database.db.insert(contactPersonOrganisations).values({ contactPersonId: first!.id, organisationId: orgA, primary: true });
    expect(await primariesOf(orgA)).toEqual([first!.id]);
    await database.db.delete(contactPersons).where(inArray(contactPersons.id, [first!.id, second!.id]));
    await database.db.delete(organisations).where(eq(organisations.id, orgC!.id));
    if (primariesOfA.length > 0) {
      await database.db
        .update(contactPersonOrganisations)
        .set({ primary: true })
        .where(and(eq(contactPersonOrganisations.organisationId, orgA), inArray(contactPersonOrganisations.contactPersonId, primariesOfA)));
    }
    expect(await primariesOf(orgA)).toEqual(primariesOfA);
  });
});

describe('a contact person shared by organisations (decision 103)', () => {
  const values = {
    firstName: 'Gedeelde',
    lastName: 'Adviseur',
    email: 'adviseur@gedeeld.example',
    phone: '020 111 2222',
    wantsOfferMail: 'on',
    notes: 'Van beide organisaties',
  } as const;

  /** A person filed under B (B's primary contact there), also linked to A: the provider may act for A only. */
  async function sharedPerson(primaryInB = true): Promise<number> {
    const [row] = await database.db
      .insert(contactPersons)
      .values({
        organisationId: orgB,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        wantsOfferMail: true,
        notes: values.notes,
      })
      .returning({ id: contactPersons.id });
    if (primaryInB) await database.db.update(contactPersonOrganisations).set({ primary: false }).where(eq(contactPersonOrganisations.organisationId, orgB));
    await database.db.insert(contactPersonOrganisations).values([
      { contactPersonId: row!.id, organisationId: orgB, primary: primaryInB },
      { contactPersonId: row!.id, organisationId: orgA },
    ]);
    return row!.id;
  }

  it('a provider who may not act for B edits a copy for A: B keeps the person as it was', async () => {
    const shared = await sharedPerson();
    const original = await personRow(shared);
    const seenByB = (await getOrganisationForEditing(database.db, operator, orgB)).contactPersons.find((person) => person.id === shared);
    expect(seenByB).toMatchObject({ lastName: 'Adviseur', primary: true, otherOrganisations: 1, editsShared: true });
    // The provider's page says that a change there stays with A (the operator's says it shows in both).
    const seenByProvider = (await listContactPersons(database.db, provider, orgA)).find((person) => person.id === shared);
    expect(seenByProvider).toMatchObject({ otherOrganisations: 1, editsShared: false });

    const changed = await updateContactPerson(
      database.db,
      provider,
      orgA,
      shared,
      person({ ...values, lastName: 'Overgenomen', email: 'nieuw@klaproos.example' }),
    );
    // A sees the new values, on a copy filed under A that took the original's place in A's list.
    expect(changed).toMatchObject({ lastName: 'Overgenomen', email: 'nieuw@klaproos.example', primary: false, otherOrganisations: 0 });
    expect(changed.id).not.toBe(shared);
    const listA = await listContactPersons(database.db, provider, orgA);
    expect(listA.map((person) => person.id)).toContain(changed.id);
    expect(listA.map((person) => person.id)).not.toContain(shared);
    expect(await personRow(changed.id)).toMatchObject({ organisationId: orgA, lastName: 'Overgenomen', notes: 'Van beide organisaties' });
    // B sees the old values, and the original row is untouched (still filed under B, B's primary contact).
    expect(await personRow(shared)).toEqual(original);
    expect(await linksOf(shared)).toEqual([{ organisationId: orgB, primary: true }]);
    expect(await linksOf(changed.id)).toEqual([{ organisationId: orgA, primary: false }]);
    const listB = (await getOrganisationForEditing(database.db, operator, orgB)).contactPersons;
    expect(listB.find((person) => person.id === shared)).toEqual({ ...seenByB, otherOrganisations: 0 });
    expect(listB.map((person) => person.id)).not.toContain(changed.id);

    const [audit] = await database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'contact-person-changed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.detail).toMatchObject({ id: changed.id, organisationId: orgA, copiedFrom: shared, sharedWith: [orgB] });
  });

  it('the provider makes a shared person primary in A: B keeps its primary contact, and only one', async () => {
    const bPrimaryBefore = await primariesOf(orgB);
    const shared = await sharedPerson(false);
    expect(await primariesOf(orgB)).toEqual(bPrimaryBefore);

    await setPrimaryContactPerson(database.db, provider, orgA, shared);
    expect(await primariesOf(orgA)).toEqual([shared]);
    expect(await primariesOf(orgB)).toEqual(bPrimaryBefore);
    expect(await linksOf(shared)).toEqual([
      { organisationId: orgA, primary: true },
      { organisationId: orgB, primary: false },
    ]);
    // A's list shows them primary, B's does not.
    expect((await listContactPersons(database.db, provider, orgA))[0]!.id).toBe(shared);
    const inB = (await getOrganisationForEditing(database.db, operator, orgB)).contactPersons.find((person) => person.id === shared);
    expect(inB?.primary).toBe(false);

    // Through the edit form, with the personal fields unchanged: no copy, only A's link changes.
    const unchanged = await updateContactPerson(database.db, provider, orgA, shared, person(values));
    expect(unchanged).toMatchObject({ id: shared, primary: false });
    expect(await primariesOf(orgB)).toEqual(bPrimaryBefore);
    const again = await updateContactPerson(database.db, provider, orgA, shared, person({ ...values, primary: 'on' }));
    expect(again).toMatchObject({ id: shared, primary: true });

    // Edited with new values and primary: the copy is A's primary contact, B's primary contact stays.
    const copy = await updateContactPerson(database.db, provider, orgA, shared, person({ ...values, phone: '020 999 8888', primary: 'on' }));
    expect(copy.id).not.toBe(shared);
    expect(await primariesOf(orgA)).toEqual([copy.id]);
    expect(await primariesOf(orgB)).toEqual(bPrimaryBefore);
    expect((await personRow(shared))!.phone).toBe('020 111 2222');
  });

  it('an operator, or a user of both organisations, changes the shared person in place', async () => {
    const shared = await sharedPerson();
    const byOperator = await updateContactPerson(database.db, operator, orgA, shared, person({ ...values, lastName: 'Door beheer' }));
    expect(byOperator).toMatchObject({ id: shared, lastName: 'Door beheer', primary: false, otherOrganisations: 1 });
    expect(await personRow(shared)).toMatchObject({ lastName: 'Door beheer', organisationId: orgB });
    // Being primary stays per organisation: B's link keeps it, A's did not ask for it.
    expect(await linksOf(shared)).toEqual([
      { organisationId: orgA, primary: false },
      { organisationId: orgB, primary: true },
    ]);

    const ofBoth = actorFor(provider.userId, 'USER', [...provider.organisationIds, orgB]);
    const byBoth = await updateContactPerson(database.db, ofBoth, orgA, shared, person({ ...values, lastName: 'Door beide', primary: 'on' }));
    expect(byBoth).toMatchObject({ id: shared, lastName: 'Door beide', primary: true });
    expect(await personRow(shared)).toMatchObject({ lastName: 'Door beide' });
    const inB = (await getOrganisationForEditing(database.db, operator, orgB)).contactPersons.find((person) => person.id === shared);
    expect(inB).toMatchObject({ lastName: 'Door beide', primary: true });
    expect(await primariesOf(orgA)).toEqual([shared]);
    expect(await primariesOf(orgB)).toEqual([shared]);
  });

  it('a person filed under B but linked to A only is B’s too: the provider’s change is a copy', async () => {
    const [row] = await database.db
      .insert(contactPersons)
      .values({ organisationId: orgB, lastName: 'Alleen gearchiveerd', email: 'archief@b.example', wantsOfferMail: true })
      .returning({ id: contactPersons.id });
    await database.db.insert(contactPersonOrganisations).values({ contactPersonId: row!.id, organisationId: orgA });
    const original = await personRow(row!.id);
    const copy = await updateContactPerson(database.db, provider, orgA, row!.id, person({ lastName: 'Gewijzigd' }));
    expect(copy.id).not.toBe(row!.id);
    expect(await personRow(row!.id)).toEqual(original);
    // Removing the copy from A deletes it; the original stays B's.
    await removeContactPerson(database.db, provider, orgA, copy.id);
    expect(await personRow(copy.id)).toBeUndefined();
    expect(await personRow(row!.id)).toEqual(original);
  });

  it('removing the shared person from A leaves B’s link and B’s primary contact', async () => {
    const shared = await sharedPerson();
    await removeContactPerson(database.db, provider, orgA, shared);
    expect(await linksOf(shared)).toEqual([{ organisationId: orgB, primary: true }]);
    expect(await personRow(shared)).toMatchObject({ organisationId: orgB, lastName: 'Adviseur' });
    expect(await primariesOf(orgB)).toEqual([shared]);
  });
});

describe('who may reach what', () => {
  it("a USER of organisation A gets 'not found' for everything of organisation B", async () => {
    const before = { organisation: await rowOf(orgB), person: await personRow(personB) };
    const attempts: Array<[string, () => Promise<unknown>]> = [
      ['read', () => getOrganisationForEditing(database.db, provider, orgB)],
      ['list contact persons', () => listContactPersons(database.db, provider, orgB)],
      ['update profile', () => updateOrganisationProfile(database.db, provider, orgB, profileOf(profile))],
      ['add contact person', () => addContactPerson(database.db, provider, orgB, person({ lastName: 'Indringer' }))],
      ['edit contact person', () => updateContactPerson(database.db, provider, orgB, personB, person({ lastName: 'Indringer' }))],
      ['make primary', () => setPrimaryContactPerson(database.db, provider, orgB, personB)],
      ['remove contact person', () => removeContactPerson(database.db, provider, orgB, personB)],
      // B's contact person under A's id, which the USER may reach.
      ['edit B’s person under A', () => updateContactPerson(database.db, provider, orgA, personB, person({ lastName: 'Indringer' }))],
      ['make B’s person primary under A', () => setPrimaryContactPerson(database.db, provider, orgA, personB)],
      ['remove B’s person under A', () => removeContactPerson(database.db, provider, orgA, personB)],
    ];
    for (const [what, attempt] of attempts) {
      await expect(attempt(), what).rejects.toThrow(NotFoundForActor);
    }
    expect(await rowOf(orgB)).toEqual(before.organisation);
    expect(await personRow(personB)).toEqual(before.person);
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactPersons)
      .where(inArray(contactPersons.lastName, ['Indringer']));
    expect(count!.n).toBe(0);
  });

  it('an id that does not exist answers the same as one out of reach', async () => {
    const missing = 2_000_000_000;
    await expect(getOrganisationForEditing(database.db, provider, missing)).rejects.toThrow(NotFoundForActor);
    await expect(getOrganisationForEditing(database.db, operator, missing)).rejects.toThrow(NotFoundForActor);
    await expect(updateContactPerson(database.db, operator, orgA, missing, person({ lastName: 'Niemand' }))).rejects.toThrow(NotFoundForActor);
  });

  it('an ADMIN may read and change any organisation and its contact persons', async () => {
    const { organisation } = await getOrganisationForEditing(database.db, operator, orgB);
    expect(organisation.id).toBe(orgB);
    await updateOrganisationProfile(database.db, operator, orgB, profileOf({ ...profile, name: 'Door de beheerder' }));
    expect((await rowOf(orgB)).name).toBe('Door de beheerder');
    const added = await addContactPerson(database.db, operator, orgB, person({ lastName: 'Beheer', primary: true }));
    expect(await primariesOf(orgB)).toEqual([added.id]);
    await updateContactPerson(database.db, operator, orgB, personB, person({ lastName: 'Aangepast' }));
    expect((await personRow(personB))!.lastName).toBe('Aangepast');
    await removeContactPerson(database.db, operator, orgB, added.id);
    expect(await personRow(added.id)).toBeUndefined();
  });
});

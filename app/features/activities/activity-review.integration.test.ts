import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import {
  activities,
  auditLog,
  cities,
  filterGroups,
  filters,
  mailOutbox,
  media,
  organisations,
  provinces,
  regions,
  userOrganisations,
  users,
} from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { findActivityRedirect, getPublicActivityBySlug } from './activities.server.ts';
import { type ActivityContent, ActivityContentSchema, type ActivityContentInput } from './activity-editing.schemas.ts';
import { ACTIVITY_FIELDS, LIVE_COLUMNS } from './activity-fields.ts';
import { createActivity, discardEditCopy, getActivityForEditing, saveActivity, setActivityOnline, submitActivity } from './activity-editing.server.ts';
import { approveActivity, countReviewQueueBy, countReviewQueueByPlatform, getReviewItem, listReviewQueue, rejectActivity } from './activity-review.server.ts';
import { insertUpload } from '../../../tests/support/upload-fixtures.ts';
import { findOrganisationChoices } from '../organisations/organisation-admin.server.ts';

// The review workflow of decision 104, end to end on the demo database: draft, submit, approve, edit copy
// (public page unchanged until approval), approve with a new slug (redirect), reject with a comment,
// resubmit; conflicts of concurrent saves; sanitising; and who may do what.

const PORTAL = 'http://admin.localhost:3000';
let database: DatabaseHandle;
let provider: Actor;
let admin: Actor;
let stranger: Actor;
let ownOrganisation: { id: number; platformId: number };
let foreignOrganisationId: number;
let platformFilterId: number;

const actor = (userId: number, role: Actor['role'], organisationIds: number[]): Actor => ({
  userId,
  role,
  email: 'x@example.org',
  firstName: 'Test',
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: false,
  organisationIds,
});

// The services take the parsed payload (the action's form parse reads it: docs/decisions/111).
const content = (overrides: Partial<ActivityContentInput> = {}): ActivityContent =>
  ActivityContentSchema.parse({
    title: 'Kanoën op de Linge',
    description: '<p>Een <strong>mooie</strong> tocht.</p>',
    personsMin: 4,
    personsMax: 40,
    price: 24.5,
    filterIds: [platformFilterId],
    ...overrides,
  });

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const db = database.db;
  const [providerUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const [adminUser] = await db.select({ id: users.id, roleId: users.roleId }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const links = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, providerUser!.id));
  provider = actor(
    providerUser!.id,
    'USER',
    links.map((l) => l.id),
  );
  admin = actor(adminUser!.id, 'ADMIN', []);
  const [own] = await db
    .select({ id: organisations.id, platformId: organisations.platformId })
    .from(organisations)
    .where(eq(organisations.id, provider.organisationIds[0]!));
  ownOrganisation = own!;
  const [foreign] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(sql`${organisations.id} NOT IN (${sql.join(provider.organisationIds, sql`, `)})`)
    .limit(1);
  foreignOrganisationId = foreign!.id;
  const [strangerUser] = await db
    .insert(users)
    .values({ email: 'stranger@example.org', roleId: adminUser!.roleId === 1 ? 2 : 1, locale: 'nl' })
    .returning({ id: users.id });
  stranger = actor(strangerUser!.id, 'USER', [foreignOrganisationId]);
  const [filter] = await db
    .select({ id: filters.id })
    .from(filters)
    .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
    .where(eq(filterGroups.platformId, ownOrganisation!.platformId))
    .limit(1);
  platformFilterId = filter!.id;
});
afterAll(async () => {
  await database?.close();
});

const publicTitle = async (platformId: number, slug: string) => (await getPublicActivityBySlug(database.db, platformId, slug))?.title ?? null;

describe('the review workflow', () => {
  it('runs from draft to a renamed live activity with a redirect, through rejection and resubmission', async () => {
    const db = database.db;
    const created = await createActivity(db, provider, ownOrganisation.id, content());
    if (!created.ok) throw new Error(created.error);
    const id = created.id;

    // A draft is not public and not in the queue until submitted.
    let editing = await getActivityForEditing(db, provider, id);
    expect(editing.state).toBe('draft');
    expect(await publicTitle(ownOrganisation.platformId, editing.slug)).toBeNull();
    expect((await listReviewQueue(db, admin)).items.some((item) => item.id === id)).toBe(false);

    await submitActivity(db, provider, id);
    expect((await getActivityForEditing(db, provider, id)).state).toBe('submitted');
    const queue = await listReviewQueue(db, admin, { page: 1 });
    expect(queue.total).toBeGreaterThan(0);

    // Approved: public under its slug; the provider got the mail.
    const approved = await approveActivity(db, admin, id, PORTAL);
    expect(approved).toMatchObject({ ok: true, redirectedFrom: null });
    editing = await getActivityForEditing(db, provider, id);
    expect(editing.state).toBe('approved');
    const firstSlug = editing.slug;
    expect(await publicTitle(ownOrganisation.platformId, firstSlug)).toBe('Kanoën op de Linge');
    const approvalMails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'review-approved'), sql`${mailOutbox.text} LIKE ${'%Kanoën op de Linge%'}`));
    expect(approvalMails.length).toBeGreaterThan(0);
    expect(approvalMails[0]!.text).toContain(`${PORTAL}/portaal/activiteiten/${id}`);

    // An edit of the approved activity is an edit copy: the public page keeps the approved version.
    const saved = await saveActivity(db, provider, id, editing.version, content({ title: 'Kanoën op de Maas', personsMax: 60 }));
    expect(saved.ok).toBe(true);
    editing = await getActivityForEditing(db, provider, id);
    expect(editing.state).toBe('draft-edit');
    expect(editing.content.title).toBe('Kanoën op de Maas');
    expect(editing.liveTitle).toBe('Kanoën op de Linge');
    expect(await publicTitle(ownOrganisation.platformId, firstSlug)).toBe('Kanoën op de Linge');

    // Submitted, rejected with a comment: still the old version in public, the comment shown to the provider.
    await submitActivity(db, provider, id);
    expect((await getActivityForEditing(db, provider, id)).state).toBe('pending-edit');
    const review = await getReviewItem(db, admin, id);
    expect(review.kind).toBe('edit');
    expect(review.proposed.content.title).toBe('Kanoën op de Maas');
    expect(review.live?.content.title).toBe('Kanoën op de Linge');
    expect(await rejectActivity(db, admin, id, 'Noem de opstapplaats in de beschrijving.', PORTAL)).toMatchObject({ ok: true });
    editing = await getActivityForEditing(db, provider, id);
    expect(editing.state).toBe('rejected-edit');
    expect(editing.reviewComment).toBe('Noem de opstapplaats in de beschrijving.');
    expect(await publicTitle(ownOrganisation.platformId, firstSlug)).toBe('Kanoën op de Linge');
    const [rejection] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'review-rejected'));
    expect(rejection!.text).toContain('Noem de opstapplaats');

    // Changed and resubmitted, approved: the new title is live under a new slug; the old one redirects.
    expect((await saveActivity(db, provider, id, editing.version, content({ title: 'Kanoën op de Maas', description: '<p>Opstappen in Venlo.</p>' }))).ok).toBe(
      true,
    );
    await submitActivity(db, provider, id);
    const second = await approveActivity(db, admin, id, PORTAL);
    expect(second).toMatchObject({ ok: true, redirectedFrom: firstSlug });
    editing = await getActivityForEditing(db, provider, id);
    expect(editing.state).toBe('approved');
    expect(editing.slug).not.toBe(firstSlug);
    expect(editing.reviewComment).toBeNull();
    expect(await publicTitle(ownOrganisation.platformId, editing.slug)).toBe('Kanoën op de Maas');
    expect(await publicTitle(ownOrganisation.platformId, firstSlug)).toBeNull();
    expect(await findActivityRedirect(db, ownOrganisation.platformId, firstSlug)).toMatchObject({ activityId: id, newSlug: editing.slug });
    // The edit copy is gone; exactly one row is this activity.
    const rows = await db.select({ id: activities.id }).from(activities).where(eq(activities.title, 'Kanoën op de Maas'));
    expect(rows).toHaveLength(1);
    // Who did what is in the audit log, in order.
    const trail = await db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(sql`${auditLog.detail}->>'entity' = 'activity' AND (${auditLog.detail}->>'id')::int = ${id}`)
      .orderBy(auditLog.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'activity-created',
      'activity-submitted',
      'activity-approved',
      'activity-saved',
      'activity-submitted',
      'activity-rejected',
      'activity-saved',
      'activity-submitted',
      'activity-approved',
    ]);
    expect(trail.find((entry) => entry.action === 'activity-rejected')!.actor).toBe(admin.userId);
    // A decision on something that no longer waits is refused.
    expect(await approveActivity(db, admin, id, PORTAL)).toEqual({ ok: false, error: 'not-pending' });
  });

  it('carries every field of the list through the edit copy and its approval (activity-fields.ts)', async () => {
    const db = database.db;
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.platformId, ownOrganisation.platformId)).limit(1);
    const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.platformId, ownOrganisation.platformId)).limit(1);
    const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.platformId, ownOrganisation.platformId)).limit(1);
    const first: ActivityContentInput = {
      title: 'Alle velden eerst',
      description: '<p>Eerst.</p>',
      personsMin: 2,
      personsMax: 20,
      price: 10.5,
      duration: '2 uur',
      minimumAge: 6,
      maximumAge: 80,
      filterIds: [platformFilterId],
      cityIds: [city!.id],
      provinceIds: [],
      regionIds: [],
      geographicLocation: 'ORIGIN_COUNTRY',
      indoorOutdoor: 'INDOOR',
      website: 'https://eerst.example',
      showWebsite: true,
      contactFirstName: 'Eva',
      contactLastName: 'Eerst',
      contactPhone: '+31 20 123 4567',
      contactEmail: 'eva@eerst.example',
      serviceMail: 'offerte@eerst.example',
      locationDescription: 'Bij de brug.',
      media: [{ type: 'VIDEO', url: 'https://youtu.be/abcdefgh', alt: 'Film' }],
    };
    const second: ActivityContentInput = {
      title: 'Alle velden daarna',
      description: '<p>Daarna.</p>',
      personsMin: 3,
      personsMax: 30,
      price: 12.75,
      duration: '3 uur',
      minimumAge: 8,
      maximumAge: 70,
      filterIds: [],
      cityIds: [],
      provinceIds: [province!.id],
      regionIds: [region!.id],
      geographicLocation: 'EUROPE',
      indoorOutdoor: 'OUTDOOR',
      website: 'https://daarna.example',
      showWebsite: false,
      contactFirstName: 'Daan',
      contactLastName: 'Daarna',
      contactPhone: '+31 30 765 4321',
      contactEmail: 'daan@daarna.example',
      serviceMail: 'offerte@daarna.example',
      locationDescription: 'Bij de molen.',
      media: [{ type: 'VIDEO', url: 'https://vimeo.com/1234567', alt: 'Andere film' }],
    };
    // Videos only: an image's id changes from the live row to its copy (the copy has media rows of its own).
    const parsed = (input: ActivityContentInput) => ActivityContentSchema.parse(input);
    // Every field differs between the two versions, so a field the copy or the approval left behind shows.
    for (const field of Object.keys(ACTIVITY_FIELDS) as Array<keyof typeof ACTIVITY_FIELDS>) {
      expect(parsed(second)[field], field).not.toEqual(parsed(first)[field]);
    }

    const created = await createActivity(db, provider, ownOrganisation.id, parsed(first));
    if (!created.ok) throw new Error(created.error);
    await submitActivity(db, provider, created.id);
    await approveActivity(db, admin, created.id, PORTAL);
    const live = await getActivityForEditing(db, provider, created.id);
    expect(live.content).toEqual(parsed(first));

    const saved = await saveActivity(db, provider, created.id, live.version, parsed(second));
    expect(saved.ok).toBe(true);
    const [original] = await db.select().from(activities).where(eq(activities.id, created.id));
    const [copy] = await db.select().from(activities).where(eq(activities.id, original!.childId!));
    for (const column of LIVE_COLUMNS) expect(copy![column], column).toEqual(original![column]);
    expect((await getActivityForEditing(db, provider, created.id)).content).toEqual(parsed(second));

    await submitActivity(db, provider, created.id);
    expect(await approveActivity(db, admin, created.id, PORTAL)).toMatchObject({ ok: true });
    const after = await getActivityForEditing(db, provider, created.id);
    expect(after.state).toBe('approved');
    expect(after.content).toEqual(parsed(second));
  });

  it('switches an activity off at once, without review', async () => {
    const db = database.db;
    const created = await createActivity(db, provider, ownOrganisation.id, content({ title: 'Boogschieten in het bos' }));
    if (!created.ok) throw new Error(created.error);
    await submitActivity(db, provider, created.id);
    await approveActivity(db, admin, created.id, PORTAL);
    const { slug } = await getActivityForEditing(db, provider, created.id);
    expect(await publicTitle(ownOrganisation.platformId, slug)).toBe('Boogschieten in het bos');
    await setActivityOnline(db, provider, created.id, false);
    expect(await publicTitle(ownOrganisation.platformId, slug)).toBeNull();
    await setActivityOnline(db, provider, created.id, true);
    expect(await publicTitle(ownOrganisation.platformId, slug)).toBe('Boogschieten in het bos');
  });

  it('refuses the second of two saves from the same version (two tabs), and after a discarded copy', async () => {
    const db = database.db;
    const created = await createActivity(db, provider, ownOrganisation.id, content({ title: 'Twee tabbladen' }));
    if (!created.ok) throw new Error(created.error);
    const { version } = await getActivityForEditing(db, provider, created.id);
    expect(await saveActivity(db, provider, created.id, version, content({ title: 'Eerste tabblad' }))).toMatchObject({ ok: true });
    expect(await saveActivity(db, provider, created.id, version, content({ title: 'Tweede tabblad' }))).toEqual({ ok: false, error: 'conflict' });
    expect((await getActivityForEditing(db, provider, created.id)).content.title).toBe('Eerste tabblad');

    // The same on an approved activity, where the first save creates the edit copy.
    await submitActivity(db, provider, created.id);
    await approveActivity(db, admin, created.id, PORTAL);
    const live = await getActivityForEditing(db, provider, created.id);
    expect(await saveActivity(db, provider, created.id, live.version, content({ title: 'Kopie A' }))).toMatchObject({ ok: true });
    expect(await saveActivity(db, provider, created.id, live.version, content({ title: 'Kopie B' }))).toEqual({ ok: false, error: 'conflict' });
    await discardEditCopy(db, provider, created.id);
    const after = await getActivityForEditing(db, provider, created.id);
    expect(after.state).toBe('approved');
    expect(after.content.title).toBe('Eerste tabblad');
  });

  it('stores rich text sanitised: an XSS payload is inert', async () => {
    const db = database.db;
    const created = await createActivity(
      db,
      provider,
      ownOrganisation.id,
      content({
        title: 'Veilige tekst',
        description: '<p onmouseover="alert(1)">Hallo<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">klik</a>',
      }),
    );
    if (!created.ok) throw new Error(created.error);
    const [row] = await db.select({ description: activities.description }).from(activities).where(eq(activities.id, created.id));
    expect(row!.description).toBe('<p>Hallo</p><a>klik</a>');
  });

  it('keeps media in order with their alt texts and refuses images that are not the activity’s or a fresh upload', async () => {
    const db = database.db;
    const upload = await insertUpload(db, provider.userId, '/images/test.jpg');
    const created = await createActivity(
      db,
      provider,
      ownOrganisation.id,
      content({
        title: 'Met foto en video',
        media: [
          { type: 'VIDEO', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
          { type: 'IMAGE', mediaId: upload!.id, alt: 'Kano op het water' },
        ],
      }),
    );
    if (!created.ok) throw new Error(created.error);
    const editing = await getActivityForEditing(db, provider, created.id);
    expect(editing.media.map((m) => [m.type, m.alt])).toEqual([
      ['VIDEO', ''],
      ['IMAGE', 'Kano op het water'],
    ]);
    // Once approved, an edit keeps the live photo (the editor names the live media row) and changes its
    // description in the copy only; approval brings it to the live activity.
    await submitActivity(db, provider, created.id);
    await approveActivity(db, admin, created.id, PORTAL);
    const live = await getActivityForEditing(db, provider, created.id);
    const liveImage = live.content.media.find((m) => m.type === 'IMAGE')!;
    const edited = await saveActivity(
      db,
      provider,
      created.id,
      live.version,
      content({ title: 'Met foto en video', media: [{ ...liveImage, alt: 'Twee kano’s op de rivier' }] }),
    );
    expect(edited.ok).toBe(true);
    const [liveAlt] = await db.select({ alt: media.alt }).from(media).where(eq(media.id, upload!.id));
    expect(liveAlt!.alt).toBe('Kano op het water');
    expect((await getActivityForEditing(db, provider, created.id)).media.map((m) => m.alt)).toEqual(['Twee kano’s op de rivier']);
    await submitActivity(db, provider, created.id);
    await approveActivity(db, admin, created.id, PORTAL);
    const { slug } = await getActivityForEditing(db, provider, created.id);
    const publicMedia = (await getPublicActivityBySlug(db, ownOrganisation.platformId, slug))!.media;
    expect(publicMedia.map((m) => m.alt)).toEqual(['Twee kano’s op de rivier']);

    // Another activity's image may not be taken, nor an upload whose image is gone.
    const linked = (await getActivityForEditing(db, provider, created.id)).content.media[0]!;
    expect(await createActivity(db, provider, ownOrganisation.id, content({ title: 'Foto lenen', media: [linked] }))).toEqual({
      ok: false,
      error: 'invalid-reference',
      field: 'media',
    });
    expect(
      await createActivity(db, provider, ownOrganisation.id, content({ title: 'Foto weg', media: [{ type: 'IMAGE', mediaId: upload!.id, alt: 'x' }] })),
    ).toEqual({ ok: false, error: 'invalid-reference', field: 'media' });
    // A filter of another platform is refused by its field.
    const [foreignFilter] = await db
      .select({ id: filters.id })
      .from(filters)
      .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
      .where(sql`${filterGroups.platformId} <> ${ownOrganisation.platformId}`)
      .limit(1);
    expect(await createActivity(db, provider, ownOrganisation.id, content({ title: 'Vreemd filter', filterIds: [foreignFilter!.id] }))).toEqual({
      ok: false,
      error: 'invalid-reference',
      field: 'filterIds',
    });
  });
});

describe('who may do what', () => {
  it('scopes every command to the actor’s organisations; an operator may act for any; only operators decide', async () => {
    const db = database.db;
    const created = await createActivity(db, provider, ownOrganisation.id, content({ title: 'Van aanbieder A' }));
    if (!created.ok) throw new Error(created.error);
    const id = created.id;
    const { version } = await getActivityForEditing(db, provider, id);

    // Another provider changing the id: not found, for every command.
    await expect(getActivityForEditing(db, stranger, id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(saveActivity(db, stranger, id, version, content())).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(submitActivity(db, stranger, id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(setActivityOnline(db, stranger, id, false)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(discardEditCopy(db, stranger, id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(createActivity(db, provider, foreignOrganisationId, content())).rejects.toBeInstanceOf(NotFoundForActor);
    // A missing id looks the same.
    await expect(getActivityForEditing(db, provider, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundForActor);

    // Providers do not decide reviews.
    await submitActivity(db, provider, id);
    await expect(listReviewQueue(db, provider)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(getReviewItem(db, provider, id)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(approveActivity(db, provider, id, PORTAL)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(rejectActivity(db, provider, id, 'Niet goed genoeg', PORTAL)).rejects.toBeInstanceOf(PermissionDenied);

    // The operator may read and change any organisation's activity.
    const asAdmin = await getActivityForEditing(db, admin, id);
    expect(asAdmin.content.title).toBe('Van aanbieder A');
    expect((await saveActivity(db, admin, id, asAdmin.version, content({ title: 'Door beheer verbeterd' }))).ok).toBe(true);
    const [row] = await db.select({ lastEditedById: activities.lastEditedById }).from(activities).where(eq(activities.id, id));
    expect(row!.lastEditedById).toBe(admin.userId);
  });
});

describe('the queue’s counts', () => {
  it('takes each view’s total from the groups of its choices, the same as counting the view, and counts a search', async () => {
    const db = database.db;
    // Waiting rows of two platforms, both kinds, with and without an organisation, besides the demo's.
    const [german] = await queryRows<{ id: number }>(db, sql`SELECT id FROM organisations WHERE platform_id = 2 ORDER BY id LIMIT 1`);
    await db.execute(sql`
      INSERT INTO activities (approved, title, slug, approval_status, platform_id, organisation_id, is_edit_copy, submitted_at, version)
      SELECT false, 'Telrij ' || n, 'telrij-' || n, 'EDITING', CASE WHEN n % 3 = 0 THEN 2 ELSE ${ownOrganisation.platformId}::int END,
        CASE WHEN n % 5 = 0 THEN NULL WHEN n % 3 = 0 THEN ${german!.id}::int ELSE ${ownOrganisation.id}::int END, n % 2 = 0, now() - make_interval(mins => n), 1
      FROM generate_series(1, 40) n`);
    const waiting = await queryRows<{ platform_id: number; edit: boolean; organisation_id: number | null; title: string; organisation: string | null }>(
      db,
      sql`SELECT a.platform_id, a.is_edit_copy AS edit, a.organisation_id, a.title, o.name AS organisation
          FROM activities a LEFT JOIN organisations o ON o.id = a.organisation_id
          WHERE a.submitted_at IS NOT NULL AND a.approval_status = 'EDITING'`,
    );
    const { counts, groups } = await countReviewQueueBy(db, admin);
    expect(counts.waiting).toBe(waiting.length);
    expect(counts.kinds).toEqual({ new: waiting.filter((row) => !row.edit).length, edit: waiting.filter((row) => row.edit).length });
    for (const platform of counts.platforms) expect(platform.count).toBe(waiting.filter((row) => row.platform_id === platform.id).length);
    for (const organisationId of new Set(waiting.map((row) => row.organisation_id))) {
      const inGroups = groups.filter((group) => group.organisationId === organisationId).reduce((n, group) => n + group.n, 0);
      expect(inGroups).toBe(waiting.filter((row) => row.organisation_id === organisationId).length);
    }
    // The navigation's count per platform reads the same index.
    const perPlatform = await countReviewQueueByPlatform(db, admin);
    for (const platform of counts.platforms) expect(perPlatform.get(platform.id) ?? 0).toBe(platform.count);

    const views = [
      {},
      { platformId: 2 },
      { kind: 'edit' as const },
      { kind: 'new' as const, platformId: ownOrganisation.platformId },
      { organisationId: ownOrganisation.id },
      { organisationId: german!.id, kind: 'edit' as const, platformId: 2 },
      { organisationId: ownOrganisation.id, platformId: 2 },
    ];
    for (const view of views) {
      const expected = waiting.filter(
        (row) =>
          (!view.platformId || row.platform_id === view.platformId) &&
          (!view.kind || row.edit === (view.kind === 'edit')) &&
          (!view.organisationId || row.organisation_id === view.organisationId),
      ).length;
      expect((await listReviewQueue(db, admin, view, groups)).total).toBe(expected);
      expect((await listReviewQueue(db, admin, view)).total).toBe(expected);
    }
    // A text is not in the groups: the view is counted.
    const searched = waiting.filter(
      (row) => row.platform_id === 2 && (row.title.toLowerCase().includes('telrij 1') || row.organisation?.toLowerCase().includes('telrij 1')),
    );
    expect(searched.length).toBeGreaterThan(0);
    expect((await listReviewQueue(db, admin, { search: 'Telrij 1', platformId: 2 }, groups)).total).toBe(searched.length);
  });

  it('the organisation lookup for the queue’s filter offers only organisations with something waiting', async () => {
    const db = database.db;
    // Two organisations of one name's start: one with a waiting activity, one whose only activity is decided.
    const made = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO organisations (name, platform_id) VALUES ('Wachtlijstzeilers', 1), ('Wachtlijstroeiers', 1) RETURNING id`,
    );
    const [sailors, rowers] = made.map((row) => row.id);
    await db.execute(sql`
      INSERT INTO activities (approved, title, slug, approval_status, platform_id, organisation_id, submitted_at, version)
      VALUES (false, 'Zeilen op de wachtlijst', 'zeilen-op-de-wachtlijst', 'EDITING', 1, ${sailors!}, now(), 1),
             (true, 'Roeien, al beslist', 'roeien-al-beslist', 'APPROVED', 1, ${rowers!}, now(), 1)`);
    const ids = async (text: string, scope?: 'any' | 'waitingForReview') => (await findOrganisationChoices(db, admin, text, scope)).map((o) => o.id);
    expect(await ids('Wachtlijst')).toEqual([rowers, sailors]);
    expect(await ids('Wachtlijst', 'waitingForReview')).toEqual([sailors]);
    // By number too, in the scope only.
    expect(await ids(String(rowers), 'waitingForReview')).not.toContain(rowers);
    expect(await ids(String(sailors), 'waitingForReview')).toContain(sailors);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { getPublicActivityBySlug } from '../../app/features/activities/activities.server.ts';
import { ActivityContentSchema, type ActivityContentInput } from '../../app/features/activities/activity-editing.schemas.ts';
import {
  createActivity,
  discardEditCopy,
  getActivityForEditing,
  restoreActivityVersion,
  saveActivity,
  submitActivity,
} from '../../app/features/activities/activity-editing.server.ts';
import { reviewRows } from '../../app/features/activities/activity-review-diff.ts';
import { approveActivity, getReviewItem, listReviewQueue } from '../../app/features/activities/activity-review.server.ts';
import { activityFieldsOf, getActivityVersion, listActivityVersions } from '../../app/features/activities/activity-versions.server.ts';
import { BannerFormSchema } from '../../app/features/banners/banner-admin.schemas.ts';
import {
  BANNER_VERSION_FIELDS,
  createBanner,
  getBanner,
  getBannerVersion,
  listBannerVersions,
  restoreBannerVersion,
  setBannerActive,
  updateBanner,
} from '../../app/features/banners/banner-admin.server.ts';
import { BlogFormSchema } from '../../app/features/blogs/blog-admin.schemas.ts';
import { createBlog, getBlogForAdmin, getBlogVersion, listBlogVersions, restoreBlogVersion, saveBlog } from '../../app/features/blogs/blog-admin.server.ts';
import { SeoPageFormSchema, type SeoPageInput } from '../../app/features/seo/seo-admin.schemas.ts';
import {
  createSeoPage,
  getSeoPageForAdmin,
  getSeoPageVersion,
  listSeoPageVersions,
  restoreSeoPageVersion,
  saveSeoPage,
  SEO_VERSION_FIELDS,
} from '../../app/features/seo/seo-admin.server.ts';
import { getSeoPageBySlug } from '../../app/features/seo/seo.server.ts';
import { type Actor, personLabel } from '../../app/portal/actor.ts';
import { NotFoundForActor, PermissionDenied } from '../../app/portal/permissions.server.ts';
import { changedFieldsOf, compareFields } from '../../app/portal/versions.server.ts';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { activities, auditLog, contentVersions, filterGroups, filters, organisations, seoPages, userOrganisations, users } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { insertUpload } from '../../tests/support/upload-fixtures.ts';
import { createLogger } from '../logger.ts';
import { listenForChanges } from '../page-cache/invalidation-listener.ts';

/** Saved as the editor saves a record without a schedule (docs/decisions/121). */
const NO_SCHEDULE = { publishAt: null, unpublishAt: null };

// Version history with restore (docs/decisions/119) on the demo database: a version on every approval of
// an activity and on every save of an SEO page, blog or banner, with who and what changed; any two
// versions compared; restoring an activity makes an edit copy in review (the live page unchanged), restoring
// operator content is an ordinary save (slug, page cache, a new version); and nobody reads or restores
// what is not theirs by changing an id.

const PORTAL = 'http://admin.localhost:3000';
const NL = 1;
const DE = 2;
let database: DatabaseHandle;
let provider: Actor;
let operator: Actor;
let stranger: Actor;
let own: { id: number; platformId: number };
let filterId: number;
let stopListening: () => Promise<void>;
const heard: string[][] = [];

const actor = (userId: number, role: Actor['role'], organisationIds: number[]): Actor => ({
  userId,
  role,
  email: 'x@example.org',
  firstName: 'Test',
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: true,
  organisationIds,
});

const content = (overrides: Partial<ActivityContentInput> = {}) =>
  ActivityContentSchema.parse({
    title: 'Boogschieten in het bos',
    description: '<p>Een <strong>sportieve</strong> middag.</p>',
    personsMin: 6,
    personsMax: 30,
    price: 19.5,
    filterIds: [filterId],
    ...overrides,
  });

const seoInput = (fields: Record<string, unknown>): SeoPageInput => SeoPageFormSchema.parse({ title: 'Versieproef', active: 'on', ...fields });

/** How the history names a user: full name, else e-mail address. */
const labelOf = async (who: Actor) => {
  const [user] = await database.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, who.userId));
  return personLabel(user!);
};

const rejects = async (work: () => Promise<unknown>, error: new (...args: never[]) => Error) => expect(work()).rejects.toBeInstanceOf(error);

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const db = database.db;
  const [providerUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const [adminUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const links = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, providerUser!.id));
  provider = actor(
    providerUser!.id,
    'USER',
    links.map((l) => l.id),
  );
  operator = actor(adminUser!.id, 'ADMIN', []);
  const [organisation] = await db
    .select({ id: organisations.id, platformId: organisations.platformId })
    .from(organisations)
    .where(eq(organisations.id, provider.organisationIds[0]!));
  own = organisation!;
  const [foreign] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(sql`${organisations.id} NOT IN (${sql.join(provider.organisationIds, sql`, `)})`)
    .limit(1);
  const [strangerUser] = await db.insert(users).values({ email: 'versies-vreemde@example.org', roleId: 2, locale: 'nl' }).returning({ id: users.id });
  stranger = actor(strangerUser!.id, 'USER', [foreign!.id]);
  const [filter] = await db
    .select({ id: filters.id })
    .from(filters)
    .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
    .where(eq(filterGroups.platformId, own.platformId))
    .limit(1);
  filterId = filter!.id;
  stopListening = await listenForChanges(database, createLogger('silent'), (tags) => heard.push(tags));
});
afterAll(async () => {
  await stopListening?.();
  await database?.close();
});

/** A new activity of the provider's organisation, approved once: its id. */
async function liveActivity(overrides: Partial<ActivityContentInput> = {}): Promise<number> {
  const created = await createActivity(database.db, provider, own.id, content(overrides));
  if (!created.ok) throw new Error(created.error);
  await submitActivity(database.db, provider, created.id);
  expect(await approveActivity(database.db, operator, created.id, PORTAL)).toMatchObject({ ok: true });
  return created.id;
}

/** Saves a change to a live activity as its provider, sends it and approves it. */
async function approvedEdit(id: number, overrides: Partial<ActivityContentInput>) {
  const editing = await getActivityForEditing(database.db, provider, id);
  const saved = await saveActivity(database.db, provider, id, editing.version, { ...editing.content, ...content(overrides) });
  expect(saved.ok).toBe(true);
  await submitActivity(database.db, provider, id);
  expect(await approveActivity(database.db, operator, id, PORTAL)).toMatchObject({ ok: true });
}

const publicTitle = async (id: number) => {
  const [row] = await database.db.select({ slug: activities.slug }).from(activities).where(eq(activities.id, id));
  return (await getPublicActivityBySlug(database.db, own.platformId, row!.slug))?.title ?? null;
};

describe('the versions of an activity', () => {
  it('keeps every approved version with its author and changed fields, and compares any two as the review does', async () => {
    const id = await liveActivity();
    let versions = await listActivityVersions(database.db, provider, id);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, changedFields: [], author: await labelOf(provider) });

    await approvedEdit(id, { title: 'Boogschieten op de hei', price: 22 });
    await approvedEdit(id, { title: 'Boogschieten op de hei', price: 22, personsMax: 12, description: '<p>Een <em>rustige</em> middag.</p>' });
    versions = await listActivityVersions(database.db, operator, id);
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions[1]!.changedFields).toEqual(['title', 'price']);
    expect(versions[0]!.changedFields).toEqual(['description', 'personsMax']);
    // The author is who wrote the version (the provider), not the operator who approved it.
    expect(versions[0]!.author).toBe(await labelOf(provider));

    // Version 1 against version 3 (not neighbours): the review's rows, changed words of the description.
    const first = await getActivityVersion(database.db, provider, id, 1);
    const third = await getActivityVersion(database.db, provider, id, 3);
    const rows = reviewRows(third.snapshot, first.snapshot, new Map(), {
      yes: 'ja',
      no: 'nee',
      enumLabel: (_field, value) => value,
      amount: (value) => value.toFixed(2),
    });
    const changed = rows.filter((row) => row.changed).map((row) => row.field);
    expect(changed).toEqual(['title', 'description', 'personsMax', 'price']);
    expect(rows.find((row) => row.field === 'title')).toMatchObject({ live: 'Boogschieten in het bos', proposed: 'Boogschieten op de hei' });
    expect(rows.find((row) => row.field === 'description')!.words).toContainEqual({ text: 'rustige', kind: 'added' });
  });

  it('restores a version as an edit copy sent for review: the live page stays until an operator approves it', async () => {
    const id = await liveActivity({ title: 'Klimmen aan de muur' });
    await approvedEdit(id, { title: 'Klimmen in de hal', personsMin: 2 });
    expect(await publicTitle(id)).toBe('Klimmen in de hal');

    expect(await restoreActivityVersion(database.db, provider, id, 1)).toEqual({ ok: true });
    // The live page is unchanged; the restored content waits in the queue as an edit.
    expect(await publicTitle(id)).toBe('Klimmen in de hal');
    const editing = await getActivityForEditing(database.db, provider, id);
    expect(editing.state).toBe('pending-edit');
    expect(editing.content).toMatchObject({ title: 'Klimmen aan de muur', personsMin: 6, filterIds: [filterId] });
    const queue = await listReviewQueue(database.db, operator, { search: 'Klimmen aan de muur' });
    expect(queue.items).toContainEqual(expect.objectContaining({ id, kind: 'edit', liveTitle: 'Klimmen in de hal' }));
    const review = await getReviewItem(database.db, operator, id);
    expect(review.proposed.content.title).toBe('Klimmen aan de muur');
    expect(review.live?.content.title).toBe('Klimmen in de hal');
    const [audit] = await database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(sql`${auditLog.action} = 'activity-version-restored'`, sql`(${auditLog.detail}->>'id')::int = ${id}`));
    expect(audit?.detail).toMatchObject({ version: 1 });

    // While a change waits, a second restore is refused (it would overwrite it); no new copy is made.
    expect(await restoreActivityVersion(database.db, provider, id, 2)).toEqual({ ok: false, error: 'edit-pending' });

    // Approved, the restore is live and itself the newest version.
    expect(await approveActivity(database.db, operator, id, PORTAL)).toMatchObject({ ok: true });
    expect(await publicTitle(id)).toBe('Klimmen aan de muur');
    const versions = await listActivityVersions(database.db, provider, id);
    expect(versions[0]).toMatchObject({ version: 3, changedFields: ['title', 'personsMin'] });
  });

  it('restores the gallery of a version: a live image by its address, a removed image and a video anew', async () => {
    const kept = await insertUpload(database.db, provider.userId);
    const dropped = await insertUpload(database.db, provider.userId);
    const video = { type: 'VIDEO' as const, url: 'https://www.youtube.com/watch?v=abcdef1', alt: 'Film' };
    const id = await liveActivity({
      title: 'Fotograferen in de stad',
      media: [{ type: 'IMAGE', mediaId: kept.id, alt: 'Camera' }, { type: 'IMAGE', mediaId: dropped.id, alt: 'Statief' }, video],
    });
    // The approved edit keeps one image (a new media row, as every edit copy's) and drops the other and the video.
    const editing = await getActivityForEditing(database.db, provider, id);
    const saved = await saveActivity(database.db, provider, id, editing.version, { ...editing.content, media: [editing.content.media[0]!] });
    expect(saved.ok).toBe(true);
    await submitActivity(database.db, provider, id);
    await approveActivity(database.db, operator, id, PORTAL);
    expect((await getActivityVersion(database.db, provider, id, 2)).changedFields).toEqual(['media']);

    expect(await restoreActivityVersion(database.db, operator, id, 1)).toEqual({ ok: true });
    const review = await getReviewItem(database.db, operator, id);
    expect(review.proposed.media.map((m) => [m.type, m.url, m.alt])).toEqual([
      ['IMAGE', kept.url, 'Camera'],
      ['IMAGE', dropped.url, 'Statief'],
      ['VIDEO', video.url, 'Film'],
    ]);
    expect(review.live?.media.map((m) => m.url)).toEqual([kept.url]);
    // The copy's images are rows of its own: the live gallery's row is not shared with it.
    const liveIds = review.live!.media.map((m) => m.mediaId);
    expect(review.proposed.media.some((m) => m.mediaId !== null && liveIds.includes(m.mediaId))).toBe(false);
    await discardEditCopy(database.db, provider, id);
  });

  it('keeps what was live before the first approved edit of an activity approved before versions were kept', async () => {
    const id = await liveActivity({ title: 'Vlotten bouwen' });
    await database.db.delete(contentVersions).where(and(eq(contentVersions.entityKind, 'activity'), eq(contentVersions.entityId, id)));
    await approvedEdit(id, { title: 'Vlotten bouwen en varen' });
    const versions = await listActivityVersions(database.db, provider, id);
    expect(versions).toMatchObject([
      { version: 2, changedFields: ['title'] },
      { version: 1, author: null, changedFields: [] },
    ]);
    expect((await getActivityVersion(database.db, provider, id, 1)).snapshot.content.title).toBe('Vlotten bouwen');
  });

  it('shows the history to the own provider and operators only; another’s id or an unknown version is not found', async () => {
    const id = await liveActivity({ title: 'Schermen voor beginners' });
    await rejects(() => listActivityVersions(database.db, stranger, id), NotFoundForActor);
    await rejects(() => getActivityVersion(database.db, stranger, id, 1), NotFoundForActor);
    await rejects(() => restoreActivityVersion(database.db, stranger, id, 1), NotFoundForActor);
    await rejects(() => getActivityVersion(database.db, provider, id, 99), NotFoundForActor);
    await rejects(() => restoreActivityVersion(database.db, provider, id, 99), NotFoundForActor);
    // An edit copy's id is not an activity of its own.
    const editing = await getActivityForEditing(database.db, provider, id);
    await saveActivity(database.db, provider, id, editing.version, content({ title: 'Schermen voor iedereen' }));
    const [copy] = await database.db.select({ childId: activities.childId }).from(activities).where(eq(activities.id, id));
    await rejects(() => listActivityVersions(database.db, provider, copy!.childId!), NotFoundForActor);
    expect(await listActivityVersions(database.db, operator, id)).toHaveLength(1);
  });
});

describe('the versions of an SEO page', () => {
  it('stores a version on every save and restores one at once, with its slug and the page cache', async () => {
    const db = database.db;
    const created = await createSeoPage(db, operator, NL, seoInput({ slug: 'versies/eerste', pageTitle: 'Eerste titel' }));
    if (!created.ok) throw new Error(created.error);
    const id = created.id;
    expect(await saveSeoPage(db, operator, NL, id, seoInput({ slug: 'versies/tweede', pageTitle: 'Tweede titel', filterIds: [String(filterId)] }))).toEqual({
      ok: true,
    });
    let versions = await listSeoPageVersions(db, operator, NL, id);
    expect(versions.map((v) => [v.version, v.changedFields])).toEqual([
      [2, ['slug', 'pageTitle', 'filterIds']],
      [1, []],
    ]);
    expect(versions[0]!.author).toBe(await labelOf(operator));

    // Any two versions side by side, field by field.
    const [one, two] = await Promise.all([getSeoPageVersion(db, operator, NL, id, 1), getSeoPageVersion(db, operator, NL, id, 2)]);
    const rows = compareFields(SEO_VERSION_FIELDS, one.snapshot, two.snapshot, (_field, value) => JSON.stringify(value));
    expect(rows.filter((row) => row.changed).map((row) => row.field)).toEqual(['slug', 'pageTitle', 'filterIds']);

    heard.length = 0;
    expect(await restoreSeoPageVersion(db, operator, NL, id, 1)).toEqual({ ok: true });
    // At once on the site: the first slug answers, the second no longer does; the restore is version 3.
    expect(await getSeoPageBySlug(db, NL, 'versies/eerste')).toMatchObject({ id });
    expect(await getSeoPageBySlug(db, NL, 'versies/tweede')).toBeNull();
    expect(await getSeoPageForAdmin(db, operator, NL, id)).toMatchObject({ slug: 'versies/eerste', pageTitle: 'Eerste titel', filterIds: [] });
    versions = await listSeoPageVersions(db, operator, NL, id);
    expect(versions[0]).toMatchObject({ version: 3, changedFields: ['slug', 'pageTitle', 'filterIds'] });
    // The page cache heard the change as from any save: the platform's listing pages go.
    await expect.poll(() => heard.flat()).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^p${NL}:`))]));
    const [audit] = await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(
        and(sql`${auditLog.action} = 'seo-page-saved'`, sql`(${auditLog.detail}->>'restoredFrom')::int = 1`, sql`(${auditLog.detail}->>'id')::int = ${id}`),
      );
    expect(audit?.detail).toMatchObject({ slug: 'versies/eerste', previousSlug: 'versies/tweede' });
  });

  it('refuses a restore as a save is refused: another page took the slug meanwhile', async () => {
    const db = database.db;
    const created = await createSeoPage(db, operator, NL, seoInput({ slug: 'versies/bezet' }));
    const id = created.ok ? created.id : 0;
    await saveSeoPage(db, operator, NL, id, seoInput({ slug: 'versies/vrij' }));
    await createSeoPage(db, operator, NL, seoInput({ slug: 'versies/bezet' }));
    expect(await restoreSeoPageVersion(db, operator, NL, id, 1)).toEqual({ ok: false, error: 'duplicate-slug' });
    expect((await listSeoPageVersions(db, operator, NL, id)).map((v) => v.version)).toEqual([2, 1]);
  });

  it('keeps a seeded page’s state before its first save as version 1, without an author', async () => {
    const db = database.db;
    const [seeded] = await db
      .select({ id: seoPages.id, slug: seoPages.slug, title: seoPages.title })
      .from(seoPages)
      .where(
        and(eq(seoPages.platformId, NL), sql`NOT EXISTS (SELECT 1 FROM content_versions v WHERE v.entity_kind = 'seo-page' AND v.entity_id = ${seoPages.id})`),
      )
      .limit(1);
    const page = await getSeoPageForAdmin(db, operator, NL, seeded!.id);
    const { id: _id, updatedAt: _updatedAt, ...fields } = page;
    expect(await saveSeoPage(db, operator, NL, seeded!.id, { ...fields, ...NO_SCHEDULE, title: `${page.title} (nieuw)` })).toEqual({ ok: true });
    const versions = await listSeoPageVersions(db, operator, NL, seeded!.id);
    expect(versions).toMatchObject([
      { version: 2, changedFields: ['title'] },
      { version: 1, author: null, changedFields: [] },
    ]);
    expect((await getSeoPageVersion(db, operator, NL, seeded!.id, 1)).snapshot.title).toBe(seeded!.title);
  });

  it('is for operators only; a page of another platform or an unknown version is not found', async () => {
    const db = database.db;
    const created = await createSeoPage(db, operator, NL, seoInput({ slug: 'versies/geheim' }));
    const id = created.ok ? created.id : 0;
    await rejects(() => listSeoPageVersions(db, provider, NL, id), PermissionDenied);
    await rejects(() => restoreSeoPageVersion(db, provider, NL, id, 1), PermissionDenied);
    await rejects(() => listSeoPageVersions(db, operator, DE, id), NotFoundForActor);
    await rejects(() => getSeoPageVersion(db, operator, DE, id, 1), NotFoundForActor);
    await rejects(() => restoreSeoPageVersion(db, operator, DE, id, 1), NotFoundForActor);
    await rejects(() => getSeoPageVersion(db, operator, NL, id, 5), NotFoundForActor);
  });
});

describe('the versions of a blog and a banner', () => {
  const blogForm = (fields: Record<string, unknown>) =>
    BlogFormSchema.parse({ title: 'Versies van een blog', content: '<p>Eerste tekst.</p>', publishedAt: '2026-03-01', state: 'published', ...fields });
  const bannerForm = (fields: Record<string, unknown>) =>
    BannerFormSchema.parse({ title: 'Banner eerst', buttonTitle: 'Lees', link: '/uitjes', linkTarget: 'sameWindow', ctaType: 'AD', active: 'on', ...fields });

  it('stores a blog’s version on every save and restores one by an ordinary save', async () => {
    const db = database.db;
    const created = await createBlog(db, operator, NL, blogForm({}), { kind: 'keep' });
    const id = created.ok ? created.id : 0;
    await saveBlog(db, operator, NL, id, blogForm({ content: '<p>Tweede tekst.</p>', state: 'draft', tags: 'Team' }), { kind: 'keep' });
    expect((await listBlogVersions(db, operator, NL, id)).map((v) => [v.version, v.changedFields])).toEqual([
      [2, ['state', 'content', 'tags']],
      [1, []],
    ]);
    expect(await restoreBlogVersion(db, operator, NL, id, 1)).toEqual({ ok: true });
    expect(await getBlogForAdmin(db, operator, NL, id)).toMatchObject({ active: true, content: '<p>Eerste tekst.</p>', tags: [] });
    expect((await listBlogVersions(db, operator, NL, id))[0]).toMatchObject({ version: 3, changedFields: ['state', 'content', 'tags'] });
    await rejects(() => listBlogVersions(db, provider, NL, id), PermissionDenied);
    await rejects(() => getBlogVersion(db, operator, DE, id, 1), NotFoundForActor);
    await rejects(() => restoreBlogVersion(db, operator, DE, id, 1), NotFoundForActor);
  });

  it('stores a banner’s version on every save and switch, compares any two and restores one', async () => {
    const db = database.db;
    const created = await createBanner(db, operator, NL, bannerForm({}), { kind: 'keep' });
    const id = created.ok ? created.id : 0;
    await updateBanner(db, operator, NL, id, bannerForm({ title: 'Banner daarna', link: 'https://example.org/' }), { kind: 'keep' });
    await setBannerActive(db, operator, NL, id, false);
    const versions = await listBannerVersions(db, operator, NL, id);
    expect(versions.map((v) => [v.version, v.changedFields])).toEqual([
      [3, ['active']],
      [2, ['title', 'link']],
      [1, []],
    ]);
    const [one, three] = await Promise.all([getBannerVersion(db, operator, NL, id, 1), getBannerVersion(db, operator, NL, id, 3)]);
    const rows = compareFields(BANNER_VERSION_FIELDS, one.snapshot, three.snapshot, (_field, value) => String(value));
    expect(rows.filter((row) => row.changed).map((row) => row.field)).toEqual(['title', 'link', 'active']);
    expect(await restoreBannerVersion(db, operator, NL, id, 1)).toEqual({ ok: true });
    expect(await getBanner(db, operator, NL, id)).toMatchObject({ title: 'Banner eerst', link: '/uitjes', active: true });
    await rejects(() => listBannerVersions(db, provider, NL, id), PermissionDenied);
    await rejects(() => restoreBannerVersion(db, operator, DE, id, 1), NotFoundForActor);
  });
});

describe('the demo data’s histories', () => {
  it('give a few records two versions, the newest as the services would store the record now', async () => {
    const db = database.db;
    const seeded = await db
      .select({ kind: contentVersions.entityKind, id: contentVersions.entityId })
      .from(contentVersions)
      .where(and(eq(contentVersions.version, 2), sql`${contentVersions.authorId} IS NOT NULL`, sql`${contentVersions.createdAt} < now() - interval '1 day'`));
    const byKind = (kind: string) => seeded.filter((row) => row.kind === kind).map((row) => row.id);
    expect([byKind('activity').length, byKind('seo-page').length, byKind('blog').length, byKind('banner').length]).toEqual([2, 3, 2, 2]);

    // An activity's seeded newest version is its live content: nothing differs.
    for (const id of byKind('activity')) {
      const editing = await getActivityForEditing(db, provider, id);
      const stored = await getActivityVersion(db, provider, id, 2);
      expect(changedFieldsOf(activityFieldsOf(stored.snapshot), activityFieldsOf(editing))).toEqual([]);
      expect((await getActivityVersion(db, provider, id, 2)).changedFields).toEqual(['personsMax', 'price']);
    }
    // Operator content saved unchanged: the new version differs from the seeded one in nothing.
    const seoId = byKind('seo-page')[0]!;
    const { id: _id, updatedAt: _updatedAt, ...fields } = await getSeoPageForAdmin(db, operator, NL, seoId);
    await saveSeoPage(db, operator, NL, seoId, { ...fields, ...NO_SCHEDULE });
    expect((await listSeoPageVersions(db, operator, NL, seoId))[0]).toMatchObject({ version: 3, changedFields: [] });
    const bannerId = byKind('banner')[0]!;
    const banner = await getBanner(db, operator, 3, bannerId);
    await updateBanner(db, operator, 3, bannerId, { ...banner, ...NO_SCHEDULE, removeImage: false }, { kind: 'keep' });
    expect((await listBannerVersions(db, operator, 3, bannerId))[0]).toMatchObject({ version: 3, changedFields: [] });
    const blogId = byKind('blog')[0]!;
    const blog = await getBlogForAdmin(db, operator, NL, blogId);
    await restoreBlogVersion(db, operator, NL, blogId, 2);
    expect(await getBlogForAdmin(db, operator, NL, blogId)).toMatchObject({ title: blog.title, active: blog.active });
    expect((await listBlogVersions(db, operator, NL, blogId))[0]).toMatchObject({ version: 3, changedFields: [] });
  });
});

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BannerFormSchema, type BannerFormInput } from '../../app/features/banners/banner-admin.schemas.ts';
import { createBanner, getBanner, SCHEDULED_BANNERS, setBannerActive, updateBanner } from '../../app/features/banners/banner-admin.server.ts';
import { BlogFormSchema } from '../../app/features/blogs/blog-admin.schemas.ts';
import { createBlog, getBlogForAdmin } from '../../app/features/blogs/blog-admin.server.ts';
import { SeoPageFormSchema } from '../../app/features/seo/seo-admin.schemas.ts';
import { createSeoPage, getSeoPageForAdmin } from '../../app/features/seo/seo-admin.server.ts';
import { DEMO_ADMIN_EMAIL } from '../../app/config/password-hashing.ts';
import type { Actor } from '../../app/portal/actor.ts';
import { flipDue } from '../../app/portal/schedule.server.ts';
import { localOfInstant } from '../../app/portal/schedule.ts';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { auditLog, banners, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase, testServerUrl } from '../../tests/support/test-database.ts';
import { createLogger } from '../logger.ts';
import { listenForChanges } from '../page-cache/invalidation-listener.ts';
import { MemoryPageCacheStore } from '../page-cache/page-cache-store.ts';
import { publishDueContent } from './scheduled-publishing.ts';

// Scheduled publishing (docs/decisions/121): operators set the times through the services, the worker's
// pass flips `active` at them exactly once (also two passes at once), clears the time, writes the audit
// log as the system, and the page cache (through the trigger's notification, as main.ts wires it) and the
// sitemap follow as they do an operator's switch. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const NL = 1;
const ZONE = 'Europe/Amsterdam';
const MINUTE = 60_000;
let database: DatabaseHandle;
let operator: Actor;
let request: (host: string, path: string) => Promise<Response>;
let stopListening: () => Promise<void>;
const store = new MemoryPageCacheStore();
const heard: string[][] = [];

/** A wall-clock time `minutes` ahead in the platform's zone, as the editor's field sends it, and its instant. */
function ahead(minutes: number): { local: string; at: Date } {
  const local = localOfInstant(new Date(Date.now() + minutes * MINUTE), ZONE);
  return { local, at: new Date(new Date(`${local}:00Z`).getTime() - offsetOf(local)) };
}
/** The zone's offset at a wall-clock time (winter +1 h, summer +2 h): what the service subtracts. */
function offsetOf(local: string): number {
  const guess = new Date(`${local}:00Z`);
  return localOfInstant(guess, ZONE) === local ? 0 : new Date(`${localOfInstant(guess, ZONE)}:00Z`).getTime() - guess.getTime();
}

const bannerForm = (input: Partial<BannerFormInput> = {}) =>
  BannerFormSchema.parse({ title: 'Kerstmarkt', buttonTitle: 'Bekijk', link: '/agenda', linkTarget: 'sameWindow', ctaType: 'AD', ...input });

/** Puts a page with these tags in the cache (what a render stores), under its own key. */
async function cachePage(key: string, tags: string[]) {
  await store.set(key, { status: 200, body: key, csp: '', contentType: 'text/html', etag: key, tags, storedAt: Date.now() }, 600_000);
}

/** The tags a change notified: our own notification after it marks the end (notifications come in commit order). */
async function heardBy(change: () => Promise<unknown>): Promise<string[]> {
  // What the steps before sent may still be on its way (a loaded machine delivers late): a first marker
  // heard means all of it arrived, so only the change's own notifications are counted.
  const mark = async (platformId: number) => {
    const marker = JSON.stringify({ table: 'blogs', bulk: false, items: [{ platformId }] });
    await database.db.execute(sql`SELECT pg_notify('page_cache_invalidate', ${marker})`);
    await expect.poll(() => heard.some((tags) => tags.includes(`blogs:${platformId}`)), { timeout: 5000 }).toBe(true);
  };
  await mark(998);
  heard.length = 0;
  await change();
  await mark(999);
  return heard.flat().filter((tag) => tag !== 'blogs:999');
}

async function auditOf(entity: string, id: number) {
  const rows = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(50);
  return rows.filter((row) => (row.detail as { entity?: string; id?: number } | null)?.entity === entity && (row.detail as { id?: number }).id === id);
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  operator = {
    userId: admin!.id,
    role: 'ADMIN',
    email: DEMO_ADMIN_EMAIL,
    firstName: null,
    lastName: null,
    locale: 'nl',
    sessionId: 0,
    secondFactor: true,
    organisationIds: [],
  };
  const app = await createTestApp(database);
  request = async (host, path) => app.request(host, path, { headers: { host } });
  stopListening = await listenForChanges(database, createLogger('silent'), (tags) => {
    heard.push(tags);
    void store.invalidate(tags);
  });
}, 60_000);

afterAll(async () => {
  await stopListening?.();
  await database?.close();
});

describe('the scheduled-publishing pass', () => {
  it(`switches a banner on at its time, once with two passes at once; clears the time; audited as the system (${testServerUrl() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const publish = ahead(3);
    const created = await createBanner(database.db, operator, NL, bannerForm({ publishAt: publish.local }), { kind: 'keep' });
    const id = created.ok ? created.id : 0;
    expect(await getBanner(database.db, operator, NL, id)).toMatchObject({ active: false, publishAt: publish.at, unpublishAt: null });
    // Before its time: nothing.
    expect((await flipDue(database.db, SCHEDULED_BANNERS, new Date(publish.at.getTime() - 1000))).map((row) => row.id)).not.toContain(id);
    // At its time, two passes at once (two processes): one flips it.
    const passes = await Promise.all([publishDueContent({ db: database.db, now: publish.at }), publishDueContent({ db: database.db, now: publish.at })]);
    const flips = passes.flatMap((pass) => pass.banners!).filter((row) => row.id === id);
    expect(flips).toEqual([{ id, platformId: NL, active: true }]);
    expect(await getBanner(database.db, operator, NL, id)).toMatchObject({ active: true, publishAt: null });
    const audit = await auditOf('banner', id);
    expect(audit.filter((row) => row.action === 'banner-switched')).toEqual([
      expect.objectContaining({ actorUserId: null, detail: { entity: 'banner', id, platformId: NL, active: true, scheduled: true } }),
    ]);
    // A later pass finds nothing more to do.
    expect((await publishDueContent({ db: database.db, now: new Date(publish.at.getTime() + MINUTE) })).banners!.map((row) => row.id)).not.toContain(id);
  });

  it('drops the cached pages an operator’s switch drops, and no other; setting a time drops none', async () => {
    const [banner] = await database.db
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.platformId, NL), eq(banners.active, true)))
      .limit(1);
    const id = banner!.id;
    const stored = await getBanner(database.db, operator, NL, id);
    const unpublish = ahead(5);
    // Setting the time on a banner the site shows changes nothing a page shows: no notification, no page dropped.
    const fields = { title: stored.title, buttonTitle: stored.buttonTitle, link: stored.link, linkTarget: stored.linkTarget, ctaType: stored.ctaType };
    let saved: unknown;
    const bySave = await heardBy(async () => {
      saved = await updateBanner(database.db, operator, NL, id, bannerForm({ ...fields, active: 'on', unpublishAt: unpublish.local }), { kind: 'keep' });
    });
    expect(saved).toEqual({ ok: true });
    expect(bySave).toEqual([]);
    // The operator's switch (off and on again) names the pages that show banners.
    const bySwitch = await heardBy(() => setBannerActive(database.db, operator, NL, id, false));
    expect((await heardBy(() => setBannerActive(database.db, operator, NL, id, true))).sort()).toEqual(bySwitch.sort());
    expect(bySwitch.sort()).toEqual([`p${NL}:events`, `p${NL}:listing`]);
    // The pass at the time names the same, and the cache drops those pages and keeps the others.
    await cachePage('home', [`p${NL}:all`, `p${NL}:listing`]);
    await cachePage('agenda', [`p${NL}:all`, `p${NL}:events`]);
    await cachePage('blog', [`p${NL}:all`, `blogs:${NL}`]);
    await cachePage('other-brand', ['p2:all', 'p2:listing']);
    const byPass = await heardBy(() => flipDue(database.db, SCHEDULED_BANNERS, unpublish.at));
    expect(byPass.sort()).toEqual(bySwitch.sort());
    expect([store.peek('home'), store.peek('agenda')]).toEqual([undefined, undefined]);
    expect(store.peek('blog')).toBeDefined();
    expect(store.peek('other-brand')).toBeDefined();
    expect(await getBanner(database.db, operator, NL, id)).toMatchObject({ active: false, unpublishAt: null });
    await setBannerActive(database.db, operator, NL, id, true);
  });

  it('publishes an SEO page at its time: the sitemap lists it from then, the landing pages are dropped', async () => {
    const publish = ahead(4);
    const input = SeoPageFormSchema.parse({ slug: 'kerstuitje', title: 'Kerstuitjes', publishAt: publish.local });
    const created = await createSeoPage(database.db, operator, NL, input);
    const id = created.ok ? created.id : 0;
    expect(await getSeoPageForAdmin(database.db, operator, NL, id)).toMatchObject({ active: false, publishAt: publish.at });
    const sitemap = async () => (await request('nl.localhost', '/sitemaps/seo-pages-1.xml')).text();
    expect(await sitemap()).not.toContain('/kerstuitje<');
    const tags = await heardBy(() => publishDueContent({ db: database.db, now: publish.at }));
    expect(tags).toEqual([`p${NL}:listing`]);
    expect(await sitemap()).toContain('/kerstuitje<');
    expect(await getSeoPageForAdmin(database.db, operator, NL, id)).toMatchObject({ active: true, publishAt: null });
    expect((await auditOf('seo-page', id)).map((row) => [row.action, row.actorUserId])).toContainEqual(['seo-page-switched', null]);
  });

  it('takes a blog article back at its time, and the blog pages of its list are dropped', async () => {
    const unpublish = ahead(6);
    const input = BlogFormSchema.parse({
      title: 'Kerst in de sneeuw',
      content: '<p>Tekst</p>',
      publishedAt: '2026-11-20',
      state: 'published',
      unpublishAt: unpublish.local,
    });
    const created = await createBlog(database.db, operator, NL, input, { kind: 'keep' });
    const id = created.ok ? created.id : 0;
    expect(await getBlogForAdmin(database.db, operator, NL, id)).toMatchObject({ active: true, unpublishAt: unpublish.at });
    const tags = await heardBy(() => publishDueContent({ db: database.db, now: unpublish.at }));
    expect(tags).toEqual([`blogs:${NL}`]);
    expect(await getBlogForAdmin(database.db, operator, NL, id)).toMatchObject({ active: false, unpublishAt: null });
    expect((await auditOf('blog', id)).map((row) => [row.action, row.actorUserId, (row.detail as { active: boolean }).active])).toContainEqual([
      'blog-switched',
      null,
      false,
    ]);
  });

  it('leaves an item off when both its times passed before a pass (the worker was down)', async () => {
    const publish = ahead(3);
    const unpublish = ahead(8);
    const created = await createBanner(database.db, operator, NL, bannerForm({ publishAt: publish.local, unpublishAt: unpublish.local }), { kind: 'keep' });
    const id = created.ok ? created.id : 0;
    await publishDueContent({ db: database.db, now: new Date(unpublish.at.getTime() + MINUTE) });
    expect(await getBanner(database.db, operator, NL, id)).toMatchObject({ active: false, publishAt: null, unpublishAt: null });
  });

  it('refuses a time that has passed, naming the field, and a time for a banner of another platform is not found', async () => {
    expect(await createBanner(database.db, operator, NL, bannerForm({ publishAt: '2020-01-01T10:00' }), { kind: 'keep' })).toEqual({
      ok: false,
      error: 'schedule-past',
      field: 'publishAt',
    });
    const [other] = await database.db
      .select({ id: banners.id })
      .from(banners)
      .where(inArray(banners.platformId, [2]))
      .limit(1);
    await expect(updateBanner(database.db, operator, NL, other!.id, bannerForm({ publishAt: ahead(5).local }), { kind: 'keep' })).rejects.toThrow(/banner/);
  });
});

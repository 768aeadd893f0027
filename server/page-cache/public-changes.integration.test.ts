import { eq, sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { type ViteDevServer, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { type ActivityContentInput, ActivityContentSchema } from '../../app/features/activities/activity-editing.schemas.ts';
import {
  createActivity,
  getActivityForEditing,
  saveActivity,
  setActivityOnline,
  submitActivity,
} from '../../app/features/activities/activity-editing.server.ts';
import { approveActivity, rejectActivity } from '../../app/features/activities/activity-review.server.ts';
import { organisationSlug } from '../../app/features/journey/organisation-slug.ts';
import { StatisticsBuffer } from '../../app/features/statistics/statistics.server.ts';
import type { Actor } from '../../app/portal/actor.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import { activities, userOrganisations, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { createLogger } from '../logger.ts';
import { createMetrics } from '../metrics.ts';
import { dropChangedPages, listenForChanges } from './invalidation-listener.ts';
import { createPageCache, pageCacheKey } from './page-cache.ts';
import { MemoryPageCacheStore } from './page-cache-store.ts';

/**
 * Which cached pages a change drops (docs/decisions/004-page-cache.md, "Which changes notify";
 * drizzle/0019): the real pages of the four brands, rendered by the app (React Router's server build from
 * source, through Vite) into a page cache that drops pages on the database's notifications, as main.ts
 * wires it. A provider's drafts and edit copies, review decisions on a copy and updates that change
 * nothing on a public page drop no page at all; a public change drops its own pages, and the listings
 * only when they show it.
 */

const PORTAL = 'http://admin.localhost:3000';
const HOSTS = ['nl.localhost', 'de.localhost', 'kids.localhost', 'be.localhost'];
const LISTINGS = ['/', '/uitjes', '/overzicht'];

let database: DatabaseHandle;
let vite: ViteDevServer;
let stopListening: () => Promise<void>;
let store: MemoryPageCacheStore;
let request: (host: string, path: string) => Promise<Response>;
let platformOf: (host: string) => number;
const heard: string[][] = [];

let provider: Actor;
let admin: Actor;
/** A public activity of the provider's organisation, its platform's host and its organisation's page. */
let subject: { id: number; slug: string; title: string; host: string; organisationPage: string; organisationId: number };
/** Another public activity of the same platform, of another organisation. */
let bystander: { slug: string; organisationPage: string };

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

const isPublic = sql.raw(`a.approved AND a.status AND NOT a.is_edit_copy AND (a.approval_status IS NULL OR a.approval_status = 'APPROVED')`);

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  const log = createLogger('silent');
  const metrics = createMetrics(database.db);
  store = new MemoryPageCacheStore();
  const pageCache = createPageCache({ store, log, metrics, maxAgeSeconds: 600, staleSeconds: 600, blogPlatformOf: (id) => (id === 4 ? 1 : id) });
  const app = await createTestApp(database, {}, { build, pageCache, metrics });
  request = async (host, path) => app.request(host, path);
  platformOf = (host) => app.platforms.byHost(host).id;
  const drop = dropChangedPages(pageCache, log);
  stopListening = await listenForChanges(database, log, (tags) => {
    heard.push(tags);
    drop(tags);
  });

  const db = database.db;
  const [providerUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const [adminUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const links = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, providerUser!.id));
  provider = actor(
    providerUser!.id,
    'USER',
    links.map((link) => link.id),
  );
  admin = actor(adminUser!.id, 'ADMIN', []);
  const [own] = await queryRows<{ id: number; slug: string; title: string; platformId: number; organisationId: number; organisationName: string }>(
    db,
    sql`SELECT a.id, a.slug, a.title, a.platform_id AS "platformId", o.id AS "organisationId", o.name AS "organisationName"
        FROM activities a JOIN organisations o ON o.id = a.organisation_id
        WHERE ${isPublic} AND a.child_id IS NULL AND a.organisation_id IN (${sql.join(provider.organisationIds, sql`, `)})
        ORDER BY a.id LIMIT 1`,
  );
  const host = HOSTS.find((candidate) => platformOf(candidate) === own!.platformId)!;
  subject = {
    id: own!.id,
    slug: own!.slug,
    title: own!.title,
    host,
    organisationId: own!.organisationId,
    organisationPage: `/overzicht/${organisationSlug({ id: own!.organisationId, name: own!.organisationName })}`,
  };
  const [other] = await queryRows<{ slug: string; organisationId: number; organisationName: string }>(
    db,
    sql`SELECT a.slug, o.id AS "organisationId", o.name AS "organisationName"
        FROM activities a JOIN organisations o ON o.id = a.organisation_id
        WHERE ${isPublic} AND a.platform_id = ${own!.platformId} AND a.organisation_id <> ${own!.organisationId}
        ORDER BY a.id LIMIT 1`,
  );
  bystander = { slug: other!.slug, organisationPage: `/overzicht/${organisationSlug({ id: other!.organisationId, name: other!.organisationName })}` };
}, 120_000);

afterAll(async () => {
  await stopListening?.();
  await vite?.close();
  await database?.close();
});

/** Every page the test keeps cached: the listings of all four brands, and two activities with their organisations. */
function pages(): string[] {
  const detail = [`/uitjes/${subject.slug}`, subject.organisationPage, `/uitjes/${bystander.slug}`, bystander.organisationPage];
  return HOSTS.flatMap((host) => [...LISTINGS, ...(host === subject.host ? detail : [])].map((path) => `${host}${path}`));
}

const keyOf = (page: string) => {
  const host = page.slice(0, page.indexOf('/'));
  return pageCacheKey(platformOf(host), new URL(`http://${page}`));
};

/** Renders every page not in the cache and waits until the cache holds it. */
async function warm() {
  for (const page of pages()) {
    if (store.peek(keyOf(page))) continue;
    const host = page.slice(0, page.indexOf('/'));
    const response = await request(host, page.slice(host.length));
    expect(response.status, page).toBe(200);
    await response.text();
    await expect.poll(() => Boolean(store.peek(keyOf(page))), { timeout: 5000 }).toBe(true);
  }
}

/**
 * The pages a change dropped. A notification of our own after it marks the end: PostgreSQL delivers
 * notifications in commit order, so once it arrived every notification of the change has.
 */
async function droppedBy(change: () => Promise<unknown>): Promise<string[]> {
  await warm();
  heard.length = 0;
  await change();
  const marker = JSON.stringify({ table: 'blogs', bulk: false, items: [{ platformId: 999 }] });
  await database.db.execute(sql`SELECT pg_notify('page_cache_invalidate', ${marker})`);
  await expect.poll(() => heard.some((tags) => tags.includes('blogs:999')), { timeout: 5000 }).toBe(true);
  return pages().filter((page) => !store.peek(keyOf(page)));
}

const on = (...paths: string[]) => paths.map((path) => `${subject.host}${path}`);

const content = (overrides: Partial<ActivityContentInput> = {}): ActivityContentInput => ({
  title: 'Kanoën op de Linge',
  description: '<p>Een mooie tocht.</p>',
  personsMin: 4,
  personsMax: 40,
  ...overrides,
});

/** The content the provider's editor holds for an activity, as it would post it back. */
async function editorContent(id: number): Promise<{ version: number; input: ActivityContentInput }> {
  const editing = await getActivityForEditing(database.db, provider, id);
  // The editor asks for an alt text of every image; some demo images have none.
  const media = editing.content.media.map((item) => (item.type === 'IMAGE' ? { ...item, alt: item.alt || 'Foto' } : item));
  return { version: editing.version, input: { ...editing.content, media } };
}

describe('changes the public does not see drop no cached page on any brand', () => {
  it("a provider's new draft, and saving it with a new title", async () => {
    let id = 0;
    expect(
      await droppedBy(async () => {
        const created = await createActivity(database.db, provider, subject.organisationId, ActivityContentSchema.parse(content()));
        if (!created.ok) throw new Error(created.error);
        id = created.id;
      }),
    ).toEqual([]);
    expect(
      await droppedBy(async () => {
        const saved = await saveActivity(database.db, provider, id, 1, ActivityContentSchema.parse(content({ title: 'Kanoën op de Linge en de Waal' })));
        expect(saved.ok).toBe(true);
      }),
    ).toEqual([]);
  });

  it('saving an edit copy of a public activity, and saving it again', async () => {
    const first = await editorContent(subject.id);
    expect(
      await droppedBy(async () => {
        const saved = await saveActivity(
          database.db,
          provider,
          subject.id,
          first.version,
          ActivityContentSchema.parse({ ...first.input, description: '<p>Nieuwe tekst</p>' }),
        );
        expect(saved.ok).toBe(true);
      }),
    ).toEqual([]);
    const again = await editorContent(subject.id);
    expect(
      await droppedBy(async () => {
        const saved = await saveActivity(
          database.db,
          provider,
          subject.id,
          again.version,
          ActivityContentSchema.parse({ ...again.input, title: `${subject.title} (nieuw)` }),
        );
        expect(saved.ok).toBe(true);
      }),
    ).toEqual([]);
  });

  it('sending the edit copy for review and rejecting it with a comment', async () => {
    expect(await droppedBy(() => submitActivity(database.db, provider, subject.id))).toEqual([]);
    expect(await droppedBy(() => rejectActivity(database.db, admin, subject.id, 'De titel is te lang.', PORTAL))).toEqual([]);
  });

  it('an update of a public activity that changes nothing, or only what no page shows', async () => {
    const row = eq(activities.id, subject.id);
    expect(await droppedBy(() => database.db.execute(sql`UPDATE activities SET title = title WHERE id = ${subject.id}`))).toEqual([]);
    expect(
      await droppedBy(() =>
        database.db
          .update(activities)
          .set({ serviceMail: 'offertes@example.org', version: sql`${activities.version} + 1`, updatedAt: new Date(), lastEditedById: provider.userId })
          .where(row),
      ),
    ).toEqual([]);
    // Its filters written again as they are (the editor rewrites its links on every save).
    expect(await droppedBy(() => database.db.execute(sql`UPDATE activity_filters SET filter_id = filter_id WHERE activity_id = ${subject.id}`))).toEqual([]);
  });

  it("the activity's statistics: a view, a click, a quote request counted", async () => {
    expect(
      await droppedBy(async () => {
        const counters = new StatisticsBuffer(database.db, { flushMs: 1000 });
        counters.count(subject.id, 'view');
        counters.count(subject.id, 'phone');
        expect(await counters.flush()).toBe(1);
      }),
    ).toEqual([]);
  });
});

describe('a change of a public activity', () => {
  it('of what only its detail page shows drops its page and its organisation page, not the listings', async () => {
    expect(
      await droppedBy(() =>
        database.db.update(activities).set({ contactPhone: '020 765 4321', website: 'https://example.org/kano' }).where(eq(activities.id, subject.id)),
      ),
    ).toEqual(on(`/uitjes/${subject.slug}`, subject.organisationPage));
  });

  it('of what the cards show (title, description) drops the listings of its brand too', async () => {
    const own = on(...LISTINGS, `/uitjes/${subject.slug}`, subject.organisationPage);
    expect(
      await droppedBy(() =>
        database.db
          .update(activities)
          .set({ title: `${subject.title}!` })
          .where(eq(activities.id, subject.id)),
      ),
    ).toEqual(own);
    expect(await droppedBy(() => database.db.update(activities).set({ description: '<p>Anders.</p>' }).where(eq(activities.id, subject.id)))).toEqual(own);
    await database.db.update(activities).set({ title: subject.title }).where(eq(activities.id, subject.id));
  });

  it('approving its edit copy (the reviewer) drops its page, its organisation page and the listings of its brand', async () => {
    const current = await editorContent(subject.id);
    const saved = await saveActivity(
      database.db,
      provider,
      subject.id,
      current.version,
      ActivityContentSchema.parse({ ...current.input, title: `${subject.title} vernieuwd` }),
    );
    expect(saved.ok).toBe(true);
    await submitActivity(database.db, provider, subject.id);
    let approved: Awaited<ReturnType<typeof approveActivity>> | undefined;
    const dropped = await droppedBy(async () => {
      approved = await approveActivity(database.db, admin, subject.id, PORTAL);
    });
    expect(approved).toMatchObject({ ok: true, redirectedFrom: subject.slug });
    expect(dropped).toEqual(on(...LISTINGS, `/uitjes/${subject.slug}`, subject.organisationPage));
    // The new slug's page was dropped too (it was never cached here): the notification named both.
    const newSlug = approved!.ok ? approved!.slug : '';
    expect(heard.flat()).toContain(`p${platformOf(subject.host)}:activity:${newSlug}`);
    subject.slug = newSlug;
  });

  it('switching it off (the provider) drops its pages and the listings of its brand', async () => {
    expect(await droppedBy(() => setActivityOnline(database.db, provider, subject.id, false))).toEqual(
      on(...LISTINGS, `/uitjes/${subject.slug}`, subject.organisationPage),
    );
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { queryRows } from '../../db/client.server.ts';
import { platforms } from '../../db/schema/index.ts';
import { routeContext } from '../../tests/support/route-context.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import type { PlatformRow } from '../request-context.server.ts';
import { listOrganisationActivities } from '../features/activities/activities.server.ts';
import { listOrganisationEvents } from '../features/events/events.server.ts';
import { organisationHasEvents } from '../features/journey/journey.server.ts';
import { loader } from './activity-detail.tsx';

// The detail page's loader (screens.md 2) finds a public activity by its slug on the request's platform,
// sends an old slug on to the current one and answers 404 for anything else.

let database: DatabaseHandle;
let nl: PlatformRow;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  nl = (await database.db.select().from(platforms).where(eq(platforms.id, 1)))[0]!;
});
afterAll(async () => {
  await database?.close();
});

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** The loader's answer for /uitjes/<slug> on nl: its data, or the status (and Location) of what it threw. */
async function detail(slug: string): Promise<{ data: LoaderData } | { status: number; location: string | null }> {
  const context = routeContext(database.db, nl);
  const request = new Request(`http://nl.localhost/uitjes/${encodeURIComponent(slug)}`);
  try {
    return { data: await loader({ request, context, params: { slug } } as unknown as Parameters<typeof loader>[0]) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    const init = (thrown as { init?: ResponseInit | null }).init;
    if (init?.status) return { status: init.status, location: null };
    throw thrown;
  }
}

const isPublic = sql.raw(`a.approved AND a.status AND NOT a.is_edit_copy AND (a.approval_status IS NULL OR a.approval_status = 'APPROVED')`);

describe('the activity detail by slug', () => {
  it('shows the public activity of the current slug, never its edit copy of the same slug', async () => {
    const [pair] = await queryRows<{ id: number; slug: string; title: string }>(
      database.db,
      sql`SELECT a.id, a.slug, a.title FROM activities a JOIN activities c ON c.slug = a.slug AND c.platform_id = a.platform_id AND c.is_edit_copy
          WHERE a.platform_id = 1 AND ${isPublic} ORDER BY a.id LIMIT 1`,
    );
    expect(pair).toBeDefined();
    const answer = await detail(pair!.slug);
    expect('data' in answer && answer.data.activity).toMatchObject({ id: pair!.id, slug: pair!.slug, title: pair!.title });
  });

  it('sends an old slug on to the current one (301)', async () => {
    const [moved] = await queryRows<{ oldSlug: string; slug: string }>(
      database.db,
      sql`SELECT r.old_slug AS "oldSlug", a.slug FROM redirects r JOIN activities a ON a.id = r.activity_id
          WHERE a.platform_id = 1 AND ${isPublic} AND r.old_slug <> a.slug ORDER BY r.id LIMIT 1`,
    );
    expect(moved).toBeDefined();
    expect(await detail(moved!.oldSlug)).toEqual({ status: 301, location: `/uitjes/${encodeURIComponent(moved!.slug)}` });
  });

  it('answers 404 for a variant of a slug, an activity of another platform and one that is not public', async () => {
    const [current] = await queryRows<{ slug: string }>(
      database.db,
      sql`SELECT a.slug FROM activities a WHERE a.platform_id = 1 AND ${isPublic} ORDER BY a.id LIMIT 1`,
    );
    const [elsewhere] = await queryRows<{ slug: string }>(
      database.db,
      sql`SELECT a.slug FROM activities a WHERE a.platform_id = 3 AND ${isPublic}
          AND NOT EXISTS (SELECT 1 FROM activities b WHERE b.platform_id = 1 AND b.slug = a.slug)
          AND NOT EXISTS (SELECT 1 FROM redirects r WHERE r.old_slug = a.slug) ORDER BY a.id LIMIT 1`,
    );
    const [hidden] = await queryRows<{ slug: string }>(
      database.db,
      sql`SELECT a.slug FROM activities a WHERE a.platform_id = 1 AND NOT a.approved
          AND NOT EXISTS (SELECT 1 FROM activities b WHERE b.platform_id = 1 AND b.slug = a.slug AND b.id <> a.id)
          AND NOT EXISTS (SELECT 1 FROM redirects r WHERE r.old_slug = a.slug) ORDER BY a.id LIMIT 1`,
    );
    for (const slug of [current!.slug.toUpperCase(), `${current!.slug}-x`, ` ${current!.slug}`, elsewhere!.slug, hidden!.slug]) {
      expect(await detail(slug), slug).toEqual({ status: 404, location: null });
    }
  });
});

describe("the organisation's other activities and events, read by the activity's slug beside the activity", () => {
  it("lists the organisation's other public activities, without the page's own or its edit copy", async () => {
    // An activity with an edit copy of the same slug: the slug names the public row only.
    const [pair] = await queryRows<{ id: number; slug: string; organisationId: number }>(
      database.db,
      sql`SELECT a.id, a.slug, a.organisation_id AS "organisationId" FROM activities a
          JOIN activities c ON c.slug = a.slug AND c.platform_id = a.platform_id AND c.is_edit_copy
          WHERE a.platform_id = 1 AND ${isPublic} AND a.organisation_id IS NOT NULL ORDER BY a.id LIMIT 1`,
    );
    expect(pair).toBeDefined();
    const expected = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT a.id FROM activities a WHERE a.platform_id = 1 AND ${isPublic} AND a.organisation_id = ${pair!.organisationId} AND a.id <> ${pair!.id}
          ORDER BY lower(a.title), a.id`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const answer = await detail(pair!.slug);
    expect('data' in answer && answer.data.others.map((other) => other.id)).toEqual(expected.map((row) => row.id));
    const bySlug = await listOrganisationActivities(database.db, 1, { ofActivitySlug: pair!.slug }, { page: 1, limit: 100, excludeActivitySlug: pair!.slug });
    const byId = await listOrganisationActivities(database.db, 1, pair!.organisationId, { page: 1, limit: 100, excludeActivityId: pair!.id });
    expect(bySlug).toEqual(byId);
  });

  it("reads an organisation's events by its activity's slug as by its id; a slug that is no public activity has none", async () => {
    const [withEvents] = await queryRows<{ slug: string; organisationId: number }>(
      database.db,
      sql`SELECT a.slug, a.organisation_id AS "organisationId" FROM activities a
          WHERE a.platform_id = 3 AND ${isPublic} AND EXISTS (
            SELECT 1 FROM events e WHERE e.platform_id = 3 AND e.active AND e.organisation_id = a.organisation_id AND coalesce(e.end_date, e.start_date) >= now())
          ORDER BY a.id LIMIT 1`,
    );
    expect(withEvents).toBeDefined();
    const paging = { page: 1, limit: 5 };
    const bySlug = await listOrganisationEvents(database.db, 3, { ofActivitySlug: withEvents!.slug }, paging);
    expect(bySlug.events.length).toBeGreaterThan(0);
    expect(bySlug).toEqual(await listOrganisationEvents(database.db, 3, withEvents!.organisationId, paging));
    expect(await organisationHasEvents(database.db, 3, { ofActivitySlug: withEvents!.slug })).toBe(true);
    // The same slug on another platform, an unknown slug: no organisation, so nothing.
    for (const [platformId, slug] of [
      [1, withEvents!.slug],
      [3, 'bestaat-niet'],
    ] as const) {
      expect((await listOrganisationEvents(database.db, platformId, { ofActivitySlug: slug }, paging)).events).toEqual([]);
      expect(await organisationHasEvents(database.db, platformId, { ofActivitySlug: slug })).toBe(false);
      expect((await listOrganisationActivities(database.db, platformId, { ofActivitySlug: slug }, { page: 1, limit: 100 })).activities).toEqual([]);
    }
  });
});

describe('the response badge (docs/decisions/115)', () => {
  it("carries the organisation's usual response time once it has 5 leads in the window, and none before", async () => {
    const [activity] = await queryRows<{ id: number; slug: string; organisation_id: number }>(
      database.db,
      sql`SELECT a.id, a.slug, a.organisation_id FROM activities a WHERE a.platform_id = 1 AND ${isPublic} AND a.organisation_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM user_organisations uo WHERE uo.organisation_id = a.organisation_id) ORDER BY a.id LIMIT 1`,
    );
    const badge = async () => {
      const answer = await detail(activity!.slug);
      return 'data' in answer ? answer.data.responseTime : 'not found';
    };
    expect(await badge()).toBeNull();
    // Four leads of two and three days ago, answered within the hour (an evening's one the next morning at the latest).
    const add = (count: number) =>
      database.db.execute(sql`INSERT INTO quote_requests (activity_id, name, email, phone, created_at, answered_at, lead_status)
        SELECT ${activity!.id}, 'Badge ' || g, 'badge@example.org', '0', now() - make_interval(days => 2 + g % 2), now() - make_interval(days => 2 + g % 2) + interval '20 minutes', 'ANSWERED'
        FROM generate_series(1, ${count}) g`);
    await add(4);
    expect(await badge()).toBeNull();
    await add(1);
    const shown = await badge();
    expect(shown).toMatchObject({ unit: expect.stringMatching(/^(hours|days)$/) });
    expect((shown as { count: number }).count).toBeGreaterThanOrEqual(1);
  });
});

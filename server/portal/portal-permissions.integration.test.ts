import { eq, sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { hashPassword } from '../../app/features/accounts/passwords.server.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import { activities, banners, blogs, events, organisations, quoteRequests, roles, seoPages, userOrganisations, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';

// The portal's permission matrix over HTTP (decision 104): anonymous, a USER of organisation A (the demo
// provider), a USER of organisation B, and an ADMIN, on every portal page that shows or changes
// something of an organisation, on the operators' pages, and on the portal API. A foreign id answers
// exactly like a missing one (404) and changes nothing.

const PORTAL = 'admin.localhost';
const ORIGIN = `http://${PORTAL}`;
type Who = 'anonymous' | 'userA' | 'userB' | 'admin';

let database: DatabaseHandle;
let vite: ViteDevServer | undefined;
let app: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<Who, string> = { anonymous: '', userA: '', userB: '', admin: '' };
let csrf = '';
let ids: { activity: number; organisation: number; lead: number; event: number; userB: number; seoPage: number; blog: number; banner: number };

async function signIn(email: string): Promise<string> {
  const response = await app.request(PORTAL, '/api/portal/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: DEMO_ACCOUNT_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.includes('uitjes_session='));
  return cookie!.split(';')[0]!;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // The real pages: React Router's server build from source, through Vite (as tests/brands does).
  vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  app = await createTestApp(database, {}, { build });
  const db = database.db;
  const [provider] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const own = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, provider!.id));
  const ownIds = own.map((o) => o.id);
  const [organisation] = await db
    .select({ id: organisations.id, platformId: organisations.platformId })
    .from(organisations)
    .where(eq(organisations.id, ownIds[0]!));
  const [activity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(sql`${activities.organisationId} = ${organisation!.id} AND NOT ${activities.isEditCopy}`)
    .limit(1);
  const [lead] = await db
    .insert(quoteRequests)
    .values({ activityId: activity!.id, name: 'Vera Visser', email: 'vera@example.org', phone: '0612345678' })
    .returning({ id: quoteRequests.id });
  const [event] = await db
    .insert(events)
    .values({
      title: 'Open dag',
      startDate: new Date(Date.now() + 86_400_000 * 10),
      organisationId: organisation!.id,
      platformId: organisation!.platformId,
      active: true,
    })
    .returning({ id: events.id });
  // Operator content with a history page (docs/decisions/119): a seeded SEO page and blog of platform 1, a banner of platform 3.
  const [seoPage] = await db.select({ id: seoPages.id }).from(seoPages).where(eq(seoPages.platformId, 1)).limit(1);
  const [blog] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.platformId, 1)).limit(1);
  const [banner] = await db.select({ id: banners.id }).from(banners).where(eq(banners.platformId, 3)).limit(1);
  ids = {
    activity: activity!.id,
    organisation: organisation!.id,
    lead: lead!.id,
    event: event!.id,
    userB: 0,
    seoPage: seoPage!.id,
    blog: blog!.id,
    banner: banner!.id,
  };

  // Organisation B and its user.
  const [foreign] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(sql`${organisations.id} NOT IN (${sql.join(ownIds, sql`, `)})`)
    .limit(1);
  const [userRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'USER'));
  const [userB] = await db
    .insert(users)
    .values({ email: 'b@uitjes.example', roleId: userRole!.id, password: await hashPassword(DEMO_ACCOUNT_PASSWORD), emailVerifiedAt: new Date(), locale: 'nl' })
    .returning({ id: users.id });
  await db.insert(userOrganisations).values({ userId: userB!.id, organisationId: foreign!.id });
  ids.userB = userB!.id;

  cookies.userA = await signIn(DEMO_PROVIDER_EMAIL);
  cookies.userB = await signIn('b@uitjes.example');
  cookies.admin = await signIn(DEMO_ADMIN_EMAIL);
  const page = await app.request(PORTAL, '/portaal/inloggen');
  csrf = page.headers
    .getSetCookie()
    .find((c) => c.includes('uitjes_csrf='))!
    .split(';')[0]!
    .split('=')[1]!;
}, 180_000);
afterAll(async () => {
  await vite?.close();
  await database?.close();
});

const get = (who: Who, path: string) => app.request(PORTAL, path, { headers: cookies[who] ? { cookie: cookies[who] } : {}, redirect: 'manual' });
const post = (who: Who, path: string, form: Record<string, string>) =>
  app.request(PORTAL, path, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie: [cookies[who], `uitjes_csrf=${csrf}`].filter(Boolean).join('; ') },
    body: new URLSearchParams({ csrf, ...form }).toString(),
  });

/** What each kind of actor gets: 200, 403, 404, or 'sign-in' (a redirect to the sign-in page). */
type Expect = 200 | 403 | 404 | 'sign-in';
async function outcome(response: Response): Promise<Expect | number> {
  if (response.status === 302 || response.status === 303)
    return (response.headers.get('location') ?? '').startsWith('/portaal/inloggen') ? 'sign-in' : response.status;
  return response.status;
}

describe('the portal’s permission matrix', () => {
  const ownPages = () => [
    `/portaal/activiteiten/${ids.activity}`,
    `/portaal/activiteiten/${ids.activity}/versies`,
    `/portaal/organisaties/${ids.organisation}`,
    `/portaal/aanvragen/${ids.lead}`,
    `/portaal/evenementen/${ids.event}`,
    `/portaal/statistieken?activiteit=${ids.activity}`,
    `/portaal/statistieken/export.csv?activiteit=${ids.activity}`,
    `/portaal/aanvragen?activiteit=${ids.activity}`,
    `/portaal/aanvragen/export.csv?activiteit=${ids.activity}`,
  ];
  const anyUserPages = [
    '/portaal',
    '/portaal/aanvragen',
    '/portaal/aanvragen/export.csv',
    '/portaal/statistieken',
    '/portaal/evenementen',
    '/portaal/activiteiten/nieuw',
    '/portaal/account',
  ];
  const operatorPages = () => [
    '/portaal/beoordelen',
    `/portaal/beoordelen/activiteiten/${ids.activity}`,
    '/portaal/beoordelen/evenementen',
    '/portaal/beheer/gebruikers',
    '/portaal/beheer',
    '/portaal/beheer/organisaties?platform=3&sorteer=activities&richting=desc',
    '/portaal/beheer/activiteiten?platform=1&zoek=a&sorteer=organisation',
    `/portaal/beheer/gebruikers/${ids.userB}`,
    '/portaal/beheer/filters?platform=1',
    '/portaal/beheer/doorverwijzingen?platform=1',
    '/portaal/beheer/seo?platform=1',
    '/portaal/beheer/seo/nieuw?platform=1',
    `/portaal/beheer/seo/${ids.seoPage}/versies?platform=1`,
    `/portaal/beheer/blogs/${ids.blog}/versies?platform=1`,
    `/portaal/beheer/banners/${ids.banner}/versies?platform=3`,
    '/portaal/beheer/blogs?platform=1',
    '/portaal/beheer/blogs/nieuw?platform=1',
    '/portaal/beheer/banners?platform=3',
    '/portaal/beheer/banners/nieuw?platform=3',
    `/portaal/beheer/planning?platform=1&moment=${new Date().getUTCFullYear() + 1}-12-03T09:00`,
    '/portaal/beheer/aanmeldingen?platform=3',
    '/portaal/beheer/berichten?platform=1&zoek=a&sorteer=name',
    '/portaal/beheer/berichten/export.csv?platform=1',
    '/portaal/beheer/offerteaanvragen?platform=3',
    '/portaal/beheer/offerteaanvragen/export.csv',
    '/portaal/beheer/nieuwsbrief',
    '/portaal/beheer/nieuwsbrief/export.csv?platform=2',
    '/portaal/beheer/vergeten',
    '/portaal/beheer/mail?status=failed&sites=alle',
    '/portaal/beheer/logboek?onderdeel=person&van=2026-01-01',
  ];

  it('pages of organisation A: A and operators see them, B gets 404, anonymous is sent to sign in', async () => {
    const expected: Record<Who, Expect> = { anonymous: 'sign-in', userA: 200, userB: 404, admin: 200 };
    for (const path of ownPages()) {
      for (const who of Object.keys(expected) as Who[]) {
        expect([path, who, await outcome(await get(who, path))]).toEqual([path, who, expected[who]]);
      }
    }
  });

  it('a missing id answers like a foreign one', async () => {
    for (const path of [
      '/portaal/activiteiten/2000000000',
      '/portaal/activiteiten/2000000000/versies',
      '/portaal/organisaties/2000000000',
      '/portaal/aanvragen/2000000000',
      '/portaal/evenementen/2000000000',
      '/portaal/aanvragen?activiteit=2000000000',
      '/portaal/aanvragen/export.csv?activiteit=2000000000',
    ]) {
      expect([path, await outcome(await get('userA', path))]).toEqual([path, 404]);
    }
  });

  it('every signed-in user has their own overview pages; anonymous is sent to sign in', async () => {
    for (const path of anyUserPages) {
      for (const who of ['userA', 'userB', 'admin'] as const) expect([path, who, await outcome(await get(who, path))]).toEqual([path, who, 200]);
      expect([path, await outcome(await get('anonymous', path))]).toEqual([path, 'sign-in']);
    }
  });

  it('the operators’ pages: 403 for every USER, 200 for an operator', async () => {
    const expected: Record<Who, Expect> = { anonymous: 'sign-in', userA: 403, userB: 403, admin: 200 };
    for (const path of operatorPages()) {
      for (const who of Object.keys(expected) as Who[]) {
        expect([path, who, await outcome(await get(who, path))]).toEqual([path, who, expected[who]]);
      }
    }
  });

  it('changes through the pages: B cannot change A’s activity or lead, a USER cannot decide a review', async () => {
    const activityPath = `/portaal/activiteiten/${ids.activity}`;
    expect(await outcome(await post('userB', activityPath, { intent: 'offline' }))).toBe(404);
    expect(await outcome(await post('anonymous', activityPath, { intent: 'offline' }))).toBe('sign-in');
    const [row] = await database.db.select({ status: activities.status }).from(activities).where(eq(activities.id, ids.activity));
    expect(row!.status).toBe(true);

    for (const fields of [
      { intent: 'move', to: 'ANSWERED' },
      { intent: 'answer', leadAnswer: 'Wij doen het goedkoper' },
      { intent: 'note', leadNote: 'niet van mij' },
    ] as Array<Record<string, string>>) {
      expect(await outcome(await post('userB', `/portaal/aanvragen/${ids.lead}`, fields))).toBe(404);
    }
    const [lead] = await database.db.select({ status: quoteRequests.leadStatus }).from(quoteRequests).where(eq(quoteRequests.id, ids.lead));
    expect(lead!.status).toBe('NEW');

    // A version history's restore: B gets 404 for A's activity, a USER 403 for operator content.
    expect(await outcome(await post('userB', `${activityPath}/versies`, { intent: 'restore', version: '1' }))).toBe(404);
    expect(await outcome(await post('userA', `/portaal/beheer/seo/${ids.seoPage}/versies?platform=1`, { intent: 'restore', version: '1' }))).toBe(403);
    expect(await outcome(await post('userA', `/portaal/beheer/banners/${ids.banner}/versies?platform=3`, { intent: 'restore', version: '1' }))).toBe(403);
    expect(await outcome(await post('userA', `/portaal/beoordelen/activiteiten/${ids.activity}`, { decision: 'approve' }))).toBe(403);
    // Notes pinned to fields are an operator's (docs/decisions/118); another's activity takes no answers.
    expect(await outcome(await post('userA', `/portaal/beoordelen/activiteiten/${ids.activity}`, { decision: 'reject', 'note.title': 'Zelf' }))).toBe(403);
    expect(await outcome(await post('userB', activityPath, { intent: 'save', version: '1', title: 'Niet van mij', 'answer.1': 'Van een ander' }))).toBe(404);
    expect(await outcome(await post('userA', `/portaal/beheer/gebruikers/${ids.userB}`, { intent: 'active', active: 'false' }))).toBe(403);
    const [stillActive] = await database.db.select({ active: users.active }).from(users).where(eq(users.id, ids.userB));
    expect(stillActive!.active).toBe(true);
    // Forgetting a person is an operator's act: a provider's post changes nothing.
    expect(await outcome(await post('userA', '/portaal/beheer/vergeten', { intent: 'forget', email: 'vera@example.org' }))).toBe(403);
    const [kept] = await database.db.select({ email: quoteRequests.email }).from(quoteRequests).where(eq(quoteRequests.id, ids.lead));
    expect(kept!.email).toBe('vera@example.org');
    // Bulk work is an operator's (docs/decisions/120): a provider's bulk post, even on their own activity,
    // changes nothing, and so does a post of an undo.
    for (const [path, action] of [
      ['/portaal/beoordelen', 'approve'],
      ['/portaal/beheer/activiteiten?platform=1', 'switch-off'],
    ] as const) {
      expect([path, await outcome(await post('userA', path, { intent: 'bulk', action, id: String(ids.activity) }))]).toEqual([path, 403]);
      expect([path, await outcome(await post('anonymous', path, { intent: 'bulk', action, id: String(ids.activity) }))]).toEqual([path, 'sign-in']);
      expect([path, await outcome(await post('userA', path, { intent: 'undo', bulkActionId: '1' }))]).toEqual([path, 403]);
    }
    const [stillOn] = await database.db.select({ status: activities.status }).from(activities).where(eq(activities.id, ids.activity));
    expect(stillOn!.status).toBe(true);
    // Another operator's (or a missing) bulk action cannot be undone: 404, as a foreign id.
    expect(await outcome(await post('admin', '/portaal/beoordelen', { intent: 'undo', bulkActionId: '2000000000' }))).toBe(404);
    // A's own change goes through: the switch acts at once.
    expect(await outcome(await post('userA', activityPath, { intent: 'offline' }))).toBe(200);
    expect(await outcome(await post('admin', activityPath, { intent: 'online' }))).toBe(200);
  });

  it('a schedule is an operator’s: a USER’s post of publish and unpublish times changes no banner, pop-up, SEO page or article', async () => {
    const times = { publishAt: `${new Date().getUTCFullYear() + 1}-12-03T09:00`, unpublishAt: '' };
    const fingerprint = async () =>
      (
        await queryRows<{ f: string }>(
          database.db,
          sql`SELECT concat((SELECT md5(string_agg(b::text, ',' ORDER BY id)) FROM banners b), (SELECT md5(string_agg(p::text, ',' ORDER BY id)) FROM popups p),
                            (SELECT md5(string_agg(s::text, ',' ORDER BY id)) FROM seo_pages s), (SELECT md5(string_agg(x::text, ',' ORDER BY id)) FROM blogs x)) AS f`,
        )
      )[0]!.f;
    const before = await fingerprint();
    const one = async (table: string) =>
      (await queryRows<{ id: number }>(database.db, sql.raw(`SELECT id FROM ${table} WHERE platform_id = 1 ORDER BY id LIMIT 1`)))[0]!.id;
    for (const path of [
      `/portaal/beheer/banners/${await one('banners')}?platform=1`,
      `/portaal/beheer/banners/pop-ups/${await one('popups')}?platform=1`,
      `/portaal/beheer/seo/${await one('seo_pages')}?platform=1`,
      `/portaal/beheer/blogs/${await one('blogs')}?platform=1`,
      '/portaal/beheer/banners/nieuw?platform=1',
    ]) {
      expect([path, await outcome(await post('userA', path, { intent: 'save', title: 'Overgenomen', ...times }))]).toEqual([path, 403]);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('the portal API: the signed-in user’s own calls; the admin API for operators only', async () => {
    for (const [who, status] of [
      ['anonymous', 401],
      ['userA', 200],
      ['userB', 200],
      ['admin', 200],
    ] as const) {
      expect([who, (await get(who, '/api/portal/me')).status]).toEqual([who, status]);
      expect([who, (await get(who, '/api/portal/sessions')).status]).toEqual([who, status]);
    }
  });
});

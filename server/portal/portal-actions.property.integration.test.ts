import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { hashPassword } from '../../app/features/accounts/passwords.server.ts';
import { unsubscribeToken } from '../../app/mail/notifications.server.ts';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';

/**
 * No portal action lets a signed-in provider reach past their own organisations (decision 103). A USER of
 * organisation A (the demo provider) sends every portal action (each route module under
 * app/routes/portal with an `action`, each of its forms and intents, and every write call of
 * /api/portal) with generated input: the ids of organisation B's and the operators' rows (activities,
 * events, leads, contact persons, media, organisations, sessions, users ...), ids past int4, negative
 * and non-numeric ids in the path and in the fields, and extra fields a mass assignment would use (role,
 * organisationId, platformId, approved, userId, isAdmin ...). Whatever is sent, the answer is never a
 * 5xx, and no row outside A's own changes: a fingerprint (md5 of each row) of every row that is not A's
 * is the same after every request. Seeded and bounded: the same run every time.
 *
 * The actions and their forms are found, not listed: the routes with an `action` come from React
 * Router's server build, each route's forms (field names, values, the submit buttons' intents) from its
 * page as rendered for A (or for an operator: the back office), its other intents and field names from
 * the module's source, the API's calls from its OpenAPI document. A new portal route with an action
 * fails the first test until it is given a page to read its forms from (PAGES below).
 *
 * - The public account forms (sign-in, sign-up, the links' pages) send a signed-in user away, so they
 *   are sent without A's session; everything else with it. Actions that end A's session (sign-out,
 *   ending a session, signing out everywhere) or change A's password or second factor stay in: A's
 *   account is put back and A signs in again.
 * - Not fingerprinted: what any request may add (mail_outbox, audit_log, image_uploads,
 *   idempotency_keys), the search tables derived from activities, and other users' failed_sign_ins and
 *   locked_until (anyone may try to sign in as them). New rows of a sign-up (a user, an organisation,
 *   their link) and new sessions are allowed; a change to the rows there were is not.
 * - Fast enough for every request: a statement trigger on every table of the test database notes which
 *   tables a request wrote to, and only the fingerprints that read one of them are computed again (all
 *   of them after each action's runs).
 */

const PORTAL = 'admin.localhost';
const ORIGIN = `http://${PORTAL}`;
const SEED = 51;
/**
 * Generated requests per action (route and form; about 80 of them): fewer for the operators' actions,
 * which refuse a USER before they read anything. PORTAL_ACTIONS_RUNS=n multiplies them for a longer run.
 */
const RUNS = { provider: 15, operator: 3 };
const RUNS_FACTOR = Number(process.env.PORTAL_ACTIONS_RUNS ?? 1);
/**
 * PORTAL_ACTIONS_STATS=1: the actions found, the answers per action, the time spent.
 * PORTAL_ACTIONS_TRACE=text: every request of the actions whose name holds it.
 */
const STATS = Boolean(process.env.PORTAL_ACTIONS_STATS);
const TRACE = process.env.PORTAL_ACTIONS_TRACE;
const runsOf = (route: string) => RUNS_FACTOR * (/^portaal\/(beheer|beoordelen)\b/.test(route) ? RUNS.operator : RUNS.provider);

let database: DatabaseHandle;
let vite: ViteDevServer | undefined;
let app: Awaited<ReturnType<typeof createTestApp>>;
let build: ServerBuild;

async function rows<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}
const one = async (query: string) => (await rows<{ id: number }>(sql.raw(query)))[0]!.id;
const ids = async (query: string) => (await rows<{ id: number }>(sql.raw(query))).map((row) => row.id);

// ---------------------------------------------------------------------------------------------------
// Who is who: A (the demo provider and its organisations), B (another organisation, with a user of
// its own), the operators.

interface World {
  userA: number;
  orgsA: number[];
  own: Record<IdKind, number>;
  orgB: number;
  userB: number;
  foreign: Record<string, number[]>;
  /** The highest ids at the start: rows above them are new. */
  last: { user: number; organisation: number };
}
type IdKind =
  | 'activity'
  | 'lead'
  | 'organisation'
  | 'event'
  | 'contactPerson'
  | 'filter'
  | 'filterGroup'
  | 'seoPage'
  | 'blog'
  | 'banner'
  | 'popup'
  | 'submission'
  | 'user'
  | 'session'
  | 'pendingActivity';
let world: World;

const cookies = { userA: '', admin: '', userB: '' };
let csrf = '';
let ip = 0;
/** The unsubscribe link's token of A's new-lead mails (the link's page is the form). */
let unsubscribeA = '';
const nextIp = () => {
  ip += 1;
  return `10.51.${(ip >> 8) & 255}.${ip & 255}`;
};

async function signIn(email: string): Promise<string | null> {
  const response = await app.request(PORTAL, '/api/portal/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ email, password: DEMO_ACCOUNT_PASSWORD }),
  });
  if (response.status !== 200) return null;
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('uitjes_session='))!
    .split(';')[0]!;
}

/**
 * A's session, again after an action that ended it (sign-out, end a session, sign out everywhere) or
 * changed A's password or second factor (the pool of values holds the demo password, so the account
 * forms get past their password check): A's account is put back as the seed had it and A signs in.
 */
let resignIns = 0;
const perAction: Record<string, Record<number, number>> = {};
const timing = { send: 0, ensure: 0, changes: 0, full: 0, statuses: {} as Record<number, number> };
async function ensureSignedInA(): Promise<void> {
  const me = await app.request(PORTAL, '/api/portal/me', { headers: { cookie: cookies.userA } });
  if (me.status === 200) return;
  resignIns += 1;
  let cookie = await signIn(DEMO_PROVIDER_EMAIL);
  if (!cookie) {
    await restoreAccountA();
    cookie = await signIn(DEMO_PROVIDER_EMAIL);
  }
  if (!cookie) throw new Error('A cannot sign in again');
  cookies.userA = cookie;
  world.own.session = await one(`SELECT max(id) AS id FROM user_sessions WHERE user_id = ${world.userA}`);
}
let passwordA = '';
async function restoreAccountA(): Promise<void> {
  await database.db.execute(
    sql`UPDATE users SET password = ${passwordA}, failed_sign_ins = 0, locked_until = NULL, totp_secret = NULL, totp_enabled_at = NULL WHERE id = ${world.userA}`,
  );
}
/** After an answer that may mean A's session ended: an account or session action, a sign-in page, a 401. */
const maySignOut = (action: Action, response: Response) =>
  action.api !== undefined ||
  ['portaal/account', 'portaal/uitloggen'].includes(action.route) ||
  response.status === 401 ||
  (response.headers.get('location') ?? '').startsWith('/portaal/inloggen');

// ---------------------------------------------------------------------------------------------------
// The fingerprint of every row that is not A's.

interface Table {
  name: string;
  /** The rows: `k` a stable key, `h` what must not change. */
  select: string;
  /** Only the rows there were at the start are compared (new rows are allowed: a sign-up, a new session). */
  fixed?: boolean;
}
let tables: Table[] = [];

function tablesOf(w: World): Table[] {
  const A = `ARRAY[${w.orgsA.join(',')}]::int[]`;
  const foreignActivities = `(SELECT id FROM activities WHERE organisation_id IS NULL OR NOT organisation_id = ANY(${A}))`;
  const foreignEvents = `(SELECT id FROM events WHERE organisation_id IS NULL OR NOT organisation_id = ANY(${A}))`;
  const row = (alias = 't') => `md5(to_jsonb(${alias})::text)`;
  const byId = (table: string, where = 'true') => `SELECT t.id::text AS k, ${row()} AS h FROM ${table} t WHERE ${where}`;
  // A link table's row is its own key (and shows in a report as it is).
  const link = (table: string, where = 'true') => `SELECT to_jsonb(t)::text AS k, '' AS h FROM ${table} t WHERE ${where}`;
  return [
    // New organisations (a sign-up's) are no one else's: the ones there were.
    { name: 'organisations', fixed: true, select: byId('organisations', `NOT t.id = ANY(${A})`) },
    { name: 'activities', select: byId('activities', `t.id IN ${foreignActivities}`) },
    ...['activity_filters', 'activity_cities', 'activity_provinces', 'activity_regions', 'activity_media'].map((name) => ({
      name,
      select: link(name, `t.activity_id IN ${foreignActivities}`),
    })),
    { name: 'redirects', select: byId('redirects', `t.activity_id IN ${foreignActivities}`) },
    { name: 'review_comments', select: byId('review_comments', `t.activity_id IN ${foreignActivities}`) },
    { name: 'review_requests', select: byId('review_requests', `t.activity_id IN ${foreignActivities}`) },
    { name: 'review_field_notes', select: byId('review_field_notes', `t.activity_id IN ${foreignActivities}`) },
    { name: 'quote_requests', select: byId('quote_requests', `t.activity_id IN ${foreignActivities}`) },
    { name: 'events', select: byId('events', `t.id IN ${foreignEvents}`) },
    { name: 'event_media', select: link('event_media', `t.event_id IN ${foreignEvents}`) },
    // A contact person is A's alone when every organisation it belongs to is one of A's.
    {
      name: 'contact_persons',
      select: byId(
        'contact_persons',
        `NOT (coalesce(t.organisation_id = ANY(${A}), true)
          AND (t.organisation_id IS NOT NULL OR EXISTS (SELECT 1 FROM contact_person_organisations l WHERE l.contact_person_id = t.id))
          AND NOT EXISTS (SELECT 1 FROM contact_person_organisations l WHERE l.contact_person_id = t.id AND NOT l.organisation_id = ANY(${A})))`,
      ),
    },
    { name: 'contact_person_organisations', select: link('contact_person_organisations', `NOT t.organisation_id = ANY(${A})`) },
    // Media: every row at the start but those only A's rows use or A uploaded; their links are above.
    {
      name: 'media',
      fixed: true,
      select: byId(
        'media',
        `t.id IN (SELECT media_id FROM activity_media WHERE activity_id IN ${foreignActivities}
            UNION SELECT media_id FROM event_media WHERE event_id IN ${foreignEvents}
            UNION SELECT image_id FROM events WHERE id IN ${foreignEvents}
            UNION SELECT image_id FROM banners UNION SELECT media_id FROM popups UNION SELECT image_id FROM blogs
            UNION SELECT image_id FROM filters UNION SELECT image_id FROM filter_groups UNION SELECT header_image_id FROM filter_groups)
         OR NOT (t.id IN (SELECT media_id FROM activity_media UNION SELECT media_id FROM event_media UNION SELECT image_id FROM events)
           OR t.id IN (SELECT media_id FROM image_uploads WHERE uploaded_by_id = ${w.userA}))`,
      ),
    },
    // Other users: anyone may try to sign in as them (counted in failed_sign_ins, locked_until); nothing else.
    {
      name: 'users',
      fixed: true,
      select: `SELECT t.id::text AS k, md5((to_jsonb(t) - 'failed_sign_ins' - 'locked_until' - 'updated_at')::text) AS h FROM users t WHERE t.id <> ${w.userA}`,
    },
    // A's own account: never another role, never switched off.
    { name: 'users (A: role, active)', select: `SELECT t.id::text AS k, t.role_id || ':' || t.active AS h FROM users t WHERE t.id = ${w.userA}` },
    // Every link of another user or to another organisation, but a new user's to a new organisation (a sign-up).
    {
      name: 'user_organisations',
      select: link(
        'user_organisations',
        `(t.user_id <> ${w.userA} OR NOT t.organisation_id = ANY(${A})) AND (t.user_id <= ${w.last.user} OR t.organisation_id <= ${w.last.organisation})`,
      ),
    },
    {
      name: 'user_sessions',
      fixed: true,
      select: `SELECT t.id::text AS k, md5(t.user_id || ':' || t.id_hash || ':' || t.expires_at || ':' || t.pending_second_factor) AS h FROM user_sessions t WHERE t.user_id <> ${w.userA}`,
    },
    { name: 'user_tokens', fixed: true, select: byId('user_tokens', `t.user_id <> ${w.userA}`) },
    // A's activities and events: never approved by A, never moved to another organisation or platform.
    {
      name: 'activities (A: approval, owner)',
      fixed: true,
      select: `SELECT t.id::text AS k, t.approved || ':' || t.organisation_id || ':' || t.platform_id AS h FROM activities t WHERE NOT t.id IN ${foreignActivities} AND NOT t.is_edit_copy`,
    },
    { name: 'activities (A: approved new)', select: `SELECT t.id::text AS k, '' AS h FROM activities t WHERE NOT t.id IN ${foreignActivities} AND t.approved` },
    {
      name: 'events (A: owner)',
      fixed: true,
      select: `SELECT t.id::text AS k, t.organisation_id || ':' || t.platform_id AS h FROM events t WHERE NOT t.id IN ${foreignEvents}`,
    },
    ...['roles', 'platforms', 'menu_items', 'blogs', 'banners', 'popups', 'filters', 'filter_groups', 'seo_pages', 'event_submissions', 'contact_messages']
      // Versions come from an operator's approval or save only (docs/decisions/119): A adds or changes none.
      .concat(['newsletter_subscribers', 'provinces', 'regions', 'cities', 'content_versions'])
      .map((name) => ({ name, select: byId(name) })),
    ...['seo_page_cities', 'seo_page_provinces', 'seo_page_regions', 'seo_page_filters'].map((name) => ({ name, select: link(name) })),
  ];
}

type Fingerprint = Map<string, Map<string, string>>;
let baseline: Fingerprint;
let baselineSums: Map<string, string>;

/** One md5 per table (of `only`, else of all). */
async function sums(only: Table[] = tables): Promise<Map<string, string>> {
  if (!only.length) return new Map();
  const query = only
    .map(
      (table) => `SELECT '${table.name}' AS t, md5(coalesce(string_agg(k || '=' || h, ',' ORDER BY k), '')) AS s FROM (${table.select}) q${fixedKeys(table)}`,
    )
    .join(' UNION ALL ');
  const result = await rows<{ t: string; s: string }>(sql.raw(query));
  return new Map(result.map((r) => [r.t, r.s]));
}
/** The tables a fingerprint reads: a write to any of them may change it. */
const readsOf = (table: Table) => new Set([...table.select.matchAll(/\b(?:FROM|JOIN)\s+(\w+)/gi)].map((m) => m[1]!));

/**
 * Which tables a request wrote to, from a statement trigger on every table of the test database: only
 * the fingerprints that read one of them are computed again after a request (every one of them after
 * each action's runs).
 */
async function watchWrites(): Promise<void> {
  const names = await rows<{ name: string }>(sql.raw(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`));
  await database.db.execute(sql.raw(`CREATE TABLE portal_actions_written (name text NOT NULL)`));
  await database.db.execute(
    sql.raw(`CREATE FUNCTION portal_actions_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO portal_actions_written VALUES (TG_TABLE_NAME); RETURN NULL; END $$`),
  );
  for (const { name } of names) {
    await database.db.execute(
      sql.raw(
        `CREATE TRIGGER portal_actions_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION portal_actions_written()`,
      ),
    );
  }
}
async function writtenTables(): Promise<Set<string>> {
  return new Set((await rows<{ name: string }>(sql.raw(`DELETE FROM portal_actions_written RETURNING name`))).map((r) => r.name));
}
function fixedKeys(table: Table): string {
  if (!table.fixed || !baseline) return '';
  const keys = [...baseline.get(table.name)!.keys()];
  return keys.length ? ` WHERE k IN (${keys.map((k) => `'${k}'`).join(',')})` : ' WHERE false';
}
async function fingerprint(): Promise<Fingerprint> {
  const print: Fingerprint = new Map();
  for (const table of tables) {
    const result = await rows<{ k: string; h: string }>(sql.raw(`SELECT k, h FROM (${table.select}) q`));
    print.set(table.name, new Map(result.map((r) => [r.k, r.h])));
  }
  return print;
}
/**
 * What changed since the start, table by table: rows changed, gone, or (not for `fixed` tables) new.
 * `all`: every fingerprint; else those that read a table written to since the last look.
 */
async function changes(all = false): Promise<string[]> {
  const written = await writtenTables();
  const now = await sums(all ? tables : tables.filter((table) => [...readsOf(table)].some((name) => written.has(name))));
  const found: string[] = [];
  for (const table of tables) {
    if (!now.has(table.name) || now.get(table.name) === baselineSums.get(table.name)) continue;
    const before = baseline.get(table.name)!;
    const result = await rows<{ k: string; h: string }>(sql.raw(`SELECT k, h FROM (${table.select}) q`));
    const after = new Map(result.map((r) => [r.k, r.h]));
    for (const [k, h] of before) {
      if (!after.has(k)) found.push(`${table.name}: row ${k} is gone`);
      else if (after.get(k) !== h) found.push(`${table.name}: row ${k} changed`);
    }
    if (!table.fixed) for (const k of after.keys()) if (!before.has(k)) found.push(`${table.name}: new row ${k.slice(0, 200)}`);
  }
  return found;
}
const detail = async (found: string[]) => {
  // The changed rows as they are now, for the report.
  const out: string[] = [];
  for (const line of found.slice(0, 5)) {
    const match = /^(\w+): (?:row|new row) (\d+)$/.exec(line);
    if (match) out.push(JSON.stringify((await rows(sql.raw(`SELECT * FROM ${match[1]} WHERE id = ${match[2]}`)))[0] ?? null).slice(0, 600));
  }
  return out;
};

// ---------------------------------------------------------------------------------------------------
// The actions: routes with an `action` in the server build, and their forms.

/**
 * For each portal route with an action: the page that shows its forms, read as whom, and which kind of
 * id its `:id` is. The route's module must not be forgotten here: the first test fails for a route with
 * an action that has no entry.
 */
const PAGES: Record<string, { as: 'anonymous' | 'userA' | 'admin'; page: (w: World) => string | string[]; id?: IdKind }> = {
  'portaal/inloggen': { as: 'anonymous', page: () => '/portaal/inloggen' },
  'portaal/inloggen/code': { as: 'anonymous', page: () => '/portaal/inloggen/code' },
  'portaal/inloggen/link': { as: 'anonymous', page: () => '/portaal/inloggen/link?token=abc' },
  'portaal/aanmelden': { as: 'anonymous', page: () => '/portaal/aanmelden' },
  'portaal/bevestigen': { as: 'anonymous', page: () => '/portaal/bevestigen?token=abc' },
  'portaal/wachtwoord-vergeten': { as: 'anonymous', page: () => '/portaal/wachtwoord-vergeten' },
  'portaal/wachtwoord-instellen': { as: 'anonymous', page: () => '/portaal/wachtwoord-instellen?token=abc' },
  'portaal/uitnodiging': { as: 'anonymous', page: () => '/portaal/uitnodiging?token=abc' },
  'portaal/email-bevestigen': { as: 'anonymous', page: () => '/portaal/email-bevestigen?token=abc' },
  'portaal/account': { as: 'userA', page: () => '/portaal/account' },
  'portaal/account/meldingen': { as: 'userA', page: () => '/portaal/account/meldingen' },
  'portaal/meldingen/afmelden': { as: 'anonymous', page: () => `/portaal/meldingen/afmelden?token=${encodeURIComponent(unsubscribeA)}` },
  'portaal/aanvragen/:id': { as: 'userA', page: (w) => `/portaal/aanvragen/${w.own.lead}`, id: 'lead' },
  'portaal/organisaties/:id': {
    as: 'userA',
    page: (w) => ['', `?bewerken=${w.own.contactPerson}`, `?verwijderen=${w.own.contactPerson}`].map((q) => `/portaal/organisaties/${w.own.organisation}${q}`),
    id: 'organisation',
  },
  'portaal/evenementen/nieuw': { as: 'userA', page: (w) => `/portaal/evenementen/nieuw?organisatie=${w.own.organisation}` },
  'portaal/evenementen/:id': { as: 'userA', page: (w) => `/portaal/evenementen/${w.own.event}`, id: 'event' },
  'portaal/activiteiten/nieuw': { as: 'userA', page: (w) => `/portaal/activiteiten/nieuw?organisatie=${w.own.organisation}` },
  'portaal/activiteiten/:id': { as: 'userA', page: (w) => `/portaal/activiteiten/${w.own.activity}`, id: 'activity' },
  'portaal/beoordelen': { as: 'admin', page: () => '/portaal/beoordelen' },
  'portaal/beheer/activiteiten': { as: 'admin', page: () => '/portaal/beheer/activiteiten?platform=1' },
  'portaal/activiteiten/:id/versies': { as: 'userA', page: (w) => `/portaal/activiteiten/${w.own.activity}/versies`, id: 'activity' },
  'portaal/beoordelen/activiteiten/:id': { as: 'admin', page: (w) => `/portaal/beoordelen/activiteiten/${w.own.pendingActivity}`, id: 'activity' },
  'portaal/beoordelen/evenementen': { as: 'admin', page: () => '/portaal/beoordelen/evenementen' },
  'portaal/beheer/filters': { as: 'admin', page: () => '/portaal/beheer/filters?platform=1' },
  'portaal/beheer/filters/groepen/:id': { as: 'admin', page: (w) => `/portaal/beheer/filters/groepen/${w.own.filterGroup}?platform=1`, id: 'filterGroup' },
  'portaal/beheer/filters/:id': { as: 'admin', page: (w) => `/portaal/beheer/filters/${w.own.filter}?platform=1`, id: 'filter' },
  'portaal/beheer/seo/nieuw': { as: 'admin', page: () => '/portaal/beheer/seo/nieuw?platform=1' },
  'portaal/beheer/seo/:id': { as: 'admin', page: (w) => `/portaal/beheer/seo/${w.own.seoPage}?platform=1`, id: 'seoPage' },
  'portaal/beheer/seo/:id/versies': { as: 'admin', page: (w) => `/portaal/beheer/seo/${w.own.seoPage}/versies?platform=1`, id: 'seoPage' },
  'portaal/beheer/blogs/nieuw': { as: 'admin', page: () => '/portaal/beheer/blogs/nieuw?platform=1' },
  'portaal/beheer/blogs/:id': { as: 'admin', page: (w) => `/portaal/beheer/blogs/${w.own.blog}?platform=1`, id: 'blog' },
  'portaal/beheer/blogs/:id/versies': { as: 'admin', page: (w) => `/portaal/beheer/blogs/${w.own.blog}/versies?platform=1`, id: 'blog' },
  'portaal/beheer/doorverwijzingen': { as: 'admin', page: () => '/portaal/beheer/doorverwijzingen?platform=1' },
  'portaal/beheer/synoniemen': { as: 'admin', page: () => '/portaal/beheer/synoniemen?platform=1' },
  'portaal/beheer/importeren': { as: 'admin', page: () => '/portaal/beheer/importeren?platform=1' },
  'portaal/beheer/banners': { as: 'admin', page: () => '/portaal/beheer/banners?platform=3' },
  'portaal/beheer/banners/nieuw': { as: 'admin', page: () => '/portaal/beheer/banners/nieuw?platform=3' },
  'portaal/beheer/banners/pop-ups/nieuw': { as: 'admin', page: () => '/portaal/beheer/banners/pop-ups/nieuw?platform=3' },
  'portaal/beheer/banners/pop-ups/:id': { as: 'admin', page: (w) => `/portaal/beheer/banners/pop-ups/${w.own.popup}?platform=3`, id: 'popup' },
  'portaal/beheer/banners/:id': { as: 'admin', page: (w) => `/portaal/beheer/banners/${w.own.banner}?platform=3`, id: 'banner' },
  'portaal/beheer/banners/:id/versies': { as: 'admin', page: (w) => `/portaal/beheer/banners/${w.own.banner}/versies?platform=3`, id: 'banner' },
  'portaal/beheer/aanmeldingen/:id': { as: 'admin', page: (w) => `/portaal/beheer/aanmeldingen/${w.own.submission}?platform=3`, id: 'submission' },
  'portaal/beheer/gebruikers': { as: 'admin', page: () => '/portaal/beheer/gebruikers' },
  'portaal/beheer/gebruikers/:id': { as: 'admin', page: (w) => `/portaal/beheer/gebruikers/${w.userB}`, id: 'user' },
  'portaal/beheer/vergeten': { as: 'admin', page: () => '/portaal/beheer/vergeten' },
  'portaal/beheer/mail': { as: 'admin', page: () => '/portaal/beheer/mail' },
  'portaal/uitloggen': { as: 'userA', page: () => '/portaal/account' },
  // The portal's 404 for any other path: its action answers 404.
  'portaal/*': { as: 'userA', page: () => '/portaal/bestaat-niet' },
};

interface Form {
  multipart: boolean;
  fields: [string, string][];
}
interface Action {
  /** 'portaal/activiteiten/:id' or 'POST /api/portal/sign-in'. */
  route: string;
  /** e.g. 'intent=save' */
  form: string;
  id?: IdKind;
  api?: { method: string; path: string };
  /** The public account forms (sign-in, sign-up, links): a signed-in user is sent away from them, so they go without A's session. */
  anonymous?: boolean;
  base: Form;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-:]+)(?:="([^"]*)")?/g)) out[match[1]!.toLowerCase()] = decode(match[2] ?? '');
  return out;
}

/** The POST forms of a rendered page: where each posts, its fields, and one entry per submit button. */
function formsOf(html: string, pagePath: string): { action: string; form: Form; button: string }[] {
  const found: { action: string; form: Form; button: string }[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const attrs = attributes(match[1]!);
    if ((attrs.method ?? 'get').toLowerCase() !== 'post') continue;
    const body = match[2]!;
    const fields: [string, string][] = [];
    for (const input of body.matchAll(/<input\b([^>]*)>/g)) {
      const a = attributes(input[1]!);
      if (!a.name || a.type === 'file' || a.type === 'submit') continue;
      if ((a.type === 'checkbox' || a.type === 'radio') && !('checked' in a)) continue;
      fields.push([a.name, a.value ?? '']);
    }
    for (const area of body.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
      const a = attributes(area[1]!);
      if (a.name) fields.push([a.name, decode(area[2]!)]);
    }
    for (const select of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const a = attributes(select[1]!);
      const options = [...select[2]!.matchAll(/<option\b([^>]*)>/g)].map((o) => attributes(o[1]!));
      const chosen = options.find((o) => 'selected' in o) ?? options[0];
      if (a.name && chosen) fields.push([a.name, chosen.value ?? '']);
    }
    const buttons = [...body.matchAll(/<(?:button|input)\b([^>]*)>/g)]
      .map((b) => attributes(b[1]!))
      .filter((b) => b.name && (b.type === 'submit' || b.type === undefined) && !('hidden' in b) && b.value !== undefined);
    const action = new URL(attrs.action || pagePath, ORIGIN).pathname;
    const multipart = attrs.enctype === 'multipart/form-data';
    // A form is told apart by its submit button's intent, else its hidden intent, else its field names.
    const intent = fields.find(([n]) => n === 'intent');
    const name = intent ? `intent=${intent[1]}` : `form(${[...new Set(fields.map(([n]) => n))].filter((n) => n !== 'csrf').join(',')})`;
    const variants = buttons.length ? buttons.map((b) => [b.name!, b.value!] as [string, string]) : [null];
    for (const button of variants) {
      found.push({ action, form: { multipart, fields: button ? [...fields, button] : fields }, button: button ? `${button[0]}=${button[1]}` : name });
    }
  }
  return found;
}

/**
 * The intents of a route's handler table (`actByIntent`'s second argument): the object's own keys, found
 * by reading past what nests (the handlers' bodies). `default` is the post without an intent.
 */
function intentTableKeys(source: string, options: { withDefault?: boolean } = {}): string[] {
  const keys: string[] = [];
  for (const call of source.matchAll(/actByIntent\([^,]+,\s*\{/g)) {
    let depth = 1;
    let top = '';
    for (let i = call.index + call[0].length; i < source.length && depth > 0; i++) {
      const c = source[i]!;
      if ('{(['.includes(c)) depth++;
      else if ('})]'.includes(c)) depth--;
      else if (depth === 1) top += c;
    }
    for (const m of top.matchAll(/(?:^|,)\s*'?([\w-]+)'?\s*(?=[:,]|$)/g)) if (options.withDefault || m[1] !== 'default') keys.push(m[1]!);
  }
  return keys;
}

/** Forms a page shows that its action's handler table has no handler for (route and button). */
const formsWithoutHandler: string[] = [];

/** The portal routes with an action in the server build, as 'portaal/...' patterns. */
function routesWithAction(): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const parent = fullPath(route.parentId);
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  return Object.values(build.routes)
    .filter((route) => route && typeof route.module.action === 'function')
    .map((route) => fullPath(route!.id))
    .filter((path) => path.startsWith('portaal'));
}
function routeFileOf(pattern: string): string {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    return [fullPath(route.parentId), route.path ?? ''].filter(Boolean).join('/');
  };
  // A route's id is its module's path under app/ without the extension (app/routes.ts gives no other id to these).
  return Object.values(build.routes).find((r) => r && typeof r.module.action === 'function' && fullPath(r.id) === pattern)!.id;
}
const sourceOf = (id: string) => readFile(`app/${id}.tsx`, 'utf8').catch(() => readFile(`app/${id}.ts`, 'utf8'));
function matches(pattern: string, path: string): boolean {
  const source = pattern.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+').replace(/\*$/, '.*');
  return new RegExp(`^/${source}$`).test(path);
}

const MASS_ASSIGNMENT = [
  'role',
  'roleId',
  'organisationId',
  'organisationIds',
  'platformId',
  'platform',
  'approved',
  'approvalStatus',
  'status',
  'active',
  'userId',
  'isAdmin',
  'admin',
  'id',
  'activityId',
  'eventId',
  'contactPersonId',
  'sessionId',
  'mediaId',
  'imageId',
  'media',
  'version',
  'email',
  'password',
  'locale',
  'submittedAt',
  'lastEditedById',
  'childId',
  'slug',
];

/**
 * Fields of forms the pages do not show in this data's state (a pending review, a mail to resend, a
 * second step of sign-in, a password link with a valid token): the union is fuzzed on every action.
 */
const NOT_ON_THE_PAGES = ['decision', 'comment', 'eventId', 'code', 'token', 'password', 'confirm', 'confirmed', 'filterId', 'redirectId', 'mailId'].concat([
  'newEmail',
  'currentPassword',
  'newPassword',
  'reason',
  'firstName',
  'lastName',
  'phone',
  'manager',
  'wantsMail',
  'terug',
]);

/** What a person would type into the fields a page leaves empty, so that the forms start out valid. */
const TYPED: Record<string, string> = {
  title: 'Titel van A',
  startDate: '2099-05-01T10:00',
  description: 'Een beschrijving van A.',
  currentPassword: DEMO_ACCOUNT_PASSWORD,
  newPassword: 'nieuw-wachtwoord-51',
  password: DEMO_ACCOUNT_PASSWORD,
  newEmail: 'nieuw-51@example.org',
  email: 'a-51@example.org',
  firstName: 'Anna',
  lastName: 'de Vries',
  name: 'Anna de Vries',
  organisationName: 'Organisatie 51',
  token: 'x'.repeat(43),
  leadNote: 'Gebeld',
  leadAnswer: 'Dank voor uw aanvraag.',
  code: '123456',
  phone: '0612345678',
};
function filledIn(form: Form): Form {
  return { ...form, fields: form.fields.map(([n, v]) => [n, v === '' && TYPED[n] !== undefined ? TYPED[n] : v]) };
}

const actions: Action[] = [];
let fieldNames: string[] = [];

async function page(as: 'anonymous' | 'userA' | 'admin', path: string): Promise<string> {
  const cookie = as === 'anonymous' ? '' : cookies[as];
  const response = await app.request(PORTAL, path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return response.status === 200 ? response.text() : '';
}

async function findActions(): Promise<void> {
  const names = new Set<string>([...MASS_ASSIGNMENT, ...NOT_ON_THE_PAGES]);
  formsWithoutHandler.length = 0;
  for (const route of routesWithAction()) {
    const known = PAGES[route];
    if (!known) continue;
    const forms: ReturnType<typeof formsOf> = [];
    for (const path of [known.page(world)].flat()) {
      forms.push(...formsOf(await page(known.as, path), path.split('?')[0]!).filter((f) => matches(route, f.action)));
    }
    // The module's own intents and field names, for the forms the page does not show A (or shows only in another state).
    const source = await sourceOf(routeFileOf(route));
    const intents = new Set<string>();
    for (const m of source.matchAll(/intent\s*===\s*'([\w-]+)'|case '([\w-]+)':|intent: z\.literal\('([\w-]+)'\)/g)) intents.add(m[1] ?? m[2] ?? m[3]!);
    for (const intent of intentTableKeys(source)) intents.add(intent);
    for (const m of source.matchAll(/\.get(?:All)?\('([\w-]+)'\)/g)) names.add(m[1]!);
    const byForm = new Map<string, Form>();
    for (const found of forms) {
      for (const [name] of found.form.fields) names.add(name);
      if (!byForm.has(found.button)) byForm.set(found.button, found.form);
    }
    const template = forms[0]?.form ?? { multipart: false, fields: [] };
    for (const intent of intents) {
      if (byForm.has(`intent=${intent}`)) continue;
      byForm.set(`intent=${intent}`, { multipart: template.multipart, fields: [...template.fields.filter(([n]) => n !== 'intent'), ['intent', intent]] });
    }
    // Every form the page shows has its handler (a button's intent the table lacks is a 400 for the user).
    const table = intentTableKeys(source, { withDefault: true });
    if (table.length > 0) {
      for (const { button, form } of forms) {
        const hidden = form.fields.find(([name]) => name === 'intent')?.[1];
        const sent = button.startsWith('intent=') ? button.slice('intent='.length) : (hidden ?? 'default');
        if (!table.includes(sent)) formsWithoutHandler.push(`${route} ${button}`);
      }
    }
    if (byForm.size === 0) byForm.set('form', template);
    for (const [form, base] of byForm) actions.push({ route, form, id: known.id, anonymous: known.as === 'anonymous', base: filledIn(base) });
  }
  // The portal API's write calls, from its OpenAPI document.
  const document = (await (await app.request(PORTAL, '/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string; properties?: Record<string, unknown> } }> } }>>;
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  };
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/portal/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content['application/json'];
      const schema = content?.schema.$ref ? document.components.schemas[content.schema.$ref.split('/').pop()!]! : content?.schema;
      const fields = Object.keys(schema?.properties ?? {});
      for (const name of fields) names.add(name);
      const base: [string, string][] = fields.map((name) => [
        name,
        name === 'email' ? DEMO_PROVIDER_EMAIL : name === 'password' ? 'wrong-password-51' : '123456',
      ]);
      actions.push({
        route: `${method.toUpperCase()} /api${path}`,
        form: 'json',
        id: path.includes('{sessionId}') ? 'session' : undefined,
        api: { method: method.toUpperCase(), path: `/api${path}` },
        base: { multipart: false, fields: base },
      });
    }
  }
  fieldNames = [...names].filter((name) => name !== 'csrf').sort();
}

// ---------------------------------------------------------------------------------------------------
// Set-up: the seed, organisation B with a user, a lead, an event, a contact person of each side.

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
  build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  // The per-IP limits of sign-in and sign-up count per client address: each request comes from its own.
  app = await createTestApp(database, { TRUST_PROXY: 'true' }, { build });

  const userA = await one(`SELECT id FROM users WHERE email = '${DEMO_PROVIDER_EMAIL}'`);
  const orgsA = await ids(`SELECT organisation_id AS id FROM user_organisations WHERE user_id = ${userA} ORDER BY 1`);
  const inA = `(${orgsA.join(',')})`;
  // B: the organisation with the most activities that is not A's, with a user of its own.
  const orgB = await one(
    `SELECT organisation_id AS id FROM activities WHERE organisation_id NOT IN ${inA} AND NOT is_edit_copy GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  const userB = await one(
    `INSERT INTO users (email, role_id, password, email_verified_at, locale) SELECT 'b@uitjes.example', id, '${await hashPassword(DEMO_ACCOUNT_PASSWORD)}', now(), 'nl' FROM roles WHERE name = 'USER' RETURNING id`,
  );
  await database.db.execute(sql.raw(`INSERT INTO user_organisations (user_id, organisation_id) VALUES (${userB}, ${orgB})`));
  const activityOf = (org: number) => one(`SELECT id FROM activities WHERE organisation_id = ${org} AND NOT is_edit_copy ORDER BY id LIMIT 1`);
  const activityA = await activityOf(orgsA[0]!);
  const activityB = await activityOf(orgB);
  const lead = (activity: number) =>
    one(`INSERT INTO quote_requests (activity_id, name, email, phone) VALUES (${activity}, 'Vera Visser', 'vera@example.org', '0612345678') RETURNING id`);
  const event = (org: number) =>
    one(
      `INSERT INTO events (title, start_date, organisation_id, platform_id, active) SELECT 'Open dag', now() + interval '10 days', id, platform_id, true FROM organisations WHERE id = ${org} RETURNING id`,
    );
  const contact = async (org: number, name: string) => {
    const id = await one(`INSERT INTO contact_persons (organisation_id, first_name, email) VALUES (${org}, '${name}', '${name}@example.org') RETURNING id`);
    await database.db.execute(sql.raw(`INSERT INTO contact_person_organisations (contact_person_id, organisation_id) VALUES (${id}, ${org})`));
    return id;
  };
  const leadB = await lead(activityB);
  const sharedContact = await contact(orgB, 'cas');
  await database.db.execute(sql.raw(`INSERT INTO contact_person_organisations (contact_person_id, organisation_id) VALUES (${sharedContact}, ${orgsA[0]})`));
  const eventB = await event(orgB);
  const contactB = await contact(orgB, 'bea');
  const submissionEvent = await one(`INSERT INTO events (title, start_date, platform_id) VALUES ('Aangemeld', now() + interval '20 days', 3) RETURNING id`);
  const submission = await one(
    `INSERT INTO event_submissions (event_id, platform_id, name, email, iban, province, city, address, zipcode) VALUES (${submissionEvent}, 3, 'Els', 'els@example.nl', 'NL91ABNA0417164300', 'Utrecht', 'Utrecht', 'Domplein 1', '3512 JC') RETURNING id`,
  );
  // A pending activity of B for the review page; B's media and a picture of B's event.
  const pending = await one(`UPDATE activities SET approval_status = 'EDITING', submitted_at = now() WHERE id = ${activityB} RETURNING id`);
  const mediaB = await ids(
    `SELECT media_id AS id FROM activity_media WHERE activity_id IN (SELECT id FROM activities WHERE organisation_id = ${orgB}) ORDER BY 1`,
  );
  await database.db.execute(sql.raw(`UPDATE events SET image_id = ${mediaB[0]} WHERE id = ${eventB}`));

  world = {
    userA,
    orgsA,
    orgB,
    userB,
    own: {
      activity: activityA,
      lead: await lead(activityA),
      organisation: orgsA[0]!,
      event: await event(orgsA[0]!),
      contactPerson: await contact(orgsA[0]!, 'anna'),
      filter: await one('SELECT f.id FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = 1 ORDER BY f.id LIMIT 1'),
      filterGroup: await one('SELECT id FROM filter_groups WHERE platform_id = 1 ORDER BY id LIMIT 1'),
      seoPage: await one('SELECT id FROM seo_pages WHERE platform_id = 1 ORDER BY id LIMIT 1'),
      blog: await one('SELECT id FROM blogs WHERE platform_id = 1 ORDER BY id LIMIT 1'),
      banner: await one('SELECT id FROM banners WHERE platform_id = 3 ORDER BY id LIMIT 1'),
      popup: await one('SELECT id FROM popups WHERE platform_id = 3 ORDER BY id LIMIT 1'),
      submission,
      user: userA,
      session: 0,
      pendingActivity: pending,
    },
    foreign: {},
    last: {
      user: await one('SELECT max(id) AS id FROM users'),
      organisation: await one('SELECT max(id) AS id FROM organisations'),
    },
  };

  unsubscribeA = await unsubscribeToken(database.db, { kind: 'lead.new', userId: userA });
  cookies.admin = (await signIn(DEMO_ADMIN_EMAIL))!;
  cookies.userB = (await signIn('b@uitjes.example'))!;
  cookies.userA = (await signIn(DEMO_PROVIDER_EMAIL))!;
  passwordA = (await rows<{ password: string }>(sql.raw(`SELECT password FROM users WHERE id = ${userA}`)))[0]!.password;
  world.own.session = await one(`SELECT max(id) AS id FROM user_sessions WHERE user_id = ${userA}`);
  const page = await app.request(PORTAL, '/portaal/inloggen');
  csrf = page.headers
    .getSetCookie()
    .find((c) => c.includes('uitjes_csrf='))!
    .split(';')[0]!
    .split('=')[1]!;

  const foreignActivities = `SELECT id FROM activities WHERE organisation_id = ${orgB}`;
  world.foreign = {
    activity: await ids(`${foreignActivities} ORDER BY id LIMIT 3`),
    editCopy: await ids(`SELECT id FROM activities WHERE is_edit_copy AND organisation_id NOT IN ${inA} LIMIT 1`),
    lead: [leadB],
    event: [eventB, submissionEvent],
    contactPerson: [contactB, ...(await ids(`SELECT contact_person_id AS id FROM contact_person_organisations WHERE organisation_id NOT IN ${inA} LIMIT 2`))],
    // A consultant acting for one of A's organisations and for B: a person of both.
    sharedContactPerson: [sharedContact],
    media: mediaB.slice(0, 3),
    organisation: [orgB, await one(`SELECT id FROM organisations WHERE id NOT IN ${inA} AND id <> ${orgB} ORDER BY id DESC LIMIT 1`)],
    session: await ids(`SELECT id FROM user_sessions WHERE user_id <> ${userA}`),
    user: [userB, await one(`SELECT id FROM users WHERE email = '${DEMO_ADMIN_EMAIL}'`)],
    operator: [world.own.filter, world.own.filterGroup, world.own.seoPage, world.own.blog, world.own.banner, world.own.popup, submission],
    redirect: await ids('SELECT id FROM redirects ORDER BY id LIMIT 1'),
  };

  // A place for the event forms, which the page leaves to choose.
  TYPED.cityId = String(await one(`SELECT city_id AS id FROM activity_cities WHERE activity_id = ${activityA} UNION ALL SELECT id FROM cities LIMIT 1`));
  await findActions();
  tables = tablesOf(world);
  baseline = await fingerprint();
  baselineSums = await sums();
  await watchWrites();
}, 180_000);
afterAll(async () => {
  await vite?.close();
  await database?.close();
});

// ---------------------------------------------------------------------------------------------------
// Generated input.

const WEIRD_IDS = ['2147483648', '-1', '0', '1.5', 'abc', '', '99999999999999999999', '1e3', ' 7', '0x10', 'NaN', '-2147483649', '%00', '١٢'];
/** In a JSON body: an object in place of the value (a form sends the text). */
const NESTED = '{"nested":{"deeper":[1,{"id":1}]}}';
const TROUBLE = ['\u0000', 'a\u0000b', '\ud800', '😀', '<script>', "'; DROP TABLE media; --", ' ', 'null', '[]', '{}', '2099-02-30', '2099-05-01'];

/** B's (and the operators') ids of the kind a field names. */
function foreignOfKind(name: string): number[] {
  const f = world.foreign;
  if (/contactPerson/i.test(name)) return [...f.sharedContactPerson!, ...f.contactPerson!];
  if (/organisation/i.test(name)) return f.organisation!;
  if (/image|media/i.test(name)) return f.media!;
  if (/event/i.test(name)) return f.event!;
  if (/session/i.test(name)) return f.session!;
  if (/user/i.test(name)) return f.user!;
  if (/activit|target/i.test(name)) return [...f.activity!, ...f.editCopy!];
  return Object.values(f).flat();
}

/**
 * The runs every action starts with, whatever is generated: on A's own path, each of the form's id
 * fields pointed at B's first row of that kind (the consultant shared by A and B first) and past int4,
 * and every mass-assignment field at once.
 */
function examplesOf(action: Action): [string, [string, string, boolean][], string][] {
  const own = [...new Set(action.base.fields.map(([n]) => n))];
  const pointed = own
    .filter((name) => /Ids?$|^media$/.test(name))
    .map((name): [string, string, boolean][] => [
      [name, name === 'media' ? JSON.stringify({ type: 'IMAGE', mediaId: world.foreign.media![0], alt: 'alt van A' }) : String(foreignOfKind(name)[0]), false],
    ]);
  const b = String(world.orgB);
  const massAssignment: [string, string, boolean][] = [
    ['role', 'ADMIN', true],
    ['roleId', '1', true],
    ['isAdmin', 'true', true],
    ['admin', 'true', true],
    ['organisationId', b, true],
    ['organisationIds', b, true],
    ['platformId', '2', true],
    ['approved', 'true', true],
    ['approvalStatus', 'APPROVED', true],
    ['userId', String(world.userB), true],
    ['lastEditedById', String(world.userB), true],
  ];
  // Each id field past int4 too (a query with it fails: it must be refused first).
  const pastInt4 = own.filter((name) => /Ids?$/.test(name)).map((name): [string, string, boolean][] => [[name, '2147483648', false]]);
  return [...pointed, ...pastInt4, massAssignment].map((changes) => ['own', changes, '']);
}

function arbitraries() {
  const foreignIds = Object.values(world.foreign).flat();
  const ownIds = Object.values(world.own);
  const pointed = [...world.foreign.sharedContactPerson!, ...world.foreign.contactPerson!, ...world.foreign.media!, world.orgB];
  const id = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...foreignIds).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...pointed).map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...ownIds).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...WEIRD_IDS) },
  );
  const mediaItem = fc
    .tuple(fc.constantFrom(...world.foreign.media!, ...WEIRD_IDS.slice(0, 3)), fc.constantFrom('alt van A', ''))
    .map(([mediaId, alt]) => JSON.stringify({ type: 'IMAGE', mediaId, alt }));
  const value = fc.oneof(
    { weight: 6, arbitrary: id },
    { weight: 1, arbitrary: mediaItem },
    { weight: 1, arbitrary: fc.constantFrom('ADMIN', 'USER', 'true', 'on', '1', 'APPROVED', 'de', 'nl', '2', '3') },
    { weight: 1, arbitrary: fc.constantFrom('b@uitjes.example', DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL, 'nieuw-51@example.org', DEMO_ACCOUNT_PASSWORD) },
    { weight: 2, arbitrary: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...TROUBLE)) },
    { weight: 1, arbitrary: fc.constant(NESTED) },
  );
  const field = fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom(...MASS_ASSIGNMENT));
  /** An id field of the form pointed at a row of the same kind of B's (or at a weird id). */
  const poolOf = (name: string): fc.Arbitrary<string> => {
    if (name === 'media') return mediaItem;
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...foreignOfKind(name)).map(String) }, { weight: 1, arbitrary: fc.constantFrom(...WEIRD_IDS) });
  };
  /**
   * One to four changes: a field set to a value (replacing the form's own), or a value added beside it;
   * or one of the form's own id fields pointed at B's row of that kind.
   */
  const changesOf = (own: string[]) => {
    const anyChanges = fc.array(fc.tuple(own.length ? fc.oneof(fc.constantFrom(...own), field) : field, value, fc.boolean()), { minLength: 1, maxLength: 4 });
    const idFields = own.filter((name) => /Ids?$|^media$/.test(name));
    if (!idFields.length) return anyChanges;
    const retarget = fc.constantFrom(...idFields).chain((name) => poolOf(name).map((v): [string, string, boolean][] => [[name, v, false]]));
    return fc.oneof(anyChanges, retarget);
  };
  const pathId = fc.oneof({ weight: 3, arbitrary: id }, { weight: 2, arbitrary: fc.constant('own') });
  const platform = fc.constantFrom('', '?platform=1', '?platform=3', '?platform=2147483648', '?platform=x');
  return { changesOf, pathId, platform };
}

function formBody(base: Form, changes: [string, string, boolean][]): [string, string][] {
  const fields = base.fields.map(([n, v]) => [n, v] as [string, string]);
  for (const [name, value, add] of changes) {
    const index = fields.findIndex(([n]) => n === name);
    if (add || index < 0) fields.push([name, value]);
    else fields[index] = [name, value];
  }
  return fields;
}

/**
 * A's editor forms name the version (and the media rows) they were loaded with, and an earlier save
 * moved those on: the form as the page shows it now, so that a run starts from a form A's save accepts.
 */
async function currentForm(action: Action): Promise<Form> {
  if (!action.base.fields.some(([n]) => n === 'version') || !action.id || action.anonymous) return action.base;
  const path = [PAGES[action.route]!.page(world)].flat()[0]!;
  const found = formsOf(await page('userA', path), path.split('?')[0]!).find((f) => f.button === action.form);
  return found ? filledIn(found.form) : action.base;
}

async function send(action: Action, path: string, fields: [string, string][]): Promise<Response> {
  const cookie = action.anonymous ? `uitjes_csrf=${csrf}` : `${cookies.userA}; uitjes_csrf=${csrf}`;
  const headers: Record<string, string> = { origin: ORIGIN, cookie, 'x-forwarded-for': nextIp() };
  if (action.api) {
    const body: Record<string, unknown> = {};
    for (const [name, value] of fields) {
      body[name] = value === NESTED ? JSON.parse(value) : /^-?\d+$/.test(value) && name !== 'code' && name !== 'password' ? Number(value) : value;
    }
    headers['content-type'] = 'application/json';
    return app.request(PORTAL, path, {
      method: action.api.method,
      headers,
      body: action.api.method === 'DELETE' ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
  }
  let body: BodyInit;
  if (action.base.multipart) {
    const form = new FormData();
    form.append('csrf', csrf);
    for (const [name, value] of fields) form.append(name, value);
    body = form;
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams([['csrf', csrf], ...fields]).toString();
  }
  return app.request(PORTAL, path, { method: 'POST', headers, body, redirect: 'manual' });
}

// ---------------------------------------------------------------------------------------------------

describe('a provider cannot reach past their own organisations through any portal action (property-based)', () => {
  it('knows every portal route with an action, and reads its forms', () => {
    expect(routesWithAction().filter((route) => !PAGES[route])).toEqual([]);
    // Each known route was found in the build, and the forms were read from the pages.
    expect(Object.keys(PAGES).filter((route) => !routesWithAction().includes(route))).toEqual([]);
    expect(formsWithoutHandler, 'forms whose intent the action does not handle').toEqual([]);
    const formsRead = actions.filter((a) => a.base.fields.length > 0).map((a) => a.route);
    for (const route of ['portaal/activiteiten/:id', 'portaal/organisaties/:id', 'portaal/evenementen/:id', 'portaal/account', 'portaal/beheer/blogs/:id'])
      expect(formsRead).toContain(route);
    expect(actions.filter((a) => a.api).map((a) => a.route)).toEqual(
      expect.arrayContaining(['POST /api/portal/sign-in', 'POST /api/portal/sign-out', 'DELETE /api/portal/sessions/{sessionId}']),
    );
    if (STATS) console.log(actions.map((a) => `${a.route} [${a.form}] ${a.base.fields.map(([n]) => n).join(',')}`).join('\n'));
  });

  it('starts from forms A’s own actions accept, as A’s pages show them', async () => {
    // The runs change one to four fields of these: most of them get past the forms' checks to the services.
    const own = /^portaal\/(aanvragen|organisaties|evenementen|activiteiten)\/|^portaal\/account$/;
    const refused: string[] = [];
    // (Not the second factor's, which need a code from the authenticator; not the removal of A's contact person, which the runs still use;
    // not a lead's move, which the answer sent before it has made stale: the lead is no longer new, so 409, as the page would say.
    // tests/pages/portal.integration.test.ts takes the moves as the page shows them.)
    for (const action of actions.filter(
      (a) =>
        own.test(a.route) &&
        !/second-factor-(confirm|disable)|contact-remove/.test(a.form) &&
        !(a.route === 'portaal/aanvragen/:id' && a.form === 'intent=move'),
    )) {
      const path = `/${action.route.replace(':id', String(world.own[action.id!] ?? ''))}`;
      const response = await send(action, path, (await currentForm(action)).fields);
      if (response.status >= 400) refused.push(`${action.route} [${action.form}] ${response.status}`);
      await ensureSignedInA();
      await restoreAccountA();
    }
    expect(refused).toEqual([]);
    expect(await changes(true)).toEqual([]);
  });

  it('answers below 500 and changes no row outside A’s own, whatever A sends', async () => {
    const { changesOf, pathId, platform } = arbitraries();
    const failures: string[] = [];
    const started = Date.now();
    for (const [index, action] of actions.entries()) {
      const own = [...new Set(action.base.fields.map(([n]) => n))];
      try {
        await fc.assert(
          fc.asyncProperty(pathId, changesOf(own), platform, async (idValue, changed, query) => {
            const ownId = action.id ? String(world.own[action.id]) : '';
            // (An empty id in the path would name another route: a blank one instead.)
            const id = idValue === 'own' ? ownId : idValue || ' ';
            const path = action.api
              ? action.api.path.replace('{sessionId}', encodeURIComponent(id))
              : action.route === 'portaal/*'
                ? `/portaal/${encodeURIComponent(id)}/x`
                : `/${action.route.replace(':id', encodeURIComponent(id))}${action.route.startsWith('portaal/beheer') ? query : ''}`;
            const fields = formBody(await currentForm(action), changed);
            let t0 = performance.now();
            const response = await send(action, path, fields);
            const text = response.status >= 500 ? await response.text() : '';
            timing.send += performance.now() - t0;
            t0 = performance.now();
            if (maySignOut(action, response)) await ensureSignedInA();
            // A changed password or second factor: as it was, so that the next account form gets past its password check.
            if (action.route === 'portaal/account') await restoreAccountA();
            timing.ensure += performance.now() - t0;
            t0 = performance.now();
            const what = `${action.route} [${action.form}] ${path} ${JSON.stringify(fields)}`;
            if (response.status >= 500) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 400)}`);
            const found = await changes();
            timing.changes += performance.now() - t0;
            timing.statuses[response.status] = (timing.statuses[response.status] ?? 0) + 1;
            const key = `${action.route} [${action.form}]`;
            if (TRACE && key.includes(TRACE)) console.log('TRACE', response.status, path, JSON.stringify(fields));
            (perAction[key] ??= {})[response.status] = (perAction[key]![response.status] ?? 0) + 1;
            if (found.length) throw new Error(`${what} (${response.status}) changed: ${found.join('; ')}\n${(await detail(found)).join('\n')}`);
          }),
          { seed: SEED + index, numRuns: runsOf(action.route), endOnFailure: true, examples: examplesOf(action) },
        );
        // Every fingerprint, whatever the trigger said.
        const t0 = performance.now();
        const missed = await changes(true);
        timing.full += performance.now() - t0;
        if (missed.length) throw new Error(`${action.route} [${action.form}] changed: ${missed.join('; ')}`);
      } catch (error) {
        // On to the next action, from the database as it is now: one report lists every action that failed.
        // fast-check's message names the counterexample; its cause, what the request did.
        const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
        failures.push(`${error instanceof Error ? error.message : String(error)}${cause}`);
        baseline = await fingerprint();
        baselineSums = await sums();
        await writtenTables();
      }
    }
    console.log(JSON.stringify(timing));
    if (process.env.PORTAL_ACTIONS_STATS)
      console.log(
        Object.entries(perAction)
          .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
          .join('\n'),
      );
    console.log(
      `${actions.length} actions, ${actions.reduce((n, a) => n + runsOf(a.route), 0)} runs in ${Date.now() - started} ms; A signed in again ${resignIns} times`,
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it('would see a change to B’s rows (the check itself works)', async () => {
    const activityB = world.foreign.activity![0]!;
    const response = await app.request(PORTAL, `/portaal/activiteiten/${activityB}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie: `${cookies.admin}; uitjes_csrf=${csrf}` },
      body: new URLSearchParams({ csrf, intent: 'offline' }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await changes()).toEqual([`activities: row ${activityB} changed`]);
    await database.db.execute(sql.raw(`UPDATE contact_persons SET notes = 'x' WHERE id = ${world.foreign.sharedContactPerson![0]}`));
    expect(await changes()).toContain(`contact_persons: row ${world.foreign.sharedContactPerson![0]} changed`);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import { organisations, userOrganisations, users } from '../../db/schema/index.ts';
import { choicesOf, unsubscribeToken } from '../../app/mail/notifications.server.ts';
import { createPageTestApp, type PageTestApp, type ReceivedPage, type Visitor } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

// What the portal's pages answer without a browser (the journeys through them are in tests/e2e/portal-*):
// the sign-in form's CSRF and origin checks, the German sign-in page, the demo provider's dashboard and
// menu, the server's refusals (a period, a date, a foreign organisation, a lead or activity that is not
// there) and the event form as a browser without JavaScript posts it.

const PORTAL = 'admin.localhost';

let database: DatabaseHandle;
let site: PageTestApp;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await createPageTestApp(database);
}, 180_000);
afterAll(async () => {
  await site?.close();
  await database?.close();
});

/** A visitor of the portal signed in through the sign-in form (as without JavaScript). */
async function signedIn(email: string): Promise<Visitor> {
  const visitor = site.visitor(PORTAL);
  const form = await visitor.get('/portaal/inloggen');
  const home = await visitor.submit(form, { email, password: DEMO_ACCOUNT_PASSWORD }, { form: (f) => f.querySelector('input[name="password"]') !== null });
  expect(new URL(home.url).pathname).toBe('/portaal');
  return visitor;
}

const csrfOf = (page: ReceivedPage) => page.document.querySelector<HTMLInputElement>('input[name="csrf"]')!.value;
const text = (page: ReceivedPage, testId: string) => page.document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';

describe('signing in', () => {
  it('a form without its CSRF token, or from another site, is refused; the right token signs in', async () => {
    const visitor = site.visitor(PORTAL);
    const form = await visitor.get('/portaal/inloggen');
    expect(form.response.headers.get('cache-control')).toBe('private, no-store');
    const csrf = csrfOf(form);
    const post = (fields: Record<string, string>, origin = `http://${PORTAL}`) =>
      visitor.send(
        '/portaal/inloggen',
        { method: 'POST', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() },
        'manual',
      );
    const fields = { email: DEMO_ADMIN_EMAIL, password: DEMO_ACCOUNT_PASSWORD };
    expect((await post({ ...fields, csrf: 'not-the-token' })).status).toBe(403);
    // With the right token but from another site: refused before the form is read.
    expect((await post({ ...fields, csrf }, 'https://evil.example')).status).toBe(403);
    const answer = await post({ ...fields, csrf });
    expect(answer.status).toBe(302);
    expect(answer.response.headers.getSetCookie().find((c) => c.startsWith('uitjes_session='))).toMatch(/;\s*HttpOnly/i);
  });

  it('the sign-in page speaks German when the brand link asks for it', async () => {
    const page = await site.visitor(PORTAL).get('/portaal/inloggen?taal=de&platform=2');
    expect(page.document.documentElement.getAttribute('lang')).toBe('de');
    expect(page.screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });
});

describe('the operator', () => {
  it('starts from what waits for them: the counts of activities and events in review, with the way there', async () => {
    const operator = await signedIn(DEMO_ADMIN_EMAIL);
    const home = await operator.get('/portaal');
    const [waiting] = await queryRows<{ activities: number; events: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM activities WHERE submitted_at IS NOT NULL AND approval_status = 'EDITING') AS activities,
                 (SELECT count(*)::int FROM events WHERE submitted_at IS NOT NULL) AS events`,
    );
    expect(waiting!.activities).toBeGreaterThan(0);
    const counts = [...home.document.querySelectorAll('[data-testid="waiting-counts"] li')].map((item) => item.textContent);
    expect(counts).toEqual([
      `${waiting!.activities} ${waiting!.activities === 1 ? 'activiteit wacht' : 'activiteiten wachten'} op beoordeling`,
      `${waiting!.events} ${waiting!.events === 1 ? 'evenement wacht' : 'evenementen wachten'} op beoordeling`,
    ]);
    // The same count beside the menu's review item, on every portal page.
    expect(text(home, 'nav-review-count')).toBe(String(waiting!.activities + waiting!.events));
    const queue = await operator.get(home.screen.getByRole('link', { name: 'Naar de activiteiten' }).getAttribute('href')!);
    expect(queue.document.querySelector('[data-testid="review-decided"]')).toBeNull();
    expect(queue.screen.getByRole('heading', { level: 2, name: new RegExp(`\\(${waiting!.activities} wacht`) })).toBeTruthy();
  });
});

describe('notifications (docs/decisions/116)', () => {
  const userIdOf = async (email: string) => (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it("a provider chooses per kind, without JavaScript; an operator's kind is not offered", async () => {
    const provider = await signedIn(DEMO_PROVIDER_EMAIL);
    const page = await provider.get('/portaal/account/meldingen');
    expect(page.document.querySelector('select[name="review-waiting"]')).toBeNull();
    const saved = await provider.submit(page, { 'lead-new': 'daily' }, { form: (f) => f.querySelector('select[name="lead-new"]') !== null });
    expect(saved.status).toBe(200);
    expect(saved.document.querySelector<HTMLSelectElement>('select[name="lead-new"]')!.value).toBe('daily');
    expect((await choicesOf(database.db, [await userIdOf(DEMO_PROVIDER_EMAIL)], 'lead.new')).get(await userIdOf(DEMO_PROVIDER_EMAIL))).toBe('daily');
  });

  it("an unsubscribe link: opening it changes nothing; the mail program's one-click POST turns the kind off without a session; a changed token is not found", async () => {
    const userId = await userIdOf(DEMO_ADMIN_EMAIL);
    const token = await unsubscribeToken(database.db, { kind: 'review.outcome', userId });
    const path = `/portaal/meldingen/afmelden?token=${encodeURIComponent(token)}`;
    const anyone = site.visitor(PORTAL);
    const shown = await anyone.get(path);
    expect(shown.status).toBe(200);
    expect(shown.document.querySelector('form button[type="submit"]')).not.toBeNull();
    expect((await choicesOf(database.db, [userId], 'review.outcome')).get(userId)).toBe('immediate');
    // RFC 8058: a POST with this body, from the mail provider's server: no cookie, no form token, no Origin.
    const oneClick = (to: string) =>
      site
        .visitor(PORTAL)
        .send(to, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }, 'manual');
    expect((await oneClick(path)).status).toBe(200);
    expect((await choicesOf(database.db, [userId], 'review.outcome')).get(userId)).toBe('off');
    expect((await oneClick(path)).status).toBe(200);
    const changed = `/portaal/meldingen/afmelden?token=${encodeURIComponent(token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'))}`;
    expect((await oneClick(changed)).status).toBe(404);
    expect((await anyone.get(changed)).status).toBe(404);
  });

  it('the unsubscribe page speaks German for a German link', async () => {
    const userId = await userIdOf(DEMO_PROVIDER_EMAIL);
    const token = await unsubscribeToken(database.db, { kind: 'lead.reminder', userId });
    const page = await site.visitor(PORTAL).get(`/portaal/meldingen/afmelden?token=${encodeURIComponent(token)}&taal=de`);
    expect(page.document.documentElement.getAttribute('lang')).toBe('de');
    expect(page.screen.getByRole('heading', { level: 1, name: 'Abmelden' })).toBeTruthy();
    expect(page.document.body.textContent).toContain('Erinnerungen');
  });
});

describe('a decision in the review', () => {
  it('brings the operator back to the queue with what was decided said', async () => {
    const operator = await signedIn(DEMO_ADMIN_EMAIL);
    const queue = await operator.get('/portaal/beoordelen');
    const first = queue.document.querySelector<HTMLAnchorElement>('[data-testid="review-queue"] tbody a')!;
    const item = await operator.get(first.getAttribute('href')!);
    const back = await operator.submit(item, {}, { form: (f) => f.querySelector('input[name="decision"][value="approve"]') !== null });
    expect(new URL(back.url).pathname).toBe('/portaal/beoordelen');
    expect(text(back, 'review-decided')).toBe('Goedgekeurd: de activiteit staat zo op de site en de aanbieder krijgt een mail.');
  });
});

describe('the demo provider', () => {
  let provider: Visitor;
  beforeAll(async () => {
    provider = await signedIn(DEMO_PROVIDER_EMAIL);
  });

  it('has a dashboard of five organisations on nl and kids and their activities with where each stands, and no back office', async () => {
    const home = await provider.get('/portaal');
    expect(home.screen.getByRole('heading', { name: 'Welkom, Anna' })).toBeTruthy();
    expect(home.document.querySelectorAll('[data-testid="organisations"] li')).toHaveLength(5);
    const rows = [...home.document.querySelectorAll('[data-testid="activities"] tr')];
    expect(rows[1]?.textContent).toMatch(/Goedgekeurd|Concept|Afgekeurd|Wacht op beoordeling/);
    // No back office and no users page in a provider's menu (their addresses answer 403: portal-permissions).
    expect(home.screen.queryAllByRole('link', { name: 'Beheer' })).toHaveLength(0);
    expect(home.screen.queryAllByRole('link', { name: 'Gebruikers' })).toHaveLength(0);
    expect((await provider.get('/portaal/beheer/organisaties', { redirect: 'manual' })).status).toBe(403);
  });

  it('an approved activity switched off says it is on the site in no version, and again on when switched on', async () => {
    const home = await provider.get('/portaal');
    const approvedRow = [...home.document.querySelectorAll('[data-testid="activities"] tr')].find(
      (row) => row.textContent?.includes('Online') && /Goedgekeurd$|Goedgekeurd\s*$/.test(row.querySelector('td')?.textContent ?? ''),
    );
    const editorPath = approvedRow!.querySelector('a')!.getAttribute('href')!;
    const editor = await provider.get(editorPath);
    expect(text(editor, 'editing-explanation')).toContain('De activiteit staat zo op de site.');
    const off = await provider.submit(editor, {}, { form: (f) => f.querySelector('[data-testid="online-switch"]') !== null });
    expect(text(off, 'editing-explanation')).toBe(
      'De activiteit staat offline: bezoekers zien haar niet, ook niet de goedgekeurde versie. Zet haar online om haar weer te tonen.',
    );
    const on = await provider.submit(off, {}, { form: (f) => f.querySelector('[data-testid="online-switch"]') !== null });
    expect(text(on, 'editing-explanation')).toContain('De activiteit staat zo op de site.');
  });

  it('statistics: a period other than 30, 90 or 365 days is refused with the reason; an unknown activity is not found', async () => {
    const refused = await provider.get('/portaal/statistieken?periode=7');
    expect(refused.status).toBe(400);
    expect(text(refused, 'form-errors')).toContain('Kies een periode van 30, 90 of 365 dagen.');
    expect(refused.document.querySelector('[data-testid="statistics-table"]')).toBeNull();
    const missing = await provider.get('/portaal/statistieken?activiteit=2000000000');
    expect(missing.status).toBe(404);
    expect(missing.document.querySelector('[data-testid="portal-error-404"]')).not.toBeNull();
    const csv = await provider.get('/portaal/statistieken/export.csv?periode=12');
    expect(csv.status).toBe(400);
    expect(csv.html).toContain('Kies een periode van 30, 90 of 365 dagen.');
    // Signed out, the file is not there either: the sign-in comes first.
    const anonymous = await site.visitor(PORTAL).get('/portaal/statistieken/export.csv', { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.response.headers.get('location')).toContain('/portaal/inloggen');
  });

  it('statistics: a year is a table per month, newest first, its footer the year’s totals; the CSV keeps the days (docs/decisions/113)', async () => {
    const year = await provider.get('/portaal/statistieken?periode=365');
    expect(year.status).toBe(200);
    const table = year.document.querySelector('[data-testid="statistics-table"]')!;
    expect(table.querySelector('caption')!.textContent).toMatch(/cijfers per maand van .* de nieuwste maand eerst$/);
    expect(table.querySelector('thead th')!.textContent).toBe('Maand');
    // 365 days span 13 calendar months (12 when the year begins on a first of the month).
    const months = [...table.querySelectorAll('tbody tr th time')].map((time) => time.getAttribute('datetime'));
    expect(months.length).toBeGreaterThanOrEqual(12);
    expect(months.length).toBeLessThanOrEqual(13);
    expect(months).toEqual([...months].sort().reverse());
    expect(months.every((month) => /^\d{4}-\d{2}$/.test(month!))).toBe(true);
    const number = (cell: Element) => Number(cell.textContent!.replace(/\D/g, ''));
    const views = [...table.querySelectorAll('tbody tr')].map((row) => number(row.querySelectorAll('td')[0]!));
    expect(views.reduce((sum, n) => sum + n, 0)).toBe(number(table.querySelectorAll('tfoot td')[0]!));
    expect(year.screen.getByRole('heading', { name: 'Cijfers per maand' })).toBeTruthy();
    const csv = await provider.get('/portaal/statistieken/export.csv?periode=365');
    expect(csv.html.trimEnd().split('\r\n')).toHaveLength(366);
  });

  it('statistics: the page links to how each figure is counted, in words (docs/decisions/113)', async () => {
    const page = await provider.get('/portaal/statistieken');
    const link = page.screen.getByRole('link', { name: 'Zo tellen we.' });
    const explained = await provider.get(link.getAttribute('href')!);
    expect(explained.status).toBe(200);
    expect(explained.screen.getByRole('heading', { level: 1 }).textContent).toBe('Zo tellen we');
    const rules = text(explained, 'how-counted');
    for (const words of ['één keer per uur per activiteit', 'Telefoonnummer getoond', 'Klikken naar website', 'Offerteaanvragen'])
      expect(rules).toContain(words);
    expect(explained.html).toContain('Zoekmachines en andere bekende bots.');
    expect(explained.html).toContain('Bekijk de activiteit op de site');
  });

  it('leads: another or no lead is not found; a malformed filter in the export is refused naming it', async () => {
    const missing = await provider.get('/portaal/aanvragen/999999999');
    expect(missing.status).toBe(404);
    expect(missing.document.querySelector('[data-testid="portal-error-404"]')).not.toBeNull();
    const refused = await provider.get('/portaal/aanvragen/export.csv?van=gisteren');
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('van: Vul een geldige datum in.');
  });

  it("a lead's forms: bad input is refused naming the field, a move the step does not allow is said, another's lead is not found and stays as it was", async () => {
    const [anna] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
    const [own] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT q.id FROM quote_requests q JOIN activities a ON a.id = q.activity_id
          JOIN user_organisations uo ON uo.organisation_id = a.organisation_id AND uo.user_id = ${anna!.id}
          WHERE q.lead_status = 'NEW' ORDER BY q.id DESC LIMIT 1`,
    );
    const [foreignActivity] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT a.id FROM activities a WHERE a.organisation_id IS NOT NULL AND NOT a.is_edit_copy
          AND a.organisation_id NOT IN (SELECT organisation_id FROM user_organisations WHERE user_id = ${anna!.id}) ORDER BY a.id LIMIT 1`,
    );
    const [foreign] = await queryRows<{ id: number }>(
      database.db,
      sql`INSERT INTO quote_requests (activity_id, name, email, phone) VALUES (${foreignActivity!.id}, 'Vreemd', 'vreemd@elders.example', '0') RETURNING id`,
    );
    const path = `/portaal/aanvragen/${own!.id}`;
    const page = await provider.get(path);
    expect(page.status).toBe(200);
    expect(text(page, 'lead-steps')).toContain('Nog niet');
    const csrf = csrfOf(page);
    const post = (target: string, fields: Record<string, string>) =>
      provider.send(
        target,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ csrf, ...fields }).toString() },
        'manual',
      );

    const empty = await post(path, { intent: 'answer', leadAnswer: '   ' });
    expect(empty.status).toBe(400);
    expect(text(empty, 'form-errors')).toContain('Uw antwoord: Schrijf uw antwoord.');
    const unknown = await post(path, { intent: 'move', to: 'MAYBE' });
    expect(unknown.status).toBe(400);
    expect((await post(path, { intent: 'nonsense' })).status).toBe(400);
    // A new lead is not won before it was answered: said on the page, 409, nothing changed.
    const early = await post(path, { intent: 'move', to: 'WON' });
    expect(early.status).toBe(409);
    expect(early.document.querySelector('[role="alert"]')?.textContent).toContain('Dat kan niet vanuit de huidige stap van deze aanvraag.');

    for (const fields of [
      { intent: 'answer', leadAnswer: 'Wij zijn goedkoper!' },
      { intent: 'move', to: 'ANSWERED' },
      { intent: 'note', leadNote: 'van mij' },
    ] as Array<Record<string, string>>) {
      expect((await post(`/portaal/aanvragen/${foreign!.id}`, fields)).status).toBe(404);
    }
    const [untouched] = await queryRows<{ lead_status: string; answers: number; mails: number }>(
      database.db,
      sql`SELECT q.lead_status, (SELECT count(*)::int FROM lead_answers WHERE quote_request_id = q.id) AS answers,
            (SELECT count(*)::int FROM mail_outbox WHERE kind = 'lead-answer' AND to_address = 'vreemd@elders.example') AS mails
          FROM quote_requests q WHERE q.id = ${foreign!.id}`,
    );
    expect(untouched).toEqual({ lead_status: 'NEW', answers: 0, mails: 0 });
    const [still] = await queryRows<{ lead_status: string }>(database.db, sql`SELECT lead_status FROM quote_requests WHERE id = ${own!.id}`);
    expect(still!.lead_status).toBe('NEW');

    // Without JavaScript: the answer is sent, the lead answered, the answer shown with the lead.
    const answered = await post(path, { intent: 'answer', leadAnswer: 'Dank voor uw aanvraag, we hebben plaats.' });
    expect(answered.status).toBe(200);
    expect(answered.html).toContain('Uw antwoord is verstuurd.');
    expect(text(answered, 'lead-answers')).toContain('Dank voor uw aanvraag, we hebben plaats.');
    expect(text(answered, 'lead-status')).toBe('Beantwoord');
    // Lost needs its reason: refused naming the field, then taken with it.
    const noReason = await post(path, { intent: 'move', to: 'LOST' });
    expect(noReason.status).toBe(400);
    expect(text(noReason, 'form-errors')).toContain('Reden: Kies waarom de aanvraag verloren is.');
    const lost = await post(path, { intent: 'move', to: 'LOST', lostReason: 'PRICE' });
    expect(lost.status).toBe(200);
    expect(text(lost, 'lead-status')).toBe('Verloren');
    expect(text(lost, 'lead-steps')).toContain('Te duur');
  });

  it("another organisation's page is not found, like a missing one, and a form posted to it changes nothing", async () => {
    const [anna] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
    const own = new Set(
      (await database.db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, anna!.id))).map(
        (o) => o.id,
      ),
    );
    const all = await database.db.select({ id: organisations.id, name: organisations.name }).from(organisations);
    const foreign = all.find((o) => !own.has(o.id))!;

    const page = await provider.get(`/portaal/organisaties/${foreign.id}`);
    expect(page.status).toBe(404);
    expect(page.document.querySelector('[data-testid="portal-error-404"]')).not.toBeNull();
    expect(page.screen.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeTruthy();
    expect((await provider.get('/portaal/organisaties/2000000000')).status).toBe(404);
    expect((await provider.get('/portaal/organisaties/abc')).status).toBe(404);

    const csrf = csrfOf(await provider.get('/portaal'));
    const takeOver = new URLSearchParams({ csrf, intent: 'profile', organisationName: 'Overgenomen', phone: '020 000 0000' });
    const posted = await provider.send(
      `/portaal/organisaties/${foreign.id}`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: takeOver.toString() },
      'manual',
    );
    expect(posted.status).toBe(404);
    const [after] = await database.db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, foreign.id));
    expect(after!.name).toBe(foreign.name);
  });

  it('without JavaScript the event editor is a textarea, the server checks the form, and a draft is saved', async () => {
    const choose = await provider.get('/portaal/evenementen/nieuw');
    const firstOrganisation = choose.document.querySelector<HTMLAnchorElement>('main li a')!.getAttribute('href')!;
    const form = await provider.get(firstOrganisation);
    const description = form.screen.getByRole('textbox', { name: /Beschrijving/ });
    expect(description.tagName).toBe('TEXTAREA');
    expect(description.getAttribute('name')).toBe('description');
    expect(form.screen.queryAllByRole('toolbar')).toHaveLength(0);
    const isEventForm = (f: HTMLFormElement) => f.querySelector('textarea[name="description"]') !== null;
    const save = { name: 'intent', value: 'save' };

    // The server's answer to a form it refuses: the summary and the values typed.
    const refused = await provider.submit(form, { title: 'Ab', description: '<p>Zonder <em>JavaScript</em></p>' }, { form: isEventForm, button: save });
    expect(refused.status).toBe(400);
    expect(text(refused, 'form-errors')).toContain('Titel: Een titel heeft 3 tot 120 tekens.');
    expect(text(refused, 'form-errors')).toContain('Plaats: Kies een plaats.');
    expect(refused.document.querySelector<HTMLTextAreaElement>('textarea[name="description"]')!.value).toBe('<p>Zonder <em>JavaScript</em></p>');

    const place = refused.screen.getByLabelText('Plaats') as HTMLSelectElement;
    const title = `Voorleesuurtje ${Date.now()}`;
    const saved = await provider.submit(
      refused,
      { title, startDate: '2031-09-01T10:00', [place.name]: place.options[2]!.value },
      { form: isEventForm, button: save },
    );
    expect(saved.url).toMatch(/\/portaal\/evenementen\/\d+\?nieuw=1$/);
    expect(text(saved, 'event-status')).toContain('Concept');
    expect(saved.document.querySelector<HTMLInputElement>('input[name="title"]')!.value).toBe(title);
    expect(saved.document.querySelector<HTMLTextAreaElement>('textarea[name="description"]')!.value).toBe('<p>Zonder <em>JavaScript</em></p>');
  });
});

describe('the demo operator', () => {
  it('the audit log refuses a date typed by hand that is none: 400, the field named', async () => {
    const operator = await signedIn(DEMO_ADMIN_EMAIL);
    const refused = await operator.get('/portaal/beheer/logboek?van=gisteren');
    expect(refused.status).toBe(400);
    expect(text(refused, 'field-error')).toBe('Vul een geldige datum in.');
  });
});

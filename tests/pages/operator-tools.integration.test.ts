import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import { createPageTestApp, type PageTestApp, type ReceivedPage, type Visitor } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

// The operator's tools of decision 104 as the server sends them (no browser): the review queue's search,
// filters, counts and order; the audit log in words, with links and filters; the organisation picker of
// the invitation and the event form's place, as a browser without JavaScript uses them.

const PORTAL = 'admin.localhost';
let database: DatabaseHandle;
let site: PageTestApp;
let operator: Visitor;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await createPageTestApp(database);
  operator = site.visitor(PORTAL);
  const answer = await operator.send('/api/portal/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ACCOUNT_PASSWORD }),
  });
  expect(answer.status).toBe(200);
}, 180_000);
afterAll(async () => {
  await site?.close();
  await database?.close();
});

const rowsOf = (page: ReceivedPage, testId: string) => [...page.document.querySelectorAll(`[data-testid="${testId}"] tbody tr`)];
const textOf = (page: ReceivedPage, testId: string) => page.document.querySelector(`[data-testid="${testId}"]`)?.textContent?.trim() ?? '';
const optionsOf = (page: ReceivedPage, label: string) =>
  [...(page.screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.textContent?.trim());

interface Waiting {
  title: string;
  platform_id: number;
  platform: string;
  organisation_id: number | null;
  organisation: string | null;
  edit: boolean;
  submitted_at: string;
}
const waiting = () =>
  queryRows<Waiting>(
    database.db,
    sql`SELECT a.title, a.platform_id, p.name AS platform, a.organisation_id, o.name AS organisation, a.is_edit_copy AS edit, a.submitted_at::text
        FROM activities a JOIN platforms p ON p.id = a.platform_id LEFT JOIN organisations o ON o.id = a.organisation_id
        WHERE a.submitted_at IS NOT NULL AND a.approval_status = 'EDITING'`,
  );

describe('the review queue', () => {
  let busiest: { id: number; name: string };

  beforeAll(async () => {
    // More than a page waits: 30 new activities of one organisation, sent over 30 days a year ago, the
    // last of them the newest of the whole queue.
    const [organisation] = await queryRows<{ id: number; name: string; platform_id: number }>(
      database.db,
      sql`SELECT id, name, platform_id FROM organisations WHERE platform_id = 1 ORDER BY id LIMIT 1`,
    );
    busiest = organisation!;
    await database.db.execute(sql`
      INSERT INTO activities (approved, title, slug, approval_status, platform_id, organisation_id, submitted_at, version)
      SELECT false, 'Wachtrij-uitje ' || n, 'wachtrij-uitje-' || n, 'EDITING', ${organisation!.platform_id}, ${organisation!.id},
        CASE WHEN n = 30 THEN now() + interval '1 minute' ELSE now() - make_interval(days => 400 - n) END, 1
      FROM generate_series(1, 30) n`);
  });

  it('is ordered the longest waiting first by default, the newest first when asked, and says how many wait', async () => {
    const all = await waiting();
    expect(all.length).toBeGreaterThan(25);
    const queue = await operator.get('/portaal/beoordelen');
    expect(queue.status).toBe(200);
    expect(textOf(queue, 'review-count')).toBe(`Activiteiten (${all.length} wachten)`);
    const oldest = [...all].sort((a, b) => a.submitted_at.localeCompare(b.submitted_at))[0]!;
    expect(rowsOf(queue, 'review-queue')[0]!.querySelector('th a')!.textContent).toBe(oldest.title);
    // The newest is on the last page by default; the order is the operator's choice (a GET form).
    expect(queue.html).not.toContain('Wachtrij-uitje 30<');
    const newestFirst = await operator.submit(queue, { richting: 'desc' }, { form: (f) => f.getAttribute('data-testid') === 'review-filter' });
    expect(new URL(newestFirst.url).searchParams.get('richting')).toBe('desc');
    expect(rowsOf(newestFirst, 'review-queue')[0]!.querySelector('th a')!.textContent).toBe('Wachtrij-uitje 30');
    expect(newestFirst.document.querySelector('th[aria-sort="descending"]')?.textContent).toBe('Ingestuurd');
    const byTitle = await operator.get('/portaal/beoordelen?sorteer=title');
    const titles = rowsOf(byTitle, 'review-queue').map((row) => row.querySelector('th a')!.textContent!);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('counts what waits per platform and kind beside each choice', async () => {
    const all = await waiting();
    const queue = await operator.get('/portaal/beoordelen');
    const platforms = optionsOf(queue, 'Platform');
    expect(platforms[0]).toBe(`Alle platforms (${all.length})`);
    const german = all.filter((item) => item.platform_id === 2);
    expect(platforms).toContain(`Ausflugsbaas (${german.length})`);
    expect(optionsOf(queue, 'Soort')).toEqual([
      `Nieuw en wijzigingen (${all.length})`,
      `Nieuwe activiteit (${all.filter((item) => !item.edit).length})`,
      `Wijziging (${all.filter((item) => item.edit).length})`,
    ]);
  });

  it('finds the organisation to narrow to with the lookup, scoped to what waits, and takes it away again (no JavaScript)', async () => {
    const all = await waiting();
    const isFilter = (f: HTMLFormElement) => f.getAttribute('data-testid') === 'review-filter';
    const queue = await operator.get('/portaal/beoordelen?soort=new');
    // No list of every organisation: a search field in the filter form.
    expect(queue.document.querySelector('select[name="organisatie"]')).toBeNull();
    expect(queue.screen.getByLabelText('Zoek een organisatie op naam of nummer')).toBeTruthy();
    const found = await operator.submit(queue, { organisationSearch: busiest.name }, { form: isFilter, button: { name: 'organisationFind', value: '1' } });
    expect(found.status).toBe(200);
    expect(found.screen.getByRole('status').textContent).toMatch(/gevonden: kies/);
    const match = found.screen.getByRole('radio', { name: new RegExp(busiest.name) }) as HTMLInputElement;
    expect(match.value).toBe(String(busiest.id));
    expect((found.screen.getByRole('radio', { name: 'Alle organisaties' }) as HTMLInputElement).checked).toBe(true);
    // Only organisations with something waiting are offered.
    const [idle] = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT name FROM organisations o WHERE NOT EXISTS (SELECT 1 FROM activities a WHERE a.organisation_id = o.id
            AND a.submitted_at IS NOT NULL AND a.approval_status = 'EDITING') ORDER BY id LIMIT 1`,
    );
    const none = await operator.submit(queue, { organisationSearch: idle!.name }, { form: isFilter, button: { name: 'organisationFind', value: '1' } });
    expect(none.screen.queryByRole('radio', { name: new RegExp(idle!.name) })).toBeNull();

    // Chosen: the queue narrowed (the kind kept), the address as before, the name shown and checked.
    const chosen = await operator.submit(found, { organisatie: String(busiest.id) }, { form: isFilter });
    const url = new URL(chosen.url);
    expect(url.searchParams.getAll('organisatie')).toEqual([String(busiest.id)]);
    expect(url.searchParams.get('soort')).toBe('new');
    const mine = all.filter((item) => item.organisation_id === busiest.id && !item.edit);
    expect(textOf(chosen, 'review-count')).toBe(`Activiteiten: ${mine.length} gevonden van ${all.length} die wachten`);
    const chosenOne = chosen.screen.getByRole('radio', { name: new RegExp(busiest.name) }) as HTMLInputElement;
    expect(chosenOne.checked).toBe(true);
    expect(textOf(chosen, 'chosen-organisations')).toContain(busiest.name);
    // Taken away: every organisation again.
    const cleared = await operator.submit(chosen, { organisatie: '' }, { form: isFilter });
    expect(textOf(cleared, 'review-count')).toBe(`Activiteiten: ${all.filter((item) => !item.edit).length} gevonden van ${all.length} die wachten`);
    expect(cleared.document.querySelector('[data-testid="chosen-organisations"]')).toBeNull();
  });

  it('narrows to a platform, a kind, an organisation or a text, and the pager keeps them', async () => {
    const all = await waiting();
    const germanEdits = all.filter((item) => item.platform_id === 2 && item.edit);
    const queue = await operator.get('/portaal/beoordelen');
    const narrowed = await operator.submit(queue, { platform: '2', soort: 'edit' }, { form: (f) => f.getAttribute('data-testid') === 'review-filter' });
    expect(narrowed.status).toBe(200);
    expect(textOf(narrowed, 'review-count')).toBe(`Activiteiten: ${germanEdits.length} gevonden van ${all.length} die wachten`);
    const rows = rowsOf(narrowed, 'review-queue');
    expect(rows).toHaveLength(germanEdits.length);
    for (const row of rows) {
      expect(row.textContent).toContain('Ausflugsbaas');
      expect(row.textContent).toContain('Wijziging');
    }
    // The form shows what it narrowed by.
    expect(narrowed.screen.getByLabelText('Platform').querySelector('option[selected]')?.getAttribute('value')).toBe('2');

    const ofOne = await operator.get(`/portaal/beoordelen?organisatie=${busiest.id}&richting=desc`);
    const mine = all.filter((item) => item.organisation_id === busiest.id);
    expect(textOf(ofOne, 'review-count')).toBe(`Activiteiten: ${mine.length} gevonden van ${all.length} die wachten`);
    // A link's organisation is shown as chosen.
    expect(textOf(ofOne, 'chosen-organisations')).toContain(busiest.name);
    const next = ofOne.screen.getByRole('link', { name: 'Volgende' }).getAttribute('href')!;
    const nextParams = new URL(next, 'http://x').searchParams;
    expect(Object.fromEntries(nextParams)).toEqual({ organisatie: String(busiest.id), richting: 'desc', pagina: '2' });
    const second = await operator.get(next);
    expect(rowsOf(second, 'review-queue')).toHaveLength(mine.length - 25);
    for (const row of rowsOf(second, 'review-queue')) expect(row.textContent).toContain(busiest.name);

    const found = await operator.get('/portaal/beoordelen?zoek=uitje%2029');
    expect(rowsOf(found, 'review-queue').map((row) => row.querySelector('th a')!.textContent)).toEqual(['Wachtrij-uitje 29']);
    const none = await operator.get('/portaal/beoordelen?zoek=bestaat-niet-xyz');
    expect(textOf(none, 'review-empty')).toBe('Niets dat wacht past bij deze filters.');
  });

  it('refuses a filter no choice sends (400, the field named) and ignores an unknown order', async () => {
    const kind = await operator.get('/portaal/beoordelen?soort=oud');
    expect(kind.status).toBe(400);
    expect(textOf(kind, 'field-error')).toBe('Kies nieuw of wijziging.');
    expect(kind.screen.getByLabelText('Soort').getAttribute('aria-invalid')).toBe('true');
    const platform = await operator.get('/portaal/beoordelen?platform=999');
    expect(platform.status).toBe(400);
    expect(textOf(platform, 'field-error')).toBe('Kies een platform uit de lijst.');
    const organisation = await operator.get('/portaal/beoordelen?organisatie=abc');
    expect(organisation.status).toBe(400);
    expect(textOf(organisation, 'field-error')).toBe('Kies een organisatie uit de lijst.');
    // Another filter refused: the organisation of the address still shown as chosen.
    const refusedKind = await operator.get(`/portaal/beoordelen?soort=oud&organisatie=${busiest.id}`);
    expect(refusedKind.status).toBe(400);
    expect(textOf(refusedKind, 'chosen-organisations')).toContain(busiest.name);
    const unknownOrganisation = await operator.get('/portaal/beoordelen?organisatie=2000000000');
    expect(unknownOrganisation.status).toBe(400);
    expect(textOf(unknownOrganisation, 'field-error')).toBe('Kies een organisatie uit de lijst.');
    const order = await operator.get('/portaal/beoordelen?sorteer=prijs&richting=omhoog&pagina=-3');
    expect(order.status).toBe(200);
    expect(order.document.querySelector('th[aria-sort="ascending"]')?.textContent).toBe('Ingestuurd');
  });

  it('speaks German in the German portal', async () => {
    const all = await waiting();
    const queue = await operator.get('/portaal/beoordelen?taal=de&soort=oud');
    expect(queue.status).toBe(400);
    expect(textOf(queue, 'field-error')).toBe('Wählen Sie neu oder Änderung.');
    const german = await operator.get('/portaal/beoordelen?taal=de&platform=2');
    expect(german.screen.getByRole('heading', { level: 2, name: 'Suchen und filtern' })).toBeTruthy();
    expect(optionsOf(german, 'Plattform')[0]).toBe(`Alle Plattformen (${all.length})`);
    expect(textOf(german, 'review-count')).toBe(`Aktivitäten: ${all.filter((item) => item.platform_id === 2).length} gefunden von ${all.length} wartenden`);
    expect(german.screen.getByRole('button', { name: 'Anzeigen' })).toBeTruthy();
    expect(german.screen.getByRole('group', { name: 'Organisation' })).toBeTruthy();
    expect(german.screen.getByLabelText('Organisation nach Name oder Nummer suchen')).toBeTruthy();
  });
});

describe('the audit log', () => {
  let german: { id: number; title: string };
  let dutch: { id: number; title: string };
  let operatorId: number;

  beforeAll(async () => {
    const pick = async (platformId: number) =>
      (
        await queryRows<{ id: number; title: string }>(
          database.db,
          sql`SELECT id, title FROM activities WHERE platform_id = ${platformId} AND NOT is_edit_copy AND approved ORDER BY id LIMIT 1`,
        )
      )[0]!;
    german = await pick(2);
    dutch = await pick(1);
    operatorId = (await queryRows<{ id: number }>(database.db, sql`SELECT id FROM users WHERE email = ${DEMO_ADMIN_EMAIL}`))[0]!.id;
    // Each with the platform recordAudit works out when it writes an entry (app/portal/audit.server.ts).
    const entry = (action: string, detail: Record<string, unknown> | null, minutesAgo: number, platformId: number | null, subject: number | null = null) =>
      sql`(${action}::text, ${operatorId}::int, ${subject}::int, ${detail === null ? null : JSON.stringify(detail)}::jsonb, now() - make_interval(mins => ${minutesAgo}::int), ${platformId}::int)`;
    await database.db.execute(sql`
      INSERT INTO audit_log (action, actor_user_id, subject_user_id, detail, at, platform_id) VALUES
        ${entry('activity-approved', { entity: 'activity', id: german.id, slug: 'neu', redirectedFrom: 'alt' }, 5, 2)},
        ${entry('activity-approved', { entity: 'activity', id: dutch.id, slug: 'nieuw', redirectedFrom: null }, 4, 1)},
        ${entry('sign-in-failed', { reason: 'password', failures: 2 }, 3, null, operatorId)},
        ${entry('blog-deleted', { entity: 'blog', id: 77, platformId: 2 }, 2, 2)}`);
    // More than a page of one kind on the German platform, for the pager.
    await database.db.execute(sql`
      INSERT INTO audit_log (action, actor_user_id, detail, at, platform_id)
      SELECT 'activity-saved', ${operatorId}::int, jsonb_build_object('entity', 'activity', 'id', ${german.id}::int, 'version', n, 'editCopy', false),
        now() - make_interval(hours => 2, mins => n), 2
      FROM generate_series(1, 30) n`);
  });

  it('follows the platform switcher: only what is about that platform, in words, linked to its page', async () => {
    const log = await operator.get('/portaal/beheer/logboek?platform=2');
    expect(log.status).toBe(200);
    const rows = rowsOf(log, 'audit-table');
    const actions = rows.map((row) => row.querySelector('[data-testid="audit-action"]')!.textContent);
    expect(actions.slice(0, 3)).toEqual(['Blog verwijderd', 'Activiteit goedgekeurd', 'Activiteit opgeslagen']);
    // Only the German platform's: not the Dutch approval, not the failed sign-in (about no platform).
    expect(log.html).not.toContain(dutch.title);
    expect(actions).not.toContain('Inloggen mislukt');
    // No codes and no JSON.
    expect(textOf(log, 'audit-table')).not.toMatch(/activity-approved|[{}"]/);
    const approval = rows[1]!;
    const object = approval.querySelector('[data-testid="audit-object"]')!;
    const link = object.querySelector('a')!;
    expect(link.textContent).toBe(`Activiteit ${german.id}`);
    expect(link.getAttribute('href')).toBe(`/portaal/activiteiten/${german.id}`);
    expect(object.textContent).toContain(german.title);
    expect(approval.textContent).toContain('Oud adres (verwijst door): alt');
    expect((await operator.get(link.getAttribute('href')!)).status).toBe(200);
    // A deleted blog: named, not linked.
    expect(rows[0]!.querySelector('[data-testid="audit-object"] a[href*="/blogs/"]')).toBeNull();
    // The switcher's own platform is the log's, in its filter.
    expect(log.screen.getByLabelText('Sites').querySelector('option')!.textContent).toBe('Alleen Ausflugsbaas');
  });

  it('shows every site with the entries about no platform, and each object’s own history', async () => {
    const all = await operator.get('/portaal/beheer/logboek?platform=2&sites=alle');
    const failed = rowsOf(all, 'audit-table').find((row) => row.textContent?.includes('Inloggen mislukt'))!;
    expect(failed.textContent).toContain('Reden: verkeerd wachtwoord');
    expect(failed.querySelector('[data-testid="audit-object"] a')!.getAttribute('href')).toBe(`/portaal/beheer/gebruikers/${operatorId}?platform=2`);
    expect(all.html).toContain(dutch.title);
    const history = all.screen.getByRole('link', { name: `Alle regels over Activiteit ${dutch.id}` });
    const ofDutch = await operator.get(history.getAttribute('href')!);
    const actions = rowsOf(ofDutch, 'audit-table').map((row) => row.querySelector('[data-testid="audit-action"]')!.textContent);
    expect(actions).toEqual(['Activiteit goedgekeurd']);
  });

  it('narrows by action, user and object, and the pager keeps the filters', async () => {
    const log = await operator.get('/portaal/beheer/logboek?platform=2');
    const saved = await operator.submit(
      log,
      { actie: 'activity-saved', gebruiker: 'beheer', onderdeel: 'activity', nummer: String(german.id) },
      { form: (f) => f.getAttribute('data-testid') === 'audit-filter' },
    );
    expect(saved.status).toBe(200);
    const rows = rowsOf(saved, 'audit-table');
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((row) => row.querySelector('[data-testid="audit-action"]')!.textContent))).toEqual(new Set(['Activiteit opgeslagen']));
    const next = new URL(saved.screen.getByRole('link', { name: 'Volgende' }).getAttribute('href')!, 'http://x');
    expect(Object.fromEntries(next.searchParams)).toMatchObject({
      platform: '2',
      actie: 'activity-saved',
      gebruiker: 'beheer',
      onderdeel: 'activity',
      nummer: String(german.id),
      pagina: '2',
    });
    const second = await operator.get(`${next.pathname}${next.search}`);
    expect(rowsOf(second, 'audit-table')).toHaveLength(5);
  });

  it('refuses a filter no choice sends: 400 naming the field', async () => {
    const action = await operator.get('/portaal/beheer/logboek?actie=alles-gedaan');
    expect(action.status).toBe(400);
    expect(textOf(action, 'field-error')).toBe('Kies een actie uit de lijst.');
    const entity = await operator.get('/portaal/beheer/logboek?onderdeel=planeet');
    expect(entity.status).toBe(400);
    expect(textOf(entity, 'field-error')).toBe('Kies een onderdeel uit de lijst.');
    const number = await operator.get('/portaal/beheer/logboek?onderdeel=activity&nummer=12a');
    expect(number.status).toBe(400);
    expect(textOf(number, 'field-error')).toBe('Vul een nummer in (alleen cijfers).');
    const alone = await operator.get('/portaal/beheer/logboek?nummer=12');
    expect(alone.status).toBe(400);
    expect(textOf(alone, 'field-error')).toBe('Kies bij een nummer ook het onderdeel.');
  });

  it('speaks German in the German portal', async () => {
    const log = await operator.get('/portaal/beheer/logboek?platform=2&sites=alle&taal=de');
    const actions = rowsOf(log, 'audit-table').map((row) => row.querySelector('[data-testid="audit-action"]')!.textContent);
    expect(actions).toEqual(expect.arrayContaining(['Aktivität freigegeben', 'Anmeldung fehlgeschlagen', 'Blog gelöscht']));
    expect(log.html).toContain('falsches Passwort');
    expect(log.screen.getByLabelText('Aktion').querySelector('optgroup')!.getAttribute('label')).toBe('Konten und Benutzer');
    const refused = await operator.get('/portaal/beheer/logboek?taal=de&actie=x');
    expect(textOf(refused, 'field-error')).toBe('Wählen Sie eine Aktion aus der Liste.');
  });
});

describe('the invitation’s organisation picker', () => {
  let kids: { id: number; name: string; platform: string };
  let german: { id: number; name: string };

  beforeAll(async () => {
    kids = (
      await queryRows<{ id: number; name: string; platform: string }>(
        database.db,
        sql`SELECT o.id, o.name, p.name AS platform FROM organisations o JOIN platforms p ON p.id = o.platform_id WHERE o.platform_id = 3 ORDER BY o.id LIMIT 1`,
      )
    )[0]!;
    german = (
      await queryRows<{ id: number; name: string }>(database.db, sql`SELECT id, name FROM organisations WHERE platform_id = 2 ORDER BY id LIMIT 1`)
    )[0]!;
  });

  const isInvite = (form: HTMLFormElement) => form.querySelector('input[name="intent"][value="invite"]') !== null;
  const linksOf = (email: string) =>
    queryRows<{ organisation_id: number }>(
      database.db,
      sql`SELECT uo.organisation_id FROM user_organisations uo JOIN users u ON u.id = uo.user_id WHERE u.email = ${email} ORDER BY 1`,
    );

  it('without JavaScript: a search by name lists the matches to tick, the form as typed; the ticked ones are linked', async () => {
    const users = await operator.get('/portaal/beheer/gebruikers');
    // No field for numbers typed by hand.
    expect(users.screen.queryByLabelText(/nummers/)).toBeNull();
    const email = `picker.${Date.now()}@uitjes.example`;
    const searched = await operator.submit(
      users,
      { email, firstName: 'Pim', organisationSearch: kids.name.slice(0, 6) },
      { form: isInvite, button: { name: 'organisationFind', value: '1' } },
    );
    expect(searched.status).toBe(200);
    expect(searched.document.querySelector('[data-testid="form-errors"]')).toBeNull();
    expect(searched.document.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(email);
    expect(searched.document.querySelector<HTMLInputElement>('input[name="organisationSearch"]')!.value).toBe(kids.name.slice(0, 6));
    const match = searched.screen.getByRole('checkbox', { name: new RegExp(kids.name) }) as HTMLInputElement;
    expect(match.checked).toBe(false);
    expect(match.closest('label')!.textContent).toContain(kids.platform);

    // A second search by number keeps what was ticked.
    const again = await operator.submit(
      searched,
      { organisationIds: String(kids.id), organisationSearch: String(german.id) },
      { form: isInvite, button: { name: 'organisationFind', value: '1' } },
    );
    expect((again.screen.getByRole('checkbox', { name: new RegExp(kids.name) }) as HTMLInputElement).checked).toBe(true);
    expect(textOf(again, 'organisation-matches')).toContain(german.name);

    const invited = await operator.submit(again, { organisationIds: [String(kids.id), String(german.id)] }, { form: isInvite });
    expect(invited.status).toBe(200);
    expect(invited.html).toContain(`De uitnodiging is verstuurd naar ${email}.`);
    expect((await linksOf(email)).map((row) => row.organisation_id)).toEqual([kids.id, german.id].sort((a, b) => a - b));
  });

  it('a refused invitation keeps the organisations chosen; an id that is none is named', async () => {
    const users = await operator.get('/portaal/beheer/gebruikers');
    const refused = await operator.submit(users, { email: 'geen-adres', organisationIds: String(kids.id) }, { form: isInvite });
    expect(refused.status).toBe(400);
    expect((refused.screen.getByRole('checkbox', { name: new RegExp(kids.name) }) as HTMLInputElement).checked).toBe(true);
    const unknown = await operator.submit(users, { email: `x.${Date.now()}@uitjes.example`, organisationIds: 'abc' }, { form: isInvite });
    expect(unknown.status).toBe(400);
    expect(textOf(unknown, 'form-errors')).toContain('Organisaties: Kies de organisaties uit de lijst.');
    expect(textOf(unknown, 'field-error')).toBe('Kies de organisaties uit de lijst.');
  });

  it('the lookup answers operators with organisations of every platform by name or number, and refuses a provider', async () => {
    const byName = await operator.get(`/portaal/beheer/organisaties/zoeken?zoek=${encodeURIComponent(german.name.slice(0, 5))}`);
    expect(byName.status).toBe(200);
    const found = JSON.parse(byName.html) as { organisations: Array<{ id: number; name: string; platformName: string }> };
    expect(found.organisations.length).toBeLessThanOrEqual(10);
    expect(found.organisations).toContainEqual(expect.objectContaining({ id: german.id, name: german.name, platformName: 'Ausflugsbaas' }));
    const byNumber = JSON.parse((await operator.get(`/portaal/beheer/organisaties/zoeken?zoek=${kids.id}`)).html) as typeof found;
    expect(byNumber.organisations.map((o) => o.id)).toContain(kids.id);
    expect(JSON.parse((await operator.get('/portaal/beheer/organisaties/zoeken?zoek=')).html)).toEqual({ organisations: [] });
    const provider = site.visitor(PORTAL);
    await provider.send('/api/portal/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_PROVIDER_EMAIL, password: DEMO_ACCOUNT_PASSWORD }),
    });
    expect((await provider.get('/portaal/beheer/organisaties/zoeken?zoek=a', { redirect: 'manual' })).status).toBe(403);
  });

  it('speaks German in the German portal', async () => {
    const users = await operator.get('/portaal/beheer/gebruikers?taal=de');
    expect(users.screen.getByLabelText('Organisation nach Name oder Nummer suchen')).toBeTruthy();
    const searched = await operator.submit(
      users,
      { email: 'x@uitjes.example', organisationSearch: 'zzzz-niemand' },
      { form: isInvite, button: { name: 'organisationFind', value: '1' } },
    );
    expect(searched.html).toContain('Keine Organisation gefunden für „zzzz-niemand“.');
  });
});

describe('the event form’s place', () => {
  it('is looked up among the cities of the organisation’s platform, for whom acts for it', async () => {
    const provider = site.visitor(PORTAL);
    await provider.send('/api/portal/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_PROVIDER_EMAIL, password: DEMO_ACCOUNT_PASSWORD }),
    });
    const [own] = await queryRows<{ id: number; platform_id: number }>(
      database.db,
      sql`SELECT o.id, o.platform_id FROM organisations o JOIN user_organisations uo ON uo.organisation_id = o.id JOIN users u ON u.id = uo.user_id
          WHERE u.email = ${DEMO_PROVIDER_EMAIL} AND o.platform_id = 3 ORDER BY o.id LIMIT 1`,
    );
    const [foreign] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT o.id FROM organisations o WHERE NOT EXISTS (SELECT 1 FROM user_organisations uo JOIN users u ON u.id = uo.user_id
          WHERE uo.organisation_id = o.id AND u.email = ${DEMO_PROVIDER_EMAIL}) ORDER BY o.id LIMIT 1`,
    );
    const [city] = await queryRows<{ id: number; name: string }>(
      database.db,
      sql`SELECT id, name FROM cities WHERE platform_id = ${own!.platform_id} AND length(name) >= 6 ORDER BY id LIMIT 1`,
    );
    const lookup = async (visitor: Visitor, organisation: number | string, text: string, kinds = '&soort=CITY') => {
      const answer = await visitor.get(`/portaal/plaatsen?organisatie=${organisation}&zoek=${encodeURIComponent(text)}${kinds}`, { redirect: 'manual' });
      return {
        status: answer.status,
        body: answer.status === 200 ? (JSON.parse(answer.html) as { locations: Array<{ id: number; name: string; type: string }> }) : null,
      };
    };
    const found = await lookup(provider, own!.id, city!.name.slice(0, 5).toLowerCase());
    expect(found.status).toBe(200);
    expect(found.body!.locations.length).toBeLessThanOrEqual(10);
    expect(found.body!.locations.map((location) => location.id)).toContain(city!.id);
    expect(new Set(found.body!.locations.map((location) => location.type))).toEqual(new Set(['CITY']));
    const platformCities = new Set(
      (await queryRows<{ id: number }>(database.db, sql`SELECT id FROM cities WHERE platform_id = ${own!.platform_id}`)).map((row) => row.id),
    );
    expect(found.body!.locations.every((location) => platformCities.has(location.id))).toBe(true);
    // A typo finds it too, as in the visitors' place boxes.
    const typo = `${city!.name.slice(0, 2)}${city!.name.slice(3)}`;
    expect((await lookup(provider, own!.id, typo)).body!.locations.map((location) => location.id)).toContain(city!.id);
    // Another's organisation is not found; an operator may look up for any.
    expect((await lookup(provider, foreign!.id, 'a')).status).toBe(404);
    expect((await lookup(provider, 'abc', 'a')).status).toBe(404);
    expect((await lookup(operator, foreign!.id, 'a')).status).toBe(200);
    expect((await lookup(site.visitor(PORTAL), own!.id, 'a')).status).toBe(302);

    // The activity editor's place box asks for every kind of place, of the same platform (the public
    // search, which it asked before, answers for the portal host's default platform).
    const [province] = await queryRows<{ id: number; name: string }>(
      database.db,
      sql`SELECT id, name FROM provinces WHERE platform_id = ${own!.platform_id} ORDER BY id LIMIT 1`,
    );
    const anyKind = await lookup(provider, own!.id, province!.name, '');
    expect(anyKind.body!.locations).toContainEqual(expect.objectContaining({ id: province!.id, type: 'PROVINCE' }));
    const [platformProvinces] = await queryRows<{ ids: number[] }>(
      database.db,
      sql`SELECT array_agg(id) AS ids FROM provinces WHERE platform_id = ${own!.platform_id}`,
    );
    expect(anyKind.body!.locations.filter((location) => location.type === 'PROVINCE').every((location) => platformProvinces!.ids.includes(location.id))).toBe(
      true,
    );
  });

  it('without JavaScript is still the select of the platform’s cities, posting the same field', async () => {
    const [organisation] = await queryRows<{ id: number; platform_id: number }>(
      database.db,
      sql`SELECT id, platform_id FROM organisations WHERE platform_id = 3 ORDER BY id LIMIT 1`,
    );
    const form = await operator.get(`/portaal/evenementen/nieuw?organisatie=${organisation!.id}`);
    const select = form.screen.getByLabelText('Plaats') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.name).toBe('cityId');
    const [{ n }] = (await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM cities WHERE platform_id = ${organisation!.platform_id}`,
    )) as [{ n: number }];
    expect(select.querySelectorAll('option[value]:not([value=""])')).toHaveLength(n);
  });
});

describe('the search synonyms of a platform (decision 105)', () => {
  const PAGE = '/portaal/beheer/synoniemen?platform=1&taal=nl';
  const isAdd = (form: HTMLFormElement) => form.querySelector('textarea[name="expansions"]') !== null;
  const apiTotal = async (q: string) => {
    const answer = await site
      .visitor('nl.localhost')
      .get(`/api/public/activities?page=1&limit=5&filterQuery=${encodeURIComponent(JSON.stringify({ genericSearchQuery: q }))}`);
    return JSON.parse(answer.html) as { total: number; activities: { title: string }[]; closest?: { query: string } | null };
  };

  it('lists the platform’s synonyms, adds one the search then uses, refuses a term twice or an empty one, and removes it', async () => {
    const page = await operator.get(PAGE);
    expect(page.status).toBe(200);
    expect(page.screen.getByRole('heading', { level: 1 }).textContent).toBe('Zoeksynoniemen');
    expect(rowsOf(page, 'synonyms').map((row) => row.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('slecht weer')]));
    // The search knows nothing of the word before: no activity matches it (the closest query neither).
    expect((await apiTotal('zwiepzwaai')).total).toBe(0);

    const empty = await operator.submit(page, { term: '  ', expansions: 'bierproeverij' }, { form: isAdd });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Vul een zoekterm in');
    const nothing = await operator.submit(page, { term: 'zwiepzwaai', expansions: '' }, { form: isAdd });
    expect(nothing.status).toBe(400);
    expect(nothing.html).toContain('Vul in wat deze zoekterm ook vindt');

    const added = await operator.submit(page, { term: 'Zwiepzwaai', expansions: 'bierproeverij, wijnproeverij' }, { form: isAdd });
    expect(added.status).toBe(200);
    expect(added.html).toContain('Synoniem “Zwiepzwaai” toegevoegd.');
    const found = await apiTotal('zwiepzwaai');
    expect(found.total).toBeGreaterThan(0);
    expect(found.activities[0]!.title).toMatch(/proeverij/i);

    const twice = await operator.submit(added, { term: 'ZWIEPZWAAI!', expansions: 'bier' }, { form: isAdd });
    expect(twice.status).toBe(400);
    expect(twice.html).toContain('Deze zoekterm staat al in de lijst');

    const listed = await operator.get(`${PAGE}&zoek=zwiep`);
    const row = rowsOf(listed, 'synonyms').find((r) => r.textContent?.includes('Zwiepzwaai'))!;
    expect(row.textContent).toContain('bierproeverij, wijnproeverij');
    const removed = await operator.submit(listed, {}, { form: (form) => row.contains(form) });
    expect(removed.html).toContain('Synoniem “Zwiepzwaai” verwijderd.');
    expect((await apiTotal('zwiepzwaai')).total).toBe(0);
    // Both changes are in the audit log, in words.
    const log = await operator.get('/portaal/beheer/logboek?platform=1&taal=nl');
    expect(log.html).toContain('Zoeksynoniem toegevoegd');
    expect(log.html).toContain('Zoeksynoniem verwijderd');
  });

  it('speaks German in the German portal, for the German platform', async () => {
    const page = await operator.get('/portaal/beheer/synoniemen?platform=2&taal=de');
    expect(page.status).toBe(200);
    expect(page.screen.getByRole('heading', { level: 1 }).textContent).toBe('Suchsynonyme');
    expect(rowsOf(page, 'synonyms').map((row) => row.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('drinnen')]));
  });
});

describe('moving in: the account import in the back office (docs/decisions/114)', () => {
  const PAGE = '/portaal/beheer/importeren?platform=1&taal=nl';
  const isCheck = (form: HTMLFormElement) => form.querySelector('input[type="file"]') !== null;
  const isImport = (form: HTMLFormElement) => form.querySelector('input[name="csv"]') !== null;

  it('checks an uploaded file without writing (the bad rows by line and column), imports the good rows, and lists the report', async () => {
    const [org] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM organisations WHERE platform_id = 1 ORDER BY id LIMIT 1`);
    await database.db.execute(sql`UPDATE organisations SET old_idx = 77001 WHERE id = ${org!.id}`);
    const csv = [
      'type;email;firstName;organisations;role',
      'user;verhuisd@example.nl;Vera;77001;USER',
      'user;geen-adres;Fout;77001;USER',
      'contact;balie@example.nl;Bert;;',
    ].join('\r\n');
    const page = await operator.get(PAGE);
    expect(page.status).toBe(200);
    expect(page.screen.getByRole('heading', { level: 1 }).textContent).toBe('Importeren');

    const missing = await operator.submit(page, {}, { form: isCheck });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('Kies een CSV-bestand van hoogstens 7 MB.');

    const checked = await operator.submit(page, {}, { form: isCheck, files: { file: new File([csv], 'oude-site.csv', { type: 'text/csv' }) } });
    expect(checked.status).toBe(200);
    expect(textOf(checked, 'checked-title')).toBe('Controle van oude-site.csv');
    expect(rowsOf(checked, 'import-problems').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim()))).toEqual([
      ['3', 'email', '“geen-adres” is geen e-mailadres.'],
      ['4', 'organisations', 'Een contactpersoon hoort bij minstens één organisatie.'],
    ]);
    expect(rowsOf(checked, 'import-plan').map((row) => row.textContent)).toEqual([expect.stringContaining('Nieuw account')]);
    const before = await queryRows(database.db, sql`SELECT id FROM users WHERE email = 'verhuisd@example.nl'`);
    expect(before).toEqual([]);

    const imported = await operator.submit(checked, {}, { form: isImport });
    expect(imported.status).toBe(200);
    expect(imported.html).toContain('De import van oude-site.csv is klaar.');
    const [user] = await queryRows<{ organisations: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM user_organisations uo WHERE uo.user_id = u.id AND uo.organisation_id = ${org!.id}) AS organisations FROM users u WHERE email = 'verhuisd@example.nl'`,
    );
    expect(user).toEqual({ organisations: 1 });
    const runs = imported.document.querySelector('[data-testid="import-runs"] li')!;
    expect(runs.textContent).toContain('Accounts: oude-site.csv');
    expect(runs.textContent).toContain('user: 1 nieuw, 0 bijgewerkt, 0 ongewijzigd, 1 overgeslagen, 0 mislukt');
    const log = await operator.get('/portaal/beheer/logboek?platform=1&taal=nl');
    expect(log.html).toContain('Accounts geïmporteerd');
  });

  it('is the back office’s: a provider gets the refusal, and the German portal speaks German', async () => {
    const provider = site.visitor(PORTAL);
    await provider.send('/api/portal/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_PROVIDER_EMAIL, password: DEMO_ACCOUNT_PASSWORD }),
    });
    expect((await provider.get(PAGE)).status).toBe(403);
    const german = await operator.get('/portaal/beheer/importeren?platform=2&taal=de');
    expect(german.screen.getByRole('heading', { level: 1 }).textContent).toBe('Importieren');
  });
});

describe('a record page’s remove card (banners, pop-ups, articles, SEO pages)', () => {
  const first = async (table: string) =>
    (await queryRows<{ id: number; title: string }>(database.db, sql`SELECT id, title FROM ${sql.raw(table)} WHERE platform_id = 1 ORDER BY id LIMIT 1`))[0]!;
  const stillThere = async (table: string, id: number) =>
    (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE id = ${id}`))[0]!.n;

  it.each([
    {
      table: 'banners',
      path: (id: number) => `/portaal/beheer/banners/${id}?platform=1`,
      ask: /De banner ".+" verwijderen…/,
      confirm: 'Ja, verwijder deze banner',
    },
    {
      table: 'popups',
      path: (id: number) => `/portaal/beheer/banners/pop-ups/${id}?platform=1`,
      ask: /De pop-up ".+" verwijderen…/,
      confirm: 'Ja, verwijder deze pop-up',
    },
    { table: 'blogs', path: (id: number) => `/portaal/beheer/blogs/${id}?platform=1`, ask: /".+" verwijderen…/, confirm: 'Ja, artikel verwijderen' },
    { table: 'seo_pages', path: (id: number) => `/portaal/beheer/seo/${id}?platform=1`, ask: /\/.+ verwijderen…/, confirm: 'Ja, pagina verwijderen' },
  ])('$table: asks in a disclosure what removing does, and its one button removes', async ({ table, path, ask, confirm }) => {
    const record = await first(table);
    const page = await operator.get(path(record.id));
    expect(page.status).toBe(200);
    const card = page.screen.getByRole('region', { name: /verwijderen/i });
    const question = card.querySelector('details > summary');
    expect(question?.textContent).toMatch(ask);
    const button = page.screen.getByRole('button', { name: confirm });
    expect(card.contains(button)).toBe(true);
    const answer = await operator.submit(page, {}, { form: (form) => form.contains(button) });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('verwijderd');
    expect(await stillThere(table, record.id)).toBe(0);
  });
});

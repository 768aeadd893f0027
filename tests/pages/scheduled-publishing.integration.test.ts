import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL } from '../../app/config/password-hashing.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import { publishDueContent } from '../../server/jobs/scheduled-publishing.ts';
import { createPageTestApp, type PageTestApp, type ReceivedPage, type Visitor } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

// Scheduled publishing in the back office (docs/decisions/121) as the server sends it (no browser): the
// editors' "publish at" and "unpublish at" with their refusals under the field, the "Gepland" badges of
// the lists, the Planning page of a brand at a chosen moment, and the system's flip in the audit log.

const PORTAL = 'admin.localhost';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
/** 3 December next year, 09:00 in Amsterdam (winter time: 08:00 UTC). */
const PUBLISH = `${NEXT_YEAR}-12-03T09:00`;
const UNPUBLISH = `${NEXT_YEAR}-12-24T18:30`;
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

const withSchedule = (form: HTMLFormElement) => form.querySelector('[name="publishAt"]') !== null;
/** The message under a field of a form (`<form>-<field>-error`), as the page shows it. */
const errorOf = (page: ReceivedPage, form: string, field: string) => page.document.getElementById(`${form}-${field}-error`)?.textContent?.trim() ?? null;
const valueOf = (page: ReceivedPage, name: string) => (page.document.querySelector(`[name="${name}"]`) as HTMLInputElement | null)?.value;
const badges = (page: ReceivedPage) => [...page.document.querySelectorAll('[data-testid="schedule-badge"] span')].map((badge) => badge.textContent?.trim());

const PAST = 'Dit moment is al voorbij. Kies een tijd die nog moet komen.';

describe('the schedule in the editors', () => {
  it('a banner: refusals under the field, then saved, shown again in the zone and as a badge in the list', async () => {
    const form = await operator.get('/portaal/beheer/banners/nieuw?platform=1');
    expect(form.screen.getByLabelText(/^Publiceren op/).getAttribute('type')).toBe('datetime-local');
    expect(form.html).toContain('Europe/Amsterdam');
    const fields = { title: 'Kerstmarkt', buttonTitle: 'Bekijk', link: '/agenda' };
    // Without JavaScript the checkbox "show on the site" starts ticked; a time to publish needs it off.
    const whileOn = await operator.submit(form, { ...fields, publishAt: PUBLISH }, { form: withSchedule });
    expect(whileOn.status).toBe(400);
    expect(errorOf(whileOn, 'banner', 'publishAt')).toBe('Het staat al aan. Zet het uit, of laat "Publiceren op" leeg.');
    // What was typed stays.
    expect(valueOf(whileOn, 'publishAt')).toBe(PUBLISH);
    const unticked = (page: ReceivedPage) => {
      (page.document.querySelector('[name="active"]') as HTMLInputElement).checked = false;
      return page;
    };
    const past = await operator.submit(unticked(form), { ...fields, publishAt: '2020-05-01T10:00' }, { form: withSchedule });
    expect(past.status).toBe(400);
    expect(errorOf(past, 'banner', 'publishAt')).toBe(PAST);
    const order = await operator.submit(unticked(form), { ...fields, publishAt: PUBLISH, unpublishAt: `${NEXT_YEAR}-12-01T09:00` }, { form: withSchedule });
    expect(errorOf(order, 'banner', 'unpublishAt')).toBe('Depubliceren moet later zijn dan publiceren.');
    const nonsense = await operator.submit(unticked(form), { ...fields, unpublishAt: `${NEXT_YEAR}-02-30T09:00` }, { form: withSchedule });
    expect(errorOf(nonsense, 'banner', 'unpublishAt')).toBe('Vul een bestaande datum en tijd in.');

    const saved = await operator.submit(unticked(form), { ...fields, publishAt: PUBLISH, unpublishAt: UNPUBLISH }, { form: withSchedule });
    expect(saved.status).toBe(200);
    expect(new URL(saved.url).pathname).toMatch(/^\/portaal\/beheer\/banners\/\d+$/);
    expect([valueOf(saved, 'publishAt'), valueOf(saved, 'unpublishAt')]).toEqual([PUBLISH, UNPUBLISH]);
    const [row] = await queryRows<{ publishAt: string; unpublishAt: string; active: boolean }>(
      database.db,
      sql`SELECT to_char(publish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS "publishAt",
                 to_char(unpublish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS "unpublishAt", active
          FROM banners WHERE title = 'Kerstmarkt'`,
    );
    expect(row).toEqual({ publishAt: `${NEXT_YEAR}-12-03T08:00`, unpublishAt: `${NEXT_YEAR}-12-24T17:30`, active: false });
    expect(badges(saved)).toEqual(['Gepland: publiceert 3 dec, 09:00', 'Gepland: depubliceert 24 dec, 18:30']);
    const list = await operator.get('/portaal/beheer/banners?platform=1&zoek=Kerstmarkt');
    expect(badges(list)).toEqual(['Gepland: publiceert 3 dec, 09:00', 'Gepland: depubliceert 24 dec, 18:30']);
  });

  it('a pop-up, an SEO page and a blog article: the same fields and refusals; the lists show the badge', async () => {
    const popup = await operator.get('/portaal/beheer/banners/pop-ups/nieuw?platform=1');
    const popupPast = await operator.submit(popup, { title: 'Winteractie', buttonTitle: 'Vraag', unpublishAt: '2020-01-01T00:00' }, { form: withSchedule });
    expect(errorOf(popupPast, 'popup', 'unpublishAt')).toBe(PAST);
    const popupSaved = await operator.submit(popup, { title: 'Winteractie', buttonTitle: 'Vraag', publishAt: PUBLISH }, { form: withSchedule });
    expect(popupSaved.status).toBe(200);
    expect(badges(await operator.get('/portaal/beheer/banners?platform=1'))).toContain('Gepland: publiceert 3 dec, 09:00');

    const seo = await operator.get('/portaal/beheer/seo/nieuw?platform=1');
    const seoFields = { slug: 'kerst-uitjes', title: 'Kerstuitjes' };
    const seoOn = await operator.submit(seo, { ...seoFields, active: 'on', publishAt: PUBLISH }, { form: withSchedule });
    expect(errorOf(seoOn, 'seo-page', 'publishAt')).toBe('Het staat al aan. Zet het uit, of laat "Publiceren op" leeg.');
    const seoSaved = await operator.submit(seo, { ...seoFields, active: [], publishAt: PUBLISH }, { form: withSchedule });
    expect(seoSaved.status).toBe(200);
    expect(valueOf(seoSaved, 'publishAt')).toBe(PUBLISH);
    expect(badges(await operator.get('/portaal/beheer/seo?platform=1&zoek=kerst-uitjes'))).toEqual(['Gepland: publiceert 3 dec, 09:00']);

    const blog = await operator.get('/portaal/beheer/blogs/nieuw?platform=1');
    const blogFields = { title: 'Kerst in de sneeuw', content: '<p>Tekst</p>' };
    const blogPast = await operator.submit(blog, { ...blogFields, state: 'draft', publishAt: '2020-01-01T09:00' }, { form: withSchedule });
    expect(errorOf(blogPast, 'blog', 'publishAt')).toBe(PAST);
    const blogPublished = await operator.submit(blog, { ...blogFields, state: 'published', publishAt: PUBLISH }, { form: withSchedule });
    expect(errorOf(blogPublished, 'blog', 'publishAt')).toBe('Het staat al aan. Zet het uit, of laat "Publiceren op" leeg.');
    const blogSaved = await operator.submit(blog, { ...blogFields, state: 'draft', publishAt: PUBLISH }, { form: withSchedule });
    expect(blogSaved.status).toBe(200);
    expect(badges(await operator.get('/portaal/beheer/blogs?platform=1&zoek=sneeuw'))).toEqual(['Gepland: publiceert 3 dec, 09:00']);
  });
});

describe('the Planning page', () => {
  it('lists what the brand shows at a moment ahead, with what goes on and off by then, linked to the editors', async () => {
    const now = await operator.get('/portaal/beheer/planning?platform=1');
    expect(now.status).toBe(200);
    const banners = (page: ReceivedPage) => page.document.querySelector('[data-testid="schedule-banners"]')!.textContent ?? '';
    expect(banners(now)).not.toContain('Kerstmarkt');
    const then = await operator.submit(now, { moment: `${NEXT_YEAR}-12-10T12:00` }, { form: (f) => f.getAttribute('data-testid') === 'schedule-moment' });
    expect(then.status).toBe(200);
    expect(then.document.querySelector('[data-testid="schedule-heading"]')?.textContent).toMatch(/^Zo staat \S.* er op 10 dec, 12:00$/);
    expect(banners(then)).toContain('Kerstmarkt');
    const link = then.screen.getByRole('link', { name: 'Kerstmarkt bewerken' });
    expect(link.getAttribute('href')).toMatch(/^\/portaal\/beheer\/banners\/\d+\?platform=1$/);
    expect(link.parentElement?.textContent).toContain('gaat aan');
    expect(then.document.querySelector('[data-testid="schedule-seoPages"]')?.textContent).toContain('/kerst-uitjes');
    expect(then.document.querySelector('[data-testid="schedule-blogs"]')?.textContent).toContain('Kerst in de sneeuw');
    expect(then.document.querySelector('[data-testid="schedule-popups"]')?.textContent).toContain('Winteractie');
    // After its unpublishing the banner is gone again.
    const after = await operator.get(`/portaal/beheer/planning?platform=1&moment=${NEXT_YEAR}-12-25T09:00`);
    expect(banners(after)).not.toContain('Kerstmarkt');
    // A moment gone has no answer: the field says so and the page shows now.
    const gone = await operator.get('/portaal/beheer/planning?platform=1&moment=2020-01-01T10:00');
    expect(gone.status).toBe(200);
    expect(gone.html).toContain('Kies een bestaand moment vanaf nu.');
    expect(banners(gone)).not.toContain('Kerstmarkt');
  });

  it('is in the back office menu, and the system’s flip is in the audit log in words', async () => {
    const home = await operator.get('/portaal/beheer?platform=1');
    expect(home.screen.getAllByRole('link', { name: /Planning/ }).length).toBeGreaterThan(0);
    await publishDueContent({ db: database.db, now: new Date(`${NEXT_YEAR}-12-03T08:00:30Z`) });
    const log = await operator.get('/portaal/beheer/logboek?platform=1&actie=popup-switched');
    const row = [...log.document.querySelectorAll('[data-testid="audit-table"] tbody tr')][0];
    expect(row?.textContent).toContain('Pop-up gepland aan- of uitgezet');
    expect(row?.textContent).toContain('Systeem');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import { createPageTestApp, type PageTestApp, type ReceivedPage, type Visitor } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

// The history pages of docs/decisions/119 as the server sends them (no browser): the versions with who,
// when and what changed, the comparison of any two chosen in the address, and "restore" as a browser
// without JavaScript posts it: an activity's becomes a change in review (the live page stays), an SEO
// page's is saved at once. The demo data gives a few records two versions (db/seed/content-versions.ts).

const PORTAL = 'admin.localhost';
let database: DatabaseHandle;
let site: PageTestApp;
let provider: Visitor;
let operator: Visitor;
let history: { activity: number; seoPage: number };

const signIn = async (visitor: Visitor, email: string) => {
  const answer = await visitor.send('/api/portal/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_ACCOUNT_PASSWORD }),
  });
  expect(answer.status).toBe(200);
};

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await createPageTestApp(database);
  provider = site.visitor(PORTAL);
  operator = site.visitor(PORTAL);
  await signIn(provider, DEMO_PROVIDER_EMAIL);
  await signIn(operator, DEMO_ADMIN_EMAIL);
  const versioned = async (kind: string) =>
    (await queryRows<{ id: number }>(database.db, sql`SELECT min(entity_id) AS id FROM content_versions WHERE entity_kind = ${kind}`))[0]!.id;
  history = { activity: await versioned('activity'), seoPage: await versioned('seo-page') };
}, 180_000);
afterAll(async () => {
  await site?.close();
  await database?.close();
});

const versionRows = (page: ReceivedPage) =>
  [...page.document.querySelectorAll('[data-testid="versions"] tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()),
  );
const changedRows = (page: ReceivedPage, testId: string) =>
  [...page.document.querySelectorAll(`[data-testid="${testId}"] tbody tr[data-changed]`)].map((row) => row.querySelector('th')?.textContent);
const restoreForm = (version: number) => (form: HTMLFormElement) => form.querySelector(`input[name="version"][value="${version}"]`) !== null;

describe('an activity’s history, for its provider', () => {
  it('is linked from the editor and lists the versions with who, when and what changed', async () => {
    const editor = await provider.get(`/portaal/activiteiten/${history.activity}`);
    const link = editor.screen.getByRole('link', { name: 'Versiegeschiedenis (2 versies)' });
    const page = await provider.get(link.getAttribute('href')!);
    expect(page.status).toBe(200);
    const rows = versionRows(page);
    expect(rows).toHaveLength(2);
    expect(rows[0]![0]).toBe('Versie 2huidige versie');
    expect(rows[0]![3]).toMatch(/Maximaal aantal personen, Prijs$/);
    expect(rows[1]![3]).toMatch(/Eerste versie$/);
    // Only an earlier version can be restored, and its button names it.
    expect(page.screen.getAllByRole('button', { name: /ter beoordeling terugzetten/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Versie 1 ter beoordeling terugzetten',
    ]);
  });

  it('compares the newest with the one before by default, and any two chosen in the form', async () => {
    const page = await provider.get(`/portaal/activiteiten/${history.activity}/versies`);
    expect(page.screen.getByRole('heading', { name: 'Versie 1 naast versie 2' })).toBeTruthy();
    expect(changedRows(page, 'review-diff')).toEqual(['Maximaal aantal personengewijzigd', 'Prijsgewijzigd']);
    const swapped = await provider.submit(page, { van: '2', naar: '1' }, { form: (f) => f.getAttribute('data-testid') === 'versions-compare' });
    expect(new URL(swapped.url).searchParams.get('van')).toBe('2');
    expect(swapped.screen.getByRole('heading', { name: 'Versie 2 naast versie 1' })).toBeTruthy();
    // A version the activity does not have is refused, naming the parameter.
    const unknown = await provider.get(`/portaal/activiteiten/${history.activity}/versies?van=9`);
    expect(unknown.status).toBe(400);
  });

  it('restores a version as a change sent for review; the page says so and the live title stays', async () => {
    const [before] = await queryRows<{ title: string; child_id: number | null }>(
      database.db,
      sql`SELECT title, child_id FROM activities WHERE id = ${history.activity}`,
    );
    expect(before!.child_id).toBeNull();
    const page = await provider.get(`/portaal/activiteiten/${history.activity}/versies`);
    const restored = await provider.submit(page, {}, { form: restoreForm(1) });
    expect(restored.status).toBe(200);
    expect(restored.screen.getByRole('status').textContent).toContain('Versie 1 is als wijziging ter beoordeling ingestuurd');
    const [after] = await queryRows<{ title: string; child_id: number | null; submitted: boolean }>(
      database.db,
      sql`SELECT a.title, a.child_id, c.submitted_at IS NOT NULL AS submitted FROM activities a JOIN activities c ON c.id = a.child_id WHERE a.id = ${history.activity}`,
    );
    expect(after).toMatchObject({ title: before!.title, submitted: true });
    // A second restore while the change waits is refused in words (409), nothing more is made.
    const again = await provider.submit(await provider.get(`/portaal/activiteiten/${history.activity}/versies`), {}, { form: restoreForm(1) });
    expect(again.status).toBe(409);
    expect(again.screen.getByRole('alert').textContent).toContain('Er is al een wijziging');
  });
});

describe('an SEO page’s history, for an operator', () => {
  it('restores a version at once: the page is saved as it was and the restore is the newest version', async () => {
    const page = await operator.get(`/portaal/beheer/seo/${history.seoPage}/versies?platform=1`);
    expect(page.status).toBe(200);
    expect(changedRows(page, 'versions-diff')).toEqual(['Aanverschilt', 'Omschrijving voor zoekmachinesverschilt']);
    const restored = await operator.submit(page, {}, { form: restoreForm(1) });
    expect(restored.screen.getByRole('status').textContent).toContain('Versie 1 is teruggezet');
    const [row] = await queryRows<{ active: boolean; meta_description: string | null }>(
      database.db,
      sql`SELECT active, meta_description FROM seo_pages WHERE id = ${history.seoPage}`,
    );
    expect(row).toEqual({ active: false, meta_description: null });
    expect(versionRows(restored)[0]![0]).toBe('Versie 3huidige versie');
    // A provider is refused the operators' history.
    expect((await provider.get(`/portaal/beheer/seo/${history.seoPage}/versies?platform=1`)).status).toBe(403);
  });
});

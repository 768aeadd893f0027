import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL } from '../../app/config/password-hashing.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import { createPageTestApp, type PageTestApp, type ReceivedPage, type Visitor } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

// Bulk work for operators as the server sends it (docs/decisions/120), as a browser without JavaScript
// uses it: rows chosen by checkboxes that belong to the bulk form, "all on this page", the outcome with
// each skipped row and its reason, and the undo.

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

const textOf = (page: ReceivedPage, testId: string) => page.document.querySelector(`[data-testid="${testId}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const rowIds = (page: ReceivedPage, form: string) =>
  [...page.document.querySelectorAll(`input[type="checkbox"][name="id"][form="${form}"]`)].map((box) => (box as HTMLInputElement).value);
const bulk = (form: string) => ({ form: (f: HTMLFormElement) => f.id === form });
const undoForm = { form: (f: HTMLFormElement) => f.querySelector('input[name="intent"]')?.getAttribute('value') === 'undo' };
const state = (ids: string[]) =>
  queryRows<{ id: number; approved: boolean; status: boolean; organisation_id: number; submitted_at: string | null }>(
    database.db,
    sql`SELECT id, approved, status, organisation_id, submitted_at::text FROM activities WHERE id IN (${sql.join(
      ids.map((id) => sql`${Number(id)}`),
      sql`, `,
    )}) ORDER BY id`,
  );

describe('the review queue in bulk', () => {
  it('approves the ticked rows, names the skipped one, and the undo puts them back in the queue', async () => {
    const queue = await operator.get('/portaal/beoordelen');
    expect(queue.status).toBe(200);
    // Every row has its checkbox, named by the row, in the bulk form; "all on this page" is there too.
    const ids = rowIds(queue, 'review-bulk');
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const first = queue.document.querySelector('input[name="id"]')!;
    expect(first.getAttribute('aria-label')).toMatch(/ kiezen$/);
    expect(queue.screen.getByLabelText('Alles op deze pagina kiezen').getAttribute('form')).toBe('review-bulk');
    expect(textOf(queue, 'bulk-count')).toBe('Vink rijen aan en kies wat ermee moet gebeuren.');

    const chosen = ids.slice(0, 3);
    const before = await state(chosen);
    const done = await operator.submit(queue, { id: [...chosen, '99999999'] }, { ...bulk('review-bulk'), button: { name: 'action', value: 'approve' } });
    expect(done.status).toBe(200);
    expect(textOf(done, 'bulk-outcome')).toContain('3 goedgekeurd, 1 overgeslagen:');
    expect(textOf(done, 'bulk-skipped')).toBe('Nr. 99999999 (bestaat niet)');
    expect((await state(chosen)).every((row) => row.approved)).toBe(true);
    expect(rowIds(done, 'review-bulk')).not.toContain(chosen[0]);

    const undone = await operator.submit(done, {}, undoForm);
    expect(undone.status).toBe(200);
    expect(textOf(undone, 'bulk-undone')).toBe('Ongedaan gemaakt: 3 teruggezet');
    expect(await state(chosen)).toEqual(before);
    expect(rowIds(undone, 'review-bulk')).toEqual(expect.arrayContaining(chosen));
    // No second undo: the button is gone, and a post of the old form is refused with its reason.
    expect(undone.document.querySelector('[data-testid="bulk-outcome"] button')).toBeNull();
    const again = await operator.submit(done, {}, undoForm);
    expect(again.status).toBe(409);
    expect(textOf(again, 'form-errors')).toBe('Deze actie is al ongedaan gemaakt.');
  });

  it('refuses no rows and a rejection without a comment, naming what to fix', async () => {
    const queue = await operator.get('/portaal/beoordelen');
    const none = await operator.submit(queue, {}, { ...bulk('review-bulk'), button: { name: 'action', value: 'approve' } });
    expect(none.status).toBe(400);
    expect(textOf(none, 'form-errors')).toContain('Vink minstens één rij aan.');
    const ids = rowIds(queue, 'review-bulk');
    const noComment = await operator.submit(queue, { id: ids[0]! }, { ...bulk('review-bulk'), button: { name: 'action', value: 'reject' } });
    expect(noComment.status).toBe(400);
    expect(textOf(noComment, 'form-errors')).toContain('Toelichting: Schrijf bij het afkeuren een toelichting (minstens 5 tekens).');
    expect((await state([ids[0]!]))[0]!.submitted_at).not.toBeNull();
  });

  it('refuses a post without the form’s token', async () => {
    const ids = rowIds(await operator.get('/portaal/beoordelen'), 'review-bulk');
    const forged = await operator.send('/portaal/beoordelen', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'bulk', action: 'approve', id: ids[0]! }).toString(),
    });
    expect(forged.status).toBe(403);
    expect((await state([ids[0]!]))[0]!.approved).toBe(false);
  });
});

describe('the back office’s activities in bulk', () => {
  it('switches off every row of the page with “all on this page”, and the undo switches them on again', async () => {
    const list = await operator.get('/portaal/beheer/activiteiten?platform=1&zoek=a');
    expect(list.status).toBe(200);
    const ids = rowIds(list, 'activities-bulk');
    expect(ids).toHaveLength(25);
    await database.db.execute(
      sql`UPDATE activities SET status = true WHERE id IN (${sql.join(
        ids.map((id) => sql`${Number(id)}`),
        sql`, `,
      )})`,
    );
    const done = await operator.submit(list, { allOnPage: 'on' }, { ...bulk('activities-bulk'), button: { name: 'action', value: 'switch-off' } });
    expect(done.status).toBe(200);
    expect(textOf(done, 'bulk-outcome')).toContain('25 offline gezet');
    expect((await state(ids)).every((row) => !row.status)).toBe(true);
    const undone = await operator.submit(done, {}, undoForm);
    expect(textOf(undone, 'bulk-undone')).toBe('Ongedaan gemaakt: 25 teruggezet');
    expect((await state(ids)).every((row) => row.status)).toBe(true);
  });

  it('moves to an organisation of the same site only, and skips a row of another site', async () => {
    const list = await operator.get('/portaal/beheer/activiteiten?platform=1');
    const [id] = rowIds(list, 'activities-bulk');
    const [foreign] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM organisations WHERE platform_id <> 1 ORDER BY id LIMIT 1`);
    const refused = await operator.submit(
      list,
      { id: id!, organisationId: String(foreign!.id) },
      { ...bulk('activities-bulk'), button: { name: 'action', value: 'move' } },
    );
    expect(refused.status).toBe(400);
    expect(textOf(refused, 'form-errors')).toContain('Vul het nummer in van een organisatie van deze site.');

    const [own] = await state([id!]);
    const [target] = await queryRows<{ id: number; name: string }>(
      database.db,
      sql`SELECT id, name FROM organisations WHERE platform_id = 1 AND id <> ${own!.organisation_id} ORDER BY id LIMIT 1`,
    );
    const [elsewhere] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM activities WHERE platform_id <> 1 AND NOT is_edit_copy ORDER BY id LIMIT 1`,
    );
    const moved = await operator.submit(
      list,
      { id: [id!, String(elsewhere!.id)], organisationId: String(target!.id) },
      { ...bulk('activities-bulk'), button: { name: 'action', value: 'move' } },
    );
    expect(moved.status).toBe(200);
    expect(textOf(moved, 'bulk-outcome')).toContain(`1 verplaatst naar ${target!.name}, 1 overgeslagen:`);
    expect(textOf(moved, 'bulk-skipped')).toContain('(hoort bij een andere site)');
    expect((await state([id!]))[0]!.organisation_id).toBe(target!.id);
    const undone = await operator.submit(moved, {}, undoForm);
    expect(textOf(undone, 'bulk-undone')).toBe('Ongedaan gemaakt: 1 teruggezet');
    expect((await state([id!]))[0]!.organisation_id).toBe(own!.organisation_id);
  });
});

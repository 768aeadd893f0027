import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { activities, organisations, reviewFieldNotes, userOrganisations, users } from '../../db/schema/index.ts';
import { createPageTestApp, type PageTestApp, type ReceivedPage, type Visitor } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

// The pages of docs/decisions/118: the operator's note fields in the comparison and the request-changes
// form they belong to, the notes beside their fields in the provider's editor with the answers, what
// changed since the request on the next review, and the fields only operators decide shown locked and
// refused with a 400 naming the field.

const PORTAL = 'admin.localhost';
let database: DatabaseHandle;
let site: PageTestApp;
let provider: Visitor;
let operator: Visitor;
let organisationId: number;

async function signedIn(email: string): Promise<Visitor> {
  const visitor = site.visitor(PORTAL);
  const answer = await visitor.send('/api/portal/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_ACCOUNT_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return visitor;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await createPageTestApp(database);
  provider = await signedIn(DEMO_PROVIDER_EMAIL);
  operator = await signedIn(DEMO_ADMIN_EMAIL);
  const [me] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const [own] = await database.db
    .select({ id: organisations.id })
    .from(userOrganisations)
    .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
    .where(eq(userOrganisations.userId, me!.id))
    .orderBy(organisations.id)
    .limit(1);
  organisationId = own!.id;
});
afterAll(async () => {
  await database?.close();
});

const editorForm = (f: HTMLFormElement) => f.querySelector('[name="title"]') !== null;
const idOf = (page: ReceivedPage) => Number(/\/portaal\/activiteiten\/(\d+)/.exec(page.url)![1]);
const errorOf = (page: ReceivedPage, name: string) => {
  const field = page.document.querySelector(`[name="${name}"]`);
  const described = field
    ?.getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.endsWith('-error'));
  return described ? page.document.getElementById(described)?.textContent : null;
};

async function sentForReview(title: string): Promise<number> {
  const form = await provider.get(`/portaal/activiteiten/nieuw?organisatie=${organisationId}`);
  const sent = await provider.submit(
    form,
    { title, description: '<p>Een middag op het water.</p>', price: '25' },
    { form: editorForm, button: { name: 'intent', value: 'save-submit' } },
  );
  expect(sent.status).toBe(200);
  return idOf(sent);
}

describe('a request for changes pinned to fields', () => {
  it('goes from the operator’s comparison to the provider’s fields and back with the answers and the changes', async () => {
    const id = await sentForReview('Roeien op de Amstel');
    const review = await operator.get(`/portaal/beoordelen/activiteiten/${id}`);
    // Each row of the comparison has a note field of the request-changes form.
    const titleNote = review.screen.getByRole('textbox', { name: 'Opmerking bij Titel' });
    expect(titleNote.getAttribute('form')).toBe('request-changes');
    expect(review.document.getElementById('request-changes')?.tagName).toBe('FORM');

    // Neither a comment nor a note: refused, saying what is needed.
    const empty = await operator.submit(review, {}, { form: 'request-changes' });
    expect(empty.status).toBe(400);
    expect(empty.screen.getAllByText('Schrijf een toelichting of een opmerking bij minstens één veld.').length).toBeGreaterThan(0);
    // A note on something that is not a field of the comparison: refused naming it.
    const foreign = await operator.submit(review, { 'note.slug': 'Ander adres' }, { form: 'request-changes' });
    expect(foreign.status).toBe(400);

    const requested = await operator.submit(review, { 'note.title': 'Noem ook de plaats.', 'note.price': 'Is dit per persoon?' }, { form: 'request-changes' });
    expect(requested.status).toBe(200);
    expect(requested.url).toContain('besluit=reject');

    // The provider sees each note beside its field and answers it.
    const editor = await provider.get(`/portaal/activiteiten/${id}`);
    expect(editor.screen.getByTestId('field-notes-summary').textContent).toContain('2 opmerkingen');
    const notes = [...editor.document.querySelectorAll('[data-testid="field-note"]')];
    expect(notes.map((n) => [n.getAttribute('data-field'), n.querySelector('p:nth-of-type(2)')?.textContent])).toEqual([
      ['title', 'Noem ook de plaats.'],
      ['price', 'Is dit per persoon?'],
    ]);
    // Beside the field: in the title field's own block.
    expect(editor.document.querySelector('input[name="title"]')?.closest('div:has([data-testid="field-note"])')).not.toBeNull();
    const [first, second] = await database.db
      .select({ id: reviewFieldNotes.id })
      .from(reviewFieldNotes)
      .where(eq(reviewFieldNotes.activityId, id))
      .orderBy(reviewFieldNotes.id);
    const resent = await provider.submit(
      editor,
      { title: 'Roeien op de Amstel in Amsterdam', [`answer.${first!.id}`]: 'Gedaan.', [`answer.${second!.id}`]: 'Ja, per persoon.' },
      { form: editorForm, button: { name: 'intent', value: 'save-submit' } },
    );
    expect(resent.status).toBe(200);
    expect((await provider.get(`/portaal/activiteiten/${id}`)).document.querySelector('[data-testid="field-note"]')).toBeNull();

    // The operator sees what changed since the request, with the answers.
    const again = await operator.get(`/portaal/beoordelen/activiteiten/${id}`);
    const since = [...again.document.querySelectorAll('[data-testid="since-request"] tbody tr')];
    const row = (label: string) => since.find((tr) => tr.querySelector('th')?.textContent?.startsWith(label));
    expect(row('Titel')?.getAttribute('data-changed')).toBe('true');
    expect(row('Titel')?.textContent).toContain('Roeien op de Amstel in Amsterdam');
    expect(row('Titel')?.textContent).toContain('Gedaan.');
    expect(row('Prijs')?.getAttribute('data-changed')).toBeNull();
    expect(row('Prijs')?.textContent).toContain('Ja, per persoon.');

    const approved = await operator.submit(again, {}, { form: (f) => f.querySelector('input[name="decision"][value="approve"]') !== null });
    expect(approved.url).toContain('besluit=approve');
  });
});

describe('the fields only operators decide', () => {
  it('are shown locked with the reason, and a provider’s post that changes one is refused naming it', async () => {
    const id = await sentForReview('Fietsen langs de Vecht');
    const editor = await provider.get(`/portaal/activiteiten/${id}`);
    const locked = editor.screen.getByTestId('locked-fields');
    const address = editor.screen.getByRole('textbox', { name: 'Adres op de site' }) as HTMLInputElement;
    expect(address.readOnly).toBe(true);
    expect(address.getAttribute('name')).toBeNull();
    expect(editor.document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Alleen de redactie past dit aan: /);
    expect(locked.textContent).toContain('Plaats in de overzichten');

    const [before] = await database.db.select({ slug: activities.slug, version: activities.version }).from(activities).where(eq(activities.id, id));
    const refused = await provider.submit(editor, { slug: 'mijn-eigen-adres' }, { form: editorForm, button: { name: 'intent', value: 'save' } });
    expect(refused.status).toBe(400);
    expect(refused.screen.getAllByText('Alleen de redactie past dit veld aan. Er is niets opgeslagen.').length).toBeGreaterThan(0);
    const [after] = await database.db.select({ slug: activities.slug, version: activities.version }).from(activities).where(eq(activities.id, id));
    expect(after).toEqual(before);

    // The operator sees the address as a field to change once the activity is live.
    const review = await operator.get(`/portaal/beoordelen/activiteiten/${id}`);
    await operator.submit(review, {}, { form: (f) => f.querySelector('input[name="decision"][value="approve"]') !== null });
    const operatorEditor = await operator.get(`/portaal/activiteiten/${id}`);
    const slugField = operatorEditor.document.querySelector<HTMLInputElement>('input[name="slug"]');
    expect(slugField?.readOnly).toBe(false);
    const moved = await operator.submit(operatorEditor, { slug: `fietsen-vecht-${id}` }, { form: editorForm, button: { name: 'intent', value: 'save' } });
    expect(moved.status).toBe(200);
    const [live] = await database.db.select({ slug: activities.slug }).from(activities).where(eq(activities.id, id));
    expect(live!.slug).toBe(`fietsen-vecht-${id}`);
    const taken = await operator.submit(
      await operator.get(`/portaal/activiteiten/${id}`),
      { slug: 'Geen adres' },
      { form: editorForm, button: { name: 'intent', value: 'save' } },
    );
    expect(taken.status).toBe(400);
    expect(errorOf(taken, 'slug')).toContain('kleine letters');
  });

  it('speaks German on the German brand’s portal language', async () => {
    const id = await sentForReview('Wandelen in de duinen');
    const editor = await provider.get(`/portaal/activiteiten/${id}?taal=de`);
    expect(editor.screen.getByRole('textbox', { name: 'Adresse auf der Website' })).toBeTruthy();
    expect(editor.screen.getByTestId('locked-fields').textContent).toContain('Nur die Redaktion ändert dies:');
  });
});

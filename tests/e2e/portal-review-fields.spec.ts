import { waitForHydration } from './fixtures.ts';
import { expect, lookAt, test } from './portal-support.ts';

// Change requests pinned to fields (docs/decisions/118) as their users go through them: the demo operator
// asks for changes on two fields of a new activity, the demo provider finds each note beside its field,
// answers both, changes the title and sends it again; the operator sees the answers and what changed
// since the request, and approves. The fields only operators decide are shown locked in the editor.

// A refused form answers 4xx (a browser without JavaScript gets the right status too); Chromium logs that.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d .*\.data/] });
test.use({ signedInAs: 'provider' });

test('an operator requests changes on two fields; the provider answers beside them and resubmits; the operator approves', async ({ page, switchAccount }) => {
  test.setTimeout(180_000);
  const title = `Kanoën op de Dommel ${Date.now() % 100_000}`;
  await page.goto('/portaal/activiteiten/nieuw');
  const organisation = await page.locator('#new-organisation option', { hasText: 'Uitjesbaas' }).first().getAttribute('value');
  await page.goto(`/portaal/activiteiten/nieuw?organisatie=${organisation}`);
  await waitForHydration(page);
  await page.getByLabel('Titel', { exact: true }).fill(title);
  await page.locator('[data-rich-text="description"] [contenteditable="true"]').fill('Een middag peddelen door het groene dal.');
  await page.getByLabel('Prijs').fill('27,50');
  await page.getByRole('button', { name: 'Opslaan en ter beoordeling insturen' }).click();
  await expect(page.getByTestId('editing-state')).toHaveText(/ingestuurd|wacht/i);
  const id = new URL(page.url()).pathname.split('/').pop()!;

  // The operator writes a note beside two fields of the comparison and requests changes.
  await switchAccount(page, 'operator');
  await page.goto(`/portaal/beoordelen/activiteiten/${id}`);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Opmerking bij Titel' }).fill('Noem de plaats in de titel.');
  await page.getByRole('textbox', { name: 'Opmerking bij Prijs' }).fill('Is dit per persoon of per groep?');
  await lookAt(page, 'review-field-notes');
  await page.getByRole('button', { name: 'Wijzigingen vragen' }).click();
  await expect(page).toHaveURL(/\/portaal\/beoordelen\?besluit=reject/);

  // The provider finds each note beside its field, answers both and changes the title.
  await switchAccount(page, 'provider');
  await page.goto(`/portaal/activiteiten/${id}`);
  await waitForHydration(page);
  await expect(page.getByTestId('field-notes-summary')).toContainText('2 opmerkingen');
  const titleNote = page.locator('[data-testid="field-note"][data-field="title"]');
  const priceNote = page.locator('[data-testid="field-note"][data-field="price"]');
  await expect(titleNote).toContainText('Noem de plaats in de titel.');
  await expect(priceNote).toContainText('Is dit per persoon of per groep?');
  // Beside its field: the note follows the field it is about.
  const titleBox = (await page.getByLabel('Titel', { exact: true }).boundingBox())!;
  const noteBox = (await titleNote.boundingBox())!;
  expect(noteBox.y).toBeGreaterThan(titleBox.y);
  expect(noteBox.y - titleBox.y).toBeLessThan(200);
  await expect(page.getByTestId('locked-fields')).toContainText('Alleen de redactie past dit aan:');
  await titleNote.getByRole('textbox').fill('De plaats staat er nu in.');
  await priceNote.getByRole('textbox').fill('Per persoon.');
  await page.getByLabel('Titel', { exact: true }).fill(`${title} bij Eindhoven`);
  await lookAt(page, 'editor-field-notes');
  await page.getByRole('button', { name: 'Opslaan en ter beoordeling insturen' }).click();
  await expect(page.getByText('Opgeslagen en ter beoordeling ingestuurd.')).toBeVisible();

  // The operator sees the answers and what changed since the request, and approves.
  await switchAccount(page, 'operator');
  await page.goto(`/portaal/beoordelen/activiteiten/${id}`);
  const since = page.getByTestId('since-request');
  const titleRow = since.locator('tbody tr', { hasText: 'De plaats staat er nu in.' });
  await expect(titleRow).toHaveAttribute('data-changed', 'true');
  await expect(titleRow).toContainText('bij Eindhoven');
  await expect(since.locator('tbody tr', { hasText: 'Per persoon.' })).toBeVisible();
  await lookAt(page, 'review-since-request');
  await page.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page).toHaveURL(/\/portaal\/beoordelen\?besluit=approve/);
});

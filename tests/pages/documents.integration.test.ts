import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { createPageTestApp, type PageTestApp } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: DatabaseHandle;
let site: PageTestApp;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await createPageTestApp(database);
});
afterAll(async () => {
  await site?.close();
  await database?.close();
});

it('the terms links on About us open real documents in Dutch, German and French', async () => {
  const visitor = site.visitor('nl.localhost');
  const about = await visitor.get('/over-ons');
  expect(about.status).toBe(200);
  const hrefs = [...about.document.querySelectorAll('a[href^="/documents/"]')].map((a) => a.getAttribute('href')!);
  expect(hrefs).toHaveLength(3);
  for (const href of hrefs) expect((await visitor.get(href)).status, href).toBe(200);
  const german = await visitor.get('/documents/allgemeine-geschaeftsbedingungen.html');
  expect(german.document.documentElement.getAttribute('lang')).toBe('de');
  expect(german.screen.getByRole('heading', { level: 1 }).textContent).toBe('Allgemeine Geschäftsbedingungen');
});

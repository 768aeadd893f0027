import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eChromiumLaunchOptions } from './tests/support/chromium.ts';
import { UPDATING_SCREENSHOTS } from './tests/e2e/screenshots.ts';
import { freePortBlock } from './tests/support/free-ports.ts';

// A free block of three ports (the server, its mail catcher's SMTP and HTTP) unless E2E_PORT names the
// first: two test runs on one machine must not meet. Chosen once by the runner; its workers inherit it.
process.env.E2E_PORT ??= String(await freePortBlock(3));
const PORT = Number(process.env.E2E_PORT);
/** The pop-up's spec (project `popups`). */
const SITE_POPUP_SPEC = /(^|\/)site-popup\.spec\.ts$/;
/** One brand host per project; Chromium resolves *.localhost to loopback by itself. */
const BRANDS = { nl: 'nl.localhost', de: 'de.localhost', kids: 'kids.localhost', be: 'be.localhost' } as const;
// A fresh embedded database per run, seeded on first start like a newcomer's quick start.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `uitjes-e2e-${process.pid}-${Date.now()}`);

/**
 * Brands where they differ. A test runs on one company brand (nl) and the kids brand unless a tag says
 * otherwise: `@every-brand` where the brand changes what it checks (texts, palette, language, the crawl
 * and the HTML check), `@company-brand` where every company host would check the same thing and kids
 * has nothing of its own, `@kids-brand` for the kids-only screens (the agenda, the 'current' tab) and
 * `@be-brand` for what only the Belgian host has. Selected by tag so that a test not meant for a brand
 * is never started there (a skip inside the test would still open a browser page for it).
 */
const BRAND_RUNS: Record<keyof typeof BRANDS, { grep?: RegExp; grepInvert?: RegExp; testMatch?: RegExp[] }> = {
  nl: { grepInvert: /@kids-brand|@be-brand/ },
  de: { grep: /@every-brand/ },
  kids: { grepInvert: /@company-brand|@be-brand/ },
  be: { grep: /@every-brand|@be-brand/ },
};
// `npm run screenshots` also pictures the content screens of de and be (the README shows every brand's):
// there those specs run as on nl, since their tests take the pictures.
if (UPDATING_SCREENSHOTS) {
  const pictured = [/content-.*\.spec\.ts$/, /journey-screenshots\.spec\.ts$/];
  BRAND_RUNS.de = { grepInvert: /@kids-brand|@be-brand/, testMatch: pictured };
  BRAND_RUNS.be = { grepInvert: /@kids-brand/, testMatch: pictured };
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    trace: 'retain-on-failure',
    launchOptions: e2eChromiumLaunchOptions,
  },
  projects: [
    ...Object.entries(BRANDS).map(([name, host]) => ({
      name,
      use: { baseURL: `http://${host}:${PORT}` },
      ...BRAND_RUNS[name as keyof typeof BRANDS],
      // The portal has its own project, the pop-up its own; the pictures-only spec runs under `npm run screenshots` alone.
      testIgnore: [/(^|\/)portal-[^/]*\.spec\.ts$/, SITE_POPUP_SPEC, ...(UPDATING_SCREENSHOTS ? [] : [/(^|\/)journey-screenshots\.spec\.ts$/])],
    })),
    // A portal test looks at its pages (axe and two widths each, lookAt): one look took 8 s on a slow machine at
    // load 7, so a test of a few looks gets twice the default time. Journeys longer still set their own.
    { name: 'portal', use: { baseURL: `http://admin.localhost:${PORT}` }, testMatch: /(^|\/)portal-[^/]*\.spec\.ts$/, timeout: 60_000 },
    // A switched-on pop-up shows over every page of its brand, to every test's browser: its spec runs
    // alone, after all the others (`--no-deps` to run it by itself). From the portal, where it is made.
    {
      name: 'popups',
      use: { baseURL: `http://admin.localhost:${PORT}` },
      testMatch: SITE_POPUP_SPEC,
      dependencies: [...Object.keys(BRANDS), 'portal'],
    },
  ],
  webServer: [
    {
      // A real SMTP server the outbox delivers to; the portal specs read their links from it (tests/e2e/mailbox.ts).
      command: 'node tests/support/e2e-mail-catcher.ts',
      url: `http://127.0.0.1:${PORT + 2}/mails`,
      env: { E2E_SMTP_PORT: String(PORT + 1), E2E_MAIL_HTTP_PORT: String(PORT + 2) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --no-memory-reducer server/main.ts',
      url: `http://127.0.0.1:${PORT}/readyz`,
      // Every test's browser posts from 127.0.0.1: the per-IP write limits (20 a minute) are for visitors.
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        RATE_LIMIT_WRITES: '10000',
        SMTP_URL: `smtp://127.0.0.1:${PORT + 1}`,
        OUTBOX_POLL_MS: '250',
        // Scheduled publishing (docs/decisions/121): a pass every second keeps portal-scheduled.spec.ts short.
        SCHEDULE_POLL_MS: '1000',
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});

import { test as base, expect, type Page } from '@playwright/test';
import type { BrandName } from '../support/brand-expectations.ts';

// The brands' expectations are shared with the page tests (tests/pages), which run without Playwright.
export { BRAND_EXPECTATIONS, type BrandName } from '../support/brand-expectations.ts';

/** Waits until React has hydrated the document (root sets data-hydrated in an effect). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * The brand of the current project, plus a guard that fails the test on any console error or
 * uncaught page error (hydration mismatches show up there).
 */
export const test = base.extend<{ brand: BrandName; consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose (e.g. a 404 it asks for), matched against the message. */
  allowedConsoleErrors: [[], { option: true }],
  brand: async ({}, use, testInfo) => {
    await use(testInfo.project.name as BrandName);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        // A page that is meant to be a 404 (not-found screen) logs its own status; that is not a fault.
        if (message.text().startsWith('Failed to load resource') && url === page.url()) return;
        const text = `${message.text()} (${url})`;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

import { test as base, expect, type Page } from '@playwright/test';

export type BrandName = 'nl' | 'de' | 'kids' | 'be';

/** What each brand host must show (decisions.md 1-5): name, html lang and primary colour. */
export const BRAND_EXPECTATIONS: Record<BrandName, { platformId: number; name: string; lang: string; primary: string; menuLabel: string }> = {
  nl: { platformId: 1, name: 'Uitjesbaas', lang: 'nl-NL', primary: '#34aadf', menuLabel: 'Menu' },
  de: { platformId: 2, name: 'Ausflugsbaas', lang: 'de-DE', primary: '#34aadf', menuLabel: 'Menü' },
  kids: { platformId: 3, name: 'Kidsuitjes', lang: 'nl-NL', primary: '#e72e6c', menuLabel: 'Menu' },
  be: { platformId: 4, name: 'Uitjesbaas België', lang: 'nl-BE', primary: '#34aadf', menuLabel: 'Menu' },
};

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

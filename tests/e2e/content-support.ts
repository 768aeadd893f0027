import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { screenshotPath, UPDATING_SCREENSHOTS } from './screenshots.ts';

export const WIDTHS = [375, 1280] as const;

/**
 * axe-core over the whole page, site header and footer included (WCAG 2.x A/AA rules): no violations.
 * `alsoRules` switches on rules axe leaves off by default (its experimental ones, such as
 * label-content-name-mismatch for WCAG 2.5.3 "label in name").
 */
export async function expectNoAxeViolations(page: Page, alsoRules: readonly string[] = []) {
  // From the top: a sticky header over scrolled content would stand in for the content's background.
  await page.evaluate(() => window.scrollTo(0, 0));
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const axe = new AxeBuilder({ page }).withTags(tags);
  // options() replaces what withTags set: the tags again, plus the rules named (axe-core's runOnly with rules).
  if (alsoRules.length > 0)
    axe.options({ runOnly: { type: 'tag', values: tags }, rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])) });
  const results = await axe.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * With UPDATE_SCREENSHOTS=1 (`npm run screenshots`) saves a full-page screenshot under docs/screenshots/,
 * the committed pictures of each screen; in `npm test` it does nothing: a test run leaves the clone as it
 * found it, and a full-page shot of a long page costs seconds that check nothing.
 */
export async function screenshot(page: Page, name: string) {
  if (!UPDATING_SCREENSHOTS) return;
  // Lazy images load only near the viewport: pass over the page once and wait for them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 5000 }).catch(() => {});
  await page.screenshot({ path: screenshotPath(`${name}.png`), fullPage: true });
}

/** Answers the next POST of a route's data request with a bare 500 (a proxy error page). */
export async function failNextPost(page: Page, path: string) {
  await page.route(`**${path}.data*`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
  });
}

/** The browser logs the 500 answer a test forced on purpose; drop that one line from the console check. */
export function forgetForcedFailure(consoleErrors: string[], path: string) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]!.includes('status of 500') && consoleErrors[i]!.includes(`${path}.data`)) consoleErrors.splice(i, 1);
  }
}

/** Drops the console lines of resources a test made fail on purpose (matched by URL part). */
export function forgetForcedResourceFailures(consoleErrors: string[], urlPart: string) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]!.startsWith('Failed to load resource') && consoleErrors[i]!.includes(urlPart)) consoleErrors.splice(i, 1);
  }
}

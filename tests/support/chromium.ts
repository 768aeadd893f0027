import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as the Lighthouse bench launches it (the e2e tests take its headless shell, below):
 * headless in a container (no sandbox, no GPU) and quiet (no background updates, sync or QUIC probes
 * that would add requests to the measured page loads).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Debian's package chromium-headless-shell: the same Blink without the full browser around it. */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' browser: the headless shell, which is what Playwright itself runs headless tests
 * in. It renders, lays out and runs script as Chromium does, but starts a page in about half the time and
 * uses a third less CPU per test (docs/decisions/106-end-to-end-time.md). Lighthouse keeps the full
 * browser it is meant to audit with. Without the package (a developer's machine that has only chromium)
 * the tests run in the full browser, slower but alike.
 */
export const e2eChromiumLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromiumLaunchOptions.executablePath),
};

/**
 * Debian's Chromium as the e2e tests and the Lighthouse bench launch it: headless in a container
 * (no sandbox, no GPU) and quiet (no background updates, sync or QUIC probes that would add requests
 * to the measured page loads).
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

import path from 'node:path';

/**
 * The committed pictures of each screen (docs/screenshots, shown by the README) are taken only by
 * `npm run screenshots`, which sets UPDATE_SCREENSHOTS=1: `npm test` must leave a clone as it found it.
 */
export const UPDATING_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';

/** Where a committed screenshot is written. */
export const screenshotPath = (name: string) => path.join('docs', 'screenshots', name);

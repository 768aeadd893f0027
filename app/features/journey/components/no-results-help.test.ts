import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../i18n/catalogues.server.ts';
import { translate } from '../../../i18n/i18n.ts';

// Every text the no-results help asks for is in each catalogue (its own part, search.ts), with the
// placeholder the component fills or splits on.
const source = readFileSync(new URL('./no-results-help.tsx', import.meta.url), 'utf8');
const keys = [...new Set([...source.matchAll(/'(noResults\.[A-Za-z.]+)'/g)].map((m) => m[1]!))];

describe('no-results help texts', () => {
  it('names its keys', () => {
    expect(keys).toEqual(expect.arrayContaining(['noResults.didYouMean', 'noResults.titleFor', 'noResults.closeCategories', 'noResults.popularCategories']));
  });

  it.each(Object.keys(CATALOGUES))('%s has each of them', (locale) => {
    for (const key of keys) expect(translate(locale, key), key).not.toBe(key);
    expect(translate(locale, 'noResults.didYouMean').split('{{query}}')).toHaveLength(2);
    expect(translate(locale, 'noResults.titleFor', { query: 'x' })).toContain('x');
  });
});

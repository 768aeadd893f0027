import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format.ts';

describe('locale formatting', () => {
  it('formats dates as dd/MM/yyyy', () => {
    expect(formatDate(new Date(2026, 2, 7), 'nl')).toBe('07/03/2026');
    expect(formatDate(new Date(2026, 11, 24), 'de')).toBe('24/12/2026');
  });
  it('groups numbers per locale, exactly as Intl.NumberFormat does', () => {
    expect(formatNumber(1500, 'nl')).toBe('1.500');
    expect(formatNumber(1500, 'de')).toBe('1.500');
    const intl = { nl: 'nl-NL', be: 'nl-BE', de: 'de-DE' } as const;
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 123456, 999999, 1000000, 31654, 2147483647, -1, -1500, -1234567, 1.5, 0.25];
    for (const locale of ['nl', 'be', 'de'] as const) {
      for (const value of values) expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(intl[locale]).format(value));
    }
  });
});

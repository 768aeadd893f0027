import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format.ts';

describe('locale formatting', () => {
  it('formats dates as dd/MM/yyyy', () => {
    expect(formatDate(new Date(2026, 2, 7), 'nl')).toBe('07/03/2026');
    expect(formatDate(new Date(2026, 11, 24), 'de')).toBe('24/12/2026');
  });
  it('groups numbers per locale', () => {
    expect(formatNumber(1500, 'nl')).toBe('1.500');
    expect(formatNumber(1500, 'de')).toBe('1.500');
  });
});

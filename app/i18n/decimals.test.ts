import { describe, expect, it } from 'vitest';
import { formatDecimal, readDecimal } from './decimals.ts';

describe('amounts in form fields', () => {
  it('are shown with the language’s decimal mark and two decimals', () => {
    expect(formatDecimal(19.5, 'nl')).toBe('19,50');
    expect(formatDecimal(19.5, 'de')).toBe('19,50');
    expect(formatDecimal(1234.5, 'nl')).toBe('1234,50');
    expect(formatDecimal(0, 'de')).toBe('0,00');
  });

  it('are read as a Dutch or German writer means them', () => {
    expect(readDecimal('24,50')).toBe('24.50');
    expect(readDecimal(' 24,5 ')).toBe('24.5');
    expect(readDecimal('24.50')).toBe('24.50');
    expect(readDecimal('1.234,50')).toBe('1234.50');
    expect(readDecimal('1,234.50')).toBe('1234.50');
    expect(readDecimal('1.500')).toBe('1500');
    expect(readDecimal('1.234.567')).toBe('1234567');
    expect(readDecimal('€ 1 234,50')).toBe('1234.50');
    expect(readDecimal('30')).toBe('30');
  });

  it('round-trip: what a field shows reads back as the same amount', () => {
    for (const value of [0, 0.5, 19.5, 24.99, 1234.5, 999999.99]) {
      for (const locale of ['nl', 'be', 'de']) expect(Number(readDecimal(formatDecimal(value, locale)))).toBe(value);
    }
  });

  it('leave what cannot be read as typed (the schema names the field)', () => {
    expect(readDecimal('veel')).toBe('veel');
    expect(readDecimal('1,2,3')).toBe('1,2,3');
    expect(Number.isNaN(Number(readDecimal('1.2.3')))).toBe(true);
  });
});

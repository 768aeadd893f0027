import { describe, expect, it } from 'vitest';
import { isDateInput, parseCalendarDay, parseDateInput } from './dates.ts';

describe('the one date parser', () => {
  it('takes real calendar days and refuses impossible ones instead of rolling them over', () => {
    expect(parseCalendarDay('2099-02-28')).toBe('2099-02-28');
    expect(parseCalendarDay('2096-02-29')).toBe('2096-02-29');
    for (const day of ['2099-02-30', '2099-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01', '2026-1-1', '']) {
      expect(parseCalendarDay(day), day).toBeNull();
      expect(isDateInput(day), day).toBe(false);
    }
  });

  it('takes ISO date-times with or without an offset, within the years 1-9999 in UTC', () => {
    expect(parseDateInput('2099-05-01T10:30:00+02:00')?.toISOString()).toBe('2099-05-01T08:30:00.000Z');
    expect(parseDateInput('2099-05-01T10:30Z')?.toISOString()).toBe('2099-05-01T10:30:00.000Z');
    expect(parseDateInput('9999-12-31T23:59:59.999Z')?.toISOString()).toBe('9999-12-31T23:59:59.999Z');
    for (const value of [
      '9999-12-31T23:59:59.999-14:00',
      '2099-02-30T10:00:00Z',
      '2099-05-01T24:00:00Z',
      '2099-05-01T10:60:00Z',
      '2099-05-01T10:00:00+15:00',
      '2099-05-01 10:00',
      'tomorrow',
      '+010000-01-01T00:00:00Z',
    ]) {
      expect(parseDateInput(value), value).toBeNull();
    }
  });
});

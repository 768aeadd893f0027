import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventPeriod, todayInPlatformZone } from './event-dates.ts';

describe('agenda dates', () => {
  it('formats as dd/MM/yyyy on Amsterdam days (midnight there is the evening before in UTC)', () => {
    expect(formatEventDate('2026-03-04T23:30:00Z')).toBe('05/03/2026');
    expect(formatEventDate('2026-12-24T10:00:00Z')).toBe('24/12/2026');
  });

  it('shows one day once and a period with both ends', () => {
    expect(formatEventPeriod('2026-12-24T10:00:00Z', '2026-12-24T15:00:00Z')).toBe('24/12/2026');
    expect(formatEventPeriod('2026-12-24T10:00:00Z', null)).toBe('24/12/2026');
    expect(formatEventPeriod('2026-12-24T10:00:00Z', '2026-12-27T15:00:00Z')).toBe('24/12/2026 – 27/12/2026');
  });

  it('knows the Amsterdam day', () => {
    expect(todayInPlatformZone(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});

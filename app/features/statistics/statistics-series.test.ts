import { describe, expect, it } from 'vitest';
import { statisticsFormats } from './components/statistics-formats.ts';
import type { StatisticsDay, StatisticsSeries } from './provider-statistics.types.ts';
import { seriesDays, seriesOfDays, STATISTICS_TABLE_UNIT, statisticsTableRows } from './statistics-series.ts';

/** `length` days from `first` (UTC calendar days), each counting its day of the month as views and one request. */
function seriesFrom(first: string, length: number): StatisticsSeries {
  const start = Date.parse(`${first}T00:00:00Z`);
  const days: StatisticsDay[] = Array.from({ length }, (_, n) => {
    const date = new Date(start + n * 86_400_000).toISOString().slice(0, 10);
    return { date, views: Number(date.slice(8)), phoneClicks: 0, webClicks: n % 2, quoteRequests: 1 };
  });
  return seriesOfDays(days);
}

describe('a statistics series', () => {
  it('holds a list per measure and gives back its days and totals', () => {
    const days = [
      { date: '2026-02-28', views: 4, phoneClicks: 1, webClicks: 0, quoteRequests: 0 },
      { date: '2026-03-01', views: 6, phoneClicks: 0, webClicks: 2, quoteRequests: 1 },
    ];
    const series = seriesOfDays(days);
    expect(series).toEqual({
      from: '2026-02-28',
      to: '2026-03-01',
      totals: { views: 10, phoneClicks: 1, webClicks: 2, quoteRequests: 1 },
      counts: { views: [4, 6], phoneClicks: [1, 0], webClicks: [0, 2], quoteRequests: [0, 1] },
    });
    expect(seriesDays(series)).toEqual(days);
  });
});

describe('the statistics table’s rows', () => {
  it('are days for 30 and 90 days, months for a year', () => {
    expect(STATISTICS_TABLE_UNIT).toEqual({ 30: 'day', 90: 'day', 365: 'month' });
    const month = seriesFrom('2026-05-01', 31);
    expect(statisticsTableRows(month, 'day').map((row) => [row.key, row.from, row.to, row.counts.views])).toEqual(
      seriesDays(month).map((day) => [day.date, day.date, day.date, day.views]),
    );
  });

  it('sum a year’s days per calendar month; the first and last month are the parts the year holds', () => {
    // 365 days ending 29 Nov 2026: 30 Nov 2025 alone, December to October whole, 1-29 Nov 2026.
    const year = seriesFrom('2025-11-30', 365);
    expect(year.to).toBe('2026-11-29');
    const rows = statisticsTableRows(year, 'month');
    expect(rows.map((row) => row.key)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(rows[0]).toMatchObject({ from: '2025-11-30', to: '2025-11-30', wholeMonth: false, counts: { views: 30, quoteRequests: 1 } });
    expect(rows[2]).toMatchObject({ from: '2026-01-01', to: '2026-01-31', wholeMonth: true, counts: { views: (31 * 32) / 2, quoteRequests: 31 } });
    expect(rows[3]).toMatchObject({ from: '2026-02-01', to: '2026-02-28', wholeMonth: true, counts: { quoteRequests: 28 } });
    expect(rows.at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-29', wholeMonth: false, counts: { quoteRequests: 29 } });
    // Nothing lost or counted twice: the months add up to the period's totals.
    for (const measure of ['views', 'phoneClicks', 'webClicks', 'quoteRequests'] as const)
      expect(rows.reduce((sum, row) => sum + row.counts[measure], 0)).toBe(year.totals[measure]);
  });

  it('name a whole month by its name and a part of one by its days, in the user’s language', () => {
    const nl = statisticsFormats('nl-NL');
    expect(nl.month('2026-01')).toBe('januari 2026');
    expect(nl.range('2026-11-01', '2026-11-29')).toMatch(/^1\s*[–-]\s*29 nov 2026$/);
    expect(nl.range('2025-11-30', '2025-11-30')).toBe('30 nov 2025');
    expect(statisticsFormats('de-DE').month('2026-03')).toBe('März 2026');
    expect(statisticsFormats('nl-NL')).toBe(nl);
  });
});

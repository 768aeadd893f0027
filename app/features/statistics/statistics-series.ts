import { STATISTICS_MEASURES, type StatisticsPeriod } from './provider-statistics.schemas.ts';
import type { StatisticsDay, StatisticsSeries, StatisticsTotals } from './provider-statistics.types.ts';

// A series' days (the chart's points, the CSV's rows) and the rows of its table (docs/decisions/113, fourth
// round): a day for 30 and 90 days, a calendar month for a year. A year of days was 365 rows (232 KB of HTML,
// half the page's server time) that nobody reads as a table; a year is read by its months. The chart keeps
// the days, and so does the CSV.

const DAY_MS = 86_400_000;

/** Consecutive days (oldest first, at least one) as a series with its totals. */
export function seriesOfDays(days: StatisticsDay[]): StatisticsSeries {
  const counts = Object.fromEntries(STATISTICS_MEASURES.map((measure) => [measure, days.map((day) => day[measure])])) as StatisticsSeries['counts'];
  const totals = Object.fromEntries(STATISTICS_MEASURES.map((measure) => [measure, counts[measure].reduce((sum, n) => sum + n, 0)])) as StatisticsTotals;
  return { from: days[0]!.date, to: days.at(-1)!.date, totals, counts };
}

/** The series' dates, `YYYY-MM-DD`, oldest first (calendar days: counted in UTC, whatever the zone). */
export function seriesDates(series: StatisticsSeries): string[] {
  const first = Date.parse(`${series.from}T00:00:00Z`);
  return series.counts.views.map((_, n) => new Date(first + n * DAY_MS).toISOString().slice(0, 10));
}

/** The series as a day each, oldest first. */
export function seriesDays(series: StatisticsSeries): StatisticsDay[] {
  return seriesDates(series).map((date, n) => ({
    date,
    views: series.counts.views[n]!,
    phoneClicks: series.counts.phoneClicks[n]!,
    webClicks: series.counts.webClicks[n]!,
    quoteRequests: series.counts.quoteRequests[n]!,
  }));
}

export type StatisticsTableUnit = 'day' | 'month';

/** The table's row per period: the one rule, read by the table and by its tests. */
export const STATISTICS_TABLE_UNIT: Record<StatisticsPeriod, StatisticsTableUnit> = { 30: 'day', 90: 'day', 365: 'month' };

/** A row of the table: its first and last day (`YYYY-MM-DD`, the same for a day) and the counts between them. */
export interface StatisticsTableRow {
  /** The day (`YYYY-MM-DD`) or the month (`YYYY-MM`): the row's key and its `<time dateTime>`. */
  key: string;
  from: string;
  to: string;
  /** A month the period covers from its first day to its last (the first and the last month of a year may be parts). */
  wholeMonth: boolean;
  counts: StatisticsTotals;
}

/** The last day of a month (`YYYY-MM`), as a day of the month. */
function monthLength(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** The series' rows in `unit`s, oldest first; a month sums its days within the series. */
export function statisticsTableRows(series: StatisticsSeries, unit: StatisticsTableUnit): StatisticsTableRow[] {
  const days = seriesDays(series);
  if (unit === 'day') return days.map(({ date, ...counts }) => ({ key: date, from: date, to: date, wholeMonth: false, counts }));
  const rows: StatisticsTableRow[] = [];
  for (const day of days) {
    const month = day.date.slice(0, 7);
    let row = rows.at(-1);
    if (row?.key !== month) {
      row = { key: month, from: day.date, to: day.date, wholeMonth: false, counts: { views: 0, phoneClicks: 0, webClicks: 0, quoteRequests: 0 } };
      rows.push(row);
    }
    row.to = day.date;
    for (const measure of STATISTICS_MEASURES) row.counts[measure] += day[measure];
  }
  for (const row of rows) row.wholeMonth = row.from.endsWith('-01') && Number(row.to.slice(8)) === monthLength(row.key);
  return rows;
}

import type { StatisticsMeasure, StatisticsPeriod } from './provider-statistics.schemas.ts';

/** One calendar day's counts (Amsterdam days, as they are recorded); a day without a row counts zero. */
export type StatisticsDay = { date: string } & Record<StatisticsMeasure, number>;

export type StatisticsTotals = Record<StatisticsMeasure, number>;

/**
 * A run of consecutive days with its totals: per measure the count of each day, oldest first (the nth is
 * `from` plus n days; statistics-series.ts gives the dates and the days). A list per measure, not an object
 * per day: the page sends a year's two periods to the browser for the chart, 730 objects of 5 fields with
 * their dates, 50 KB of the page (docs/decisions/113, fourth round).
 */
export interface StatisticsSeries {
  /** First and last day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  totals: StatisticsTotals;
  counts: Record<StatisticsMeasure, number[]>;
}

/** The figures of one activity, or of all the actor's activities together, with the period before. */
export interface ProviderStatistics {
  period: StatisticsPeriod;
  activity: StatisticsActivityOption | null;
  current: StatisticsSeries;
  previous: StatisticsSeries;
}

/** An activity the actor may look at the figures of. */
export interface StatisticsActivityOption {
  id: number;
  title: string;
  organisationName: string;
}

import type { StatisticsMeasure, StatisticsPeriod } from './provider-statistics.schemas.ts';

/** One calendar day's counts (Amsterdam days, as they are recorded); a day without a row counts zero. */
export type StatisticsDay = { date: string } & Record<StatisticsMeasure, number>;

export type StatisticsTotals = Record<StatisticsMeasure, number>;

/** A run of days, oldest first, with its totals. */
export interface StatisticsSeries {
  /** First and last day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  totals: StatisticsTotals;
  days: StatisticsDay[];
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

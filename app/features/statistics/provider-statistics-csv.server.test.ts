import { describe, expect, it } from 'vitest';
import { statisticsCsv, statisticsCsvFileName } from './provider-statistics-csv.server.ts';
import type { ProviderStatistics, StatisticsDay } from './provider-statistics.types.ts';
import { seriesOfDays } from './statistics-series.ts';

const day = (date: string, views: number): StatisticsDay => ({ date, views, phoneClicks: 1, webClicks: 0, quoteRequests: 2 });
const statistics: ProviderStatistics = {
  period: 30,
  activity: { id: 12, title: 'Kanoën', organisationName: 'Zeilschool Kok' },
  current: seriesOfDays([day('2026-05-13', 4), day('2026-05-14', 1500)]),
  previous: seriesOfDays([day('2026-05-11', 0), day('2026-05-12', 0)]),
};

describe('the statistics CSV', () => {
  it('is UTF-8 with a BOM, a header in the user’s language and a row per day, oldest first', () => {
    const csv = statisticsCsv(statistics, 'de');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Datum,Aufrufe,Telefonnummer angezeigt,Klicks zur Website,Angebotsanfragen',
      '2026-05-13,4,1,0,2',
      '2026-05-14,1500,1,0,2',
      '',
    ]);
    expect(statisticsCsv(statistics, 'nl').split('\r\n')[0]).toBe('\uFEFFDatum,Weergaven,Telefoonnummer getoond,Klikken naar website,Offerteaanvragen');
  });

  it('is named after the activity, the period and its last day', () => {
    expect(statisticsCsvFileName(statistics)).toBe('statistieken-12-30-dagen-2026-05-14.csv');
    expect(statisticsCsvFileName({ ...statistics, activity: null })).toBe('statistieken-30-dagen-2026-05-14.csv');
  });
});

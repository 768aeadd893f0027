import type { PortalLanguage } from '../../config/portal-links.ts';
// Every locale's texts (the export is written on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import { csvText } from '../../portal/csv.server.ts';
import { STATISTICS_MEASURES } from './provider-statistics.schemas.ts';
import type { ProviderStatistics } from './provider-statistics.types.ts';
import { seriesDays } from './statistics-series.ts';

// The screen's table as a file (decision 104), written like the leads export: standard CSV (comma, CRLF),
// UTF-8 with a byte order mark so spreadsheets read it as UTF-8, a header row in the user's language,
// one row per day (YYYY-MM-DD, which spreadsheets read as a date), oldest first.

/** The CSV of this period's daily figures. */
export function statisticsCsv(statistics: ProviderStatistics, locale: PortalLanguage): string {
  const header = [
    translate(locale, 'portal.statistics.table.day.header'),
    ...STATISTICS_MEASURES.map((measure) => translate(locale, `portal.statistics.measures.${measure}`)),
  ];
  const rows = seriesDays(statistics.current).map((day) => [day.date, ...STATISTICS_MEASURES.map((measure) => day[measure])]);
  return csvText(header, rows);
}

/** `statistieken-90-dagen-2026-05-14.csv`, or with the activity: `statistieken-1234-90-dagen-2026-05-14.csv`. */
export function statisticsCsvFileName(statistics: ProviderStatistics): string {
  const activity = statistics.activity ? `-${statistics.activity.id}` : '';
  return `statistieken${activity}-${statistics.period}-dagen-${statistics.current.to}.csv`;
}

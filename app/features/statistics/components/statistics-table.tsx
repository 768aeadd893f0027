import { useId } from 'react';
import { usePortalText } from '../../../portal/ui/portal-page.tsx';
import { STATISTICS_MEASURES } from '../provider-statistics.schemas.ts';
import type { StatisticsSeries } from '../provider-statistics.types.ts';

/**
 * The period's figures per day as a table, rendered on the server: the chart's equivalent for screen
 * readers and keyboards, and what the CSV holds. The newest day first; long periods scroll inside.
 */
export function StatisticsTable({
  series,
  subject,
  languageTag,
  formatDate,
  formatLongDate,
}: {
  series: StatisticsSeries;
  subject: string;
  languageTag: string;
  formatDate: (date: string) => string;
  formatLongDate: (date: string) => string;
}) {
  const t = usePortalText();
  const captionId = useId();
  const count = new Intl.NumberFormat(languageTag);
  const days = [...series.days].reverse();
  return (
    // A region of its own that scrolls: reachable and scrollable by keyboard (tabIndex). Named by its
    // caption (subject and days), not by the card's heading: two landmarks must not share a name. The one
    // portal table that keeps its columns on a phone (a grid of numbers per day, its date column sticky):
    // it scrolls inside its own box, which says so (data-scrolls-sideways, checked in the portal's looks).
    <div
      className="max-h-[28rem] overflow-auto rounded-md border border-slate-200"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-scrolls-sideways
    >
      <table className="w-full min-w-[32rem] text-left text-sm" data-testid="statistics-table">
        <caption id={captionId} className="sr-only">
          {t('portal.statistics.table.caption', { subject, from: formatDate(series.from), to: formatDate(series.to) })}
        </caption>
        <thead className="sticky top-0 z-10 bg-slate-100">
          <tr>
            <th scope="col" className="sticky left-0 bg-slate-100 px-3 py-2 align-bottom">
              {t('portal.statistics.table.date')}
            </th>
            {STATISTICS_MEASURES.map((measure) => (
              <th key={measure} scope="col" className="px-3 py-2 text-right align-bottom">
                {t(`portal.statistics.measures.${measure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-t border-slate-200">
              <th scope="row" className="sticky left-0 whitespace-nowrap bg-white px-3 py-1.5 font-normal">
                <time dateTime={day.date}>{formatLongDate(day.date)}</time>
              </th>
              {STATISTICS_MEASURES.map((measure) => (
                <td key={measure} className={`px-3 py-1.5 text-right tabular-nums ${day[measure] === 0 ? 'text-gray-600' : 'font-semibold text-gray-900'}`}>
                  {count.format(day[measure])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 z-10 bg-slate-100">
          <tr className="border-t-2 border-slate-300">
            <th scope="row" className="sticky left-0 bg-slate-100 px-3 py-2">
              {t('portal.statistics.table.total')}
            </th>
            {STATISTICS_MEASURES.map((measure) => (
              <td key={measure} className="px-3 py-2 text-right font-bold tabular-nums">
                {count.format(series.totals[measure])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

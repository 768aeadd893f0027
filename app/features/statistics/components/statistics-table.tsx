import { useId } from 'react';
import { DataTable, type DataColumn } from '../../../portal/ui/data-table.tsx';
import { usePortalText } from '../../../portal/ui/portal-page.tsx';
import { STATISTICS_MEASURES } from '../provider-statistics.schemas.ts';
import type { StatisticsDay, StatisticsSeries } from '../provider-statistics.types.ts';

/**
 * The period's figures per day as a table, rendered on the server: the chart's equivalent for screen
 * readers and keyboards, and what the CSV holds. The newest day first, the period's totals in the footer;
 * long periods scroll inside.
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
  const columns: DataColumn<StatisticsDay>[] = [
    {
      id: 'date',
      header: t('portal.statistics.table.date'),
      cell: ({ row }) => <time dateTime={row.original.date}>{formatLongDate(row.original.date)}</time>,
      footer: t('portal.statistics.table.total'),
      meta: { rowHeader: true, className: 'sticky left-0 whitespace-nowrap bg-white font-normal', headerClassName: 'sticky left-0 bg-slate-100 align-bottom' },
    },
    ...STATISTICS_MEASURES.map((measure): DataColumn<StatisticsDay> => ({
      id: measure,
      header: t(`portal.statistics.measures.${measure}`),
      cell: ({ row }) => count.format(row.original[measure]),
      footer: count.format(series.totals[measure]),
      meta: {
        numeric: true,
        headerClassName: 'align-bottom',
        cellProps: (day) => ({ className: day[measure] === 0 ? 'text-gray-600' : 'font-semibold text-gray-900' }),
      },
    })),
  ];
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
      <DataTable
        rows={[...series.days].reverse()}
        columns={columns}
        rowKey={(day) => day.date}
        caption={t('portal.statistics.table.caption', { subject, from: formatDate(series.from), to: formatDate(series.to) })}
        captionId={captionId}
        stack={false}
        padding="px-3 py-1.5"
        tableClassName="min-w-[32rem]"
        headClassName="sticky top-0 z-10 bg-slate-100"
        footClassName="sticky bottom-0 z-10 bg-slate-100 font-bold"
        testId="statistics-table"
      />
    </div>
  );
}

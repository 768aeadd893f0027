import { useId } from 'react';
import { DataTable, type DataColumn } from '../../../portal/ui/data-table.tsx';
import { usePortalText } from '../../../portal/ui/portal-page.tsx';
import { STATISTICS_MEASURES } from '../provider-statistics.schemas.ts';
import type { StatisticsSeries } from '../provider-statistics.types.ts';
import { type StatisticsTableRow, type StatisticsTableUnit, statisticsTableRows } from '../statistics-series.ts';
import type { StatisticsFormats } from './statistics-formats.ts';

/**
 * The period's figures as a table, rendered on the server: the chart's equivalent for screen readers and
 * keyboards. A row per day, per month for a year (statistics-series.ts; the CSV keeps the days). The
 * newest row first, the period's totals in the footer; long periods scroll inside.
 */
export function StatisticsTable({
  series,
  unit,
  subject,
  formats,
}: {
  series: StatisticsSeries;
  unit: StatisticsTableUnit;
  subject: string;
  formats: StatisticsFormats;
}) {
  const t = usePortalText();
  const captionId = useId();
  // A whole month by its name; a part of one (the first and last month of a year) by its days.
  const rowName = (row: StatisticsTableRow) =>
    unit === 'day' ? formats.longDate(row.from) : row.wholeMonth ? formats.month(row.key) : formats.range(row.from, row.to);
  const columns: DataColumn<StatisticsTableRow>[] = [
    {
      id: 'date',
      header: t(`portal.statistics.table.${unit}.header`),
      cell: ({ row }) => <time dateTime={row.original.key}>{rowName(row.original)}</time>,
      footer: t('portal.statistics.table.total'),
      meta: { rowHeader: true, className: 'sticky left-0 whitespace-nowrap bg-white font-normal', headerClassName: 'sticky left-0 bg-slate-100 align-bottom' },
    },
    ...STATISTICS_MEASURES.map((measure): DataColumn<StatisticsTableRow> => ({
      id: measure,
      header: t(`portal.statistics.measures.${measure}`),
      cell: ({ row }) => formats.count(row.original.counts[measure]),
      footer: formats.count(series.totals[measure]),
      meta: {
        numeric: true,
        headerClassName: 'align-bottom',
        cellProps: (row) => ({ className: row.counts[measure] === 0 ? 'text-gray-600' : 'font-semibold text-gray-900' }),
      },
    })),
  ];
  return (
    // A region of its own that scrolls: reachable and scrollable by keyboard (tabIndex). Named by its
    // caption (subject and days), not by the card's heading: two landmarks must not share a name. The one
    // portal table that keeps its columns on a phone (a grid of numbers per day, its date column sticky):
    // it scrolls inside its own box, which says so (data-scrolls-sideways, checked in the portal's looks).
    // A year's thirteen months are shown whole; days scroll down within 28rem.
    <div
      className={`${unit === 'day' ? 'max-h-[28rem]' : ''} overflow-auto rounded-md border border-slate-200`}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-scrolls-sideways
    >
      <DataTable
        rows={statisticsTableRows(series, unit).reverse()}
        columns={columns}
        rowKey={(row) => row.key}
        caption={t(`portal.statistics.table.${unit}.caption`, { subject, from: formats.date(series.from), to: formats.date(series.to) })}
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

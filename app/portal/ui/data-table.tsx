import { type ColumnDef, createTable, flexRender, getCoreRowModel } from '@tanstack/react-table';
import { Form, Link, useLocation } from 'react-router';
import { inputClassName } from '../../components/forms/fields.tsx';
import { LIST_TOTAL_CAP, listHref, type ListQuery, pageCount } from '../list-query.ts';
import { PortalPager, secondaryButtonClassName, usePortalText } from './portal-page.tsx';
import { NarrowColumnName, stacked } from './stacked-table.tsx';

/**
 * The back office's table (decision 104): TanStack Table over one page the server chose (manual paging and
 * sorting), so a list of 100,000 rows sends 25. Sortable column headers are links with `aria-sort`, the
 * search is a GET form, the pager plain links: the list works with a keyboard, a screen reader and
 * without JavaScript. Columns say how a row shows; `sortKey` marks a column the server can sort by.
 */
export type DataColumn<Row> = ColumnDef<Row> & { meta?: DataColumnMeta<Row> };

/** Attributes a feature may put on a row or a cell: test ids and data attributes. */
export type DataAttributes = { 'data-testid'?: string } & Record<`data-${string}`, string | number | boolean | undefined>;

/**
 * How a column shows. `rowHeader`: its cells name their row (`<th scope="row">`, the card's title on a
 * phone, no column name above it). `className`: classes added to its cells (a row header's replace its
 * `font-semibold`); `headerClassName`: to its header and footer cell (a width, a sticky column's background).
 * `narrowName: false`: no column name above its value on a phone (a badge that says what it is).
 * `cellProps`: a cell's test id, and classes that depend on its value. A column's `footer` (TanStack's own
 * option) makes a totals row in `<tfoot>`.
 */
export interface DataColumnMeta<Row = unknown> {
  sortKey?: string;
  numeric?: boolean;
  rowHeader?: boolean;
  className?: string;
  headerClassName?: string;
  narrowName?: boolean;
  cellProps?: (row: Row) => DataAttributes & { className?: string };
}

/**
 * The table of one page, made afresh from its props on every render. Not `useReactTable`: that keeps one
 * mutable table object in state and changes its options in place, so a value derived from it cannot be
 * memoized (react-hooks/incompatible-library). This table has no state of its own (the server pages,
 * sorts and searches; the address holds the query), so it is a plain function of the rows and columns.
 */
function pageTable<Row>(rows: Row[], columns: DataColumn<Row>[], total: number | undefined, rowKey: (row: Row) => string | number) {
  const table = createTable<Row>({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total ?? rows.length,
    getRowId: (row) => String(rowKey(row)),
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  // The features' defaults (column order, visibility, pinning) as the state: nothing here changes them.
  table.setOptions((options) => ({ ...options, state: table.initialState }));
  return table;
}

export function DataTable<Row>({
  rows,
  columns,
  total,
  query,
  caption,
  searchLabel,
  rowKey,
  rowProps,
  sortedBy,
  tableClassName,
  stack = true,
  captionClassName = 'sr-only',
  captionId,
  headClassName = '',
  footClassName = '',
  padding = 'py-2 pr-3',
  testId,
}: {
  rows: Row[];
  columns: DataColumn<Row>[];
  /**
   * The list's place in a longer list the server pages, sorts and searches. Without them the table is all
   * there is (a summary, a comparison): no count, no search, no sort links and no pager.
   */
  total?: number;
  query?: ListQuery;
  caption: string;
  /** Label of the search box; no search box without it (and never without a query). */
  searchLabel?: string;
  rowKey: (row: Row) => string | number;
  /**
   * The order of the rows when the page sorts them some other way than by the header links (a form):
   * the column with that `sortKey` gets its `aria-sort`, no link. A `query` says this itself.
   */
  sortedBy?: { sort: string; direction: 'asc' | 'desc' };
  /** Attributes of a row's `<tr>` (a test id, a data attribute) and classes added to it (a changed row's colour). */
  rowProps?: (row: Row) => DataAttributes & { className?: string };
  /** Classes added to the `<table>` (fixed column widths). */
  tableClassName?: string;
  /**
   * `false`: the rows do not stack on a phone (a table of few narrow columns that scrolls sideways in a box
   * of the caller's); its header row stays visible, so no column names in the cells.
   */
  stack?: boolean;
  /** The caption's classes: read by screen readers only unless a page shows it. */
  captionClassName?: string;
  /** The caption's id: a scrolling box around the table is named by it. */
  captionId?: string;
  /** Classes of the `<thead>` and of the `<tfoot>` (a background, sticky). */
  headClassName?: string;
  footClassName?: string;
  /** Every cell's padding: a list's rows, or a grid of figures in a bordered box (`px-3 py-1.5`). */
  padding?: string;
  testId?: string;
}) {
  const t = usePortalText();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const table = pageTable(rows, columns, total, rowKey);
  // The phone's card classes, or none where the rows keep their columns.
  const narrow = stack ? stacked : { table: '', head: '', body: '', row: '', rowHeader: '', cell: '' };
  return (
    <div>
      {query && searchLabel ? (
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-2" role="search">
          {/* Other parameters of the address (the platform, filters) stay as they are. */}
          {[...new URLSearchParams(location.search)]
            .filter(([key]) => key !== 'zoek' && key !== 'pagina')
            .map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
          <div className="min-w-56 flex-1">
            <label htmlFor={`${testId ?? 'list'}-search`} className="mb-1 block font-semibold">
              {searchLabel}
            </label>
            <input id={`${testId ?? 'list'}-search`} type="search" name="zoek" defaultValue={query.search} className={inputClassName} />
          </div>
          <button type="submit" className={secondaryButtonClassName}>
            {t('portal.backOffice.search')}
          </button>
        </Form>
      ) : null}
      {query && total !== undefined ? (
        <p className="mb-2 text-sm text-gray-700" aria-live="polite">
          {total > LIST_TOTAL_CAP ? t('portal.backOffice.countMore', { count: LIST_TOTAL_CAP }) : t('portal.backOffice.count', { count: total })}
        </p>
      ) : null}
      {/* On a phone the header row is hidden (the rows stack as cards): its sort links are here instead. */}
      {query &&
      stack &&
      table
        .getHeaderGroups()
        .flatMap((group) => group.headers)
        .some((header) => (header.column.columnDef as DataColumn<Row>).meta?.sortKey) ? (
        <p className="mb-2 flex flex-wrap gap-x-3 gap-y-1 text-sm sm:hidden">
          <span className="font-semibold">{t('portal.backOffice.sortBy')}</span>
          {table
            .getHeaderGroups()
            .flatMap((group) => group.headers)
            .map((header) => {
              const sortKey = (header.column.columnDef as DataColumn<Row>).meta?.sortKey;
              if (!sortKey) return null;
              const active = query.sort === sortKey;
              return (
                <Link
                  key={header.id}
                  to={listHref(here, { sort: sortKey, direction: active && query.direction === 'asc' ? 'desc' : 'asc', page: 1 })}
                  aria-current={active ? 'true' : undefined}
                  className={`underline underline-offset-2 ${active ? 'font-semibold' : ''}`}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                  <span aria-hidden="true"> {active ? (query.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                </Link>
              );
            })}
        </p>
      ) : null}
      <div>
        <table className={`w-full text-left text-sm ${tableClassName ?? ''} ${narrow.table}`} data-testid={testId}>
          <caption id={captionId} className={captionClassName}>
            {caption}
          </caption>
          <thead className={`${narrow.head} ${headClassName}`}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-slate-300">
                {group.headers.map((header) => {
                  const meta = (header.column.columnDef as DataColumn<Row>).meta;
                  const order = query ?? sortedBy;
                  const active = meta?.sortKey !== undefined && order?.sort === meta.sortKey;
                  // Links only where the server sorts by the address (a query); otherwise only the order is said.
                  const sortKey = query ? meta?.sortKey : undefined;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={active ? (order?.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                      className={`${padding} ${meta?.numeric ? 'text-right' : ''} ${meta?.headerClassName ?? ''}`}
                    >
                      {sortKey ? (
                        <Link
                          to={listHref(here, { sort: sortKey, direction: active && query?.direction === 'asc' ? 'desc' : 'asc', page: 1 })}
                          className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                        >
                          {label}
                          <span aria-hidden="true">{active ? (query?.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                        </Link>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={narrow.body}>
            {table.getRowModel().rows.length === 0 ? (
              <tr className={narrow.row}>
                <td colSpan={columns.length} className={`py-4 text-gray-700 ${narrow.cell}`}>
                  {t('portal.backOffice.empty')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => {
                const { className: rowClassName, ...rowAttributes } = rowProps?.(row.original) ?? {};
                return (
                  <tr key={row.id} className={`border-b border-slate-200 align-top ${narrow.row} ${rowClassName ?? ''}`} {...rowAttributes}>
                    {row.getVisibleCells().map((cell) => {
                      const meta = (cell.column.columnDef as DataColumn<Row>).meta;
                      const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                      const { className: valueClassName, ...cellAttributes } = meta?.cellProps?.(row.original) ?? {};
                      if (meta?.rowHeader) {
                        return (
                          <th
                            key={cell.id}
                            scope="row"
                            {...cellAttributes}
                            className={`${padding} ${meta.className ?? 'font-semibold'} ${valueClassName ?? ''} ${narrow.rowHeader}`}
                          >
                            {content}
                          </th>
                        );
                      }
                      return (
                        <td
                          key={cell.id}
                          {...cellAttributes}
                          // A long word (an e-mail address, a link) breaks where it must, so a table is never
                          // wider than its page: on a phone's card and beside the back-office menu at 1280 px.
                          className={`${padding} [overflow-wrap:anywhere] ${meta?.numeric ? `text-right tabular-nums ${stack ? 'max-sm:text-left' : ''}` : ''} ${meta?.className ?? ''} ${valueClassName ?? ''} ${narrow.cell}`}
                        >
                          {stack && meta?.narrowName !== false && typeof cell.column.columnDef.header === 'string' ? (
                            <NarrowColumnName>{cell.column.columnDef.header}</NarrowColumnName>
                          ) : null}
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
          {columns.some((column) => column.footer !== undefined) ? (
            <tfoot className={footClassName}>
              {table.getFooterGroups().map((group) => (
                <tr key={group.id} className="border-t-2 border-slate-300">
                  {group.headers.map((header) => {
                    const meta = (header.column.columnDef as DataColumn<Row>).meta;
                    const content = flexRender(header.column.columnDef.footer, header.getContext());
                    return meta?.rowHeader ? (
                      <th key={header.id} scope="row" className={`${padding} ${meta.headerClassName ?? ''}`}>
                        {content}
                      </th>
                    ) : (
                      <td key={header.id} className={`${padding} ${meta?.numeric ? 'text-right tabular-nums' : ''} ${meta?.headerClassName ?? ''}`}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tfoot>
          ) : null}
        </table>
      </div>
      {query && total !== undefined ? <PortalPager page={query.page} pages={pageCount(total)} linkTo={(page) => listHref(here, { page })} /> : null}
    </div>
  );
}

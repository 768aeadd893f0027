import { type ColumnDef, createTable, flexRender, getCoreRowModel, type RowSelectionState } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
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
function pageTable<Row>(
  rows: Row[],
  columns: DataColumn<Row>[],
  total: number | undefined,
  rowKey: (row: Row) => string | number,
  selection?: RowSelection<Row>,
) {
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
    enableRowSelection: selection !== undefined,
    onRowSelectionChange: (updater) => selection?.onChange(typeof updater === 'function' ? updater(selection.selected) : updater),
  });
  // The features' defaults (column order, visibility, pinning) as the state: nothing here changes them;
  // the chosen rows are the page's (useRowSelection), which also shows how many in its action bar.
  table.setOptions((options) => ({ ...options, state: { ...table.initialState, rowSelection: selection?.selected ?? {} } }));
  return table;
}

/**
 * Rows chosen for a bulk action (docs/decisions/120): a checkbox per row (`id`, its key) and "all on this
 * page" (`allOnPage`, with every row's key as a hidden `pageId`), all of them fields of the page's bulk
 * form (`form`, the form's id: the form is outside the table), so the choice posts without JavaScript.
 * With JavaScript TanStack's row selection keeps the boxes in step and the page counts them.
 */
export interface RowSelection<Row> {
  form: string;
  /** Each row's checkbox label ("Choose <title>"). */
  label: (row: Row) => string;
  selected: RowSelectionState;
  onChange: (selected: RowSelectionState) => void;
}

/**
 * The page's chosen rows (keys of `rowKey`), and how many of the rows shown are chosen. A new `resetKey`
 * (the answer of a post: the action was done) starts with none chosen.
 */
export function useRowSelection<Row>(rows: Row[], rowKey: (row: Row) => string | number, resetKey?: unknown) {
  const [state, setState] = useState<{ key: unknown; selected: RowSelectionState }>({ key: resetKey, selected: {} });
  const selected = state.key === resetKey ? state.selected : {};
  const setSelected = (next: RowSelectionState) => setState({ key: resetKey, selected: next });
  const count = rows.filter((row) => selected[String(rowKey(row))]).length;
  return { selected, setSelected, count };
}

/** "All on this page": ticked when every row is, half when some are. */
function AllOnPage({
  checked,
  some,
  onChange,
  form,
  label,
}: {
  checked: boolean;
  some: boolean;
  onChange: (checked: boolean) => void;
  form: string;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !checked;
  }, [some, checked]);
  return (
    <label className="mb-2 inline-flex items-center gap-2 font-semibold">
      <input
        ref={ref}
        type="checkbox"
        name="allOnPage"
        form={form}
        className="h-5 w-5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="select-all"
      />
      {label}
    </label>
  );
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
  selection,
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
  /** Checkboxes to choose rows for a bulk action (useRowSelection). */
  selection?: RowSelection<Row>;
}) {
  const t = usePortalText();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const table = pageTable(rows, columns, total, rowKey, selection);
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
      {selection && rows.length > 0 ? (
        <>
          {/* Above the table, not in its header row: that row is hidden on a phone. */}
          <AllOnPage
            form={selection.form}
            label={t('portal.bulk.allOnPage')}
            checked={table.getIsAllRowsSelected()}
            some={table.getIsSomeRowsSelected()}
            onChange={(checked) => table.toggleAllRowsSelected(checked)}
          />
          {table.getRowModel().rows.map((row) => (
            <input key={row.id} type="hidden" name="pageId" value={row.id} form={selection.form} />
          ))}
        </>
      ) : null}
      <div>
        <table className={`w-full text-left text-sm ${tableClassName ?? ''} ${narrow.table}`} data-testid={testId}>
          <caption id={captionId} className={captionClassName}>
            {caption}
          </caption>
          <thead className={`${narrow.head} ${headClassName}`}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-slate-300">
                {selection ? (
                  <th scope="col" className={`${padding} w-8`}>
                    <span className="sr-only">{t('portal.bulk.choose')}</span>
                  </th>
                ) : null}
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
                <td colSpan={columns.length + (selection ? 1 : 0)} className={`py-4 text-gray-700 ${narrow.cell}`}>
                  {t('portal.backOffice.empty')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => {
                const { className: rowClassName, ...rowAttributes } = rowProps?.(row.original) ?? {};
                return (
                  <tr key={row.id} className={`border-b border-slate-200 align-top ${narrow.row} ${rowClassName ?? ''}`} {...rowAttributes}>
                    {selection ? (
                      <td className={`${padding} ${narrow.cell}`}>
                        <input
                          type="checkbox"
                          name="id"
                          value={row.id}
                          form={selection.form}
                          className="h-5 w-5"
                          aria-label={selection.label(row.original)}
                          checked={row.getIsSelected()}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </td>
                    ) : null}
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
                  {selection ? <td /> : null}
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

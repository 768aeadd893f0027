import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { stringify } from 'csv-stringify/sync';

// The portal's CSV files (the provider's leads and statistics, the back office's lists), written the way
// a spreadsheet opens them: standard CSV (comma, CRLF, quotes where needed), UTF-8 with a byte order mark
// so Excel reads the accents right, and every text a visitor typed that starts like a formula (= + - @,
// also their full-width forms, tab, CR) prefixed with ' so a spreadsheet shows it instead of running it
// (OWASP "CSV injection").

export type CsvCell = string | number | null | undefined;

/** Rows read per query while an export streams: its memory is one batch, whatever the number of rows. */
export const CSV_BATCH_SIZE = 1_000;

// A lone LF in a description is a line break inside the cell, so it is quoted like CRLF would be.
const CSV_OPTIONS = { escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

const csvLines = (rows: ReadonlyArray<readonly CsvCell[]>) =>
  stringify(
    rows.map((row) => row.map((cell) => cell ?? '')),
    CSV_OPTIONS,
  );

/** A header row and the data rows as one CSV text (the byte order mark first). */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return `\ufeff${csvLines([header, ...rows])}`;
}

/** An export of any size: its header and its rows as they are read, batch by batch. */
export interface CsvExport {
  header: readonly string[];
  batches: AsyncIterable<ReadonlyArray<readonly CsvCell[]>>;
}

/** Where a newest-first page (by time, then id) stopped: the time as PostgreSQL wrote it, to the microsecond. */
export interface NewestFirstKey {
  key: string;
  id: number;
}

/** The column that gives a row's NewestFirstKey `key` (timestamptz as text: a JavaScript Date keeps only milliseconds). */
export const newestFirstKey = (time: AnyPgColumn) => sql<string>`${time}::text`;

/**
 * Reads a query newest first (by `time`, then `id`) in keyset pages: `page(after, size)` gives up to
 * `size` rows ordered that way under the condition `after` (undefined for the first page). No offset
 * and no open cursor: each page is one indexed query, so a long download holds no connection between
 * pages and its memory is one page.
 */
export async function* newestFirstPages<Row extends NewestFirstKey>(
  time: AnyPgColumn,
  id: AnyPgColumn,
  page: (after: SQL | undefined, size: number) => Promise<Row[]>,
  size = CSV_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = sql`(${time}, ${id}) < (${last.key}::timestamptz, ${last.id})`;
  }
}

/** Maps each page of rows to CSV cells. */
export async function* csvRowsOf<Row>(pages: AsyncIterable<Row[]>, cells: (row: Row) => readonly CsvCell[]): AsyncGenerator<ReadonlyArray<readonly CsvCell[]>> {
  for await (const rows of pages) yield rows.map(cells);
}

const TIME_ZONE = 'Europe/Amsterdam';

/**
 * Made once: a format with a time zone costs 0.2-0.5 ms to make, and an export writes this for each of
 * up to a million rows. en-CA writes `2026-05-14, 10:23`.
 */
const CSV_DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-05-14 10:23` in the platforms' time zone: sortable, and read as a date by spreadsheets. */
export function csvDateTime(value: Date): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of CSV_DATE_TIME.formatToParts(value)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** `2026-05-14` in the platforms' time zone; empty for no date. */
export function csvDay(value: Date | null): string {
  return value ? csvDateTime(value).slice(0, 10) : '';
}

/** A file name with today's date: `berichten-2026-05-14.csv` (the portal's paths and files are Dutch). */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${csvDay(now)}.csv`;
}

const CSV_HEADERS = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});

/** The download: never cached, never sniffed as something else. */
export function csvResponse(body: string, fileName: string): Response {
  return new Response(body, { headers: CSV_HEADERS(fileName) });
}

/**
 * The download of an export written while it is read: the header at once, then each batch as it comes,
 * read only as fast as the client takes it (the stream pulls). A failure after the first bytes can no
 * longer change the status: the download ends short, and the error goes to the log through `onError`.
 */
export function csvStreamResponse(csv: CsvExport, fileName: string, onError: (error: unknown) => void): Response {
  const encoder = new TextEncoder();
  const batches = csv.batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvText(csv.header, [])));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(next.value)));
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return?.();
    },
  });
  return new Response(body, { headers: CSV_HEADERS(fileName) });
}

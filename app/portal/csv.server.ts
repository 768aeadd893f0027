import { stringify } from 'csv-stringify/sync';

// The portal's CSV files (the provider's leads and statistics, the back office's lists), written the way
// a spreadsheet opens them: standard CSV (comma, CRLF, quotes where needed), UTF-8 with a byte order mark
// so Excel reads the accents right, and every text a visitor typed that starts like a formula (= + - @,
// also their full-width forms, tab, CR) prefixed with ' so a spreadsheet shows it instead of running it
// (OWASP "CSV injection").

export type CsvCell = string | number | null | undefined;

/** The most rows one export writes (a list narrowed by its search exports what it shows). */
export const CSV_EXPORT_LIMIT = 10_000;

/** A header row and the data rows as one CSV text. */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const cells = rows.map((row) => row.map((cell) => cell ?? ''));
  // A lone LF in a description is a line break inside the cell, so it is quoted like CRLF would be.
  return stringify([[...header], ...cells], { bom: true, escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

const TIME_ZONE = 'Europe/Amsterdam';

/** `2026-05-14 10:23` in the platforms' time zone: sortable, and read as a date by spreadsheets. */
export function csvDateTime(value: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(value)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
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

/** The download: never cached, never sniffed as something else. */
export function csvResponse(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

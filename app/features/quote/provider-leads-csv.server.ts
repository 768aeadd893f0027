import { stringify } from 'csv-stringify/sync';
import type { Locale } from '../../config/brand.ts';
// Every locale's texts (the export is written on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import type { LeadDetail } from './provider-leads.server.ts';

// The leads as a spreadsheet opens them (issue 18): standard CSV (comma, CRLF, quotes where needed),
// UTF-8 with a byte order mark so Excel reads the accents right, and every text a visitor typed that
// starts like a formula (= + - @, also their full-width forms, tab, CR) prefixed with ' so a
// spreadsheet shows it instead of running it (OWASP "CSV injection").

const COLUMNS = [
  'createdAt',
  'activity',
  'status',
  'gender',
  'name',
  'companyName',
  'email',
  'phone',
  'numberOfPersons',
  'plannedDate',
  'address',
  'zipcode',
  'city',
  'reference',
  'description',
  'note',
] as const;

const TIME_ZONE = 'Europe/Amsterdam';

/** `2026-05-14 10:23` in the platforms' time zone: sortable, and read as a date by spreadsheets. */
function dateTime(value: Date): string {
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

function day(value: Date | null): string {
  return value ? dateTime(value).slice(0, 10) : '';
}

/** The CSV file of these leads, with a header row in the user's language. */
export function leadsCsv(leads: readonly LeadDetail[], locale: Locale): string {
  const header = COLUMNS.map((column) => translate(locale, `portal.leads.csv.${column}`));
  const rows = leads.map((lead) => [
    dateTime(lead.createdAt),
    lead.activityTitle,
    translate(locale, `portal.leads.status.${lead.status}`),
    translate(locale, `portal.leads.gender.${lead.gender}`),
    lead.name,
    lead.companyName ?? '',
    lead.email,
    lead.phone,
    lead.numberOfPersons ?? '',
    day(lead.plannedDate),
    lead.address ?? '',
    lead.zipcode ?? '',
    lead.city ?? '',
    lead.reference ?? '',
    lead.description ?? '',
    lead.note ?? '',
  ]);
  // A lone LF in a description is a line break inside the cell, so it is quoted like CRLF would be.
  return stringify([header, ...rows], { bom: true, escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/** The export's file name: `aanvragen-2026-05-14.csv` (the portal's paths and files are Dutch). */
export function leadsCsvFileName(now: Date = new Date()): string {
  return `aanvragen-${day(now)}.csv`;
}

import type { Locale } from '../../config/brand.ts';
// Every locale's texts (the export is written on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import { type CsvCell, type CsvExport, csvDateTime, csvDay, csvFileName, csvRowsOf, csvText } from '../../portal/csv.server.ts';
import type { LeadDetail } from './provider-leads.server.ts';

// The leads as a spreadsheet opens them (decision 104), written by the portal's CSV module (BOM, CRLF,
// formulas escaped).

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

/** The header row in the user's language. */
const headerOf = (locale: Locale) => COLUMNS.map((column) => translate(locale, `portal.leads.csv.${column}`));

/** One lead as a CSV row. */
function rowOf(lead: LeadDetail, locale: Locale): CsvCell[] {
  return [
    csvDateTime(lead.createdAt),
    lead.activityTitle,
    translate(locale, `portal.leads.status.${lead.status}`),
    translate(locale, `portal.leads.gender.${lead.gender}`),
    lead.name,
    lead.companyName ?? '',
    lead.email,
    lead.phone,
    lead.numberOfPersons ?? '',
    csvDay(lead.plannedDate),
    lead.address ?? '',
    lead.zipcode ?? '',
    lead.city ?? '',
    lead.reference ?? '',
    lead.description ?? '',
    lead.note ?? '',
  ];
}

/** The CSV file of these leads, with a header row in the user's language. */
export function leadsCsv(leads: readonly LeadDetail[], locale: Locale): string {
  return csvText(
    headerOf(locale),
    leads.map((lead) => rowOf(lead, locale)),
  );
}

/** The export of pages of leads, however many: header first, each page as it is read. */
export function leadsCsvExport(pages: AsyncIterable<LeadDetail[]>, locale: Locale): CsvExport {
  return { header: headerOf(locale), batches: csvRowsOf(pages, (lead) => rowOf(lead, locale)) };
}

/** The export's file name: `aanvragen-2026-05-14.csv` (the portal's paths and files are Dutch). */
export function leadsCsvFileName(now: Date = new Date()): string {
  return csvFileName('aanvragen', now);
}

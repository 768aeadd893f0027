import type { Locale } from '../../config/brand.ts';
import { languageTagOf } from '../../i18n/i18n.ts';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * Dates as dd/MM/yyyy (screens.md 9), the same in every locale (digits only, so no date library in the
 * browser bundle); the day as it falls in the local time zone.
 */
export function formatDate(value: string | Date, _locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`;
}

/** The thousands separator of the catalogues' languages as Intl writes it: nl, nl-BE and de all write 1.500. */
const GROUP_SEPARATOR: Partial<Record<Locale, string>> = { nl: '.', be: '.', de: '.' };

/**
 * Whole numbers (counts) with the brand locale's grouping (1.500 in nl/be/de; another language through Intl), as Intl.NumberFormat writes
 * them (format.test.ts compares the two). Not Intl.NumberFormat itself: a page's first number formatter
 * loads ICU's number data, 20-26 ms on the main thread of the test machine's Chromium while the overview
 * or home hydrates (decision 080). Fractions still go through Intl.
 */
export function formatNumber(value: number, locale: Locale): string {
  const separator = GROUP_SEPARATOR[locale];
  if (!Number.isSafeInteger(value) || separator === undefined) return new Intl.NumberFormat(languageTagOf(locale)).format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 ? `-${digits}` : digits;
}

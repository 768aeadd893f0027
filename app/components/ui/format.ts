import type { Locale } from '../../config/brand.ts';

const NUMBER_LOCALES: Record<Locale, string> = { nl: 'nl-NL', be: 'nl-BE', de: 'de-DE' };

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * Dates as dd/MM/yyyy (screens.md 9), the same in every locale (digits only, so no date library in the
 * browser bundle); the day as it falls in the local time zone.
 */
export function formatDate(value: string | Date, _locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`;
}

/** The thousands separator of every brand's locale: nl-NL, nl-BE and de-DE all write 1.500. */
const GROUP_SEPARATOR: Record<Locale, string> = { nl: '.', be: '.', de: '.' };

/**
 * Whole numbers (counts) with the brand locale's grouping (1.500 in nl/be/de), as Intl.NumberFormat writes
 * them (format.test.ts compares the two). Not Intl.NumberFormat itself: a page's first number formatter
 * loads ICU's number data, 20-26 ms on the main thread of the test machine's Chromium while the overview
 * or home hydrates (issue 8). Fractions still go through Intl.
 */
export function formatNumber(value: number, locale: Locale): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat(NUMBER_LOCALES[locale]).format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[locale]);
  return value < 0 ? `-${digits}` : digits;
}

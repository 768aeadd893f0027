import type { Locale } from '../../config/platforms.ts';

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

/** Numbers with the brand locale's grouping (1.500 in nl/be/de). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale]).format(value);
}

import { format } from 'date-fns';
import { de, nl, nlBE } from 'date-fns/locale';
import type { Locale } from '../../config/platforms.ts';

const DATE_LOCALES = { nl, be: nlBE, de } as const;
const NUMBER_LOCALES: Record<Locale, string> = { nl: 'nl-NL', be: 'nl-BE', de: 'de-DE' };

/** Dates as dd/MM/yyyy (screens.md 9) in the brand's locale. */
export function formatDate(value: string | Date, locale: Locale): string {
  return format(typeof value === 'string' ? new Date(value) : value, 'dd/MM/yyyy', { locale: DATE_LOCALES[locale] });
}

/** Numbers with the brand locale's grouping (1.500 in nl/be/de). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale]).format(value);
}

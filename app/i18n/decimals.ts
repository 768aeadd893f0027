import type { Locale } from '../config/brand.ts';
import { languageTagOf } from './i18n.ts';

/**
 * Amounts in form fields, both ways in the page's language (the portal's price field): what the provider
 * sees is what the hint asks for (24,50 in nl and de, not 24.5), and what they type the way they write it
 * is read as they meant it. One place for the rule, used by the editor, the server's form reading and the
 * reviewer's comparison.
 */

/** An amount as its field shows it: the language's decimal mark, two decimals, no grouping (a field is edited, not read). */
export function formatDecimal(value: number, locale: Locale, fractionDigits = 2): string {
  return new Intl.NumberFormat(languageTagOf(locale), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: false,
  }).format(value);
}

/**
 * A typed amount as a plain decimal string for the schema ("1.234,50" -> "1234.50"). The portal writes
 * Dutch and German, where the comma is the decimal mark and the point groups thousands:
 * - both marks present: the last one is the decimal mark, the other groups ("1.234,50", also "1,234.50");
 * - only commas: one is the decimal mark ("24,50"); several group ("1,234,567" is refused below as a number);
 * - only points: several, or one before exactly three digits, group ("1.500" is fifteen hundred, as a Dutch or
 *   German reader reads it); one before one or two digits is a decimal point ("24.50", as typed on many keyboards).
 * Spaces (also the narrow ones Intl writes) and a euro sign are ignored. What cannot be read is returned as
 * typed, so the schema refuses it with the field's own message.
 */
export function readDecimal(typed: string): string {
  const compact = typed.replace(/[\s\u00a0\u202f€]/g, '');
  const lastComma = compact.lastIndexOf(',');
  const lastPoint = compact.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) {
    const mark = lastComma > lastPoint ? ',' : '.';
    const group = mark === ',' ? '.' : ',';
    return compact.split(group).join('').replace(mark, '.');
  }
  if (lastComma >= 0) return compact.indexOf(',') === lastComma ? compact.replace(',', '.') : compact;
  if (lastPoint >= 0) {
    const groupsThousands = compact.indexOf('.') !== lastPoint || /^-?\d{1,3}\.\d{3}$/.test(compact);
    return groupsThousands && /^-?\d{1,3}(\.\d{3})+$/.test(compact) ? compact.split('.').join('') : compact;
  }
  return compact;
}

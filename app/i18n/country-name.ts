/**
 * A country's name in a page's language ("Nederland", "Deutschland") from its ISO 3166 code, through the
 * runtime's CLDR data (the same in Node and the browser, so server and hydrated page agree); the code
 * itself when the runtime has no name for it.
 */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * One Intl.DateTimeFormat per locale and options, kept for the process. Making one with a time zone
 * costs about as much as rendering a table row (0.2-0.5 ms: the zone's rules and the locale's patterns
 * are loaded each time), and a list made one per row (the schedule badge): 25 rows took 5-13 ms of a
 * back-office page's render (docs/decisions/113). A format is immutable, so sharing it is safe.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

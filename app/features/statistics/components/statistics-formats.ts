// The statistics screen's number and date formats, made once per language and kept (docs/decisions/113,
// fourth round): an Intl formatter costs 0.1 ms (a number) to 0.6 ms (a date) to make and microseconds to
// use, and the screen made a dozen at each render (a number format per figure card, two date formats).

export interface StatisticsFormats {
  count: (value: number) => string;
  /** A change as a whole percentage with its sign (+12 %, −3 %). */
  change: (fraction: number) => string;
  /** `YYYY-MM-DD` as "29 nov 2026". */
  date: (date: string) => string;
  /** `YYYY-MM-DD` as "za 29 nov 2026" (a row of the table). */
  longDate: (date: string) => string;
  /** `YYYY-MM` as "november 2026". */
  month: (month: string) => string;
  /** Two days as one range, "1–29 nov 2026" (a part of a month). */
  range: (from: string, to: string) => string;
}

const made = new Map<string, StatisticsFormats>();

/** Calendar days are read and written in UTC, whatever the server's or browser's zone. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

export function statisticsFormats(languageTag: string): StatisticsFormats {
  let formats = made.get(languageTag);
  if (formats) return formats;
  const count = new Intl.NumberFormat(languageTag);
  const percent = new Intl.NumberFormat(languageTag, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const shortDate = new Intl.DateTimeFormat(languageTag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const longDate = new Intl.DateTimeFormat(languageTag, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(languageTag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  formats = {
    count: (value) => count.format(value),
    change: (fraction) => percent.format(fraction),
    date: (date) => shortDate.format(day(date)),
    longDate: (date) => longDate.format(day(date)),
    month: (value) => month.format(day(`${value}-01`)),
    range: (from, to) => shortDate.formatRange(day(from), day(to)),
  };
  made.set(languageTag, formats);
  return formats;
}

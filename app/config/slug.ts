/** The product's slug rule (addresses of activities, landing pages, blog tags), one place for the app and the demo seed. */
/** URL slug: lower case ASCII, diacritics stripped (München -> munchen, 's-Hertogenbosch -> s-hertogenbosch). */
export function slugify(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Public slug of an activity: the title plus its id in hex, unique per platform because the id is. */
export function activitySlug(title: string, id: number): string {
  return `${slugify(title)}-${id.toString(16)}`;
}

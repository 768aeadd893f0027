import { parseDatabaseId } from '../../config/database-id.ts';

/** The display slug of an organisation (core.md 3): its name joined with its id, e.g. `de-bolderbus-12`. */
export function organisationSlug(organisation: { id: number; name: string }): string {
  const name = organisation.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name ? `${name}-${organisation.id}` : String(organisation.id);
}

/** The organisation id of a slug: the number after the last dash (screens.md 2); null when there is none. */
export function organisationIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,10})$/.exec(slug);
  if (!match) return null;
  return parseDatabaseId(match[1]!);
}

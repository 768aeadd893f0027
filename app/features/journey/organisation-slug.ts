import { parseDatabaseId } from '../../config/database-id.ts';
import { slugify } from '../../config/slug.ts';

/** The display slug of an organisation (core.md 3): its name joined with its id, e.g. `de-bolderbus-12`. */
export function organisationSlug(organisation: { id: number; name: string }): string {
  const name = slugify(organisation.name);
  return name ? `${name}-${organisation.id}` : String(organisation.id);
}

/** The organisation id of a slug: the number after the last dash (screens.md 2); null when there is none. */
export function organisationIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,10})$/.exec(slug);
  if (!match) return null;
  return parseDatabaseId(match[1]!);
}

import { type SQL, sql } from 'drizzle-orm';
import { media } from '../../db/schema/index.ts';
import { type Media, MediaSchema } from './public-api.schemas.ts';

/**
 * The public Media (MediaSchema, core.md 3) of a media row, in one place for every reader that answers
 * it: the fields are the schema's, each read from the media table's column of that name.
 */
const MEDIA_FIELDS = Object.keys(MediaSchema.shape) as Array<keyof Media>;

/** The public Media of the media row `alias` as JSON (SQL text: a constant, so statements stay preparable). */
export const mediaJsonOf = (alias: string): string =>
  `json_build_object(${MEDIA_FIELDS.map((field) => `'${field}', ${alias}.${media[field].name}`).join(', ')})`;

/** The public Media of the media row whose id `id` gives, or NULL. */
export const mediaJsonById = (id: SQL): SQL => sql`(SELECT ${sql.raw(mediaJsonOf('m'))} FROM media m WHERE m.id = ${id})`;

/** The public Media of a media row read whole (its timestamps left out). */
export const publicMediaOf = (row: Media): Media => Object.fromEntries(MEDIA_FIELDS.map((field) => [field, row[field]])) as Media;

import { z } from 'zod';
import { clientText } from '../../public-api/public-api.schemas.ts';

/** SEO landing pages (core.md 3, 4): the texts and the filters/locations a landing path stands for. */

export const SeoQuerySchema = z.object({
  slug: clientText('slug', 300).pipe(z.string().min(1, 'slug is required')),
});

/** A slug as stored: query string dropped, leading and trailing slashes removed; the root stays '/'. */
export function normaliseSeoSlug(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : trimmed;
}

const ref = z.object({ id: z.number().int(), name: z.string() });

export const SeoPageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    active: z.boolean(),
    slug: z.string(),
    searchQuery: z.string().nullable(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
    pageTitle: z.string().nullable(),
    pageDescription: z.string().nullable(),
    cities: z.array(ref),
    provinces: z.array(ref),
    regions: z.array(ref),
    platform: z.number().int().meta({ description: 'Platform id.' }),
    filters: z.array(ref),
  })
  .meta({ id: 'SeoPage' });
export type SeoPage = z.infer<typeof SeoPageSchema>;

import { z } from 'zod';
import { IsoDateTimeSchema } from '../../public-api/public-api.schemas.ts';

/**
 * The platform's blog articles as the public API gives them (decision 114: another installation moving in
 * reads them; core.md 7 of the old backend has no blog call). The same content the blog pages show.
 */
export const PublicBlogSchema = z
  .object({
    id: z.number().int().meta({ description: 'The article id of its page /blog/{id}.' }),
    position: z.number().int().meta({ description: 'Place in the list, from 0.' }),
    title: z.string(),
    html: z.string().meta({ description: 'The body, sanitised HTML.' }),
    image: z.object({ url: z.string(), alt: z.string() }).nullable(),
    button: z.object({ title: z.string(), url: z.string() }).nullable(),
    tags: z.array(z.string()),
    provinces: z.array(z.string()),
    website: z.string().nullable(),
    publishedAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'PublicBlog' });
export type PublicBlog = z.infer<typeof PublicBlogSchema>;

export const PublicBlogListSchema = z.object({ blogs: z.array(PublicBlogSchema) }).meta({ id: 'PublicBlogList' });
export type PublicBlogList = z.infer<typeof PublicBlogListSchema>;

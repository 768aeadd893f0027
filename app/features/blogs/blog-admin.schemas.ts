import { z } from 'zod';
import { scheduleSchema, withScheduleRules } from '../../portal/schedule.ts';

// A blog article as the back office edits it (decision 104): one schema for the form in the browser (before
// the post) and the action. Messages are catalogue keys (portal.backOffice.blogs.errors.*).

export const BLOG_FORM = 'blog';
/** The header image's file field: posted with the form (multipart), stored by the route's action. */
export const BLOG_IMAGE_FIELD = 'image';

export const BLOG_EDITOR_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  contentMax: 100_000,
  tagsMax: 10,
  tagMax: 50,
  provincesMax: 30,
  buttonTitleMax: 60,
  urlMax: 500,
  imageAltMax: 200,
} as const;

const L = BLOG_EDITOR_LIMITS;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A path on the brand's own site ('/uitjes', '/blogs/teambuilding.html'), never '//host'. */
const SITE_PATH = /^\/(?!\/)[^\s]*$/;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional()).transform((value) => value ?? null);

/** "Teambuilding, Buiten" → ['Teambuilding', 'Buiten'] (empty parts dropped, the same tag once). */
export function tagList(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ');
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** A date as `<input type="date">` sends it. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const BlogFormSchema = withScheduleRules(
  z
    .object({
      title: z
        .string('portal.backOffice.blogs.errors.title')
        .trim()
        .min(L.titleMin, 'portal.backOffice.blogs.errors.title')
        .max(L.titleMax, 'portal.backOffice.blogs.errors.title'),
      /** HTML from the rich-text editor; the service sanitises it (article profile) before storing. */
      content: z.string('portal.backOffice.blogs.errors.content').max(L.contentMax, 'portal.backOffice.blogs.errors.content'),
      tags: z
        .preprocess((value) => (typeof value === 'string' ? tagList(value) : []), z.array(z.string().max(L.tagMax, 'portal.backOffice.blogs.errors.tags')))
        .pipe(z.array(z.string()).max(L.tagsMax, 'portal.backOffice.blogs.errors.tags')),
      provinces: z.preprocess(
        (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
        z
          .array(z.string().trim().min(1).max(100, 'portal.backOffice.blogs.errors.provinces'))
          .max(L.provincesMax, 'portal.backOffice.blogs.errors.provinces')
          .transform((list) => [...new Set(list)]),
      ),
      publishedAt: z
        .string('portal.backOffice.blogs.errors.publishedAt')
        .trim()
        .regex(DATE, 'portal.backOffice.blogs.errors.publishedAt')
        .refine((value) => {
          const date = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
        }, 'portal.backOffice.blogs.errors.publishedAt'),
      state: z.enum(['draft', 'published'], 'portal.backOffice.blogs.errors.state'),
      buttonTitle: optional(z.string().trim().max(L.buttonTitleMax, 'portal.backOffice.blogs.errors.buttonTitle')),
      buttonUrl: optional(
        z
          .string()
          .trim()
          .max(L.urlMax, 'portal.backOffice.blogs.errors.buttonUrl')
          .refine((value) => HTTP_URL.test(value) || SITE_PATH.test(value), 'portal.backOffice.blogs.errors.buttonUrl'),
      ),
      websiteUrl: optional(
        z.string().trim().max(L.urlMax, 'portal.backOffice.blogs.errors.websiteUrl').regex(HTTP_URL, 'portal.backOffice.blogs.errors.websiteUrl'),
      ),
      imageAlt: optional(z.string().trim().max(L.imageAltMax, 'portal.backOffice.blogs.errors.imageAlt')),
      removeImage: z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean()),
      /** Published and taken back at these times of the list's zone (docs/decisions/121). */
      ...scheduleSchema(),
    })
    // A button needs both its text and its link (the public page shows it only then).
    .refine((blog) => (blog.buttonTitle === null) === (blog.buttonUrl === null), {
      message: 'portal.backOffice.blogs.errors.buttonTitle',
      path: ['buttonTitle'],
    }),
  (blog) => blog.state === 'published',
);
export type BlogInput = z.output<typeof BlogFormSchema>;

export type BlogCommandError = 'invalid-image' | 'empty-content';

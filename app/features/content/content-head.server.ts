import type { MetaDescriptor } from 'react-router';
import type { Brand } from '../../config/brand.ts';
import { translate } from '../../i18n/i18n.ts';
import type { TranslateOptions } from '../../i18n/translator.ts';
import type { RequestContext } from '../../request-context.server.ts';
import type { PageHeadInput } from '../../page-head/page-head.ts';
import { pageHeadOf } from '../../page-head/page-head.server.ts';

/** Longest blog meta description (screens.md Blogs: cut at 170 characters). */
export const BLOG_META_DESCRIPTION_MAX = 170;

/** Plain text cut at `max` characters (the last three being '...') when longer. */
export function cutMetaDescription(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}...`;
}

type HeadExtras = Omit<PageHeadInput, 'title' | 'description'>;

/**
 * The page head of a content screen (for its loader) through the shared page-head module. `build`
 * resolves the title and description for the brand; `descriptionMax` overrides the general
 * description length where the spec names its own (blogs: 170).
 */
export async function contentHead(
  ctx: RequestContext,
  build: (brand: Brand, t: (key: string, options?: TranslateOptions) => string) => { title: string; description: string } & HeadExtras,
  descriptionMax?: number,
): Promise<MetaDescriptor[]> {
  const { brand } = ctx;
  const { title, description, ...extras } = build(brand, (key, options) => translate(brand.locale, key, options));
  const head = await pageHeadOf(ctx, { text: title }, { ...extras, description });
  if (!descriptionMax) return head;
  const cut = cutMetaDescription(description, descriptionMax);
  const described = new Set(['description', 'og:description', 'twitter:description']);
  return head.map((entry) => {
    const key = ('name' in entry ? entry.name : 'property' in entry ? entry.property : undefined) as string | undefined;
    return key && described.has(key) ? { ...entry, content: cut } : entry;
  });
}

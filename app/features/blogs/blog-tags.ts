import { slugify } from '../../config/slug.ts';
import type { BlogTag } from './blog.types.ts';

/** An article's tags with the slugs of their pages (/blogs/{slug}.html); tags without letters or digits are dropped. */
export function blogTagsOf(names: readonly string[]): BlogTag[] {
  const seen = new Set<string>();
  const tags: BlogTag[] = [];
  for (const name of names) {
    const slug = slugify(name.trim());
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    tags.push({ name: name.trim(), slug });
  }
  return tags;
}

/** The slug in a tag page's last path segment, `teambuilding.html`; null for anything else. */
export function tagSlugOfFile(file: string): string | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.html$/.exec(file);
  return match ? match[1]! : null;
}

/** The path of a tag's page. */
export function blogTagPath(tag: Pick<BlogTag, 'slug'>): string {
  return `/blogs/${tag.slug}.html`;
}

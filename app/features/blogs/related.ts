import { slugify } from '../../config/slug.ts';

/** 'Relevante uitjes' under an article: a few activities per province (screens.md Blogs). */
export interface RelatedProvince {
  province: string;
  activities: Array<{ title: string; slug: string }>;
}

/** How many provinces and activities per province the list shows. */
export const RELATED_PROVINCES = 3;
export const RELATED_PER_PROVINCE = 4;

/**
 * The provinces an article is about: those named in its title or text (in order of first mention),
 * at most `max`. Names match as whole words, letter case ignored.
 */
export function provincesMentioned<P extends { name: string }>(text: string, provinces: readonly P[], max = RELATED_PROVINCES): P[] {
  const haystack = ` ${text.toLowerCase()} `;
  return provinces
    .map((province) => {
      const name = province.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const match = new RegExp(`(^|[^\\p{L}-])${name}($|[^\\p{L}-])`, 'u').exec(haystack);
      return { province, at: match ? match.index : -1 };
    })
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .slice(0, max)
    .map((entry) => entry.province);
}

/**
 * The provinces of an article's 'Relevante uitjes': those it is about (its provinces, by name, in its
 * order), else those its title and text name; at most `max`.
 */
export function relatedProvinces<P extends { name: string }>(
  article: { title: string; text: string; provinces: readonly string[] },
  provinces: readonly P[],
  max = RELATED_PROVINCES,
): P[] {
  const byName = new Map(provinces.map((province) => [province.name.toLowerCase(), province]));
  const named = article.provinces.flatMap((name) => byName.get(name.toLowerCase()) ?? []);
  return (named.length > 0 ? named : provincesMentioned(`${article.title} ${article.text}`, provinces, max)).slice(0, max);
}

/** How near to the place an article names its related activities are (decision 104: nothing from the other end of the province). */
export const RELATED_NEAR_KM = 25;

/** A city or region an article's title may name, with the provinces it lies in. */
export interface NamedPlace {
  id: number;
  name: string;
  type: 'CITY' | 'REGION';
  provinceIds: number[];
}

/**
 * The cities and regions an article's title names, in order of mention: as whole words, in their own
 * spelling (a place name is a proper noun: "best" in a sentence is not the town of Best), a name inside
 * a longer one left out ("Halle" in "Halle (Saale)").
 */
export function placesNamed<P extends { name: string }>(title: string, places: readonly P[]): P[] {
  const found = places.flatMap((place) => {
    const name = place.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`(^|[^\\p{L}\\p{N}-])${name}($|[^\\p{L}\\p{N}-])`, 'u').exec(title);
    return match ? [{ place, start: match.index + match[1]!.length, end: match.index + match[1]!.length + place.name.length }] : [];
  });
  return found
    .filter((x) => !found.some((y) => y !== x && y.start <= x.start && y.end >= x.end && y.end - y.start > x.end - x.start))
    .sort((x, y) => x.start - y.start)
    .map((x) => x.place);
}

/**
 * Where in `province` an article's related activities come from: the first place its title names in that
 * province (a city: the activities nearest to it; a region: those in it), or the whole province.
 */
export function relatedPlaceIn(provinceId: number, named: readonly NamedPlace[]): NamedPlace | null {
  return named.find((place) => place.provinceIds.includes(provinceId)) ?? null;
}

/** The platform's filters named like one of the article's tags (tag 'Teambuilding', filter 'Teambuilding'). */
export function filtersForTags(tags: readonly { slug: string }[], filters: readonly { id: number; name: string }[]): number[] {
  const slugs = new Set(tags.map((tag) => tag.slug));
  return filters.filter((filter) => slugs.has(slugify(filter.name))).map((filter) => filter.id);
}

/**
 * Where an article's button goes. The stored lists carry the bare '/blog' of the original static
 * articles, which names no page: it means the blog list.
 */
export function blogButtonHref(url: string): string {
  return url.replace(/\/+$/, '') === '/blog' ? '/blogs' : url;
}

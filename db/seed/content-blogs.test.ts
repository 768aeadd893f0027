import { describe, expect, it } from 'vitest';
import { type BlogArticle, BLOG_LISTS } from './content-blogs.ts';
import { type CountryCode, countryGeography } from './geography-data.ts';
import { slugify } from '../../app/config/slug.ts';

type ListKey = keyof typeof BLOG_LISTS;

const EXPECTED_LENGTH: Record<ListKey, number> = { company: 31, de: 23, kids: 17 };
/** The company list is stored on the Dutch platform (Belgium reads it), the kids site is Dutch too. */
const COUNTRY: Record<ListKey, CountryCode> = { company: 'NL', de: 'DE', kids: 'NL' };
const LISTS = Object.entries(BLOG_LISTS) as [ListKey, BlogArticle[]][];
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a']);

function words(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)">/g)].map((m) => m[1]!);
}

function tagLinks(html: string): string[] {
  return hrefs(html)
    .map((href) => /^\/blogs\/(.+)\.html$/.exec(href)?.[1])
    .filter((slug): slug is string => slug !== undefined);
}

describe('blog lists', () => {
  it('have the lengths of the specification', () => {
    expect(BLOG_LISTS.company).toHaveLength(EXPECTED_LENGTH.company);
    expect(BLOG_LISTS.de).toHaveLength(EXPECTED_LENGTH.de);
    expect(BLOG_LISTS.kids).toHaveLength(EXPECTED_LENGTH.kids);
  });

  describe.each(LISTS)('%s', (key, list) => {
    const vocabulary = new Map<string, number>();
    for (const article of list) for (const tag of article.tags) vocabulary.set(tag, (vocabulary.get(tag) ?? 0) + 1);
    const tagSlugs = new Set([...vocabulary.keys()].map(slugify));

    it('has distinct titles', () => {
      expect(new Set(list.map((a) => a.title)).size).toBe(list.length);
    });

    it('gives every article 1-3 distinct tags from a small vocabulary where each tag is used at least twice', () => {
      for (const article of list) {
        expect(article.tags.length, article.title).toBeGreaterThanOrEqual(1);
        expect(article.tags.length, article.title).toBeLessThanOrEqual(3);
        expect(new Set(article.tags).size, article.title).toBe(article.tags.length);
      }
      expect(vocabulary.size).toBeGreaterThanOrEqual(6);
      expect(vocabulary.size).toBeLessThanOrEqual(10);
      for (const [tag, count] of vocabulary) expect(count, tag).toBeGreaterThanOrEqual(2);
      // Two tag names with the same slug would share one tag page.
      expect(tagSlugs.size).toBe(vocabulary.size);
    });

    it('links inline only to tag pages of its own list, and every article to one of its own tags', () => {
      for (const article of list) {
        const linked = tagLinks(article.html);
        for (const slug of linked) expect(tagSlugs, `${article.title}: /blogs/${slug}.html`).toContain(slug);
        const own = article.tags.map(slugify);
        expect(
          linked.some((slug) => own.includes(slug)),
          article.title,
        ).toBe(true);
      }
    });

    it('names only provinces of the brand’s geography', () => {
      const provinces = new Set(countryGeography(COUNTRY[key]).provinces);
      for (const article of list) {
        expect(new Set(article.provinces).size, article.title).toBe(article.provinces.length);
        for (const province of article.provinces) expect(provinces, article.title).toContain(province);
      }
    });

    it('points the website link at an https home page or top-level page', () => {
      for (const article of list) {
        const url = new URL(article.website);
        expect(url.protocol, article.title).toBe('https:');
        expect(url.search + url.hash, article.title).toBe('');
        expect(url.pathname.split('/').filter(Boolean).length, article.title).toBeLessThanOrEqual(1);
      }
    });

    it('has bodies of at least 150 words in the allowed markup', () => {
      for (const article of list) {
        expect(words(article.html), article.title).toBeGreaterThanOrEqual(150);
        for (const [, name] of article.html.matchAll(/<\/?([a-z0-9]+)/gi)) expect(ALLOWED_TAGS, article.title).toContain(name);
        for (const href of hrefs(article.html)) expect(href, article.title).toMatch(/^(\/[a-z0-9/.-]*|https:\/\/[^/]+\/?)$/);
      }
    });
  });
});

import { describe, expect, it } from 'vitest';
import { BLOG_LISTS } from './content-blogs.ts';
import { countryGeography } from './geography-data.ts';
import { slugify } from './slug.ts';

const COUNTRY = { company: 'NL', de: 'DE', kids: 'NL' } as const;

describe('demo blog articles (screens.md Blogs; docs/decisions/102)', () => {
  for (const [list, articles] of Object.entries(BLOG_LISTS) as Array<[keyof typeof BLOG_LISTS, (typeof BLOG_LISTS)['company']]>) {
    it(`${list}: distinct titles; 1-3 tags, each on two articles or more; known provinces; a web address; tag links`, () => {
      expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
      const uses = new Map<string, number>();
      for (const article of articles) for (const tag of article.tags) uses.set(slugify(tag), (uses.get(slugify(tag)) ?? 0) + 1);
      const provinces = new Set(countryGeography(COUNTRY[list]).provinces);
      for (const article of articles) {
        expect(article.tags.length, article.title).toBeGreaterThanOrEqual(1);
        expect(article.tags.length, article.title).toBeLessThanOrEqual(3);
        for (const tag of article.tags) expect(uses.get(slugify(tag)), tag).toBeGreaterThanOrEqual(2);
        for (const province of article.provinces) expect(provinces.has(province), province).toBe(true);
        expect(article.website).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\/?$/);
        const linked = [...article.html.matchAll(/href="\/blogs\/([a-z0-9-]+)\.html"/g)].map((m) => m[1]);
        expect(
          linked.some((slug) => article.tags.some((tag) => slugify(tag) === slug)),
          article.title,
        ).toBe(true);
        for (const slug of linked) expect(uses.has(slug!), slug).toBe(true);
      }
    });
  }
});

import { describe, expect, it } from 'vitest';
import { seoLinkBoxes } from './link-boxes.ts';
import { seededBrand } from '../../../tests/support/brands.ts';

describe("'Handige links'", () => {
  it('exist only on the Dutch company site', () => {
    expect(seoLinkBoxes(seededBrand(1))).toHaveLength(3);
    expect(seoLinkBoxes(seededBrand(2))).toEqual([]);
    expect(seoLinkBoxes(seededBrand(3))).toEqual([]);
    expect(seoLinkBoxes(seededBrand(4))).toEqual([]);
  });

  it('link the five cities, the five topics and the twelve provinces', () => {
    const [cities, topics, provinces] = seoLinkBoxes(seededBrand(1)).map((box) => box.links.map((link) => link.href));
    expect(cities).toEqual([
      '/bedrijfsuitje/amsterdam',
      '/bedrijfsuitje/utrecht',
      '/bedrijfsuitje/rotterdam',
      '/bedrijfsuitje/maastricht',
      '/bedrijfsuitje/eindhoven',
    ]);
    expect(topics).toEqual(['/bedrijfsuitje', '/personeelsuitje', '/groepsuitje', '/teambuilding', '/teamuitje']);
    expect(provinces).toHaveLength(12);
    expect(provinces).toContain('/bedrijfsuitje/noord-brabant');
  });
});

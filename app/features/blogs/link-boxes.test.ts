import { describe, expect, it } from 'vitest';
import { seoLinkBoxes } from './link-boxes.ts';

describe("'Handige links'", () => {
  it('exist only on the Dutch company site', () => {
    expect(seoLinkBoxes({ kind: 'company', locale: 'nl' })).toHaveLength(3);
    expect(seoLinkBoxes({ kind: 'company', locale: 'be' })).toEqual([]);
    expect(seoLinkBoxes({ kind: 'company', locale: 'de' })).toEqual([]);
    expect(seoLinkBoxes({ kind: 'kids', locale: 'nl' })).toEqual([]);
  });

  it('link the five cities, the five topics and the twelve provinces', () => {
    const [cities, topics, provinces] = seoLinkBoxes({ kind: 'company', locale: 'nl' }).map((box) => box.links.map((link) => link.href));
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

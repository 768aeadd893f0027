import type { Brand } from '../../config/brand.ts';

/** A link box of screens.md 3: an optional title and links with title and href. */
export interface LinkBox {
  titleKey?: string;
  links: Array<{ href: string; label: { key: string; values?: Record<string, string> } }>;
}

const CITIES = ['Amsterdam', 'Utrecht', 'Rotterdam', 'Maastricht', 'Eindhoven'];
const TOPICS = ['bedrijfsuitje', 'personeelsuitje', 'groepsuitje', 'teambuilding', 'teamuitje'];
const PROVINCES = [
  'Noord-Holland',
  'Utrecht',
  'Groningen',
  'Friesland',
  'Overijssel',
  'Zeeland',
  'Zuid-Holland',
  'Gelderland',
  'Limburg',
  'Noord-Brabant',
  'Flevoland',
  'Drenthe',
];

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/** The footer link boxes 'Handige links' (screens.md Blogs): SEO landing pages of the Dutch company site. */
export function seoLinkBoxes(brand: Pick<Brand, 'features'>): LinkBox[] {
  if (!brand.features.seoLinkBoxes) return [];
  return [
    {
      titleKey: 'linkBoxes.cities',
      links: CITIES.map((name) => ({ href: `/bedrijfsuitje/${slug(name)}`, label: { key: 'linkBoxes.cityLink', values: { name } } })),
    },
    { titleKey: 'linkBoxes.topics', links: TOPICS.map((topic) => ({ href: `/${topic}`, label: { key: `linkBoxes.topic.${topic}` } })) },
    {
      titleKey: 'linkBoxes.provinces',
      links: PROVINCES.map((name) => ({ href: `/bedrijfsuitje/${slug(name)}`, label: { key: 'linkBoxes.provinceLink', values: { name } } })),
    },
  ];
}

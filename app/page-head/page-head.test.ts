import { describe, expect, it } from 'vitest';
import { canonicalUrl, cleanQuery } from './canonical.ts';
import type { HeadContext, HeadShell } from './head-context.ts';
import { buildPageHead, documentTitle, metaDescriptionText } from './page-head.ts';
import { activityLd, breadcrumbLd, eventLd, itemListLd } from './structured-data.ts';

const nlShell: HeadShell = {
  platform: {
    id: 1,
    name: 'Uitjesbaas',
    alternativeName: 'Bedrijfsuitjes en teambuilding',
    domain: 'www.uitjesbaas.nl',
    email: 'info@uitjesbaas.nl',
    phone: null,
    logoUrl: '/brand/uitjesbaas.svg',
    tagline: 'Hét overzicht van bedrijfsuitjes',
    countryCode: 'NL',
  },
  brand: { locale: 'nl', htmlLang: 'nl-NL' },
};
const nlContext: HeadContext = {
  origin: 'https://www.uitjesbaas.nl',
  alternates: [
    { platformId: 1, hrefLang: 'nl-NL', origin: 'https://www.uitjesbaas.nl', isDefault: true },
    { platformId: 4, hrefLang: 'nl-BE', origin: 'https://www.uitjesbaas.be', isDefault: false },
  ],
};
const deShell: HeadShell = {
  platform: { ...nlShell.platform, id: 2, name: 'Ausflugsbaas', domain: 'www.ausflugsbaas.de', tagline: 'Firmenausflüge', countryCode: 'DE' },
  brand: { locale: 'de', htmlLang: 'de-DE' },
};
const deContext: HeadContext = { origin: 'https://www.ausflugsbaas.de', alternates: [] };

type Descriptor = Record<string, unknown>;
const find = (head: Descriptor[], key: string, value: string) => head.filter((d) => d[key] === value);
const content = (head: Descriptor[], key: string, value: string) => find(head, key, value).map((d) => d.content);
const links = (head: Descriptor[], rel: string) => head.filter((d) => d.tagName === 'link' && d.rel === rel);
const graphOf = (head: Descriptor[]) => {
  const scripts = head.filter((d) => 'script:ld+json' in d);
  expect(scripts).toHaveLength(1);
  return scripts[0]!['script:ld+json'] as { '@context': string; '@graph': Array<Record<string, unknown>> };
};

/**
 * Checks a JSON-LD graph the way a rich-results validator would for the types we emit: a schema.org
 * context, a type on every node, absolute URLs, consecutive list positions, the required properties.
 */
function validateGraph(graph: { '@context': string; '@graph': Array<Record<string, unknown>> }) {
  expect(graph['@context']).toBe('https://schema.org');
  const absolute = (value: unknown) => expect(String(value)).toMatch(/^https:\/\/[^/]+\//);
  // A JSON round trip must not change it (no Dates, functions or undefined).
  expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
  for (const node of graph['@graph']) {
    expect(typeof node['@type']).toBe('string');
    switch (node['@type']) {
      case 'Organization':
      case 'WebSite':
        expect(node.name).toBeTruthy();
        absolute(node.url);
        if (node.logo) absolute(node.logo);
        break;
      case 'BreadcrumbList':
      case 'ItemList': {
        const items = node.itemListElement as Array<Record<string, unknown>>;
        expect(items.length).toBeGreaterThan(0);
        items.forEach((item, index) => {
          expect(item['@type']).toBe('ListItem');
          if (node['@type'] === 'BreadcrumbList') expect(item.position).toBe(index + 1);
          expect(item.name).toBeTruthy();
          const target = item.item ?? item.url;
          if (target !== undefined) absolute(target);
          else expect(index).toBe(items.length - 1);
        });
        break;
      }
      case 'TouristAttraction':
        expect(node.name).toBeTruthy();
        absolute(node.url);
        expect(node.address ?? node.geo).toBeTruthy();
        break;
      case 'Event':
        expect(node.name).toBeTruthy();
        expect(node.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect((node.location as Record<string, unknown>)?.['@type']).toBe('Place');
        break;
      default:
        throw new Error(`unexpected type ${String(node['@type'])}`);
    }
  }
}

describe('page head (core.md 2 page head output)', () => {
  it('gives title, description, social title/description/image with the page texts', () => {
    const head = buildPageHead(nlShell, nlContext, {
      title: 'Lasergamen',
      description: '<p>Spannend   lasergamen met je team.</p>',
      image: '/media/laser.jpg',
    }) as Descriptor[];
    expect(find(head, 'title', 'Lasergamen | Uitjesbaas')).toHaveLength(1);
    expect(content(head, 'name', 'description')).toEqual(['Spannend lasergamen met je team.']);
    expect(content(head, 'property', 'og:title')).toEqual(['Lasergamen | Uitjesbaas']);
    expect(content(head, 'property', 'og:description')).toEqual(['Spannend lasergamen met je team.']);
    expect(content(head, 'property', 'og:image')).toEqual(['https://www.uitjesbaas.nl/media/laser.jpg']);
    expect(content(head, 'name', 'twitter:title')).toEqual(['Lasergamen | Uitjesbaas']);
    expect(content(head, 'name', 'twitter:image')).toEqual(['https://www.uitjesbaas.nl/media/laser.jpg']);
  });

  it('falls back: social texts to title and description, description to the brand tagline, image to the logo', () => {
    const head = buildPageHead(nlShell, nlContext, { title: 'Helpdesk' }) as Descriptor[];
    expect(content(head, 'name', 'description')).toEqual(['Hét overzicht van bedrijfsuitjes']);
    expect(content(head, 'property', 'og:title')).toEqual(['Helpdesk | Uitjesbaas']);
    expect(content(head, 'property', 'og:description')).toEqual(['Hét overzicht van bedrijfsuitjes']);
    expect(content(head, 'property', 'og:image')).toEqual(['https://www.uitjesbaas.nl/brand/uitjesbaas.svg']);
    const own = buildPageHead(nlShell, nlContext, { title: 'A', description: 'B', socialTitle: 'C', socialDescription: 'D' }) as Descriptor[];
    expect(content(own, 'property', 'og:title')).toEqual(['C']);
    expect(content(own, 'name', 'twitter:description')).toEqual(['D']);
  });

  it('gives a canonical link only when a page URL is known', () => {
    expect(links(buildPageHead(nlShell, nlContext, { title: 'X' }) as Descriptor[], 'canonical')).toEqual([]);
    const head = buildPageHead(nlShell, nlContext, {
      title: 'Uitjes',
      canonicalPath: '/uitjes/',
      canonicalQuery: { search: '?utm_source=mail&filters=12&q=escape&filters=3&page=1&gclid=x', keep: ['q', 'filters', 'page'] },
    }) as Descriptor[];
    expect(links(head, 'canonical')).toEqual([{ tagName: 'link', rel: 'canonical', href: 'https://www.uitjesbaas.nl/uitjes?q=escape&filters=3&filters=12' }]);
    expect(content(head, 'property', 'og:url')).toEqual(['https://www.uitjesbaas.nl/uitjes?q=escape&filters=3&filters=12']);
  });

  it('links the Dutch and Belgian versions of a page with hreflang and x-default', () => {
    const head = buildPageHead(nlShell, nlContext, { title: 'Blogs', canonicalPath: '/blogs', alternates: true }) as Descriptor[];
    expect(links(head, 'alternate')).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'nl-NL', href: 'https://www.uitjesbaas.nl/blogs' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'nl-BE', href: 'https://www.uitjesbaas.be/blogs' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://www.uitjesbaas.nl/blogs' },
    ]);
    // By default for the screens both sites have, without a query.
    expect(links(buildPageHead(nlShell, nlContext, { title: 'Home', canonicalPath: '/' }) as Descriptor[], 'alternate')).toHaveLength(3);
    expect(links(buildPageHead(nlShell, nlContext, { title: 'Blog', canonicalPath: '/blog/3' }) as Descriptor[], 'alternate')).toHaveLength(3);
    const filtered = { title: 'Uitjes', canonicalPath: '/uitjes', canonicalQuery: { search: 'filter=3', keep: ['filter'] } };
    expect(links(buildPageHead(nlShell, nlContext, filtered) as Descriptor[], 'alternate')).toEqual([]);
    expect(links(buildPageHead(nlShell, nlContext, { title: 'Blogs', canonicalPath: '/blogs', alternates: false }) as Descriptor[], 'alternate')).toEqual([]);
    // Not when the page exists on one version only, and never for the German site.
    expect(links(buildPageHead(nlShell, nlContext, { title: 'A', canonicalPath: '/uitjes/a-1' }) as Descriptor[], 'alternate')).toEqual([]);
    expect(links(buildPageHead(deShell, deContext, { title: 'B', canonicalPath: '/blogs', alternates: true }) as Descriptor[], 'alternate')).toEqual([]);
  });

  it('puts Organization and WebSite on every page, plus the screen’s breadcrumbs and entities', () => {
    const origin = nlContext.origin;
    const head = buildPageHead(nlShell, nlContext, {
      title: 'Lasergamen',
      breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'Uitjes', path: '/uitjes' }, { name: 'Lasergamen' }],
      jsonLd: [
        activityLd(origin, {
          title: 'Lasergamen',
          path: '/uitjes/lasergamen-1f',
          description: '<b>Spannend</b>',
          images: ['/media/1.jpg'],
          places: [{ name: 'Amsterdam', province: 'Noord-Holland', lat: 52.37, lon: 4.89 }, { name: 'Utrecht' }],
        }),
        itemListLd(origin, [{ name: 'Lasergamen', path: '/uitjes/lasergamen-1f' }], { offset: 12, total: 40 }),
        eventLd(origin, {
          title: 'Kinderboerderijdag',
          path: '/agenda',
          startDate: new Date('2026-12-01T10:00:00Z'),
          endDate: '2026-12-01T16:00:00Z',
          city: { name: 'Zwolle', lat: 52.5, lon: 6.1 },
          organisation: { name: 'De Boerderij', path: '/overzicht/de-boerderij-7' },
        }),
      ],
    }) as Descriptor[];
    const graph = graphOf(head);
    validateGraph(graph);
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'TouristAttraction', 'ItemList', 'Event']);
    const attraction = graph['@graph'][3]!;
    expect(attraction).toMatchObject({
      url: 'https://www.uitjesbaas.nl/uitjes/lasergamen-1f',
      description: 'Spannend',
      image: ['https://www.uitjesbaas.nl/media/1.jpg'],
      address: { addressLocality: 'Amsterdam', addressRegion: 'Noord-Holland' },
      geo: { latitude: 52.37, longitude: 4.89 },
    });
    expect((graph['@graph'][4]!.itemListElement as Array<{ position: number }>)[0]!.position).toBe(13);
    expect(graph['@graph'][5]).toMatchObject({
      startDate: '2026-12-01T10:00:00.000Z',
      organizer: { url: 'https://www.uitjesbaas.nl/overzicht/de-boerderij-7' },
    });
  });

  it('the validator rejects a broken graph (it can fail)', () => {
    const broken = {
      '@context': 'https://schema.org',
      '@graph': [breadcrumbLd('https://x.nl', [{ name: 'Home', path: '/' }]), { '@type': 'Event', name: 'x', startDate: 'morgen' }],
    };
    expect(() => validateGraph(broken as unknown as Parameters<typeof validateGraph>[0])).toThrow();
  });
});

describe('helpers', () => {
  it('documentTitle appends the brand unless the title is empty or the brand', () => {
    expect(documentTitle('Blogs', 'Uitjesbaas')).toBe('Blogs | Uitjesbaas');
    expect(documentTitle('', 'Uitjesbaas')).toBe('Uitjesbaas');
    expect(documentTitle('Uitjesbaas', 'Uitjesbaas')).toBe('Uitjesbaas');
    expect(documentTitle('Kinderfeestje in Utrecht | Kidsuitjes', 'Kidsuitjes')).toBe('Kinderfeestje in Utrecht | Kidsuitjes');
  });
  it('metaDescriptionText strips HTML and cuts long text at a word', () => {
    const long = `<p>${'woord '.repeat(60)}</p>`;
    const cut = metaDescriptionText(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/woord\.\.\.$/);
  });
  it('cleanQuery keeps the listed parameters in a fixed order without tracking and defaults', () => {
    expect(cleanQuery('b=2&a=1&utm_medium=x&a=1', ['a', 'b', 'utm_medium'])).toBe('?a=1&b=2');
    expect(cleanQuery('page=1', ['page'])).toBe('');
    expect(cleanQuery('page=3&fbclid=1', ['page', 'fbclid'])).toBe('?page=3');
    expect(canonicalUrl('https://www.uitjesbaas.nl/', '/bedrijfsuitje/amsterdam/?utm_source=x')).toBe('https://www.uitjesbaas.nl/bedrijfsuitje/amsterdam');
    expect(canonicalUrl('https://www.uitjesbaas.nl', '/')).toBe('https://www.uitjesbaas.nl/');
  });
});

import type { Brand } from './catalog.ts';
import { countryGeography } from './geography-data.ts';
import { slugify } from '../../app/config/slug.ts';

/**
 * SEO landing pages. Texts use the placeholders of core.md section 4: '#locatie' becomes the city,
 * province or region name matched from the last path segment, '#zoekterm' the page's search query;
 * a bracketed part whose placeholder has no value disappears, so one text serves `/bedrijfsuitje`
 * and `/bedrijfsuitje/utrecht` alike.
 */
export interface SeoPageDef {
  slug: string;
  title: string;
  searchQuery: string | null;
  metaTitle: string;
  metaDescription: string;
  pageTitle: string;
  pageDescription: string;
  cities: string[];
  provinces: string[];
  filters: string[];
}

interface Texts {
  title: string;
  searchQuery?: string;
  filters: string[];
  metaTitle: string;
  metaDescription: string;
  pageTitle: string;
  pageDescription: string;
}

class PageList {
  readonly pages: SeoPageDef[] = [];
  add(slug: string, texts: Texts, location: { city?: string; province?: string } = {}) {
    const existing = this.pages.find((p) => p.slug === slug);
    if (existing) {
      // A city and a province with the same name (Utrecht, Antwerpen, Berlin) share one address; the
      // page then covers the province, which contains the city.
      return;
    }
    this.pages.push({
      slug,
      title: location.city ?? location.province ?? texts.title,
      searchQuery: texts.searchQuery ?? null,
      metaTitle: texts.metaTitle,
      metaDescription: texts.metaDescription,
      pageTitle: texts.pageTitle,
      pageDescription: texts.pageDescription,
      cities: location.city ? [location.city] : [],
      provinces: location.province ? [location.province] : [],
      filters: texts.filters,
    });
  }
  /** The page itself, then one page per province and per city below it. */
  addWithLocations(slug: string, texts: Texts, provinces: string[], cities: string[]) {
    this.add(slug, texts);
    for (const province of provinces) this.add(`${slug}/${slugify(province)}`, texts, { province });
    for (const city of cities) this.add(`${slug}/${slugify(city)}`, texts, { city });
  }
}

const nlType = (label: string, plural: string, filter: string, brandName: string, extra: string): Texts => ({
  title: label,
  filters: [filter],
  metaTitle: `${label} [in #locatie] | ${brandName}`,
  metaDescription: `Vergelijk ${plural} [met #zoekterm ][in #locatie] op ${brandName}: van kookworkshop tot zeiltocht. Vraag direct een vrijblijvende offerte aan bij de aanbieder.`,
  pageTitle: `${label} [in #locatie]`,
  pageDescription: `Op zoek naar een ${label.toLowerCase()} [in #locatie]? ${extra} Filter op aantal personen, soort activiteit en locatie en vraag gratis een offerte aan.`,
});

const beType = (label: string, plural: string, filter: string, extra: string): Texts => ({
  title: label,
  filters: [filter],
  metaTitle: `${label} [in #locatie] | Uitjesbaas België`,
  metaDescription: `Vergelijk ${plural} [met #zoekterm ][in #locatie]: van praline-workshop tot kajaktocht. Vraag vrijblijvend een offerte aan.`,
  pageTitle: `${label} [in #locatie]`,
  pageDescription: `Een ${label.toLowerCase()} organiseren [in #locatie]? ${extra} Filter op aantal deelnemers en soort activiteit en vraag gratis een offerte aan.`,
});

const deType = (label: string, plural: string, filter: string, extra: string): Texts => ({
  title: label,
  filters: [filter],
  metaTitle: `${label} [in #locatie] | Ausflugsbaas`,
  metaDescription: `Vergleichen Sie ${plural} [mit #zoekterm ][in #locatie]: vom Kochkurs bis zum Floßbau. Fordern Sie direkt ein unverbindliches Angebot an.`,
  pageTitle: `${label} [in #locatie]`,
  pageDescription: `Sie planen einen ${label} [in #locatie]? ${extra} Filtern Sie nach Personenzahl, Art der Aktivität und Ort und fordern Sie kostenlos ein Angebot an.`,
});

function nlPages(): SeoPageDef[] {
  const list = new PageList();
  const provinces = countryGeography('NL').provinces;
  const brand = 'Uitjesbaas';
  list.addWithLocations(
    'bedrijfsuitje',
    nlType(
      'Bedrijfsuitje',
      'bedrijfsuitjes',
      'Bedrijfsuitje',
      brand,
      'Hier vind je honderden activiteiten voor het hele bedrijf, van een middag tot een meerdaags programma.',
    ),
    provinces,
    ['Amsterdam', 'Utrecht', 'Rotterdam', 'Maastricht', 'Eindhoven'],
  );
  list.add(
    'personeelsuitje',
    nlType('Personeelsuitje', 'personeelsuitjes', 'Personeelsuitje', brand, 'Bedank je collega’s met een uitje dat bij jullie past.'),
  );
  list.add('groepsuitje', nlType('Groepsuitje', 'groepsuitjes', 'Groepsuitje', brand, 'Voor vriendengroepen, families en verenigingen.'));
  list.add(
    'teambuilding',
    nlType('Teambuilding', 'teambuildingactiviteiten', 'Teambuilding', brand, 'Activiteiten waarin samenwerken en vertrouwen centraal staan.'),
  );
  list.add('teamuitje', nlType('Teamuitje', 'teamuitjes', 'Teamuitje', brand, 'Kleine en grote teams vinden hier een uitje voor elk budget.'));
  list.add('escape-room', {
    title: 'Escape room',
    searchQuery: 'escape room',
    filters: [],
    metaTitle: 'Escape room met collega’s [in #locatie] | Uitjesbaas',
    metaDescription: 'Alle uitjes [met #zoekterm ][in #locatie]: ontsnap samen met je team binnen zestig minuten.',
    pageTitle: 'Escape room [in #locatie]',
    pageDescription: 'Raadsels oplossen onder tijdsdruk is een van de populairste teamuitjes. Bekijk alle aanbieders [met #zoekterm ][in #locatie].',
  });
  return list.pages;
}

function bePages(): SeoPageDef[] {
  const list = new PageList();
  const flemish = ['Antwerpen', 'Limburg', 'Oost-Vlaanderen', 'West-Vlaanderen', 'Vlaams-Brabant', 'Brussel'];
  list.addWithLocations(
    'bedrijfsuitje',
    beType(
      'Bedrijfsuitstap',
      'bedrijfsuitstappen',
      'Bedrijfsuitstap',
      'Ontdek activiteiten voor het hele bedrijf, van een namiddag tot een meerdaags programma.',
    ),
    flemish,
    ['Antwerpen', 'Gent', 'Brugge', 'Leuven', 'Hasselt', 'Mechelen', 'Kortrijk', 'Brussel'],
  );
  list.add(
    'personeelsuitje',
    beType('Personeelsuitstap', 'personeelsuitstappen', 'Personeelsuitstap', 'Bedank je collega’s met een uitstap die bij jullie past.'),
  );
  list.add('groepsuitje', beType('Groepsuitstap', 'groepsuitstappen', 'Groepsuitstap', 'Voor vriendengroepen, families en verenigingen.'));
  list.add('teambuilding', beType('Teambuilding', 'teambuildings', 'Teambuilding', 'Activiteiten waarin samenwerken en vertrouwen centraal staan.'));
  list.add('teamuitje', beType('Teamuitstap', 'teamuitstappen', 'Teamuitstap', 'Kleine en grote teams vinden hier een activiteit voor elk budget.'));
  return list.pages;
}

function dePages(): SeoPageDef[] {
  const list = new PageList();
  list.addWithLocations(
    'firmenausflug',
    deType(
      'Firmenausflug',
      'Firmenausflüge',
      'Firmenausflug',
      'Hier finden Sie hunderte Aktivitäten für das ganze Unternehmen, vom Nachmittag bis zum mehrtägigen Programm.',
    ),
    countryGeography('DE').provinces,
    ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig'],
  );
  list.add(
    'betriebsausflug',
    deType('Betriebsausflug', 'Betriebsausflüge', 'Betriebsausflug', 'Sagen Sie Danke mit einem Ausflug, der zu Ihrer Belegschaft passt.'),
  );
  list.add('teamevent', deType('Teamevent', 'Teamevents', 'Teamevent', 'Kleine und große Teams finden hier Ideen für jedes Budget.'));
  list.add('teambuilding', deType('Teambuilding', 'Teambuilding-Aktivitäten', 'Teambuilding', 'Aktivitäten, bei denen Zusammenarbeit und Vertrauen zählen.'));
  list.add('gruppenausflug', deType('Gruppenausflug', 'Gruppenausflüge', 'Gruppenausflug', 'Für Freundeskreise, Familien und Vereine.'));
  return list.pages;
}

function kidsPages(): SeoPageDef[] {
  const list = new PageList();
  list.addWithLocations(
    'kinderfeestje',
    {
      title: 'Kinderfeestje',
      filters: ['Kinderfeestje'],
      metaTitle: 'Kinderfeestje [in #locatie] | Kidsuitjes',
      metaDescription: 'De leukste plekken voor een kinderfeestje [met #zoekterm ][in #locatie]: van kinderboerderij tot klimpark.',
      pageTitle: 'Kinderfeestje [in #locatie]',
      pageDescription: 'Een onvergetelijk feestje voor de jarige en alle vriendjes [in #locatie]? Filter op leeftijd, binnen of buiten en soort activiteit.',
    },
    [],
    ['Amsterdam', 'Utrecht', 'Rotterdam', 'Den Haag', 'Eindhoven'],
  );
  list.addWithLocations(
    'kinderuitje',
    {
      title: 'Kinderuitje',
      filters: [],
      metaTitle: 'Kinderuitjes [in #locatie] | Kidsuitjes',
      metaDescription: 'Uitjes met kinderen [met #zoekterm ][in #locatie]: speeltuinen, dierenparken, musea en meer, met tips voor elke leeftijd.',
      pageTitle: 'Kinderuitjes [in #locatie]',
      pageDescription: 'Er op uit met de kinderen [in #locatie]? Hier vind je dagjes uit voor peuters tot tieners, binnen en buiten.',
    },
    countryGeography('NL').provinces,
    [],
  );
  list.add('dagje-uit', {
    title: 'Dagje uit',
    filters: ['Dagje uit'],
    metaTitle: 'Dagje uit met kinderen [in #locatie] | Kidsuitjes',
    metaDescription: 'Een dagje uit met het hele gezin [in #locatie], gesorteerd op leeftijd en weer.',
    pageTitle: 'Dagje uit [in #locatie]',
    pageDescription: 'Van dierenpark tot zwemparadijs: ideeën voor een dagje uit met het hele gezin [in #locatie].',
  });
  return list.pages;
}

export function seoPagesFor(brand: Brand): SeoPageDef[] {
  if (brand === 'nl') return nlPages();
  if (brand === 'be') return bePages();
  if (brand === 'de') return dePages();
  return kidsPages();
}

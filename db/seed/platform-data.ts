import type { BrandFeatures, BrandPalette } from '../../app/config/brand.ts';
import { PLAIN_FEATURES } from '../../app/config/unknown-brand.ts';
import type { menuItems, platforms } from '../schema/index.ts';

type PlatformInsert = typeof platforms.$inferInsert;
type MenuItemInsert = typeof menuItems.$inferInsert;

const COMPANY_PALETTE: BrandPalette = { primary: '#34aadf', secondary: '#02906f', light: '#eaf6fc', border: '#99cfe7' };
const KIDS_PALETTE: BrandPalette = { primary: '#e72e6c', secondary: '#5eba94', light: '#f7ecf0', border: '#f2b1c7' };

const KIDS_FEATURES: BrandFeatures = {
  ...PLAIN_FEATURES,
  agenda: true,
  heroDropdown: 'activityFilters',
  categoryCards: 'activityFilters',
  newActivities: false,
  organisationEvents: true,
  eventSubmission: true,
};

/**
 * The four brands (decisions.md 1-5), the one place they are defined: names, domains, contact details,
 * the host fragments that select them (tried in `hostMatchOrder`: Belgian, Dutch business, German, kids),
 * their language (`localeString` is the html lang, `searchLanguage` the text-search configuration) and
 * their brand settings (app/config/brand.ts: catalogue, palette, hreflang group, feature switches).
 */
export const PLATFORM_ROWS: PlatformInsert[] = [
  {
    id: 1,
    name: 'Uitjesbaas',
    alternativeName: 'Bedrijfsuitjes en teambuilding',
    domain: 'www.uitjesbaas.nl',
    hostFragments: ['uitjesbaas.nl', 'nl.localhost'],
    hostMatchOrder: 2,
    email: 'info@uitjesbaas.nl',
    salesEmail: 'adverteren@uitjesbaas.nl',
    phone: null,
    countryCode: 'NL',
    languageCode: 'nl',
    localeString: 'nl-NL',
    searchLanguage: 'dutch',
    brand: {
      kind: 'company',
      locale: 'nl',
      palette: COMPANY_PALETTE,
      hreflang: { group: 'company-nl', isDefault: true },
      features: { ...PLAIN_FEATURES, seoLinkBoxes: true },
    },
    activityRoute: 'uitjes',
    logoUrl: '/brand/uitjesbaas.svg',
    tagline: 'Hét overzicht van bedrijfsuitjes, teamuitjes en personeelsuitjes',
    mailCampaignSubscriberGroupName: 'Nieuwsbrief NL',
    mailCampaignAdvertiserGroupName: 'Adverteerders NL',
  },
  {
    id: 2,
    name: 'Ausflugsbaas',
    alternativeName: 'Firmenausflüge und Teambuilding',
    domain: 'www.ausflugsbaas.de',
    hostFragments: ['ausflugsbaas.de', 'de.localhost'],
    hostMatchOrder: 3,
    email: 'info@ausflugsbaas.de',
    salesEmail: 'werbung@ausflugsbaas.de',
    phone: '+49 30 1234 5678',
    countryCode: 'DE',
    languageCode: 'de',
    localeString: 'de-DE',
    searchLanguage: 'german',
    brand: { kind: 'company', locale: 'de', palette: COMPANY_PALETTE, hreflang: null, features: { ...PLAIN_FEATURES, aboutPhone: true } },
    activityRoute: 'uitjes',
    logoUrl: '/brand/ausflugsbaas.svg',
    tagline: 'Die Übersicht für Firmenausflüge, Betriebsausflüge und Teamevents',
    mailCampaignSubscriberGroupName: 'Newsletter DE',
    mailCampaignAdvertiserGroupName: 'Werbekunden DE',
  },
  {
    id: 3,
    name: 'Kidsuitjes',
    alternativeName: 'Kinderuitjes en familie-uitjes',
    domain: 'www.kidsuitjes.nl',
    hostFragments: ['kidsuitjes.nl', 'kids.localhost'],
    hostMatchOrder: 4,
    email: 'info@kidsuitjes.nl',
    salesEmail: 'adverteren@kidsuitjes.nl',
    phone: null,
    countryCode: 'NL',
    languageCode: 'nl',
    localeString: 'nl-NL',
    searchLanguage: 'dutch',
    brand: { kind: 'kids', locale: 'nl', palette: KIDS_PALETTE, hreflang: null, features: KIDS_FEATURES },
    activityRoute: 'uitjes',
    logoUrl: '/brand/kidsuitjes.svg',
    tagline: 'De leukste uitjes met kinderen en het gezin',
    mailCampaignSubscriberGroupName: 'Nieuwsbrief Kids',
    mailCampaignAdvertiserGroupName: 'Adverteerders Kids',
  },
  {
    id: 4,
    name: 'Uitjesbaas België',
    alternativeName: 'Bedrijfsuitstappen en teambuilding in Vlaanderen',
    domain: 'www.uitjesbaas.be',
    hostFragments: ['uitjesbaas.be', 'be.localhost'],
    hostMatchOrder: 1,
    email: 'info@uitjesbaas.be',
    salesEmail: 'adverteren@uitjesbaas.be',
    phone: null,
    countryCode: 'BE',
    languageCode: 'nl',
    localeString: 'nl-BE',
    searchLanguage: 'dutch',
    brand: { kind: 'company', locale: 'be', palette: COMPANY_PALETTE, hreflang: { group: 'company-nl', isDefault: false }, features: PLAIN_FEATURES },
    activityRoute: 'uitjes',
    logoUrl: '/brand/uitjesbaas-be.svg',
    tagline: 'Hét overzicht van bedrijfsuitstappen en teambuilding in België',
    blogSourcePlatformId: 1,
    mailCampaignSubscriberGroupName: 'Nieuwsbrief BE',
    mailCampaignAdvertiserGroupName: 'Adverteerders BE',
  },
];

function menu(platformId: number, items: Array<[string, string, boolean?]>, placement: 'navigation' | 'footer'): MenuItemInsert[] {
  return items.map(([title, url, isExternalLink], position) => ({
    platformId,
    title,
    url,
    isExternalLink: isExternalLink ?? false,
    position,
    placement,
  }));
}

/** Navigation and footer per brand (screens.md: footer has all activities, blogs, mail; German adds a phone). */
export const MENU_ITEM_ROWS: MenuItemInsert[] = [
  ...menu(
    1,
    [
      ['Alle uitjes', '/uitjes'],
      ['Bedrijfsuitjes', '/bedrijfsuitje'],
      ['Teambuilding', '/teambuilding'],
      ['Blogs', '/blogs'],
      ['Helpdesk', '/helpdesk'],
      ['Adverteren', '/adverteren'],
      ['Over ons', '/over-ons'],
    ],
    'navigation',
  ),
  ...menu(
    1,
    [
      ['Alle aanbieders', '/overzicht'],
      ['Blogs', '/blogs'],
      ['Nieuwsbrief', '/nieuwsbrief'],
      ['info@uitjesbaas.nl', 'mailto:info@uitjesbaas.nl', true],
    ],
    'footer',
  ),
  ...menu(
    2,
    [
      ['Alle Ausflüge', '/uitjes'],
      ['Firmenausflug', '/firmenausflug'],
      ['Teambuilding', '/teambuilding'],
      ['Blogs', '/blogs'],
      ['Hilfe', '/helpdesk'],
      ['Werben', '/adverteren'],
      ['Über uns', '/over-ons'],
    ],
    'navigation',
  ),
  ...menu(
    2,
    [
      ['Alle Anbieter', '/overzicht'],
      ['Blogs', '/blogs'],
      ['Newsletter', '/nieuwsbrief'],
      ['info@ausflugsbaas.de', 'mailto:info@ausflugsbaas.de', true],
      ['+49 30 1234 5678', 'tel:+493012345678', true],
    ],
    'footer',
  ),
  ...menu(
    3,
    [
      ['Alle uitjes', '/uitjes'],
      ['Agenda', '/agenda'],
      ['Kinderfeestje', '/kinderfeestje'],
      ['Blogs', '/blogs'],
      ['Helpdesk', '/helpdesk'],
      ['Adverteren', '/adverteren'],
      ['Over ons', '/over-ons'],
    ],
    'navigation',
  ),
  ...menu(
    3,
    [
      ['Alle aanbieders', '/overzicht'],
      ['Blogs', '/blogs'],
      ['Nieuwsbrief', '/nieuwsbrief'],
      ['info@kidsuitjes.nl', 'mailto:info@kidsuitjes.nl', true],
    ],
    'footer',
  ),
  ...menu(
    4,
    [
      ['Alle uitstappen', '/uitjes'],
      ['Bedrijfsuitstappen', '/bedrijfsuitje'],
      ['Teambuilding', '/teambuilding'],
      ['Blogs', '/blogs'],
      ['Helpdesk', '/helpdesk'],
      ['Adverteren', '/adverteren'],
      ['Over ons', '/over-ons'],
    ],
    'navigation',
  ),
  ...menu(
    4,
    [
      ['Alle aanbieders', '/overzicht'],
      ['Blogs', '/blogs'],
      ['Nieuwsbrief', '/nieuwsbrief'],
      ['info@uitjesbaas.be', 'mailto:info@uitjesbaas.be', true],
    ],
    'footer',
  ),
];

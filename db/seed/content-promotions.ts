import type { Brand } from './catalog.ts';
import type { DemoImageKey } from './demo-images.ts';

export interface BannerDef {
  title: string;
  buttonTitle: string;
  /** Absolute links open in a new window, site paths in the same window. */
  link: string;
  ctaType: 'AD' | 'QUESTION';
  image: DemoImageKey;
  active?: boolean;
}

export interface PopupDef {
  title: string;
  buttonTitle: string;
  ctaType: 'AD' | 'QUESTION';
  description: string;
  image: DemoImageKey;
}

export interface EventTemplate {
  /** `{city}` is replaced by the event's city. */
  title: string;
  description: string;
  image: DemoImageKey;
}

const NL_BANNERS: BannerDef[] = [
  {
    title: 'Zeilen met je team? Bekijk de zomerarrangementen',
    buttonTitle: 'Bekijk aanbod',
    link: 'https://www.zeilvloot-ijsselmeer.nl/zomer',
    ctaType: 'AD',
    image: 'sailing',
  },
  {
    title: 'Kookworkshops voor groepen tot 80 personen',
    buttonTitle: 'Meer informatie',
    link: 'https://www.kookstudiocentraal.nl/groepen',
    ctaType: 'AD',
    image: 'cooking',
  },
  { title: 'Hulp nodig bij het kiezen van een uitje?', buttonTitle: 'Stel je vraag', link: '/helpdesk', ctaType: 'QUESTION', image: 'meeting' },
  { title: 'Zelf uitjes aanbieden? Adverteer bij ons', buttonTitle: 'Adverteren', link: '/adverteren', ctaType: 'QUESTION', image: 'city' },
  {
    title: 'Wintersportweekend voor teams',
    buttonTitle: 'Bekijk',
    link: 'https://www.teamweekendweg.nl/winter',
    ctaType: 'AD',
    image: 'hiking',
    active: false,
  },
];

const BE_BANNERS: BannerDef[] = [
  {
    title: 'Teambuilding aan zee: de kustarrangementen van dit seizoen',
    buttonTitle: 'Bekijk aanbod',
    link: 'https://www.kustbelevingen.be/teams',
    ctaType: 'AD',
    image: 'beach',
  },
  {
    title: 'Bierproeverijen met een echte zytholoog',
    buttonTitle: 'Meer info',
    link: 'https://www.proeflokaalvlaanderen.be/groepen',
    ctaType: 'AD',
    image: 'beer',
  },
  { title: 'Vraag over een uitstap met je collega’s?', buttonTitle: 'Stel je vraag', link: '/helpdesk', ctaType: 'QUESTION', image: 'meeting' },
  { title: 'Organiseer je zelf uitstappen? Adverteer bij ons', buttonTitle: 'Adverteren', link: '/adverteren', ctaType: 'QUESTION', image: 'city' },
];

const DE_BANNERS: BannerDef[] = [
  {
    title: 'Floßbau am Wannsee: jetzt Sommertermine sichern',
    buttonTitle: 'Zum Angebot',
    link: 'https://www.flossbau-berlin.de/teams',
    ctaType: 'AD',
    image: 'raft',
  },
  {
    title: 'Kochevents für Teams bis 100 Personen',
    buttonTitle: 'Mehr erfahren',
    link: 'https://www.kochwerkstatt-koeln.de/firmen',
    ctaType: 'AD',
    image: 'cooking',
  },
  { title: 'Fragen zur Planung Ihres Firmenausflugs?', buttonTitle: 'Frage stellen', link: '/helpdesk', ctaType: 'QUESTION', image: 'meeting' },
  { title: 'Sie bieten Ausflüge an? Werben Sie bei uns', buttonTitle: 'Werben', link: '/adverteren', ctaType: 'QUESTION', image: 'city' },
];

const KIDS_BANNERS: BannerDef[] = [
  { title: 'Kinderfeestje op de boerderij: nu met lammetjes', buttonTitle: 'Bekijk', link: 'https://www.boerderijfeestjes.nl', ctaType: 'AD', image: 'farm' },
  {
    title: 'Binnenspeeltuin met de grootste ballenbak van het land',
    buttonTitle: 'Meer info',
    link: 'https://www.springenspeel.nl',
    ctaType: 'AD',
    image: 'indoorplay',
  },
  { title: 'Zet jouw evenement gratis in de agenda', buttonTitle: 'Naar de agenda', link: '/agenda', ctaType: 'QUESTION', image: 'party' },
  { title: 'Vraag over een uitje met kinderen?', buttonTitle: 'Stel je vraag', link: '/helpdesk', ctaType: 'QUESTION', image: 'playground' },
];

export const BANNERS: Record<Brand, BannerDef[]> = { nl: NL_BANNERS, be: BE_BANNERS, de: DE_BANNERS, kids: KIDS_BANNERS };

export const POPUPS: Record<Brand, PopupDef[]> = {
  nl: [
    {
      title: 'Hulp bij het plannen van jullie uitje?',
      buttonTitle: 'Stel je vraag',
      ctaType: 'QUESTION',
      description: 'Laat je gegevens achter en we denken binnen één werkdag met je mee over een passend uitje.',
      image: 'meeting',
    },
    {
      title: 'Aanbieder van bedrijfsuitjes?',
      buttonTitle: 'Adverteer bij ons',
      ctaType: 'AD',
      description: 'Bereik dagelijks duizenden organisatoren van bedrijfsuitjes. Een vermelding kost 35 euro excl. btw per maand.',
      image: 'city',
    },
  ],
  be: [
    {
      title: 'Hulp bij het plannen van jullie uitstap?',
      buttonTitle: 'Stel je vraag',
      ctaType: 'QUESTION',
      description: 'Laat je gegevens achter en we denken binnen één werkdag mee over een passende activiteit.',
      image: 'meeting',
    },
    {
      title: 'Organiseer je teamuitstappen?',
      buttonTitle: 'Adverteer bij ons',
      ctaType: 'AD',
      description: 'Bereik bedrijven in heel Vlaanderen. Een vermelding kost 35 euro excl. btw per maand.',
      image: 'city',
    },
  ],
  de: [
    {
      title: 'Hilfe bei der Planung?',
      buttonTitle: 'Frage stellen',
      ctaType: 'QUESTION',
      description: 'Hinterlassen Sie Ihre Kontaktdaten, wir melden uns innerhalb eines Werktags mit Vorschlägen.',
      image: 'meeting',
    },
    {
      title: 'Anbieter von Firmenevents?',
      buttonTitle: 'Jetzt werben',
      ctaType: 'AD',
      description: 'Erreichen Sie täglich tausende Planer von Firmenausflügen. Ein Eintrag kostet 35 Euro zzgl. MwSt. pro Monat.',
      image: 'city',
    },
  ],
  kids: [
    {
      title: 'Organiseer je een kinderactiviteit?',
      buttonTitle: 'Plaats je evenement',
      ctaType: 'AD',
      description: 'Zet je activiteit in de agenda en bereik ouders in heel Nederland.',
      image: 'party',
    },
    {
      title: 'Op zoek naar een kinderfeestje?',
      buttonTitle: 'Stel je vraag',
      ctaType: 'QUESTION',
      description: 'Vertel ons de leeftijd en het aantal kinderen, dan tippen we een paar leuke plekken.',
      image: 'playground',
    },
  ],
};

const KIDS_EVENTS: EventTemplate[] = [
  {
    title: 'Lammetjesdag op de kinderboerderij',
    description: 'Kom kijken naar de jonge lammetjes en help de boer met de fles. Met een knutseltafel en warme chocomel.',
    image: 'farm',
  },
  {
    title: 'Pompoenen snijden in {city}',
    description: 'Uitgeholde pompoenen met een lichtje erin: de kinderen snijden hun eigen lampion. Pompoenen en mesjes zijn aanwezig.',
    image: 'party',
  },
  {
    title: 'Speurtocht door het herfstbos',
    description: 'Zoek de paddenstoelen, tel de eikels en vind de verstopte kabouter. Route van twee kilometer, ook met buggy te doen.',
    image: 'forest',
  },
  {
    title: 'Kindervoorstelling: De verdwenen draak',
    description: 'Een vrolijke poppenkastvoorstelling over een draak die zijn vuur kwijt is. Voor kinderen vanaf 3 jaar.',
    image: 'theatre',
  },
  {
    title: 'Piratenmiddag in {city}',
    description: 'Verkleed als piraat op zoek naar de schat in de haven, met een echte kapitein als gids.',
    image: 'treasure',
  },
  {
    title: 'Knutselmiddag in de bibliotheek van {city}',
    description: 'Van wc-rollen, papier en lijm maken we de gekste beestjes. Gratis, wel even aanmelden.',
    image: 'painting',
  },
  { title: 'Open dag van de manege', description: 'Gratis proefritjes op de pony, borstelen in de stal en een rondleiding langs de paarden.', image: 'farm' },
  {
    title: 'Zandkastelenwedstrijd op het strand',
    description: 'Wie bouwt het mooiste kasteel? Een jury kiest per leeftijdsgroep een winnaar. Emmers en schepjes zijn er.',
    image: 'beach',
  },
  {
    title: 'Ridderfestival op het kasteel',
    description: 'Zwaardvechten met schuimrubber, boogschieten en een optocht met paarden rond de slotgracht.',
    image: 'castle',
  },
  {
    title: 'Dierenverzorgersdag in het dierenpark',
    description: 'Een dag meelopen met de verzorgers: eten klaarmaken, hokken schoonmaken en de dieren voeren.',
    image: 'zoo',
  },
  {
    title: 'Zwemfeest met opblaasbaan',
    description: 'Een enorme opblaasbaan in het zwembad van {city}. Kinderen met zwemdiploma A mogen zelfstandig.',
    image: 'swimming',
  },
  {
    title: 'Kinderkookles: koekjes bakken',
    description: 'Deeg kneden, vormpjes steken en versieren: elk kind gaat naar huis met een zakje eigen koekjes.',
    image: 'cooking',
  },
];

const NL_EVENTS: EventTemplate[] = [
  {
    title: 'Open dag teamuitjes in {city}',
    description: 'Maak kennis met aanbieders uit de regio, probeer activiteiten uit en stel je vragen aan organisatoren.',
    image: 'meeting',
  },
  { title: 'Bierproeverij voor organisatoren', description: 'Een avond om nieuwe arrangementen voor groepen te proeven, met lokale brouwers.', image: 'beer' },
  { title: 'Zomerborrel aan het water', description: 'Netwerkborrel voor HR-medewerkers en office managers, met een rondvaart.', image: 'sailing' },
];
const BE_EVENTS: EventTemplate[] = [
  { title: 'Infodag teamuitstappen in {city}', description: 'Aanbieders uit Vlaanderen stellen zich voor; proef, probeer en vraag.', image: 'meeting' },
  { title: 'Streekbierenavond voor groepen', description: 'Proef de nieuwe groepsarrangementen van Vlaamse brouwerijen.', image: 'beer' },
];
const DE_EVENTS: EventTemplate[] = [
  {
    title: 'Tag der offenen Tür für Teamevents in {city}',
    description: 'Anbieter aus der Region stellen sich vor, mit Schnupperangeboten zum Mitmachen.',
    image: 'meeting',
  },
  { title: 'Weinfest mit Gruppenangeboten', description: 'Ein Abend mit Winzern, die Gruppenprogramme für Firmen anbieten.', image: 'wine' },
  { title: 'Sommerfest am See', description: 'Netzwerkabend für Personalverantwortliche mit Bootsfahrt.', image: 'sailing' },
];

export const EVENT_TEMPLATES: Record<Brand, EventTemplate[]> = { kids: KIDS_EVENTS, nl: NL_EVENTS, be: BE_EVENTS, de: DE_EVENTS };

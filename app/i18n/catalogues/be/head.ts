import { head as nlHead } from '../nl/head.ts';

/** Flemish page titles for the page head (the server's loaders): never loaded in the browser. */
export const head: typeof nlHead = {
  pages: {
    ...nlHead.pages,
    home: { title: 'Bedrijfsuitstappen, teambuilding en personeelsfeesten', kidsTitle: 'De leukste uitstappen met kinderen' },
    activities: {
      ...nlHead.pages.activities,
      title: 'Alle uitstappen',
      description_one: '{{count}} uitstap om uit te kiezen: vergelijk prijs, aantal personen en locatie en vraag meteen een offerte aan bij de aanbieder.',
      description_other: '{{count}} uitstappen om uit te kiezen: vergelijk prijs, aantal personen en locatie en vraag meteen een offerte aan bij de aanbieder.',
    },
    organisations: {
      ...nlHead.pages.organisations,
      description: 'Alle aanbieders op {{platformName}} op een rij, met hun uitstappen: kies een aanbieder en bekijk wat die te bieden heeft.',
    },
    organisation: {
      ...nlHead.pages.organisation,
      description_one: '{{name}} op {{platformName}}: {{count}} uitstap, {{examples}}. Bekijk het aanbod en vraag meteen een offerte aan.',
      description_other: '{{name}} op {{platformName}}: {{count}} uitstappen, waaronder {{examples}}. Bekijk het aanbod en vraag meteen een offerte aan.',
    },
    activity: { title: 'Uitstap' },
  },
};

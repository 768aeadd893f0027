import type { head as nlHead } from '../nl/head.ts';

/** German page titles for the page head (the server's loaders): never loaded in the browser. */
export const head: typeof nlHead = {
  pages: {
    home: { title: 'Firmenausflüge, Betriebsausflüge und Teamevents', kidsTitle: 'Die schönsten Ausflüge mit Kindern' },
    activities: {
      title: 'Alle Ausflüge',
      description_one: '{{count}} Ausflug zur Auswahl: Preis, Personenzahl und Ort vergleichen und direkt ein Angebot beim Anbieter anfragen.',
      description_other: '{{count}} Ausflüge zur Auswahl: Preis, Personenzahl und Ort vergleichen und direkt ein Angebot beim Anbieter anfragen.',
      page: 'Seite {{page}}.',
    },
    activity: { title: 'Ausflug' },
    blogs: { title: 'Blogs' },
    blog: { title: 'Blog' },
    helpdesk: { title: 'Hilfe' },
    newsletter: { title: 'Newsletter' },
    advertise: { title: 'Werben' },
    organisations: {
      title: 'Alle Anbieter',
      description: 'Alle Anbieter auf {{platformName}} im Überblick, mit ihren Ausflügen: Wählen Sie einen Anbieter und sehen Sie sein Angebot.',
    },
    organisation: {
      title: 'Anbieter',
      description_one: '{{name}} auf {{platformName}}: {{count}} Ausflug, {{examples}}. Sehen Sie das Angebot an und fragen Sie direkt an.',
      description_other: '{{name}} auf {{platformName}}: {{count}} Ausflüge, darunter {{examples}}. Sehen Sie das Angebot an und fragen Sie direkt an.',
      descriptionNone: '{{name}} auf {{platformName}}: Veranstaltungen und Angebot dieses Anbieters.',
    },
    about: { title: 'Über uns' },
    agenda: { title: 'Veranstaltungen' },
  },
};

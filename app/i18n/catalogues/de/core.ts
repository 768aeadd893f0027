import type { core as nlCore } from '../nl/core.ts';

/** German site-wide texts (platform 2). */
export const core: typeof nlCore = {
  site: {
    skipToContent: 'Zum Inhalt',
    menu: 'Menü',
    closeMenu: 'Menü schließen',
    navigation: 'Hauptnavigation',
    footerNavigation: 'Fußzeile',
    home: 'Startseite',
  },
  pages: {
    home: { title: 'Firmenausflüge, Betriebsausflüge und Teamevents', kidsTitle: 'Die schönsten Ausflüge mit Kindern' },
    activities: { title: 'Alle Ausflüge' },
    activity: { title: 'Ausflug' },
    blogs: { title: 'Blogs' },
    blog: { title: 'Blog' },
    helpdesk: { title: 'Hilfe' },
    newsletter: { title: 'Newsletter' },
    advertise: { title: 'Werben' },
    organisations: { title: 'Alle Anbieter' },
    organisation: { title: 'Anbieter' },
    about: { title: 'Über uns' },
    agenda: { title: 'Veranstaltungen' },
  },
  notFound: {
    metaTitle: 'Seite nicht gefunden',
    title: 'Hoppla! Seite nicht gefunden.',
    text: 'Wir helfen Ihnen gerne, den Weg zurück zu finden.',
    button: 'Zur Startseite',
  },
  error: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  },
};

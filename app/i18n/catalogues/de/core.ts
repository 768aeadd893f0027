import type { core as nlCore } from '../nl/core.ts';

/** German site-wide texts (platform 2). */
export const core: typeof nlCore = {
  breadcrumbs: { label: 'Brotkrumennavigation' },
  site: {
    skipToContent: 'Zum Inhalt',
    menu: 'Menü',
    agenda: 'Aktuelle Termine',
    agendaShort: 'Termine',
    closeMenu: 'Menü schließen',
    navigation: 'Hauptnavigation',
    footerNavigation: 'Fußzeile',
    home: 'Startseite',
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
  pagination: {
    label: 'Seitennavigation',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {{page}}',
  },
  pageLoader: { label: 'Seite wird geladen' },
  media: {
    loadFailed: 'Bild kann nicht geladen werden.',
  },
  // The place box (location-combobox.tsx) sits on visitor and portal screens alike: its texts are the shell's.
  location: {
    searching: 'Suche...',
    empty: 'Keine Orte gefunden',
    known: 'Orte',
    places: 'Weitere Orte',
    type: { CITY: 'Stadt', PROVINCE: 'Bundesland', REGION: 'Region' },
  },
  // The pop-up over every page of a brand (app/features/banners/components/site-popup.tsx).
  popup: { close: 'Schließen' },
};

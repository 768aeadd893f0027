/** Dutch site-wide texts (platforms 1 and 3); Dutch is the fallback for every other locale. */
export const core = {
  breadcrumbs: { label: 'Kruimelpad' },
  site: {
    skipToContent: 'Naar de inhoud',
    menu: 'Menu',
    agenda: 'Actuele agenda',
    agendaShort: 'Agenda',
    closeMenu: 'Menu sluiten',
    navigation: 'Hoofdnavigatie',
    footerNavigation: 'Voettekst',
    home: 'Home',
  },
  notFound: {
    metaTitle: 'Pagina niet gevonden',
    title: 'Oeps! Pagina niet gevonden.',
    text: 'We helpen je graag de weg weer terug te vinden.',
    button: 'Naar de homepage',
  },
  error: {
    title: 'Er ging iets mis',
    text: 'Probeer het over een paar minuten nog eens.',
  },
  pagination: {
    label: 'Paginering',
    previous: 'Vorige',
    next: 'Volgende',
    page: 'Pagina {{page}}',
  },
  pageLoader: { label: 'Pagina wordt geladen' },
  media: {
    loadFailed: 'Kan afbeelding niet laden.',
  },
  // The place box (location-combobox.tsx) sits on visitor and portal screens alike: its texts are the shell's.
  location: {
    searching: 'Zoeken...',
    empty: 'Geen locaties gevonden',
    known: 'Locaties',
    places: 'Andere plaatsen',
    type: { CITY: 'Stad', PROVINCE: 'Provincie', REGION: 'Regio' },
  },
  // The pop-up over every page of a brand (app/features/banners/components/site-popup.tsx).
  popup: { close: 'Sluiten' },
};

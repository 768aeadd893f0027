import type { core as nlCore } from '../nl/core.ts';

/** Flemish site-wide texts (platform 4). */
export const core: typeof nlCore = {
  site: {
    skipToContent: 'Naar de inhoud',
    menu: 'Menu',
    closeMenu: 'Menu sluiten',
    navigation: 'Hoofdnavigatie',
    footerNavigation: 'Voettekst',
    home: 'Home',
  },
  pages: {
    home: { title: 'Bedrijfsuitstappen, teambuilding en personeelsfeesten', kidsTitle: 'De leukste uitstappen met kinderen' },
    activities: { title: 'Alle uitstappen' },
    activity: { title: 'Uitstap' },
    blogs: { title: 'Blogs' },
    blog: { title: 'Blog' },
    helpdesk: { title: 'Helpdesk' },
    newsletter: { title: 'Nieuwsbrief' },
    advertise: { title: 'Adverteren' },
    organisations: { title: 'Alle aanbieders' },
    organisation: { title: 'Aanbieder' },
    about: { title: 'Over ons' },
    agenda: { title: 'Agenda' },
  },
  notFound: {
    metaTitle: 'Pagina niet gevonden',
    title: 'Oeps! Pagina niet gevonden.',
    text: 'We helpen je graag de weg weer terug te vinden.',
    button: 'Naar de homepagina',
  },
  error: {
    title: 'Er ging iets mis',
    text: 'Probeer het over enkele minuten opnieuw.',
  },
};

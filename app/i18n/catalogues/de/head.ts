import type { head as nlHead } from '../nl/head.ts';

/** German page titles for the page head (the server's loaders): never loaded in the browser. */
export const head: typeof nlHead = {
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
};

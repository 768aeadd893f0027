import type { head as nlHead } from '../nl/head.ts';

/** Flemish page titles for the page head (the server's loaders): never loaded in the browser. */
export const head: typeof nlHead = {
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
};

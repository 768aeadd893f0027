/** Page titles for the page head (the server's loaders): never loaded in the browser. */
export const head = {
  pages: {
    home: { title: 'Bedrijfsuitjes, teamuitjes en personeelsuitjes', kidsTitle: 'De leukste kinderuitjes en familie-uitjes' },
    activities: { title: 'Alle uitjes' },
    activity: { title: 'Uitje' },
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

/** Page titles for the page head (the server's loaders): never loaded in the browser. */
export const head = {
  pages: {
    home: { title: 'Bedrijfsuitjes, teamuitjes en personeelsuitjes', kidsTitle: 'De leukste kinderuitjes en familie-uitjes' },
    activities: {
      title: 'Alle uitjes',
      description_one: '{{count}} uitje om uit te kiezen: vergelijk prijs, aantal personen en locatie en vraag direct een offerte aan bij de aanbieder.',
      description_other: '{{count}} uitjes om uit te kiezen: vergelijk prijs, aantal personen en locatie en vraag direct een offerte aan bij de aanbieder.',
      page: 'Pagina {{page}}.',
    },
    activity: { title: 'Uitje' },
    blogs: { title: 'Blogs' },
    blog: { title: 'Blog' },
    helpdesk: { title: 'Helpdesk' },
    newsletter: { title: 'Nieuwsbrief' },
    advertise: { title: 'Adverteren' },
    organisations: {
      title: 'Alle aanbieders',
      description: 'Alle aanbieders op {{platformName}} op een rij, met hun uitjes: kies een aanbieder en bekijk wat die te bieden heeft.',
    },
    organisation: {
      title: 'Aanbieder',
      description_one: '{{name}} op {{platformName}}: {{count}} uitje, {{examples}}. Bekijk het aanbod en vraag direct een offerte aan.',
      description_other: '{{name}} op {{platformName}}: {{count}} uitjes, waaronder {{examples}}. Bekijk het aanbod en vraag direct een offerte aan.',
      descriptionNone: '{{name}} op {{platformName}}: bekijk de evenementen en het aanbod van deze aanbieder.',
    },
    about: { title: 'Over ons' },
    agenda: { title: 'Agenda' },
  },
};

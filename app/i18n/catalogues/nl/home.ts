/** Texts of the home page, and the blog cards and link boxes it shares with the blog screens. */
export const home = {
  home: {
    hero: {
      title: { company: 'Vind het leukste bedrijfsuitje', kids: 'Vind het leukste kinderuitje', unknown: 'Vind het leukste uitje' },
      subtitle: {
        company: 'Bedrijfsuitjes, teambuilding en personeelsuitjes van aanbieders door het hele land.',
        kids: 'Uitjes met kinderen, kinderfeestjes en familie-uitjes bij jou in de buurt.',
        unknown: 'Uitjes voor iedere groep.',
      },
      searchLabel: 'Zoek een uitje',
      type: { company: 'Soort uitje', kids: 'Activiteit', unknown: 'Soort uitje' },
      typeAll: 'Alle soorten',
      location: 'Locatie',
      locationPlaceholder: 'Stad of provincie',
      keyword: 'Zoekwoord',
      keywordPlaceholder: 'Bijvoorbeeld escape room',
      persons: 'Aantal personen',
      submit_one: 'Toon {{formatted}} uitje',
      submit_other: 'Toon {{formatted}} uitjes',
    },
    categories: {
      title: { company: 'Uitjes per categorie', kids: 'Uitjes per activiteit', unknown: 'Uitjes per categorie' },
      count_one: '{{formatted}} uitje',
      count_other: '{{formatted}} uitjes',
    },
    newActivity: {
      title: 'Nieuwe uitjes',
      persons: '{{min}} - {{max}} personen',
      button: { title: 'Bekijk dit uitje' },
    },
    blogs: {
      title: 'Inspiratie voor je volgende uitje',
      button: 'Alle blogs',
      readMore: 'Lees meer',
    },
    linkBoxes: {
      title: 'Handige links',
    },
  },
  blogCard: { button: { title: 'Lees meer' } },
  linkBoxes: {
    heading: 'Handige links',
    cities: 'Bedrijfsuitje per stad',
    topics: 'Soorten uitjes',
    provinces: 'Bedrijfsuitje per provincie',
    cityLink: 'Bedrijfsuitje {{name}}',
    provinceLink: 'Bedrijfsuitje {{name}}',
    topic: {
      bedrijfsuitje: 'Bedrijfsuitje',
      personeelsuitje: 'Personeelsuitje',
      groepsuitje: 'Groepsuitje',
      teambuilding: 'Teambuilding',
      teamuitje: 'Teamuitje',
    },
  },
};

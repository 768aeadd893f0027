import { home as nl } from '../nl/home.ts';

/** Texts of the home page, blog cards and link boxes: the nl texts with Belgian wording where it differs (uitstap, not uitje). */
export const home: typeof nl = {
  ...nl,
  home: {
    ...nl.home,
    hero: {
      ...nl.home.hero,
      title: {
        ...nl.home.hero.title,
        company: 'Vind de leukste bedrijfsuitstap',
      },
      subtitle: {
        ...nl.home.hero.subtitle,
        company: 'Bedrijfsuitstappen, teambuilding en personeelsfeesten van aanbieders in heel België.',
      },
      locationPlaceholder: 'Stad of provincie',
      keywordPlaceholder: 'Bijvoorbeeld escape room of kajakken',
      searchLabel: 'Zoek een uitstap',
      type: {
        ...nl.home.hero.type,
        company: 'Soort uitstap',
      },
      submit_one: 'Toon {{formatted}} uitstap',
      submit_other: 'Toon {{formatted}} uitstappen',
    },
    categories: {
      ...nl.home.categories,
      title: {
        ...nl.home.categories.title,
        company: 'Uitstappen per categorie',
      },
      count_one: '{{formatted}} uitstap',
      count_other: '{{formatted}} uitstappen',
    },
    newActivity: {
      ...nl.home.newActivity,
      title: 'Nieuwe uitstappen',
      button: {
        ...nl.home.newActivity.button,
        title: 'Bekijk deze uitstap',
      },
    },
    blogs: {
      ...nl.home.blogs,
      title: 'Inspiratie voor je volgende uitstap',
    },
  },
  linkBoxes: {
    ...nl.linkBoxes,
    cities: 'Bedrijfsuitstap per stad',
    topics: 'Soorten uitstappen',
    provinces: 'Bedrijfsuitstap per provincie',
    cityLink: 'Bedrijfsuitstap {{name}}',
    provinceLink: 'Bedrijfsuitstap {{name}}',
    topic: {
      ...nl.linkBoxes.topic,
      bedrijfsuitje: 'Bedrijfsuitstap',
      personeelsuitje: 'Personeelsuitstap',
      groepsuitje: 'Groepsuitstap',
      teamuitje: 'Teamuitstap',
    },
  },
};

import { home as nl } from '../nl/home.ts';

/** Texts of the home page, blog cards and link boxes: the nl texts with Belgian wording where it differs. */
export const home: typeof nl = {
  ...nl,
  home: {
    ...nl.home,
    hero: {
      ...nl.home.hero,
      subtitle: {
        ...nl.home.hero.subtitle,
        company: 'Bedrijfsuitjes, teambuilding en personeelsuitjes van aanbieders in heel België.',
      },
      locationPlaceholder: 'Stad of provincie',
      keywordPlaceholder: 'Bijvoorbeeld escape room of kajakken',
    },
  },
};

import { overview as nl } from '../nl/overview.ts';

/** Texts of the activity overview, its filters and cards: the nl texts with Belgian wording where it differs. */
export const overview: typeof nl = {
  ...nl,
  overview: {
    ...nl.overview,
    subtitle: 'Filter op wat u zoekt en vraag meteen een offerte aan.',
  },
};

import { search as nl } from '../nl/search.ts';

/** Texts of the overview's help when a search finds nothing: the nl texts with Belgian wording (uitstap, u). */
export const search: typeof nl = {
  noResults: {
    ...nl.noResults,
    title: 'Geen uitstappen gevonden',
    titleFor: 'Geen uitstappen gevonden voor “{{query}}”',
    unfiltered: 'Er zijn nog geen uitstappen gevonden.',
    didYouMean: 'Bedoelde u {{query}}?',
    withoutFilters: 'zonder uw filters',
    searchWithoutFilters: 'Zoek op “{{query}}” zonder uw filters',
    allWithoutFilters: 'Bekijk alle uitstappen, zonder filters',
    closestShown: 'Hieronder de uitstappen voor “{{query}}”.',
  },
};

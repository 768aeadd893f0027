import type { search as nlSearch } from '../nl/search.ts';

/** Texts of the overview's help when a search finds nothing (decision 105). */
export const search: typeof nlSearch = {
  noResults: {
    title: 'Keine Ausflüge gefunden',
    titleFor: 'Keine Ausflüge gefunden für „{{query}}“',
    hint: 'Prüfen Sie die Schreibweise, versuchen Sie ein anderes Wort oder weniger Filter.',
    unfiltered: 'Es wurden noch keine Ausflüge gefunden.',
    didYouMean: 'Meinten Sie {{query}}?',
    withoutFilters: 'ohne Ihre Filter',
    searchWithoutFilters: '„{{query}}“ ohne Ihre Filter suchen',
    allWithoutFilters: 'Alle Ausflüge ansehen, ohne Filter',
    closestTitle: 'Keine genauen Treffer für „{{query}}“, das kommt dem am nächsten',
    closestShown: 'Unten die Ausflüge für „{{query}}“.',
    closeCategories: 'Passende Kategorien',
    popularCategories: 'Beliebte Kategorien',
  },
};

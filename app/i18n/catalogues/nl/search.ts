/**
 * Texts of the overview's help when a search finds nothing (decision 105). A part of their own: the browser
 * loads them with that help's code, only on such a page, not with every overview (docs/decisions/105).
 */
export const search = {
  noResults: {
    title: 'Geen uitjes gevonden',
    titleFor: 'Geen uitjes gevonden voor “{{query}}”',
    hint: 'Controleer de spelling, probeer een ander woord of gebruik minder filters.',
    unfiltered: 'Er zijn nog geen uitjes gevonden.',
    didYouMean: 'Bedoelde je {{query}}?',
    withoutFilters: 'zonder je filters',
    searchWithoutFilters: 'Zoek op “{{query}}” zonder je filters',
    allWithoutFilters: 'Bekijk alle uitjes, zonder filters',
    closestTitle: 'Geen exacte resultaten voor “{{query}}”, dit komt in de buurt',
    closestShown: 'Hieronder de uitjes voor “{{query}}”.',
    closeCategories: 'Categorieën die erop lijken',
    popularCategories: 'Populaire categorieën',
  },
};

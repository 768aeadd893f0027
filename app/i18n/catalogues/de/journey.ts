import type { journey as nlJourney } from '../nl/journey.ts';

/** Texts of the visitor journey screens: home, overview, card, detail, organisations (issue 5). */
export const journey: typeof nlJourney = {};

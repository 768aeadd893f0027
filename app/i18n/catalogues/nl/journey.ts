/** Texts of the visitor journey screens: home, overview, card, detail, organisations (issue 5). */
export const journey = {};

/**
 * The search synonyms each platform starts with (docs/decisions/105-search-relevance.md): data in
 * the `search_synonyms` table, which operators will edit in the back office. A term is what a visitor
 * types (a word, an abbreviation or a phrase, compared without case or accents); it also finds what each
 * expansion finds (a word, a filter's name, a place's name) and, with `indoorOutdoor`, the activities held
 * indoors (INDOOR and BOTH) or outdoors. A word that is itself a filter or a common title word on the
 * platform gets no synonym there: its own matches would be diluted by the expansions'.
 *
 * No term is a query of the relevance bench's judgement lists (bench/search-judgements.test.ts): the
 * entries that answered such a query word for word went when the search learnt to find them itself
 * (compounds, related words of open lexical resources, abbreviations the titles write: decision 105,
 * docs/decisions/105 "Related words"); the table keeps what only an operator knows (a situation such as
 * "slecht weer" for indoor activities, a place's other name, the other country's word).
 */
export interface SearchSynonymRow {
  platformId: number;
  term: string;
  expansions: string[];
  indoorOutdoor?: 'INDOOR' | 'OUTDOOR';
}

type Entry = [term: string, expansions: string[], indoorOutdoor?: 'INDOOR' | 'OUTDOOR'];

/** Company outings in Dutch (nl and be share most words; each keeps its own names for the outing types). */
const DUTCH_COMPANY: Entry[] = [
  ['barbecueën', ['barbecue']],
  ['suppen', ['paddling', 'supboard']],
  ['openbaar vervoer', ['ov']],
  ['slecht weer', [], 'INDOOR'],
  ['regenachtig', [], 'INDOOR'],
  ['regenachtige dag', [], 'INDOOR'],
  ['regen', [], 'INDOOR'],
  ['binnen', [], 'INDOOR'],
  ['indoor', [], 'INDOOR'],
  ['buiten', [], 'OUTDOOR'],
  ['rolstoel', ['rolstoeltoegankelijk']],
  ['mindervalide', ['rolstoeltoegankelijk']],
  ['quiz', ['spel en quiz']],
];

const NL: Entry[] = [
  ...DUTCH_COMPANY,
  ['bedrijfsuitstap', ['bedrijfsuitje']],
  ['personeelsuitstap', ['personeelsuitje']],
  ['groepsuitstap', ['groepsuitje']],
  ['teamevent', ['teamuitje', 'teambuilding']],
  ['den bosch', ["'s-hertogenbosch"]],
  ['den haag', ["'s-gravenhage"]],
];

const BE: Entry[] = [
  ...DUTCH_COMPANY,
  ['personeelsuitje', ['personeelsuitstap']],
  ['groepsuitje', ['groepsuitstap']],
  ['teamevent', ['teamuitstap', 'teambuilding']],
  // The French names of Belgian places.
  ['liège', ['luik']],
  ['bruxelles', ['brussel']],
  ['anvers', ['antwerpen']],
  ['gand', ['gent']],
  ['bruges', ['brugge']],
  ['louvain', ['leuven']],
  ['malines', ['mechelen']],
  ['courtrai', ['kortrijk']],
];

const DE: Entry[] = [
  ['barbecue', ['grillkurs', 'grillen']],
  ['mtb', ['mountainbike', 'mountainbiken']],
  ['rollstuhl', ['barrierefrei']],
  ['rollstuhlgerecht', ['barrierefrei']],
  ['behindertengerecht', ['barrierefrei']],
  ['öffentliche verkehrsmittel', ['öpnv']],
  ['firmenevent', ['firmenausflug', 'teamevent']],
  ['teamausflug', ['teamevent']],
  ['mitarbeiterausflug', ['betriebsausflug']],
  ['schlechtes wetter', [], 'INDOOR'],
  ['schlechtwetter', [], 'INDOOR'],
  ['regen', [], 'INDOOR'],
  ['regentag', [], 'INDOOR'],
  ['drinnen', [], 'INDOOR'],
  ['indoor', [], 'INDOOR'],
  ['draußen', [], 'OUTDOOR'],
  ['cologne', ['köln']],
  ['munich', ['münchen']],
];

const KIDS: Entry[] = [
  ['slecht weer', ['regenachtige dag'], 'INDOOR'],
  ['regenachtig', ['regenachtige dag'], 'INDOOR'],
  ['regenachtige dag', ['regenachtige dag'], 'INDOOR'],
  ['regen', ['regenachtige dag'], 'INDOOR'],
  ['binnen', ['regenachtige dag'], 'INDOOR'],
  ['indoor', ['regenachtige dag'], 'INDOOR'],
  ['buiten', [], 'OUTDOOR'],
  ['kinderverjaardag', ['kinderfeestje']],
  ['partijtje', ['kinderfeestje']],
  ['feestje', ['kinderfeestje']],
  ['schoolreis', ['schoolreisje']],
  ['klassenuitje', ['schoolreisje']],
  ['schoolvakantie', ['vakantie-uitje']],
  ['herfstvakantie', ['vakantie-uitje']],
  ['meivakantie', ['vakantie-uitje']],
  ['kinderwagen', ['buggyvriendelijk']],
  ['buggy', ['buggyvriendelijk']],
  ['rolstoel', ['rolstoeltoegankelijk']],
  ['zwembad', ['zwemparadijs', 'zwemmen']],
  ['bbq', ['barbecue']],
];

function rows(platformId: number, entries: Entry[]): SearchSynonymRow[] {
  return entries.map(([term, expansions, indoorOutdoor]) => ({ platformId, term, expansions, ...(indoorOutdoor ? { indoorOutdoor } : {}) }));
}

/** Platform ids as in db/seed/platform-data.ts: 1 nl, 2 de, 3 kids, 4 be. */
export const SEARCH_SYNONYM_ROWS: SearchSynonymRow[] = [...rows(1, NL), ...rows(2, DE), ...rows(3, KIDS), ...rows(4, BE)];

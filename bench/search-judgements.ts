/**
 * The judgement list of bench/search-relevance.ts (decision 105): what a visitor types into the keyword field
 * of each brand, and which activities of the demo catalogue (`npm run seed`: 1500 activities, seed 1)
 * belong in the top 5 of the answer.
 *
 * Activities are named by what the seed makes them from, never by id or slug (both change with the number
 * of activities): the template they were made from (its title in db/seed/catalog.ts, `{city}` standing for
 * any city), the filters they carry, their organisation, the places they are in. The bench reads the whole
 * public catalogue of each brand through the API and works out from these rules which activities are
 * relevant, so a rule that matches nothing (a renamed template, a combination the seed stopped making) is
 * reported instead of silently counting as a miss.
 *
 * Grades: `target` activities are the answer (hit@5 and MRR look for them; grade 2 in nDCG), `related`
 * ones are a fair answer too (grade 1 in nDCG only). A query with `expectEmpty` has nothing in the
 * catalogue; it is kept out of hit@5, MRR, nDCG and the zero-result rate and only reported.
 */
import type { Brand } from './lib/harness.ts';

/** What kind of query it is; the bench reports hit@5 per kind, so the next change can see what it fixed. */
export type QueryKind =
  | 'thing' // an ordinary word for an outing, as the titles say it
  | 'thing+place' // an outing and a city, province or region
  | 'place' // a place only
  | 'organisation' // an organisation's name or a word of it
  | 'filter' // the name of a filter (category, outing type, special wish) the activity carries
  | 'diacritic' // with or without diaeresis, accent, ß or umlaut spelt out
  | 'compound' // a compound written apart, or words written together
  | 'stem' // a verb or noun whose stem sits inside a compound of the title
  | 'typo' // one typing error
  | 'abbreviation' // an abbreviation visitors use (SUP, BBQ, MTB, OV)
  | 'synonym' // another word for the same thing (the other brand's word, a place's other name)
  | 'situation' // a situation rather than a thing ("regenachtige dag": indoor)
  | 'description' // a word or two of an activity's description that its title does not have (the second list)
  | 'filter+place'; // a filter's name and a place (the second list)

/**
 * Which activities: every field given must hold (AND); a list of matches is an OR. Names are compared
 * case-insensitively.
 */
export interface Match {
  /** The template's title in db/seed/catalog.ts, e.g. 'Kookworkshop in {city}' ({city} = any city). */
  template?: string | string[];
  /** The name of a filter the activity carries, e.g. 'Culinair' (one of them when a list). */
  filter?: string | string[];
  /** Words of the organisation's name, e.g. 'Zeilschool Leiden' or 'Springpaleis' (whole words, in order). */
  organisation?: string;
  /** A city, province or region by its name on the brand: the activities the overview lists for that place. */
  place?: string;
  indoorOutdoor?: 'INDOOR' | 'OUTDOOR' | 'BOTH' | ('INDOOR' | 'OUTDOOR' | 'BOTH')[];
  /** A regular expression (case-insensitive) on the title and description. */
  text?: string;
  /** Suits a child of this age or younger (the activity's minimum age is at most this). */
  minimumAgeAtMost?: number;
}

export interface Judgement {
  brand: Brand;
  query: string;
  kind: QueryKind;
  /** The answer: at least one of these belongs in the top 5. */
  target: Match[];
  /** Also a fair answer (counted in nDCG only). */
  related?: Match[];
  /** The catalogue has nothing for this query: it is reported, not scored. */
  expectEmpty?: true;
  note?: string;
}

const T = (...template: string[]): Match => ({ template });
const F = (...filter: string[]): Match => ({ filter });
const O = (organisation: string): Match => ({ organisation });
const P = (place: string): Match => ({ place });
const INDOOR: Match = { indoorOutdoor: 'INDOOR' };
const empty = (brand: Brand, query: string, kind: QueryKind, note?: string): Judgement => ({ brand, query, kind, target: [], expectEmpty: true, note });

const NL: Judgement[] = [
  // Ordinary queries: a thing as the titles say it.
  { brand: 'nl', query: 'kookworkshop', kind: 'thing', target: [T('Kookworkshop in {city}')], related: [F('Culinair')] },
  { brand: 'nl', query: 'escape room', kind: 'thing', target: [T('Escape room {city}')], related: [F('Spel en quiz')] },
  { brand: 'nl', query: 'bierproeverij', kind: 'thing', target: [T('Bierproeverij in {city}')], related: [T('Wijnproeverij op een wijngaard bij {city}')] },
  { brand: 'nl', query: 'wijnproeverij', kind: 'thing', target: [T('Wijnproeverij op een wijngaard bij {city}')], related: [T('Bierproeverij in {city}')] },
  { brand: 'nl', query: 'sushi workshop', kind: 'thing', target: [T('Sushi workshop in {city}')], related: [F('Culinair')] },
  { brand: 'nl', query: 'boogschieten', kind: 'thing', target: [T('Boogschieten in {city}')] },
  { brand: 'nl', query: 'zeilen', kind: 'thing', target: [T('Zeilen op het IJsselmeer vanuit {city}')], related: [T('Sloepvaren door {city}')] },
  { brand: 'nl', query: 'wadlopen', kind: 'thing', target: [T('Wadlopen naar een eiland vanaf {city}')] },
  { brand: 'nl', query: 'pubquiz', kind: 'thing', target: [T('Pubquiz op jullie locatie in {city}')], related: [F('Spel en quiz')] },
  { brand: 'nl', query: 'moordmysteriediner', kind: 'thing', target: [T('Moordmysteriediner in {city}')] },
  { brand: 'nl', query: 'pottenbakken', kind: 'thing', target: [T('Pottenbakken aan de draaischijf in {city}')], related: [F('Creatief')] },
  { brand: 'nl', query: 'footgolf', kind: 'thing', target: [T('Footgolf bij {city}')], related: [T('Golfclinic voor beginners bij {city}')] },
  { brand: 'nl', query: 'vlotbouwen', kind: 'thing', target: [T('Vlotbouwen en vlotrace bij {city}')] },
  { brand: 'nl', query: 'stadsspel', kind: 'thing', target: [T('Stadsspel {city}')] },
  { brand: 'nl', query: 'klimmen', kind: 'thing', target: [T('Klimmen en abseilen in {city}')], related: [T('Survivaltocht op de Veluwe bij {city}')] },
  { brand: 'nl', query: 'golf', kind: 'thing', target: [T('Golfclinic voor beginners bij {city}', 'Footgolf bij {city}')] },
  { brand: 'nl', query: 'fietstocht', kind: 'thing', target: [T('Fietstocht met gids door {city}')], related: [T('Mountainbiken in de bossen bij {city}')] },
  { brand: 'nl', query: 'museum', kind: 'thing', target: [T('Museumrondleiding met workshop in {city}')], related: [F('Cultureel')] },
  { brand: 'nl', query: 'kasteel', kind: 'thing', target: [T('Kasteelspel met diner bij {city}')] },
  { brand: 'nl', query: 'barbecue', kind: 'thing', target: [T('Barbecueworkshop in {city}')], related: [T('Strandactiviteiten bij {city}')] },
  { brand: 'nl', query: 'stand up paddling', kind: 'thing', target: [T('Suppen in {city}')] },
  { brand: 'nl', query: 'improvisatietheater', kind: 'thing', target: [T('Improvisatietheater voor teams in {city}')] },
  // A thing and a place.
  {
    brand: 'nl',
    query: 'kookworkshop breda',
    kind: 'thing+place',
    target: [{ ...T('Kookworkshop in {city}'), ...P('Breda') }],
    related: [T('Kookworkshop in {city}')],
  },
  { brand: 'nl', query: 'suppen leiden', kind: 'thing+place', target: [{ ...T('Suppen in {city}'), ...P('Leiden') }], related: [T('Suppen in {city}')] },
  {
    brand: 'nl',
    query: 'sushi workshop utrecht',
    kind: 'thing+place',
    target: [{ ...T('Sushi workshop in {city}'), ...P('Utrecht') }],
    related: [T('Sushi workshop in {city}')],
  },
  {
    brand: 'nl',
    query: 'kanotocht arnhem',
    kind: 'thing+place',
    target: [{ ...T('Kanotocht bij {city}'), ...P('Arnhem') }],
    related: [T('Kanotocht bij {city}')],
  },
  {
    brand: 'nl',
    query: 'boogschieten ede',
    kind: 'thing+place',
    target: [{ ...T('Boogschieten in {city}'), ...P('Ede') }],
    related: [T('Boogschieten in {city}')],
  },
  {
    brand: 'nl',
    query: 'schilderworkshop rotterdam',
    kind: 'thing+place',
    target: [{ ...T('Schilderworkshop in {city}'), ...P('Rotterdam') }],
    related: [T('Schilderworkshop in {city}')],
  },
  {
    brand: 'nl',
    query: 'kookworkshop gelderland',
    kind: 'thing+place',
    target: [{ ...T('Kookworkshop in {city}'), ...P('Gelderland') }],
    related: [T('Kookworkshop in {city}')],
  },
  {
    brand: 'nl',
    query: 'bedrijfsuitje noord-holland',
    kind: 'thing+place',
    target: [{ ...F('Bedrijfsuitje'), ...P('Noord-Holland') }],
    related: [P('Noord-Holland')],
  },
  { brand: 'nl', query: 'teamuitje limburg', kind: 'thing+place', target: [{ ...F('Teamuitje'), ...P('Limburg') }], related: [P('Limburg')] },
  { brand: 'nl', query: 'outdoor randstad', kind: 'thing+place', target: [{ ...F('Outdoor'), ...P('Randstad') }], related: [P('Randstad')] },
  {
    brand: 'nl',
    query: 'sloepvaren in breda',
    kind: 'thing+place',
    target: [{ ...T('Sloepvaren door {city}'), ...P('Breda') }],
    related: [T('Sloepvaren door {city}')],
  },
  // A place only.
  { brand: 'nl', query: 'deventer', kind: 'place', target: [P('Deventer')] },
  { brand: 'nl', query: "'s-Hertogenbosch", kind: 'place', target: [P("'s-Hertogenbosch")] },
  { brand: 'nl', query: 'overijssel', kind: 'place', target: [P('Overijssel')] },
  { brand: 'nl', query: 'den bosch', kind: 'synonym', target: [P("'s-Hertogenbosch")], note: "the everyday name of 's-Hertogenbosch" },
  // Organisations.
  { brand: 'nl', query: 'Zeilschool Leiden', kind: 'organisation', target: [O('Zeilschool Leiden')] },
  { brand: 'nl', query: 'Meijer Events', kind: 'organisation', target: [O('Meijer Events')] },
  { brand: 'nl', query: 'proeflokaal maastricht', kind: 'organisation', target: [O('Proeflokaal Maastricht')] },
  { brand: 'nl', query: 'cultuurbureau', kind: 'organisation', target: [O('Cultuurbureau')] },
  // Filter names.
  { brand: 'nl', query: 'teambuilding', kind: 'filter', target: [F('Teambuilding')] },
  { brand: 'nl', query: 'culinair', kind: 'filter', target: [F('Culinair')] },
  { brand: 'nl', query: 'personeelsuitje', kind: 'filter', target: [F('Personeelsuitje')] },
  { brand: 'nl', query: 'teamuitje', kind: 'filter', target: [F('Teamuitje')], related: [F('Teambuilding')] },
  { brand: 'nl', query: 'spel en quiz', kind: 'filter', target: [F('Spel en quiz')] },
  { brand: 'nl', query: 'sportief', kind: 'filter', target: [F('Sportief')] },
  { brand: 'nl', query: 'creatief', kind: 'filter', target: [F('Creatief')] },
  { brand: 'nl', query: 'rolstoeltoegankelijk', kind: 'filter', target: [F('Rolstoeltoegankelijk')] },
  { brand: 'nl', query: 'inclusief lunch', kind: 'filter', target: [F('Inclusief lunch')] },
  { brand: 'nl', query: 'op eigen locatie', kind: 'filter', target: [F('Op eigen locatie')], related: [T('Pubquiz op jullie locatie in {city}')] },
  // Diacritics.
  { brand: 'nl', query: 'kanoën', kind: 'diacritic', target: [T('Kanotocht bij {city}')], related: [F('Water')] },
  { brand: 'nl', query: 'kanoen', kind: 'diacritic', target: [T('Kanotocht bij {city}')], related: [F('Water')] },
  { brand: 'nl', query: 'rosé', kind: 'diacritic', target: [T('Wijnproeverij op een wijngaard bij {city}')], note: 'in the description only' },
  // Compounds written apart or together.
  { brand: 'nl', query: 'escaperoom', kind: 'compound', target: [T('Escape room {city}')] },
  { brand: 'nl', query: 'wijn proeven', kind: 'compound', target: [T('Wijnproeverij op een wijngaard bij {city}')] },
  { brand: 'nl', query: 'kook workshop', kind: 'compound', target: [T('Kookworkshop in {city}')], related: [F('Culinair')] },
  { brand: 'nl', query: 'sushiworkshop', kind: 'compound', target: [T('Sushi workshop in {city}')] },
  { brand: 'nl', query: 'chocoladeworkshop', kind: 'compound', target: [T('Chocolade workshop in {city}')] },
  { brand: 'nl', query: 'bier proeven', kind: 'compound', target: [T('Bierproeverij in {city}')] },
  { brand: 'nl', query: 'vlot bouwen', kind: 'compound', target: [T('Vlotbouwen en vlotrace bij {city}')] },
  { brand: 'nl', query: 'moord mysterie diner', kind: 'compound', target: [T('Moordmysteriediner in {city}')] },
  // A stem inside a compound.
  { brand: 'nl', query: 'koken', kind: 'stem', target: [T('Kookworkshop in {city}')], related: [F('Culinair')] },
  {
    brand: 'nl',
    query: 'proeven',
    kind: 'stem',
    target: [T('Bierproeverij in {city}', 'Wijnproeverij op een wijngaard bij {city}')],
    related: [F('Culinair')],
  },
  { brand: 'nl', query: 'schilderen', kind: 'stem', target: [T('Schilderworkshop in {city}')], related: [T('Museumrondleiding met workshop in {city}')] },
  { brand: 'nl', query: 'fietsen', kind: 'stem', target: [T('Fietstocht met gids door {city}', 'Mountainbiken in de bossen bij {city}')] },
  { brand: 'nl', query: 'varen', kind: 'stem', target: [T('Sloepvaren door {city}', 'Zeilen op het IJsselmeer vanuit {city}')], related: [F('Water')] },
  { brand: 'nl', query: 'wijn', kind: 'stem', target: [T('Wijnproeverij op een wijngaard bij {city}')] },
  { brand: 'nl', query: 'theater', kind: 'stem', target: [T('Improvisatietheater voor teams in {city}')] },
  { brand: 'nl', query: 'mysterie', kind: 'stem', target: [T('Moordmysteriediner in {city}')] },
  { brand: 'nl', query: 'survival', kind: 'stem', target: [T('Survivaltocht op de Veluwe bij {city}')] },
  // One typo.
  { brand: 'nl', query: 'suschi', kind: 'typo', target: [T('Sushi workshop in {city}')] },
  { brand: 'nl', query: 'kookwrokshop', kind: 'typo', target: [T('Kookworkshop in {city}')] },
  { brand: 'nl', query: 'boogschietn', kind: 'typo', target: [T('Boogschieten in {city}')] },
  { brand: 'nl', query: 'escape rom', kind: 'typo', target: [T('Escape room {city}')] },
  { brand: 'nl', query: 'moutainbiken', kind: 'typo', target: [T('Mountainbiken in de bossen bij {city}')] },
  { brand: 'nl', query: 'wijnproverij', kind: 'typo', target: [T('Wijnproeverij op een wijngaard bij {city}')] },
  { brand: 'nl', query: 'potenbakken', kind: 'typo', target: [T('Pottenbakken aan de draaischijf in {city}')] },
  // Abbreviations.
  { brand: 'nl', query: 'SUP', kind: 'abbreviation', target: [T('Suppen in {city}')] },
  { brand: 'nl', query: 'BBQ', kind: 'abbreviation', target: [T('Barbecueworkshop in {city}')] },
  { brand: 'nl', query: 'MTB', kind: 'abbreviation', target: [T('Mountainbiken in de bossen bij {city}')] },
  { brand: 'nl', query: 'OV', kind: 'abbreviation', target: [F('Bereikbaar met OV')] },
  // Situations and synonyms.
  { brand: 'nl', query: 'slecht weer', kind: 'situation', target: [INDOOR], related: [{ indoorOutdoor: 'BOTH' }] },
  { brand: 'nl', query: 'binnen', kind: 'situation', target: [INDOOR], related: [{ indoorOutdoor: 'BOTH' }] },
  { brand: 'nl', query: 'grote groep', kind: 'situation', target: [F('Geschikt voor grote groepen')] },
  { brand: 'nl', query: 'rolstoel', kind: 'situation', target: [F('Rolstoeltoegankelijk')] },
  { brand: 'nl', query: 'diner', kind: 'thing', target: [T('Kasteelspel met diner bij {city}', 'Moordmysteriediner in {city}')], related: [F('Culinair')] },
  { brand: 'nl', query: 'teamuitstap', kind: 'synonym', target: [F('Teamuitje')], note: 'the Belgian word' },
  // Nothing in the catalogue.
  empty('nl', 'paintball', 'thing'),
  empty('nl', 'lasergamen', 'thing'),
  empty('nl', 'bowling', 'thing'),
  empty('nl', 'helikoptervlucht', 'thing'),
  empty('nl', 'paardrijden', 'thing'),
  empty('nl', 'schaatsen', 'thing'),
];

const DE: Judgement[] = [
  { brand: 'de', query: 'Kochkurs', kind: 'thing', target: [T('Kochkurs in {city}')], related: [F('Kulinarisch')] },
  { brand: 'de', query: 'Escape Room', kind: 'thing', target: [T('Escape Room {city}')], related: [F('Spiel und Rätsel')] },
  { brand: 'de', query: 'Bierverkostung', kind: 'thing', target: [T('Bierverkostung in {city}')] },
  { brand: 'de', query: 'Weinprobe', kind: 'thing', target: [T('Weinprobe beim Winzer bei {city}')] },
  { brand: 'de', query: 'Kanutour', kind: 'thing', target: [T('Kanutour bei {city}')], related: [F('Wasser')] },
  { brand: 'de', query: 'Hochseilgarten', kind: 'thing', target: [T('Hochseilgarten bei {city}')] },
  { brand: 'de', query: 'Krimidinner', kind: 'thing', target: [T('Krimidinner in {city}')] },
  { brand: 'de', query: 'Töpferkurs', kind: 'thing', target: [T('Töpferkurs an der Drehscheibe in {city}')] },
  { brand: 'de', query: 'Schnitzeljagd', kind: 'thing', target: [T('GPS-Schnitzeljagd durch {city}')] },
  { brand: 'de', query: 'Bubble Soccer', kind: 'thing', target: [T('Bubble Soccer in {city}')] },
  { brand: 'de', query: 'Quiz', kind: 'thing', target: [T('Quizabend für Teams in {city}')], related: [F('Spiel und Rätsel')] },
  { brand: 'de', query: 'Radtour', kind: 'thing', target: [T('Radtour mit Guide durch {city}')] },
  { brand: 'de', query: 'Wanderung', kind: 'thing', target: [T('Wanderung im Schwarzwald bei {city}')] },
  { brand: 'de', query: 'Floßbau', kind: 'thing', target: [T('Floßbau am See bei {city}')] },
  { brand: 'de', query: 'Burg', kind: 'thing', target: [T('Burgrallye mit Rittermahl bei {city}')] },
  { brand: 'de', query: 'Stand-Up-Paddling', kind: 'thing', target: [T('Stand-Up-Paddling in {city}')] },
  // Thing and place.
  {
    brand: 'de',
    query: 'Escape Room Berlin',
    kind: 'thing+place',
    target: [{ ...T('Escape Room {city}'), ...P('Berlin') }],
    related: [T('Escape Room {city}')],
  },
  {
    brand: 'de',
    query: 'Schnitzeljagd Cottbus',
    kind: 'thing+place',
    target: [{ ...T('GPS-Schnitzeljagd durch {city}'), ...P('Cottbus') }],
    related: [T('GPS-Schnitzeljagd durch {city}')],
  },
  {
    brand: 'de',
    query: 'Kanutour Solingen',
    kind: 'thing+place',
    target: [{ ...T('Kanutour bei {city}'), ...P('Solingen') }],
    related: [T('Kanutour bei {city}')],
  },
  {
    brand: 'de',
    query: 'Radtour Berlin',
    kind: 'thing+place',
    target: [{ ...T('Radtour mit Guide durch {city}'), ...P('Berlin') }],
    related: [T('Radtour mit Guide durch {city}')],
  },
  {
    brand: 'de',
    query: 'Schokoladenworkshop Nürnberg',
    kind: 'thing+place',
    target: [{ ...T('Schokoladenworkshop in {city}'), ...P('Nürnberg') }],
    related: [T('Schokoladenworkshop in {city}')],
  },
  {
    brand: 'de',
    query: 'Kochkurs Nordrhein-Westfalen',
    kind: 'thing+place',
    target: [{ ...T('Kochkurs in {city}'), ...P('Nordrhein-Westfalen') }],
    related: [T('Kochkurs in {city}')],
  },
  { brand: 'de', query: 'Teamevent Ruhrgebiet', kind: 'thing+place', target: [{ ...F('Teamevent'), ...P('Ruhrgebiet') }], related: [P('Ruhrgebiet')] },
  {
    brand: 'de',
    query: 'Segeln Bodensee',
    kind: 'thing+place',
    target: [{ ...T('Segeltörn ab {city}'), ...P('Bodensee') }],
    related: [T('Segeltörn ab {city}')],
  },
  { brand: 'de', query: 'Wandern Schwarzwald', kind: 'thing+place', target: [T('Wanderung im Schwarzwald bei {city}')] },
  { brand: 'de', query: 'Mülheim an der Ruhr', kind: 'place', target: [P('Mülheim an der Ruhr')] },
  { brand: 'de', query: 'Niedersachsen', kind: 'place', target: [P('Niedersachsen')] },
  // Organisations.
  { brand: 'de', query: 'Bootsverleih Nürnberg', kind: 'organisation', target: [O('Bootsverleih Nürnberg')] },
  { brand: 'de', query: 'Rätselwerk Bremerhaven', kind: 'organisation', target: [O('Rätselwerk Bremerhaven')] },
  { brand: 'de', query: 'Genusswerkstatt', kind: 'organisation', target: [O('Genusswerkstatt')] },
  { brand: 'de', query: 'Segelschule Hannover', kind: 'organisation', target: [O('Segelschule Hannover')] },
  // Filter names.
  { brand: 'de', query: 'Teambuilding', kind: 'filter', target: [F('Teambuilding')] },
  { brand: 'de', query: 'Kulinarisch', kind: 'filter', target: [F('Kulinarisch')] },
  { brand: 'de', query: 'Firmenausflug', kind: 'filter', target: [F('Firmenausflug')], related: [F('Betriebsausflug')] },
  { brand: 'de', query: 'Betriebsausflug', kind: 'filter', target: [F('Betriebsausflug')], related: [F('Firmenausflug')] },
  { brand: 'de', query: 'Teamevent', kind: 'filter', target: [F('Teamevent')] },
  { brand: 'de', query: 'Spiel und Rätsel', kind: 'filter', target: [F('Spiel und Rätsel')] },
  { brand: 'de', query: 'Barrierefrei', kind: 'filter', target: [F('Barrierefrei')] },
  { brand: 'de', query: 'Kreativ', kind: 'filter', target: [F('Kreativ')] },
  // Diacritics, ß and umlauts spelt out.
  { brand: 'de', query: 'Bogenschiessen', kind: 'diacritic', target: [T('Bogenschießen in {city}')] },
  { brand: 'de', query: 'Fussballgolf', kind: 'diacritic', target: [T('Fußballgolf in {city}')] },
  { brand: 'de', query: 'Flossbau', kind: 'diacritic', target: [T('Floßbau am See bei {city}')] },
  { brand: 'de', query: 'Toepferkurs', kind: 'diacritic', target: [T('Töpferkurs an der Drehscheibe in {city}')] },
  { brand: 'de', query: 'Topferkurs', kind: 'diacritic', target: [T('Töpferkurs an der Drehscheibe in {city}')] },
  { brand: 'de', query: 'Segeltoern', kind: 'diacritic', target: [T('Segeltörn ab {city}')] },
  { brand: 'de', query: 'Kochkurs Koeln', kind: 'diacritic', target: [{ ...T('Kochkurs in {city}'), ...P('Köln') }], related: [T('Kochkurs in {city}')] },
  // Compounds.
  { brand: 'de', query: 'Schokoladen Workshop', kind: 'compound', target: [T('Schokoladenworkshop in {city}')] },
  { brand: 'de', query: 'Bier Verkostung', kind: 'compound', target: [T('Bierverkostung in {city}')] },
  { brand: 'de', query: 'Koch Kurs', kind: 'compound', target: [T('Kochkurs in {city}')] },
  { brand: 'de', query: 'Krimi Dinner', kind: 'compound', target: [T('Krimidinner in {city}')] },
  { brand: 'de', query: 'Escaperoom', kind: 'compound', target: [T('Escape Room {city}')] },
  { brand: 'de', query: 'Fußball Golf', kind: 'compound', target: [T('Fußballgolf in {city}')] },
  // Stems inside compounds.
  { brand: 'de', query: 'kochen', kind: 'stem', target: [T('Kochkurs in {city}')], related: [F('Kulinarisch')] },
  { brand: 'de', query: 'segeln', kind: 'stem', target: [T('Segeltörn ab {city}')] },
  { brand: 'de', query: 'töpfern', kind: 'stem', target: [T('Töpferkurs an der Drehscheibe in {city}')] },
  { brand: 'de', query: 'grillen', kind: 'stem', target: [T('Grillkurs mit Grillmeister in {city}')] },
  { brand: 'de', query: 'malen', kind: 'stem', target: [T('Malworkshop in {city}')] },
  { brand: 'de', query: 'Wein', kind: 'stem', target: [T('Weinprobe beim Winzer bei {city}')] },
  { brand: 'de', query: 'Schokolade', kind: 'stem', target: [T('Schokoladenworkshop in {city}')] },
  { brand: 'de', query: 'Theater', kind: 'stem', target: [T('Improtheater-Workshop in {city}')] },
  { brand: 'de', query: 'wandern', kind: 'stem', target: [T('Wanderung im Schwarzwald bei {city}')] },
  // One typo.
  { brand: 'de', query: 'Schnitzeljagt', kind: 'typo', target: [T('GPS-Schnitzeljagd durch {city}')] },
  { brand: 'de', query: 'Krimidiner', kind: 'typo', target: [T('Krimidinner in {city}')] },
  { brand: 'de', query: 'Hochseilgarden', kind: 'typo', target: [T('Hochseilgarten bei {city}')] },
  { brand: 'de', query: 'Weinprobbe', kind: 'typo', target: [T('Weinprobe beim Winzer bei {city}')] },
  { brand: 'de', query: 'Kanutur', kind: 'typo', target: [T('Kanutour bei {city}')] },
  // Abbreviations.
  { brand: 'de', query: 'SUP', kind: 'abbreviation', target: [T('Stand-Up-Paddling in {city}')] },
  { brand: 'de', query: 'BBQ', kind: 'abbreviation', target: [T('Grillkurs mit Grillmeister in {city}')] },
  { brand: 'de', query: 'GPS', kind: 'abbreviation', target: [T('GPS-Schnitzeljagd durch {city}')] },
  { brand: 'de', query: 'ÖPNV', kind: 'abbreviation', target: [F('Mit ÖPNV erreichbar')] },
  // Situations and synonyms.
  { brand: 'de', query: 'schlechtes Wetter', kind: 'situation', target: [INDOOR], related: [{ indoorOutdoor: 'BOTH' }] },
  { brand: 'de', query: 'drinnen', kind: 'situation', target: [INDOOR], related: [{ indoorOutdoor: 'BOTH' }] },
  { brand: 'de', query: 'rollstuhlgerecht', kind: 'situation', target: [F('Barrierefrei')] },
  { brand: 'de', query: 'große Gruppe', kind: 'situation', target: [F('Für große Gruppen')] },
  { brand: 'de', query: 'Klettern', kind: 'synonym', target: [T('Hochseilgarten bei {city}')] },
  { brand: 'de', query: 'Kanu', kind: 'stem', target: [T('Kanutour bei {city}')] },
  { brand: 'de', query: 'Weinverkostung', kind: 'synonym', target: [T('Weinprobe beim Winzer bei {city}')] },
  // Nothing in the catalogue.
  empty('de', 'Paintball', 'thing'),
  empty('de', 'Lasertag', 'thing'),
  empty('de', 'Kartbahn', 'thing'),
  empty('de', 'Bowling', 'thing'),
  empty('de', 'Fallschirmspringen', 'thing'),
];

const KIDS: Judgement[] = [
  { brand: 'kids', query: 'kinderboerderij', kind: 'thing', target: [T('Kinderboerderij {city}')], related: [F('Dieren')] },
  { brand: 'kids', query: 'speurtocht', kind: 'thing', target: [T('Speurtocht door {city}')] },
  { brand: 'kids', query: 'klimpark', kind: 'thing', target: [T('Klimpark in het bos bij {city}')], related: [F('Klimmen en klauteren')] },
  { brand: 'kids', query: 'binnenspeeltuin', kind: 'thing', target: [T('Binnenspeeltuin {city}')] },
  { brand: 'kids', query: 'dierenpark', kind: 'thing', target: [T('Dierenpark bij {city}')], related: [F('Dieren')] },
  { brand: 'kids', query: 'zwemparadijs', kind: 'thing', target: [T('Zwemparadijs met glijbanen in {city}')] },
  { brand: 'kids', query: 'ponyrijden', kind: 'thing', target: [T('Ponyrijden op de manege in {city}')] },
  { brand: 'kids', query: 'midgetgolf', kind: 'thing', target: [T('Midgetgolf bij {city}')] },
  { brand: 'kids', query: 'piratenfeest', kind: 'thing', target: [T('Piratenfeest in {city}')] },
  { brand: 'kids', query: 'trampolinepark', kind: 'thing', target: [T('Trampolinepark {city}')] },
  { brand: 'kids', query: 'kindermuseum', kind: 'thing', target: [T('Kindermuseum met ontdekzalen in {city}')] },
  { brand: 'kids', query: 'kabouterpad', kind: 'thing', target: [T('Kabouterpad in het bos bij {city}')] },
  { brand: 'kids', query: 'cupcakes', kind: 'thing', target: [T('Kinderfeestje met cupcakes versieren in {city}')] },
  { brand: 'kids', query: 'ridderdag', kind: 'thing', target: [T('Ridderdag op het kasteel bij {city}')] },
  { brand: 'kids', query: 'pizza', kind: 'thing', target: [T('Kinderkookworkshop in {city}')], note: 'in the description only' },
  // Thing and place.
  {
    brand: 'kids',
    query: 'midgetgolf nijmegen',
    kind: 'thing+place',
    target: [{ ...T('Midgetgolf bij {city}'), ...P('Nijmegen') }],
    related: [T('Midgetgolf bij {city}')],
  },
  {
    brand: 'kids',
    query: 'trampolinepark kerkrade',
    kind: 'thing+place',
    target: [{ ...T('Trampolinepark {city}'), ...P('Kerkrade') }],
    related: [T('Trampolinepark {city}')],
  },
  {
    brand: 'kids',
    query: 'binnenspeeltuin emmen',
    kind: 'thing+place',
    target: [{ ...T('Binnenspeeltuin {city}'), ...P('Emmen') }],
    related: [T('Binnenspeeltuin {city}')],
  },
  {
    brand: 'kids',
    query: 'jeugdtheater utrecht',
    kind: 'thing+place',
    target: [{ ...T('Jeugdtheater in {city}'), ...P('Utrecht') }],
    related: [T('Jeugdtheater in {city}')],
  },
  {
    brand: 'kids',
    query: 'kinderfeestje amsterdam',
    kind: 'thing+place',
    target: [
      { ...F('Kinderfeestje'), ...P('Amsterdam') },
      { ...T('Kinderfeestje met cupcakes versieren in {city}', 'Piratenfeest in {city}'), ...P('Amsterdam') },
    ],
    related: [F('Kinderfeestje')],
  },
  { brand: 'kids', query: 'speeltuin limburg', kind: 'thing+place', target: [{ ...F('Spelen'), ...P('Limburg') }], related: [F('Spelen')] },
  { brand: 'kids', query: 'dagje uit kempen', kind: 'thing+place', target: [{ ...F('Dagje uit'), ...P('Kempen') }], related: [P('Kempen')] },
  { brand: 'kids', query: 'kerkrade', kind: 'place', target: [P('Kerkrade')] },
  { brand: 'kids', query: 'drenthe', kind: 'place', target: [P('Drenthe')] },
  // Organisations.
  { brand: 'kids', query: 'Kinderkookstudio Heerlen', kind: 'organisation', target: [O('Kinderkookstudio Heerlen')] },
  { brand: 'kids', query: 'springpaleis', kind: 'organisation', target: [O('Springpaleis')] },
  { brand: 'kids', query: 'Zwemparadijs Bosch', kind: 'organisation', target: [O('Zwemparadijs Bosch')] },
  {
    brand: 'kids',
    query: 'dierenpark waddinxveen',
    kind: 'organisation',
    target: [O('Dierenpark Waddinxveen')],
    related: [T('Dierenpark bij {city}'), P('Waddinxveen')],
  },
  // Filter names.
  {
    brand: 'kids',
    query: 'kinderfeestje',
    kind: 'filter',
    target: [F('Kinderfeestje'), T('Kinderfeestje met cupcakes versieren in {city}')],
    related: [T('Piratenfeest in {city}')],
  },
  { brand: 'kids', query: 'schoolreisje', kind: 'filter', target: [F('Schoolreisje')] },
  { brand: 'kids', query: 'dagje uit', kind: 'filter', target: [F('Dagje uit')] },
  { brand: 'kids', query: 'vakantie-uitje', kind: 'filter', target: [F('Vakantie-uitje')] },
  { brand: 'kids', query: 'dieren', kind: 'filter', target: [F('Dieren')] },
  { brand: 'kids', query: 'natuur', kind: 'filter', target: [F('Natuur')] },
  { brand: 'kids', query: 'sport en bewegen', kind: 'filter', target: [F('Sport en bewegen')] },
  { brand: 'kids', query: 'buggyvriendelijk', kind: 'filter', target: [F('Buggyvriendelijk')] },
  { brand: 'kids', query: 'musea en cultuur', kind: 'filter', target: [F('Musea en cultuur')] },
  // Diacritics.
  { brand: 'kids', query: 'kanoën', kind: 'diacritic', target: [T('Kanoën voor kinderen bij {city}')] },
  { brand: 'kids', query: 'kanoen', kind: 'diacritic', target: [T('Kanoën voor kinderen bij {city}')] },
  {
    brand: 'kids',
    query: "pony's",
    kind: 'diacritic',
    target: [T('Ponyrijden op de manege in {city}')],
    note: 'the description writes pony’s with a typographic apostrophe',
  },
  // Compounds.
  { brand: 'kids', query: 'binnen speeltuin', kind: 'compound', target: [T('Binnenspeeltuin {city}')] },
  { brand: 'kids', query: 'trampoline park', kind: 'compound', target: [T('Trampolinepark {city}')] },
  { brand: 'kids', query: 'zand kastelen', kind: 'compound', target: [T('Strand en zandkastelen bouwen in {city}')] },
  { brand: 'kids', query: 'blote voeten pad', kind: 'compound', target: [T('Blotevoetenpad bij {city}')] },
  { brand: 'kids', query: 'midget golf', kind: 'compound', target: [T('Midgetgolf bij {city}')] },
  { brand: 'kids', query: 'kinder boerderij', kind: 'compound', target: [T('Kinderboerderij {city}')] },
  // Stems inside compounds.
  { brand: 'kids', query: 'zwemmen', kind: 'stem', target: [T('Zwemparadijs met glijbanen in {city}')], related: [F('Water en zwemmen')] },
  { brand: 'kids', query: 'klimmen', kind: 'stem', target: [T('Klimpark in het bos bij {city}')], related: [F('Klimmen en klauteren')] },
  { brand: 'kids', query: 'koken', kind: 'stem', target: [T('Kinderkookworkshop in {city}')], related: [F('Eten en koken')] },
  { brand: 'kids', query: 'knutselen', kind: 'stem', target: [T('Knutselatelier in {city}')], related: [F('Creatief')] },
  { brand: 'kids', query: 'boerderij', kind: 'stem', target: [T('Kinderboerderij {city}')], related: [F('Dieren')] },
  { brand: 'kids', query: 'glijbaan', kind: 'stem', target: [T('Zwemparadijs met glijbanen in {city}')], related: [T('Binnenspeeltuin {city}')] },
  { brand: 'kids', query: 'trampoline', kind: 'stem', target: [T('Trampolinepark {city}')] },
  { brand: 'kids', query: 'piraten', kind: 'stem', target: [T('Piratenfeest in {city}')] },
  // One typo.
  { brand: 'kids', query: 'kinderboerdrij', kind: 'typo', target: [T('Kinderboerderij {city}')] },
  { brand: 'kids', query: 'speurtoch', kind: 'typo', target: [T('Speurtocht door {city}')] },
  { brand: 'kids', query: 'ponyrijen', kind: 'typo', target: [T('Ponyrijden op de manege in {city}')] },
  { brand: 'kids', query: 'midgetgof', kind: 'typo', target: [T('Midgetgolf bij {city}')] },
  { brand: 'kids', query: 'zwemparadys', kind: 'typo', target: [T('Zwemparadijs met glijbanen in {city}')] },
  // Situations and synonyms.
  { brand: 'kids', query: 'regenachtige dag', kind: 'situation', target: [F('Regenachtige dag'), INDOOR] },
  { brand: 'kids', query: 'als het regent', kind: 'situation', target: [F('Regenachtige dag'), INDOOR] },
  { brand: 'kids', query: 'binnen spelen', kind: 'situation', target: [{ ...INDOOR, ...F('Spelen') }], related: [INDOOR] },
  { brand: 'kids', query: 'peuters', kind: 'situation', target: [{ text: 'peuter' }], related: [{ minimumAgeAtMost: 2 }] },
  { brand: 'kids', query: 'verjaardag', kind: 'situation', target: [F('Kinderfeestje')] },
  { brand: 'kids', query: 'met de klas', kind: 'situation', target: [F('Schoolreisje')] },
  { brand: 'kids', query: 'zomervakantie', kind: 'situation', target: [F('Vakantie-uitje')] },
  {
    brand: 'kids',
    query: 'speeltuin',
    kind: 'thing',
    target: [T('Speeltuin en natuurspeelplaats in {city}', 'Binnenspeeltuin {city}')],
    related: [F('Spelen')],
  },
  // Nothing in the catalogue.
  empty('kids', 'paintball', 'thing'),
  empty('kids', 'lasergamen', 'thing'),
  empty('kids', 'bioscoop', 'thing'),
  empty('kids', 'schaatsbaan', 'thing'),
  empty('kids', 'escape room', 'thing', 'the kids catalogue has no escape rooms'),
];

const BE: Judgement[] = [
  { brand: 'be', query: 'trappistenproeverij', kind: 'thing', target: [T('Trappistenproeverij in {city}')], related: [T('Bierproeverij in {city}')] },
  { brand: 'be', query: 'kajakken', kind: 'thing', target: [T('Kajakken op de Lesse bij {city}')], related: [T('Kanotocht bij {city}')] },
  { brand: 'be', query: 'pralines', kind: 'thing', target: [T('Pralines maken in {city}')], related: [T('Chocolade workshop in {city}')] },
  { brand: 'be', query: 'belevingswandeling', kind: 'thing', target: [T('Belevingswandeling in de Vlaamse Ardennen bij {city}')] },
  { brand: 'be', query: 'kookworkshop', kind: 'thing', target: [T('Kookworkshop in {city}')], related: [F('Culinair')] },
  { brand: 'be', query: 'sloepvaren', kind: 'thing', target: [T('Sloepvaren door {city}')] },
  { brand: 'be', query: 'teamtraining', kind: 'thing', target: [T('Teamtraining met flip-over en buitenopdrachten in {city}')] },
  { brand: 'be', query: 'chocolade', kind: 'thing', target: [T('Chocolade workshop in {city}', 'Pralines maken in {city}')] },
  { brand: 'be', query: 'fietstocht', kind: 'thing', target: [T('Fietstocht langs de Vlaamse kust vanuit {city}', 'Fietstocht met gids door {city}')] },
  // Thing and place.
  { brand: 'be', query: 'kajakken lesse', kind: 'thing+place', target: [T('Kajakken op de Lesse bij {city}')] },
  { brand: 'be', query: 'fietsen aan de kust', kind: 'thing+place', target: [T('Fietstocht langs de Vlaamse kust vanuit {city}')] },
  {
    brand: 'be',
    query: 'kanotocht gent',
    kind: 'thing+place',
    target: [{ ...T('Kanotocht bij {city}'), ...P('Gent') }],
    related: [T('Kanotocht bij {city}')],
  },
  {
    brand: 'be',
    query: 'strandactiviteiten oostende',
    kind: 'thing+place',
    target: [{ ...T('Strandactiviteiten bij {city}'), ...P('Oostende') }],
    related: [T('Strandactiviteiten bij {city}')],
  },
  { brand: 'be', query: 'teambuilding antwerpen', kind: 'thing+place', target: [{ ...F('Teambuilding'), ...P('Antwerpen') }], related: [P('Antwerpen')] },
  { brand: 'be', query: 'wandelen vlaamse ardennen', kind: 'thing+place', target: [T('Belevingswandeling in de Vlaamse Ardennen bij {city}')] },
  { brand: 'be', query: 'brussel', kind: 'place', target: [P('Brussel')] },
  { brand: 'be', query: 'west-vlaanderen', kind: 'place', target: [P('West-Vlaanderen')] },
  { brand: 'be', query: 'liège', kind: 'synonym', target: [P('Luik')], note: 'the French name of Luik' },
  { brand: 'be', query: 'bruxelles', kind: 'synonym', target: [P('Brussel')], note: 'the French name of Brussel' },
  // Organisations.
  { brand: 'be', query: 'Smaakatelier Oudenaarde', kind: 'organisation', target: [O('Smaakatelier Oudenaarde')] },
  { brand: 'be', query: 'Decock Belevingen', kind: 'organisation', target: [O('Decock Belevingen')] },
  { brand: 'be', query: 'kajakverhuur', kind: 'organisation', target: [O('Kajakverhuur')] },
  // Filter names, and the Dutch words for them.
  { brand: 'be', query: 'teambuilding', kind: 'filter', target: [F('Teambuilding')] },
  { brand: 'be', query: 'bedrijfsuitstap', kind: 'filter', target: [F('Bedrijfsuitstap')] },
  { brand: 'be', query: 'personeelsuitstap', kind: 'filter', target: [F('Personeelsuitstap')] },
  { brand: 'be', query: 'culinair', kind: 'filter', target: [F('Culinair')] },
  { brand: 'be', query: 'workshops', kind: 'filter', target: [F('Workshops')] },
  { brand: 'be', query: 'bedrijfsuitje', kind: 'synonym', target: [F('Bedrijfsuitstap')], note: 'the Dutch word on the Belgian site' },
  { brand: 'be', query: 'teamuitje', kind: 'synonym', target: [F('Teamuitstap')], related: [F('Teambuilding')], note: 'the Dutch word on the Belgian site' },
  // Diacritics, compounds, stems, typos, abbreviations.
  { brand: 'be', query: 'kanoën', kind: 'diacritic', target: [T('Kanotocht bij {city}')], related: [T('Kajakken op de Lesse bij {city}')] },
  { brand: 'be', query: 'trappisten proeverij', kind: 'compound', target: [T('Trappistenproeverij in {city}')], related: [T('Bierproeverij in {city}')] },
  { brand: 'be', query: 'pralineworkshop', kind: 'compound', target: [T('Pralines maken in {city}')] },
  { brand: 'be', query: 'kajak', kind: 'stem', target: [T('Kajakken op de Lesse bij {city}')] },
  { brand: 'be', query: 'wandelen', kind: 'stem', target: [T('Belevingswandeling in de Vlaamse Ardennen bij {city}')] },
  { brand: 'be', query: 'trapisten', kind: 'typo', target: [T('Trappistenproeverij in {city}')] },
  { brand: 'be', query: 'kajakke', kind: 'typo', target: [T('Kajakken op de Lesse bij {city}')] },
  { brand: 'be', query: 'sloepvarn', kind: 'typo', target: [T('Sloepvaren door {city}')] },
  { brand: 'be', query: 'SUP', kind: 'abbreviation', target: [T('Suppen in {city}')] },
  { brand: 'be', query: 'BBQ', kind: 'abbreviation', target: [T('Barbecueworkshop in {city}')] },
  { brand: 'be', query: 'slecht weer', kind: 'situation', target: [INDOOR], related: [{ indoorOutdoor: 'BOTH' }] },
  // Nothing in the catalogue.
  empty('be', 'paintball', 'thing'),
  empty('be', 'karting', 'thing'),
  empty('be', 'wadlopen', 'thing', 'a Dutch template the Belgian catalogue leaves out'),
  empty('be', 'survivaltocht op de veluwe', 'thing', 'a Dutch template the Belgian catalogue leaves out'),
  empty('be', 'skydiving', 'thing'),
];

/**
 * Queries that are, word for word, a term of the platform's seeded synonym table (db/seed/search-synonyms.ts):
 * what only an operator knows (a situation meaning indoor activities, a place's other name). They check
 * that the table works, not how the search generalises (decision 105: a list must test the mechanism,
 * not itself), so they are not part of the first list; the bench reports them apart, without a target.
 */
const TABLE_TERMS: Record<Brand, readonly string[]> = {
  nl: ['den bosch', 'slecht weer', 'binnen', 'rolstoel'],
  de: ['schlechtes Wetter', 'drinnen', 'rollstuhlgerecht'],
  kids: ['regenachtige dag'],
  be: ['liège', 'bruxelles', 'slecht weer'],
};
const ALL: Judgement[] = [...NL, ...DE, ...KIDS, ...BE];
const isTableCheck = (j: Judgement) => TABLE_TERMS[j.brand].includes(j.query);

/** The first list (bench/search-judgements.test.ts: no query is a synonym term verbatim). */
export const JUDGEMENTS: Judgement[] = ALL.filter((j) => !isTableCheck(j));
/** The synonym table's own terms, reported apart (TABLE_TERMS). */
export const SYNONYM_TABLE_CHECKS: Judgement[] = ALL.filter(isTableCheck);

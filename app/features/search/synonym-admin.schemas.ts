import { z } from 'zod';

/**
 * The operators' synonym form (docs/decisions/105 "Synonyms in the back office"): what a
 * visitor types (`term`: a word, an abbreviation or a phrase), what it also finds (`expansions`: words,
 * filter or place names, one per line or separated by commas) and, optionally, the indoor or outdoor
 * activities. Messages are catalogue keys (portal.backOffice.synonyms.errors.*).
 */
const E = 'portal.backOffice.synonyms.errors';
export const SYNONYM_TEXT_MAX = 100;
export const SYNONYM_EXPANSIONS_MAX = 10;

/** Letters or digits somewhere: a term or expansion the search can fold into words. */
const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

export const SynonymFormSchema = z
  .object({
    term: z.string(`${E}.term`).trim().min(1, `${E}.term`).max(SYNONYM_TEXT_MAX, `${E}.term`).refine(hasWord, `${E}.term`),
    expansions: z
      .string(`${E}.expansions`)
      .max(SYNONYM_EXPANSIONS_MAX * (SYNONYM_TEXT_MAX + 2), `${E}.expansions`)
      .transform((text) => [
        ...new Set(
          text
            .split(/[\n,;]/u)
            .map((part) => part.trim())
            .filter((part) => part.length > 0),
        ),
      ])
      .pipe(z.array(z.string().max(SYNONYM_TEXT_MAX, `${E}.expansions`).refine(hasWord, `${E}.expansions`)).max(SYNONYM_EXPANSIONS_MAX, `${E}.expansions`))
      // An empty field arrives as no field (the form parse, docs/decisions/111): the refine below says what is missing.
      .default([]),
    indoorOutdoor: z
      .enum(['', 'INDOOR', 'OUTDOOR'], `${E}.indoorOutdoor`)
      .default('')
      .transform((value) => (value === '' ? null : value)),
  })
  // A synonym that finds nothing else is no synonym.
  .refine((form) => form.expansions.length > 0 || form.indoorOutdoor !== null, { message: `${E}.nothing`, path: ['expansions'] });
export type SynonymForm = z.output<typeof SynonymFormSchema>;

export const RemoveSynonymSchema = z.object({
  synonymId: z.coerce.number(`${E}.unknown`).int(`${E}.unknown`).positive(`${E}.unknown`).max(2_147_483_647, `${E}.unknown`),
});

export type SynonymAdminError = 'exists';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { prepareSimilarityQuery, similarity, trigramSet, wordSimilarity } from './word-similarity.ts';

// The in-process index ranks with pg_trgm's word_similarity computed in TypeScript: it must give the
// database's float4 value exactly, or a page from the index and one from PostgreSQL would disagree.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const queries = [
  'workshop',
  'escape room',
  'wijn proeven',
  'suschi',
  'kanoen',
  'a',
  'bbq workshop amsterdam',
  'teamuitje 2024',
  'x-y',
  '',
  'room escape',
  'team team',
];
const texts = [
  'sushi workshop amsterdam',
  'escape room rotterdam',
  'escaperoom de kluis',
  'wijnproeverij in de betuwe',
  'kanoen op de amstel',
  'workshops & meer',
  'bbq-workshop (amsterdam)',
  'de workshop van het jaar: workshop!',
  'teamuitje 2024 met bbq',
  'a b c',
  '',
  '   ',
  'x',
  'kochkurs in münchen',
  'room with an escape',
  'team building team',
];

// Each pg_trgm function beside its TypeScript computation.
const measures = [
  { name: 'word_similarity', inTypeScript: (q: string, t: string) => wordSimilarity(prepareSimilarityQuery(q), t) },
  { name: 'similarity', inTypeScript: (q: string, t: string) => similarity(trigramSet(q), trigramSet(t)) },
] as const;

describe(`word similarity in TypeScript on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it.each(measures)("equals pg_trgm's $name for every pair", async ({ name, inTypeScript }) => {
    const pairs = queries.flatMap((q) => texts.map((t) => ({ q, t })));
    const rows = await queryRows<{ q: string; t: string; s: number }>(
      handle.db,
      sql`SELECT p.q, p.t, ${sql.raw(name)}(p.q, p.t) AS s FROM json_to_recordset(${JSON.stringify(pairs)}::json) AS p(q text, t text)`,
    );
    expect(rows.length).toBe(pairs.length);
    const mismatches = rows.filter((row) => inTypeScript(row.q, row.t) !== Math.fround(Number(row.s)));
    expect(mismatches).toEqual([]);
    // Not all trivially 0 or 1.
    expect(new Set(rows.map((row) => Number(row.s))).size).toBeGreaterThan(10);
  });
});

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

describe(`word similarity in TypeScript on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("equals pg_trgm's word_similarity for every pair", async () => {
    const pairs = queries.flatMap((q) => texts.map((t) => ({ q, t })));
    const rows = await queryRows<{ q: string; t: string; s: number }>(
      handle.db,
      sql`SELECT p.q, p.t, word_similarity(p.q, p.t) AS s FROM json_to_recordset(${JSON.stringify(pairs)}::json) AS p(q text, t text)`,
    );
    expect(rows.length).toBe(pairs.length);
    const mismatches = rows.filter((row) => wordSimilarity(prepareSimilarityQuery(row.q), row.t) !== Math.fround(Number(row.s)));
    expect(mismatches).toEqual([]);
    // Not all trivially 0 or 1.
    expect(new Set(rows.map((row) => Number(row.s))).size).toBeGreaterThan(10);
  });

  it("equals pg_trgm's similarity for every pair", async () => {
    const pairs = queries.flatMap((q) => texts.map((t) => ({ q, t })));
    const rows = await queryRows<{ q: string; t: string; s: number }>(
      handle.db,
      sql`SELECT p.q, p.t, similarity(p.q, p.t) AS s FROM json_to_recordset(${JSON.stringify(pairs)}::json) AS p(q text, t text)`,
    );
    expect(rows.length).toBe(pairs.length);
    const mismatches = rows.filter((row) => similarity(trigramSet(row.q), trigramSet(row.t)) !== Math.fround(Number(row.s)));
    expect(mismatches).toEqual([]);
    expect(new Set(rows.map((row) => Number(row.s))).size).toBeGreaterThan(10);
  });
});

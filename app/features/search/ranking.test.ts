import { describe, expect, it } from 'vitest';
import { RANKING } from './ranking.ts';

describe('the ranking table', () => {
  it("holds points the index can keep (whole numbers 0-255: a byte per row) and weights that bound the similarity's share", () => {
    for (const term of RANKING.terms) expect(Number.isInteger(term.points) && term.points >= 0 && term.points <= 255, JSON.stringify(term)).toBe(true);
    expect(new Set(RANKING.terms.map((term) => `${term.column} ${term.kind}`)).size).toBe(RANKING.terms.length);
    expect(RANKING.similarity).toBeGreaterThanOrEqual(0);
    expect(RANKING.companySimilarity).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(RANKING.indoorOutdoor)).toBe(true);
  });
});

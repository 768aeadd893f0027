import { describe, expect, it } from 'vitest';
import { findJsonBodyProblem, MAX_JSON_DEPTH } from './text-input.ts';

/** `levels` arrays, one in the other, around `inner`. */
const nested = (levels: number, inner = '') => JSON.parse(`${'['.repeat(levels)}${inner}${']'.repeat(levels)}`) as unknown;

describe('the walk over a JSON body (decision 094)', () => {
  it('refuses 30,000 levels of nesting without running out of stack, naming where the limit is crossed', () => {
    const problem = findJsonBodyProblem(nested(30_000));
    expect(problem).toEqual({ kind: 'too-deep', path: Array.from({ length: MAX_JSON_DEPTH }, () => '0').join('.') });
    const objects = JSON.parse(`${'{"a":'.repeat(30_000)}1${'}'.repeat(30_000)}`) as unknown;
    expect(findJsonBodyProblem(objects)?.kind).toBe('too-deep');
  });

  it(`lets ${MAX_JSON_DEPTH} levels through and refuses one more`, () => {
    expect(findJsonBodyProblem(nested(MAX_JSON_DEPTH, '"x"'))).toBeNull();
    expect(findJsonBodyProblem(nested(MAX_JSON_DEPTH + 1))?.kind).toBe('too-deep');
    expect(findJsonBodyProblem({ name: 'Kim', items: [{ id: 1, tags: ['a'] }] })).toBeNull();
  });

  it('names the first unstorable string or key, in the order of the body', () => {
    expect(findJsonBodyProblem({ a: 'fine', b: ['ok', 'x\u0000'], c: '\ud800' })).toEqual({ kind: 'unstorable-text', path: 'b.1' });
    expect(findJsonBodyProblem({ media: { ['ti\u0000tle']: 'x' } })).toEqual({ kind: 'unstorable-text', path: 'media.ti\u0000tle' });
    expect(findJsonBodyProblem('\udc00')).toEqual({ kind: 'unstorable-text', path: 'body' });
    expect(findJsonBodyProblem([1, null, true, 'ok'])).toBeNull();
  });
});

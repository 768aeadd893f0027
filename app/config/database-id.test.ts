import { describe, expect, it } from 'vitest';
import { MAX_DATABASE_ID, parseDatabaseId } from './database-id.ts';

describe('parseDatabaseId', () => {
  it('takes the ids of the int4 columns and nothing else (a page then answers 404, never 500)', () => {
    expect(parseDatabaseId('1')).toBe(1);
    expect(parseDatabaseId(String(MAX_DATABASE_ID))).toBe(2_147_483_647);
    for (const text of ['2147483648', '99999999999999999999', '0', '-1', '1.5', '1e3', ' 1', 'abc', '']) expect(parseDatabaseId(text), text).toBeNull();
  });
});

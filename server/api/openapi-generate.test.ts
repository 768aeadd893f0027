import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { TYPES_FILE, generateApiTypes } from './openapi-generate.ts';

describe('generated API types', () => {
  it('match the live OpenAPI document (run `npm run api:types` after changing a route or schema)', async () => {
    expect(await readFile(TYPES_FILE, 'utf8')).toBe(await generateApiTypes());
  });
});

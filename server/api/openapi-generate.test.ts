import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPERATIONS_FILE, TYPES_FILE, generateApiClientFiles } from './openapi-generate.ts';

describe('generated API client files', () => {
  it('match the live OpenAPI document (run `npm run api:types` after changing a route or schema)', async () => {
    const { types, operations } = await generateApiClientFiles();
    expect(await readFile(TYPES_FILE, 'utf8')).toBe(types);
    expect(await readFile(OPERATIONS_FILE, 'utf8')).toBe(operations);
  });
});

import { describe, expect, it } from 'vitest';
import { postgresSessionOptions } from './client.server.ts';

describe('postgresSessionOptions', () => {
  it('turns JIT off, after the options the URL carries', () => {
    expect(postgresSessionOptions('postgres://u@h:5432/db')).toBe('-c jit=off');
    expect(postgresSessionOptions('postgres://u@h:5432/db?options=-c%20statement_timeout%3D5000')).toBe('-c statement_timeout=5000 -c jit=off');
    expect(postgresSessionOptions('host=h dbname=db')).toBe('-c jit=off');
  });
});

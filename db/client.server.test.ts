import { describe, expect, it } from 'vitest';
import { postgresSessionOptions } from './client.server.ts';

describe('postgresSessionOptions', () => {
  it('turns JIT off and raises work_mem, before the options the URL carries (the last setting wins)', () => {
    expect(postgresSessionOptions('postgres://u@h:5432/db')).toBe('-c jit=off -c work_mem=32MB -c plan_cache_mode=force_generic_plan');
    expect(postgresSessionOptions('postgres://u@h:5432/db?options=-c%20work_mem%3D8MB')).toBe(
      '-c jit=off -c work_mem=32MB -c plan_cache_mode=force_generic_plan -c work_mem=8MB',
    );
    expect(postgresSessionOptions('host=h dbname=db')).toBe('-c jit=off -c work_mem=32MB -c plan_cache_mode=force_generic_plan');
  });

  it('plans the portal’s statements for their values, without parallel workers or Memoize', () => {
    expect(postgresSessionOptions('postgres://u@h:5432/db', 'portal')).toBe(
      '-c jit=off -c work_mem=32MB -c max_parallel_workers_per_gather=0 -c enable_memoize=off',
    );
  });
});

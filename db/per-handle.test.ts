import { describe, expect, it, vi } from 'vitest';
import { existingPerHandle, perHandle } from './per-handle.ts';

describe('perHandle', () => {
  it('makes the state once per handle and name', () => {
    const [one, two] = [{}, {}];
    const made = perHandle('test-counter', one, () => ({ count: 0 }));
    made.count += 1;
    expect(perHandle('test-counter', one, () => ({ count: 100 }))).toBe(made);
    expect(perHandle('test-counter', two, () => ({ count: 0 }))).not.toBe(made);
    expect(perHandle('test-other', one, () => ({ count: 0 }))).not.toBe(made);
    expect(existingPerHandle('test-counter', one)).toBe(made);
    expect(existingPerHandle('test-counter', {})).toBeUndefined();
  });

  it('is the same state for another copy of the module (the server build bundles its own)', async () => {
    const handle = {};
    const made = perHandle('test-shared', handle, () => ({ from: 'first copy' }));
    vi.resetModules();
    const copy = await import('./per-handle.ts');
    expect(copy.perHandle).not.toBe(perHandle); // really a second instance of the module
    expect(copy.perHandle('test-shared', handle, () => ({ from: 'second copy' }))).toBe(made);
    expect(copy.existingPerHandle('test-shared', handle)).toBe(made);
  });
});

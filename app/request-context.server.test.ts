import { describe, expect, it, vi } from 'vitest';
import { runAfterAnswer } from './request-context.server.ts';

describe('work left for after the answer', () => {
  it('starts only once the request has gone on, and a failure is logged, not thrown', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const started: string[] = [];
    const later = runAfterAnswer(log, 'password reset link');
    later(async () => {
      started.push('work');
      throw new Error('smtp down');
    });
    started.push('answer');
    await Promise.resolve();
    expect(started).toEqual(['answer']);
    await new Promise((resolve) => setImmediate(resolve));
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'password reset link failed'));
    expect(started).toEqual(['answer', 'work']);
  });
});

import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startRepeatingJob } from './repeating-job.ts';

const log = createLogger('silent');
const until = async (condition: () => boolean) => {
  await expect.poll(condition, { timeout: 2000, interval: 5 }).toBe(true);
};

describe('a repeating job', () => {
  it('runs a pass at once and again after each pass ended, one at a time, until stopped', async () => {
    let passes = 0;
    let running = 0;
    let most = 0;
    const job = startRepeatingJob({
      log,
      intervalMs: 5,
      failed: 'test pass failed',
      pass: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        passes += 1;
      },
    });
    await until(() => passes >= 3);
    await job.stop();
    const stoppedAt = passes;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(passes).toBe(stoppedAt);
    expect(most).toBe(1);
  });

  it("ends after a pass answers 'done', and tries a pass that threw again", async () => {
    let passes = 0;
    const job = startRepeatingJob({
      log,
      intervalMs: 5,
      failed: 'test pass failed',
      pass: async () => {
        passes += 1;
        if (passes === 1) throw new Error('the first pass fails');
        return passes === 3 ? 'done' : undefined;
      },
    });
    await until(() => passes === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(passes).toBe(3);
    await job.stop();
  });

  it('aborts the running pass when stopped, and waits for it', async () => {
    let ended = false;
    const job = startRepeatingJob({
      log,
      intervalMs: 60_000,
      failed: 'test pass failed',
      pass: async (signal) => {
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        ended = true;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await job.stop();
    expect(ended).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { PlatformMemo } from './platform-memo.server.ts';

/** A load that counts its calls and answers what `values` holds for that call. */
function counting<T>(...values: T[]) {
  const load = async () => values[Math.min(load.calls++, values.length - 1)]!;
  load.calls = 0;
  return load;
}

describe('PlatformMemo', () => {
  it('keeps a value per platform and part, shared by the requests asking while it loads', async () => {
    const memo = new PlatformMemo({ maxAgeMs: 60_000 });
    const menus = counting('menus of 1');
    const [first, second] = await Promise.all([memo.get(1, 'menus', menus), memo.get(1, 'menus', menus)]);
    expect([first, second, await memo.get(1, 'menus', menus)]).toEqual(['menus of 1', 'menus of 1', 'menus of 1']);
    expect(menus.calls).toBe(1);
    expect(await memo.get(2, 'menus', counting('menus of 2'))).toBe('menus of 2');
    expect(await memo.get(1, 'head', counting('head of 1'))).toBe('head of 1');
  });

  it('loads again after clear(), also when the value was still loading', async () => {
    const memo = new PlatformMemo({ maxAgeMs: 60_000 });
    const menus = counting('old', 'new');
    const loading = memo.get(1, 'menus', menus);
    memo.clear();
    expect(await loading).toBe('old');
    expect(await memo.get(1, 'menus', menus)).toBe('new');
    expect(await memo.get(1, 'menus', menus)).toBe('new');
    expect(menus.calls).toBe(2);
  });

  it('forget() drops one part of every platform and keeps the others', async () => {
    const memo = new PlatformMemo({ maxAgeMs: 60_000 });
    const popup1 = counting('old 1', 'new 1');
    const popup2 = counting('old 2', 'new 2');
    const menus = counting('menus', 'menus again');
    await Promise.all([memo.get(1, 'popup', popup1), memo.get(2, 'popup', popup2), memo.get(1, 'menus', menus)]);
    memo.forget('popup');
    expect(await memo.get(1, 'popup', popup1)).toBe('new 1');
    expect(await memo.get(2, 'popup', popup2)).toBe('new 2');
    expect(await memo.get(1, 'menus', menus)).toBe('menus');
    expect(menus.calls).toBe(1);
  });

  it('loads again once a value is older than maxAgeMs', async () => {
    let now = 1_000;
    const memo = new PlatformMemo({ maxAgeMs: 60_000, now: () => now });
    const menus = counting('old', 'new');
    expect(await memo.get(1, 'menus', menus)).toBe('old');
    now += 59_999;
    expect(await memo.get(1, 'menus', menus)).toBe('old');
    now += 1;
    expect(await memo.get(1, 'menus', menus)).toBe('new');
  });

  it('keeps no failure: the next request asks again', async () => {
    const memo = new PlatformMemo({ maxAgeMs: 60_000 });
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return 'menus';
    };
    await expect(memo.get(1, 'menus', load)).rejects.toThrow('database away');
    expect(await memo.get(1, 'menus', load)).toBe('menus');
  });

  it('keeps nothing with maxAgeMs 0', async () => {
    const memo = new PlatformMemo({ maxAgeMs: 0 });
    const menus = counting('a', 'b');
    expect(await memo.get(1, 'menus', menus)).toBe('a');
    expect(await memo.get(1, 'menus', menus)).toBe('b');
  });
});

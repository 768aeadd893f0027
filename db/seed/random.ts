/**
 * A small seeded PRNG (mulberry32). Faker has its own seeded generator for names and addresses; this one
 * drives every other choice, so the same seed always yields the same data without depending on call
 * order inside faker.
 */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items in random order (all items when count >= length). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    chance: (probability: number) => next() < probability,
    sample: <T>(items: readonly T[], count: number) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.max(0, count));
    },
  };
}

/** Derives an independent stream per purpose, so adding draws in one place leaves the others unchanged. */
export function deriveSeed(seed: number, purpose: string): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < purpose.length; i += 1) h = Math.imul(h ^ purpose.charCodeAt(i), 16777619);
  return h >>> 0;
}

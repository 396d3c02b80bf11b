// A small seeded generator (mulberry32), so the same seed gives the same cases on any machine
// and a failure found once can be replayed with `--seed`.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** `length` characters drawn from `alphabet`. */
  string(length: number, alphabet?: string): string;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
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
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (p) => next() < p,
    string: (length, alphabet = ALNUM) => {
      let s = '';
      for (let i = 0; i < length; i++) s += alphabet[int(0, alphabet.length - 1)];
      return s;
    },
  };
}

/** A seed for a run that was not given one (printed, so the run can be repeated). */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

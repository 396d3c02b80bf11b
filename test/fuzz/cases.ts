// What the fuzzer sends: a list of cases drawn from a seeded generator, each tagged with the
// category it exercises so a run can prove it sent some of every kind. Each run starts with a few
// fixed cases (ones known to have broken before); the rest are random mixes.
import type { Case } from './case-types.ts';
import type { Rng } from './prng.ts';
import { bodyCase } from './body-cases.ts';
import { formPostCase } from './form-cases.ts';
import { FIXED_PATHS, pathCase } from './path-cases.ts';
import { queryCase } from './query-cases.ts';
import { rawCase, slowBodyCase } from './raw-cases.ts';

/** `count` cases: fixed cases first, then random ones in fixed proportions per category. */
export function generateCases(rng: Rng, count: number, opts: { slowBodies: number; slowSeconds: number }): Case[] {
  const weighted: [number, () => Case][] = [
    [0.3, () => pathCase(rng)],
    [0.35, () => queryCase(rng)],
    [0.2, () => bodyCase(rng)],
    [0.05, () => formPostCase(rng)],
    [0.1, () => rawCase(rng)],
  ];
  const fixed: Case[] = FIXED_PATHS.map((path) => ({
    category: 'path',
    transport: 'http',
    kind: `path fixed ${path.slice(0, 24)}`,
    method: 'GET',
    path,
  }));
  // Room is kept for one random case of each category, so even a tiny run covers them all.
  const cases: Case[] = fixed.slice(0, Math.max(0, count - weighted.length));
  for (const [, make] of weighted) if (cases.length < count) cases.push(make());
  while (cases.length < count) {
    let r = rng.next();
    const entry = weighted.find(([w]) => (r -= w) < 0) ?? weighted[0]!;
    cases.push(entry[1]());
  }
  for (let i = 0; i < opts.slowBodies; i++) cases.push(slowBodyCase(rng, opts.slowSeconds, i));
  return cases;
}

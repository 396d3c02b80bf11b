// The short version of `npm run fuzz` (test/fuzz/): a few hundred hostile requests per mode
// against the built server running as its own process, with every check of the full run: no
// 5xx but /sorry's, no crash, /healthz after, memory within bounds, nothing reaching the vendor
// that validation should have stopped, and some requests of every category actually sent.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../fuzz/case-types.ts';
import { failureLines, modeDetails, summaryTable } from '../fuzz/report.ts';
import { runMode, type Mode } from '../fuzz/run-mode.ts';
import { snapshotBuild } from '../fuzz/server-process.ts';

// Fixed, so `npm test` is repeatable; FUZZ_SEED tries another.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_SHORT_REQUESTS ?? 300);

async function fuzz(mode: Mode) {
  // FUZZ_DIST fuzzes another build directory instead of ./dist.
  const build = process.env.FUZZ_DIST ? await snapshotBuild(path.resolve(process.env.FUZZ_DIST)) : undefined;
  const report = await runMode({
    mode,
    seed: SEED,
    requests: REQUESTS,
    concurrency: 8,
    slowBodies: 2,
    slowSeconds: 3,
    rssLimitMb: 512,
    build,
  }).finally(() => build?.remove());
  if (report.failures.length) console.log(`${modeDetails(report)}\n\n${summaryTable([report])}`);
  return report;
}

describe(`fuzzing the built server (seed ${SEED}, ${REQUESTS} requests per mode)`, () => {
  it.each(['embedded', 'upstream'] as const)(
    'survives a few hundred hostile requests in %s mode',
    async (mode) => {
      const report = await fuzz(mode);
      for (const category of CATEGORIES)
        expect(report.sentByCategory[category], `${category} requests sent`).toBeGreaterThan(0);
      expect(report.results.length).toBeGreaterThanOrEqual(REQUESTS);
      // A vendor stand-in that recorded nothing would pass the validator without judging anything.
      if (mode === 'upstream') expect(report.vendorRequests.length).toBeGreaterThan(10);
      expect(failureLines(report)).toEqual([]);
    },
    120_000,
  );
});

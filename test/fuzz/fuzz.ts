// `npm run fuzz`: a bounded fuzzer against the built site (dist/), in embedded mode and in
// upstream mode behind a recording vendor. Exits 1 on any failure, with the report on stdout.
//
//   npm run fuzz -- --seed 1234 --requests 500 --mode upstream
//
// Options (or FUZZ_SEED, FUZZ_REQUESTS): --seed (random when absent, always printed),
// --requests per mode (3000), --mode embedded|upstream|both, --concurrency (8),
// --slow-bodies (6), --slow-seconds (5), --rss-limit-mb (450), --dist (the build to run:
// ./dist, or another build directory, such as one made from an older commit).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomSeed } from './prng.ts';
import { modeDetails, summaryTable } from './report.ts';
import { runMode, type Mode, type ModeReport } from './run-mode.ts';
import { snapshotBuild } from './server-process.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: process.env.FUZZ_SEED },
    requests: { type: 'string', default: process.env.FUZZ_REQUESTS ?? '3000' },
    mode: { type: 'string', default: 'both' },
    concurrency: { type: 'string', default: '8' },
    'slow-bodies': { type: 'string', default: '6' },
    'slow-seconds': { type: 'string', default: '5' },
    'rss-limit-mb': { type: 'string', default: '512' },
    dist: { type: 'string', default: process.env.FUZZ_DIST },
  },
});

function count(name: string, text: string | undefined, min: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer ≥ ${min} (got ${text})`);
    process.exit(2);
  }
  return n;
}

const seed = values.seed === undefined ? randomSeed() : count('seed', values.seed, 0);
const modes: Mode[] = values.mode === 'both' ? ['embedded', 'upstream'] : [values.mode as Mode];
if (!modes.every((m) => m === 'embedded' || m === 'upstream')) {
  console.error(`--mode must be embedded, upstream or both (got ${values.mode})`);
  process.exit(2);
}
const options = {
  seed,
  requests: count('requests', values.requests, 1),
  concurrency: count('concurrency', values.concurrency, 1),
  slowBodies: count('slow-bodies', values['slow-bodies'], 0),
  slowSeconds: count('slow-seconds', values['slow-seconds'], 1),
  rssLimitMb: count('rss-limit-mb', values['rss-limit-mb'], 1),
};

console.log(
  `fuzz: seed ${seed} (repeat with --seed ${seed}), ${options.requests} requests per mode, modes ${modes.join(', ')}`,
);
const build = await snapshotBuild(values.dist && path.resolve(values.dist));
const reports: ModeReport[] = [];
try {
  for (const mode of modes) {
    reports.push(await runMode({ ...options, mode, build, progress: (line) => console.log(`  ${line}`) }));
  }
} finally {
  build.remove();
}
for (const report of reports) console.log(modeDetails(report));
console.log(`\n${summaryTable(reports)}`);
const failed = reports.reduce((n, r) => n + r.failures.length, 0);
console.log(failed ? `\nfuzz FAILED: ${failed} failures (seed ${seed})` : `\nfuzz passed (seed ${seed})`);
process.exit(failed ? 1 : 0);

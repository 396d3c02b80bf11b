// npm run lighthouse: Lighthouse (Debian's Chromium), mobile, on one page of every page type
// (test/helpers/page-types.ts) against the built production server on loopback. Prints a table:
// the performance score with FCP, LCP, TBT and CLS, the main thread's script evaluation, and the
// other three category scores.
// `-- --desktop` measures the desktop form factor instead; `-- --only=home,article` some page
// types (their names in page-types.ts, spaces as written there).
// Each page is measured `--runs=N` times (3 unless told), as Lighthouse's guidance on variability
// advises; the table shows the median of each figure over the runs, with the lowest and highest
// performance score beside it, the lowest of the other three scores, and "host": the median
// benchmarkIndex of the runs, the host's speed while they ran (a loaded machine scores lower).
// `-- --traces` prints every run and keeps its trace and network log beside the report.
// `npm run lighthouse -- --photos`: the site on a vendor CMS whose pictures are JPEG and PNG
// photographs on a media host of their own (test/production/media-host.ts), served through /_img;
// each page is loaded once before it is measured, so the resized pictures exist, as they do on a
// site in use.
// `-- --base=<checkout>`: A/B. That checkout's own build (its dist/, built there) runs beside this
// one, each on its own port with its own DATA_DIR, and each page's runs alternate base, current,
// base, current... so both builds meet the machine's drift alike; the table shows both medians.
// `-- --slow`: mobile with the CPU slowed down further, to a cheap Android phone (SLOW_CPU below).
// LIGHTHOUSE_PORT (4330 unless set) is the current build's port; the others follow it.
import { execFile, fork, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { PAGE_TYPES } from '../test/helpers/page-types.ts';
import { startVendorProxy, waitFor } from '../test/production/stack.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4330);
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const photos = process.argv.includes('--photos');
const formFactor = process.argv.includes('--desktop') ? 'desktop' : 'mobile';
// Lighthouse's mobile preset emulates a Moto G Power (2022) (its user agent and screen) with a
// fixed 4x CPU slowdown, meant for a high-end desktop host. The slowdown that makes a host behave
// like a given device is the host's benchmarkIndex over the device's (Lighthouse's
// docs/throttling.md, "Calibrating the CPU slowdown"; Chrome DevTools' CPU calibration bisects the
// throttling rate until the benchmark scores the device's figure). Device: the Moto G Power (2022),
// benchmarkIndex 264 (DevTools' CalibrationController, `lowScore`). Host: this machine when quiet
// (load under 2.5), about 2736 over 148 runs in five series (series medians 2657-2861),
// 2026-11-29; 2736 / 264 = 10.4. (A first figure, 5.5, came from 72 runs on a loaded machine.)
// docs/performance.md, "The slow profile", has the sources and figures.
const MOTO_G_POWER_2022 = 264;
const SLOW_CPU = 10.4;
// `--slow=N`: another slowdown, e.g. the one the last line of a run suggests for the host's speed.
const slowArg = arg('slow');
const slow = slowArg !== undefined || process.argv.includes('--slow');
const slowCpu = slowArg ? Number(slowArg) : SLOW_CPU;
if (slow && !(slowCpu >= 1)) throw new Error('--slow=N takes a CPU slowdown of 1 or more');
if (slow && formFactor === 'desktop') throw new Error('--slow is a phone profile: leave out --desktop');
const profile = slow ? `mobile, slow (${slowCpu}x CPU)` : formFactor;
const only = arg('only')?.split(',');
const pages = PAGE_TYPES.filter((p) => !only || only.includes(p.name));
// --traces: every run's figures on stderr, and its trace and network log kept beside the report.
const traces = process.argv.includes('--traces');
const runs = Number(arg('runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
const baseArg = arg('base');
const base = baseArg && path.resolve(baseArg);
if (base && !fs.existsSync(path.join(base, 'dist/server/index.js')))
  throw new Error(`--base=${baseArg}: no dist/server/index.js there; run \`npm run build\` in that checkout first`);
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const children: ChildProcess[] = [];
let proxy: Server | undefined;
interface Build {
  label: string;
  root: string;
  port: number;
}
// With --base, base first: each page's runs alternate base, current, base, current...
const builds: Build[] = [
  ...(base ? [{ label: 'base', root: base, port: PORT + 4 }] : []),
  { label: 'current', root, port: PORT },
];
const start = (build: Build, port: number, env: Record<string, string>) => {
  const child = fork(path.join(build.root, 'dist/server/index.js'), [], {
    execArgv: ['--max-old-space-size=384'], // as `npm run serve`
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LIGHTHOUSE_LOG_LEVEL ?? 'silent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise<ChildProcess>((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code, signal) => reject(new Error(`the ${build.label} server ended (${signal ?? code})`)));
  });
};
// The two builds' servers, to start again one that something else ended (on a shared machine,
// a cleanup that ends every `dist/server/index.js` by name); the run it failed is repeated.
const serving = new Map<Build, { child: ChildProcess; env: Record<string, string> }>();
const serve = async (build: Build, env: Record<string, string>) =>
  serving.set(build, { child: await start(build, build.port, env), env });
const keepServing = async (build: Build) => {
  const { child, env } = serving.get(build)!;
  if (child.exitCode === null && child.signalCode === null) return;
  console.error(`the ${build.label} server ended (${child.signalCode ?? child.exitCode}): starting it again`);
  await serve(build, env);
};
const dataDir = (name: string) => {
  const dir = path.join(os.tmpdir(), name);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
};
// Each build's DATA_DIR of its own: the base's name ends in -base.
const suffix = (build: Build) => (build.label === 'base' ? '-base' : '');
if (photos) {
  const [mediaPort, vendorPort, proxyPort] = [PORT + 1, PORT + 2, PORT + 3];
  const mediaUrl = `http://127.0.0.1:${mediaPort}`;
  children.push(
    spawn(process.execPath, [path.join(root, 'test/production/media-host.ts'), String(mediaPort)], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const current = builds.at(-1)!;
  await start(current, vendorPort, { DATA_DIR: dataDir('defan-lighthouse-vendor'), PAGE_CACHE_TTL_MS: '0' });
  proxy = startVendorProxy(proxyPort, `http://127.0.0.1:${vendorPort}`, mediaUrl);
  await waitFor(`${mediaUrl}/ready`, 'the media host');
  for (const build of builds)
    await serve(build, {
      DATA_DIR: dataDir(`defan-lighthouse-photos${suffix(build)}`),
      API_BASE_LOCAL: `http://127.0.0.1:${proxyPort}`,
      MEDIA_HOSTS: mediaUrl,
    });
} else {
  for (const build of builds)
    await serve(build, { DATA_DIR: path.join(os.tmpdir(), `defan-lighthouse-data${suffix(build)}`) });
}
type Report = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
  environment: { benchmarkIndex: number };
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
// The main thread's JavaScript evaluation over the load (Lighthouse's "Minimize main-thread work",
// its Script Evaluation group), at the profile's CPU slowdown: what runs before the page answers.
const scriptEvaluation = (r: Report) =>
  Number(
    r.audits['mainthread-work-breakdown']?.details?.items?.find((item) => item.group === 'scriptEvaluation')
      ?.duration ?? NaN,
  );
/** The table's cells for one build's runs of one page: medians, the score's range, the lowest of the others. */
function cells(reports: Report[]) {
  const perf = (r: Report) => Math.round(r.categories.performance!.score * 100);
  const scores = reports.map(perf);
  const audit = (k: string) => median(reports.map((r) => r.audits[k]?.numericValue ?? NaN));
  const ms = (k: string) => `${(audit(k) / 1000).toFixed(1)} s`;
  // The other categories: the lowest of the runs.
  const score = (k: string) => String(Math.min(...reports.map((r) => Math.round(r.categories[k]!.score * 100))));
  return [
    String(Math.round(median(scores))),
    Math.min(...scores) < Math.max(...scores) ? `${Math.min(...scores)}–${Math.max(...scores)}` : String(scores[0]),
    ms('first-contentful-paint'),
    ms('largest-contentful-paint'),
    `${Math.round(audit('total-blocking-time'))} ms`,
    audit('cumulative-layout-shift').toFixed(3),
    `${Math.round(median(reports.map(scriptEvaluation)))} ms`,
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    String(Math.round(median(reports.map((r) => r.environment.benchmarkIndex)))),
  ];
}
const benchmarkIndexes: number[] = [];
try {
  console.log(
    `Lighthouse ${profile}${photos ? ', photos' : ''}${base ? `, A/B: base ${base} → current ${root}, runs alternating` : ''}, median of ${runs} run${runs > 1 ? 's' : ''}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const columns = [
    'performance',
    '(runs)',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS eval',
    'accessibility',
    'best practices',
    'SEO',
    'host',
  ];
  console.log(`| page type | path | ${columns.join(' | ')} |`);
  console.log(`|---|---|${columns.map(() => '---|').join('')}`);
  for (const page of pages) {
    const outFor = (build: Build) =>
      path.join(
        os.tmpdir(),
        `lighthouse-${base ? `${build.label}-` : ''}${slow ? 'slow' : formFactor}${page.path.replace(/\W+/g, '-')}.json`,
      );
    // Not execFileSync: the vendor proxy runs in this process and must keep answering.
    const run = (build: Build) =>
      promisify(execFile)(
        path.join(root, 'node_modules/.bin/lighthouse'),
        [
          `http://127.0.0.1:${build.port}${page.path}`,
          ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
          ...(slow ? [`--throttling.cpuSlowdownMultiplier=${slowCpu}`] : []),
          '--quiet',
          `--chrome-flags=${CHROME_FLAGS}`,
          '--output=json',
          ...(traces ? ['--save-assets'] : []),
          `--output-path=${outFor(build)}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    // With photos, a first visit makes the page's resized pictures; the runs after it are measured.
    if (photos)
      for (const build of builds) {
        await keepServing(build);
        await run(build);
      }
    const reports = new Map<Build, Report[]>(builds.map((build) => [build, []]));
    for (let i = 0; i < runs; i++) {
      for (const build of builds) {
        const out = outFor(build);
        // Lighthouse sometimes fails to record its trace (NO_NAVSTART), and on a loaded machine
        // Chromium sometimes gives up on the page (an "interstitial"): such a run is repeated, twice at most.
        for (let attempt = 1; ; attempt++) {
          try {
            await keepServing(build);
            await run(build);
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            const why = String((error as { stderr?: string }).stderr ?? error)
              .trim()
              .split('\n')[0];
            console.error(
              `${page.path}${base ? ` (${build.label})` : ''}: Lighthouse failed (${why}), running it again`,
            );
          }
        }
        const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
        reports.get(build)!.push(report);
        benchmarkIndexes.push(report.environment.benchmarkIndex);
        if (traces) {
          console.error(
            `${page.path}${base ? ` ${build.label}` : ''} run ${i + 1}: ${Math.round(report.categories.performance!.score * 100)}, FCP ${Math.round(report.audits['first-contentful-paint']?.numericValue ?? NaN)} ms, TBT ${Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN)} ms, benchmarkIndex ${report.environment.benchmarkIndex}`,
          );
          for (const kind of ['trace', 'devtoolslog'])
            fs.renameSync(
              out.replace(/\.json$/, `-0.${kind}.json`),
              out.replace(/\.json$/, `-run${i + 1}.${kind}.json`),
            );
        }
      }
    }
    // Each figure is the median of the runs' figures, as Lighthouse CI's `median` aggregation:
    // Lighthouse's computeMedianRun picks the run nearest the median FCP and TTI, which is not
    // the run of median score (of runs scoring 100, 99, 94, 99 and 99 it once picked the 94).
    // That run's report is the one left at the build's output file, to look into.
    for (const build of builds)
      fs.writeFileSync(outFor(build), JSON.stringify(computeMedianRun(reports.get(build) as never)));
    // A/B: each cell is "base → current".
    const [first, second] = builds.map((build) => cells(reports.get(build)!));
    const row = second ? first!.map((cell, i) => (cell === second[i] ? cell : `${cell} → ${second[i]}`)) : first!;
    console.log(`| ${page.name} | ${page.path} | ${row.join(' | ')} |`);
  }
  // The host's speed as Lighthouse measures it, which is what calibrates SLOW_CPU.
  const hostIndex = median(benchmarkIndexes);
  console.log(
    `benchmarkIndex over ${benchmarkIndexes.length} runs: median ${Math.round(hostIndex)} (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}), so a Moto G Power (2022) is --slow=${(hostIndex / MOTO_G_POWER_2022).toFixed(1)} at this speed; load ${os.loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  proxy?.close();
}

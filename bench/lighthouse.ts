// npm run lighthouse: Lighthouse (Debian's Chromium), mobile, on one page of every page type
// (test/helpers/page-types.ts) against the built production server on loopback. Prints a table:
// the performance score with FCP, LCP, TBT and CLS, and the other three category scores.
// `-- --desktop` measures the desktop form factor instead; `-- --only=home,article` some page
// types (their names in page-types.ts, spaces as written there).
// Each page is measured `--runs=N` times (3 unless told), as Lighthouse's guidance on variability
// advises; the table shows the median of each figure over the runs, with the lowest and highest
// performance score beside it, and the lowest of the other three scores. `-- --traces` prints
// every run and keeps its trace and network log beside the report.
// `npm run lighthouse -- --photos`: the site on a vendor CMS whose pictures are JPEG and PNG
// photographs on a media host of their own (test/production/media-host.ts), served through /_img;
// each page is loaded once before it is measured, so the resized pictures exist, as they do on a
// site in use.
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
const PORT = 4330;
const photos = process.argv.includes('--photos');
const formFactor = process.argv.includes('--desktop') ? 'desktop' : 'mobile';
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const pages = PAGE_TYPES.filter((p) => !only || only.includes(p.name));
// --traces: every run's figures on stderr, and its trace and network log kept beside the report.
const traces = process.argv.includes('--traces');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const children: ChildProcess[] = [];
let proxy: Server | undefined;
const start = (port: number, env: Record<string, string>) => {
  const child = fork(path.join(root, 'dist/server/index.js'), [], {
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
  return new Promise((resolve) => child.once('message', resolve));
};
const dataDir = (name: string) => {
  const dir = path.join(os.tmpdir(), name);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
};
if (photos) {
  const [mediaPort, vendorPort, proxyPort] = [PORT + 1, PORT + 2, PORT + 3];
  const mediaUrl = `http://127.0.0.1:${mediaPort}`;
  children.push(
    spawn(process.execPath, [path.join(root, 'test/production/media-host.ts'), String(mediaPort)], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await start(vendorPort, { DATA_DIR: dataDir('defan-lighthouse-vendor'), PAGE_CACHE_TTL_MS: '0' });
  proxy = startVendorProxy(proxyPort, `http://127.0.0.1:${vendorPort}`, mediaUrl);
  await waitFor(`${mediaUrl}/ready`, 'the media host');
  await start(PORT, {
    DATA_DIR: dataDir('defan-lighthouse-photos'),
    API_BASE_LOCAL: `http://127.0.0.1:${proxyPort}`,
    MEDIA_HOSTS: mediaUrl,
  });
} else {
  await start(PORT, { DATA_DIR: path.join(os.tmpdir(), 'defan-lighthouse-data') });
}
try {
  console.log(
    `Lighthouse ${formFactor}${photos ? ', photos' : ''}, median of ${runs} run${runs > 1 ? 's' : ''}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    '| page type | path | performance | (runs) | FCP | LCP | TBT | CLS | accessibility | best practices | SEO |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const out = path.join(os.tmpdir(), `lighthouse-${formFactor}${page.path.replace(/\W+/g, '-')}.json`);
    // Not execFileSync: the vendor proxy runs in this process and must keep answering.
    const run = () =>
      promisify(execFile)(
        path.join(root, 'node_modules/.bin/lighthouse'),
        [
          `http://127.0.0.1:${PORT}${page.path}`,
          ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
          '--quiet',
          `--chrome-flags=${CHROME_FLAGS}`,
          '--output=json',
          ...(traces ? ['--save-assets'] : []),
          `--output-path=${out}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    // With photos, a first visit makes the page's resized pictures; the runs after it are measured.
    if (photos) await run();
    type Report = {
      categories: Record<string, { score: number }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const reports: Report[] = [];
    for (let i = 0; i < runs; i++) {
      try {
        await run();
      } catch {
        // Lighthouse sometimes fails to record its trace (NO_NAVSTART); that run is repeated once.
        console.error(`${page.path}: Lighthouse failed, running it again`);
        await run();
      }
      const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
      reports.push(report);
      if (traces) {
        console.error(
          `${page.path} run ${i + 1}: ${Math.round(report.categories.performance!.score * 100)}, FCP ${Math.round(report.audits['first-contentful-paint']?.numericValue ?? NaN)} ms, TBT ${Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN)} ms`,
        );
        for (const kind of ['trace', 'devtoolslog'])
          fs.renameSync(out.replace(/\.json$/, `-0.${kind}.json`), out.replace(/\.json$/, `-run${i + 1}.${kind}.json`));
      }
    }
    // Each figure is the median of the runs' figures, as Lighthouse CI's `median` aggregation:
    // Lighthouse's computeMedianRun picks the run nearest the median FCP and TTI, which is not
    // the run of median score (of runs scoring 100, 99, 94, 99 and 99 it once picked the 94).
    // That run's report is the one left at `out`, to look into.
    fs.writeFileSync(out, JSON.stringify(computeMedianRun(reports as never)));
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    const perf = (r: Report) => Math.round(r.categories.performance!.score * 100);
    const scores = reports.map(perf);
    const range = runs > 1 ? `${Math.min(...scores)}–${Math.max(...scores)}` : '';
    // The other categories: the lowest of the runs.
    const score = (k: string) => Math.min(...reports.map((r) => Math.round(r.categories[k]!.score * 100)));
    const audit = (k: string) => median(reports.map((r) => r.audits[k]?.numericValue ?? NaN));
    const ms = (k: string) => `${(audit(k) / 1000).toFixed(1)} s`;
    const tbt = `${Math.round(audit('total-blocking-time'))} ms`;
    const cls = audit('cumulative-layout-shift').toFixed(3);
    console.log(
      `| ${page.name} | ${page.path} | ${Math.round(median(scores))} | ${range} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${tbt} | ${cls} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} |`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  proxy?.close();
}

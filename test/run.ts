// `npm test`'s runner: vitest (unit and integration), then the Playwright browser tests and the
// production rehearsal (npm run test:production), each with its normal output, and one closing
// summary line for CI to read.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { endRun, endRunOnExit, tagRun } from './helpers/test-run.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

// Every process the runners start carries this run's tag; after each runner, whatever is still
// running with it (a runner that crashed before its own teardown) is killed, and so is
// everything the run started when the runner is stopped (a spawnSync runner handles the signal
// once its runner in progress, which the signal reached too, has ended).
tagRun();
endRunOnExit({ signals: true });
async function sweep(after: string): Promise<void> {
  const killed = await endRun();
  if (killed.length) console.warn(`${after} left ${killed.length} processes running; killed ${killed.join(', ')}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;
/** Each failed test by file and name, printed after the summary: CI shows the end of the log. */
const failures: string[] = [];

const vitestJson = path.join(results, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const vitest = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { stdio: 'inherit', cwd: root },
);
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: {
      name: string;
      message?: string;
      assertionResults: { fullName: string; status: string }[];
    }[];
  };
  for (const file of r.testResults) {
    const where = path.relative(root, file.name);
    const names = file.assertionResults.filter((t) => t.status === 'failed').map((t) => t.fullName);
    for (const name of names) failures.push(`${where} › ${name}`);
    // A file that failed outside its tests (it did not load, or a hook threw)
    if (!names.length && file.message) failures.push(`${where}: ${file.message.split('\n')[0]}`);
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}
if (vitest.status !== 0) broken = true;
await sweep('vitest');

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[];
}
function collectFailures(suite: PlaywrightSuite, titles: string[]): void {
  const inner = suite.file === suite.title ? titles : [...titles, suite.title];
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      if (t.status === 'unexpected') {
        failures.push(`${spec.file} › [${t.projectName}] ${[...inner, spec.title].join(' › ')}`);
      }
    }
  }
  for (const child of suite.suites ?? []) collectFailures(child, inner);
}

/** Runs one Playwright suite and adds its counts. */
function playwright(configFile: string, jsonName: string): void {
  const config = path.join(root, configFile);
  if (!fs.existsSync(config)) return;
  const json = path.join(results, jsonName);
  fs.rmSync(json, { force: true });
  const pw = spawnSync(bin('playwright'), ['test', '-c', config, '--reporter=list,json'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
  });
  if (fs.existsSync(json)) {
    const r = JSON.parse(fs.readFileSync(json, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites?: PlaywrightSuite[];
    };
    for (const suite of r.suites ?? []) collectFailures(suite, []);
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
  }
  if (pw.status !== 0) broken = true;
}

// The browser tests against the built site, then the production rehearsal (nginx, pm2 cluster).
playwright('playwright.config.ts', 'playwright.json');
await sweep('the browser tests');
playwright('playwright.production.config.ts', 'production.json');
await sweep('the production rehearsal');

if (broken && failed === 0) failed = 1; // a runner that crashed counts as a failure
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
for (const failure of failures) console.log(`failed: ${failure}`);
if (broken && !failures.length) console.log('failed: a runner ended in error outside any test (see its output above)');
process.exit(broken ? 1 : 0);

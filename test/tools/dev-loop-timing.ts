// How long `npm run dev` takes from an edit to the new page in the browser (docs/testing.md,
// "Development loop"). It runs build/dev.ts in a copy of the checkout (test/helpers/dev-loop.ts),
// opens /about in Debian's Chromium, and in turns edits a page component, a shared module, a
// stylesheet and a server module of the copy; each time it measures until the open page, which
// reloads itself, shows the change: the component's new paragraph, the footer's new words, the new
// value of a CSS custom property, the new response header of the page. Prints the median of each
// with build/dev.ts's own figures (build, and site up after the change) beside it, and what the
// page said in its console (errors and warnings of React's development build).
// Usage: node test/tools/dev-loop-timing.ts [--rounds 5]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium, type Page } from '@playwright/test';
import { startDevLoop, type DevLoop } from '../helpers/dev-loop.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);

interface Edit {
  name: string;
  file: string;
  change: (mark: string) => (source: string) => string;
  /** Whether the page in the browser shows the change marked `mark`. */
  shows: (page: Page, mark: string) => Promise<boolean>;
}

/** The value of the page's x-dev-mark header, from the last page the browser loaded. */
let headerMark: string | undefined;

const EDITS: Edit[] = [
  {
    name: 'page component',
    file: 'client-desktop/pages/about.tsx',
    change: (mark) => (source) =>
      source.replace(
        /return (?:<><p id="dev-mark">[^<]*<\/p>)?<AboutPage([^]*?)\/>(?:<\/>)?;/,
        `return <><p id="dev-mark">${mark}</p><AboutPage$1/></>;`,
      ),
    shows: (page, mark) => page.evaluate((m) => document.getElementById('dev-mark')?.textContent === m, mark),
  },
  {
    name: 'shared module',
    file: 'shared/copy/chrome.ts',
    change: (mark) => (source) => source.replace(/privacy: '([^'\s]*)(?: mark-\d+)?'/, `privacy: '$1 ${mark}'`),
    shows: (page, mark) =>
      page.evaluate((m) => document.querySelector('.site-footer')?.textContent?.includes(m) ?? false, mark),
  },
  {
    name: 'stylesheet',
    file: 'client-desktop/styles/desktop.css',
    change: (mark) => (source) =>
      `${source.replace(/\n:root \{ --dev-mark: [^}]*\}\n$/, '\n')}:root { --dev-mark: ${mark}; }\n`,
    shows: (page, mark) =>
      page.evaluate(
        (m) => getComputedStyle(document.documentElement).getPropertyValue('--dev-mark').trim() === m,
        mark,
      ),
  },
  {
    name: 'server module',
    file: 'server/pages/page-headers.ts',
    change: (mark) => (source) =>
      source.replace(
        /('x-device-class': page\.device,)(?:\n\s*'x-dev-mark': '[^']*',)?/,
        `$1\n'x-dev-mark': '${mark}',`,
      ),
    shows: async (_page, mark) => headerMark === mark,
  },
];

/** Polls until the page shows the change (a reload in between is part of what is measured). */
async function until(page: Page, edit: Edit, mark: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const shown = await edit.shows(page, mark).catch(() => false); // the page is reloading
    if (shown) return;
    if (Date.now() > deadline) throw new Error(`the ${edit.name} edit ${mark} never showed`);
    await delay(10);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

let dev: DevLoop | undefined;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  dev = await startDevLoop(120_000);
  await dev.answer('/healthz', 200);
  const page = await browser.newPage();
  // React's development build warns in the console (a hydration mismatch, a missing key...).
  const complaints: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && complaints.push(m.text()));
  page.on('pageerror', (err) => complaints.push(err.message));
  page.on('response', (res) => {
    if (res.request().resourceType() === 'document') headerMark = res.headers()['x-dev-mark'];
  });
  await page.goto(`${dev.url}/about`);
  const figures = new Map(
    EDITS.map((e) => [e.name, { browser: [] as number[], built: [] as number[], up: [] as number[] }]),
  );
  for (let round = 0; round < rounds; round++) {
    for (const edit of EDITS) {
      const mark = `mark-${round}`;
      const printed = dev.output().length;
      const started = performance.now();
      dev.edit(edit.file, edit.change(mark));
      await until(page, edit, mark);
      const took = performance.now() - started;
      // build/dev.ts's line for this change, "built in 0.21 s, site up 1.02 s after the change"
      // (after a stylesheet's swap it comes later): the next edit starts once it is printed.
      const line = /built in ([\d.]+) s, (?:stylesheets swapped, )?site up ([\d.]+) s/;
      while (!line.test(dev.output().slice(printed))) await delay(10);
      const own = line.exec(dev.output().slice(printed));
      const f = figures.get(edit.name)!;
      f.browser.push(took);
      if (own) {
        f.built.push(Number(own[1]) * 1000);
        f.up.push(Number(own[2]) * 1000);
      }
      console.log(`${edit.name}: ${seconds(took)}`);
    }
  }
  console.log(`console errors and warnings of the page: ${complaints.length}`);
  for (const text of complaints.slice(0, 5)) console.log(`  ${text.slice(0, 300)}`);
  console.log(
    `load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`\nmedian of ${rounds} (edit → page shows it | build | site up after the change):`);
  for (const [name, f] of figures)
    console.log(
      `${name.padEnd(15)} ${seconds(median(f.browser))} | ${seconds(median(f.built))} | ${seconds(median(f.up))}`,
    );
} finally {
  await browser.close();
  await dev?.stop();
}

// Takes full-page screenshots of site pages in Debian's Chromium, as a desktop (1440 px) or a
// phone (390 px, iPhone user agent), to look at what the pages show a person.
// Usage: node test/tools/screenshot.ts --base http://127.0.0.1:3000 --out /tmp/shots --device desktop / /news
// --width 320 (or 768, 1024 ...) sets another viewport width for the device; --ua iphone, ipad
// (the iPad user agent that gets the phone app), ipados (iPadOS 13+, which says Macintosh and
// gets the desktop app, with touch) or desktop picks the user agent apart from the device.
// --all takes one page of every page type (test/helpers/page-types.ts) instead of the paths.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { PAGE_TYPES } from '../helpers/page-types.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: '/tmp/shots' },
    device: { type: 'string', default: 'desktop' },
    full: { type: 'boolean', default: true },
    // Also save the page in parts of this many pixels (easier to look at than one tall image).
    parts: { type: 'string' },
    width: { type: 'string' },
    ua: { type: 'string' },
    all: { type: 'boolean', default: false },
  },
});

const USER_AGENTS: Record<string, string> = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ipados:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
/** A screen's height for its width (phones, then tablets upright, then desktops). */
const heightFor = (w: number) => (w < 360 ? 568 : w < 600 ? 844 : w <= 1024 ? Math.round(w * 1.33) : 900);

const phone = values.device === 'phone';
const ua = values.ua ?? (phone ? 'iphone' : 'desktop');
const userAgent = USER_AGENTS[ua] ?? ua;
const width = Number(values.width ?? (phone ? 390 : 1440));
const touch = phone || ua === 'ipad' || ua === 'ipados';
const tag = `${values.device}${values.width ? `-${width}` : ''}${values.ua ? `-${ua.replace(/[^a-z0-9]+/gi, '')}` : ''}`;
const paths = values.all ? PAGE_TYPES.map((t) => t.path) : positionals.length ? positionals : ['/'];
fs.mkdirSync(values.out!, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({
  viewport: { width, height: heightFor(width) },
  userAgent,
  ...(phone ? { deviceScaleFactor: 2, isMobile: true } : {}),
  hasTouch: touch,
  // Carousels that move by themselves stay on their first slide, so a shot never catches one
  // halfway between two.
  reducedMotion: 'reduce',
});
for (const p of paths) {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  const res = await page.goto(new URL(p, values.base).toString(), { waitUntil: 'networkidle' });
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 10_000 })
    .catch(() => problems.push('did not hydrate'));
  // Scroll through the page so lazy images load before the full-page shot.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // Mobile emulation widens the layout viewport to fit wide content: compare with the device width.
  const deviceWidth = width;
  const overflow = await page.evaluate(
    (w) => Math.max(document.documentElement.scrollWidth, window.innerWidth) - w,
    deviceWidth,
  );
  const file = path.join(values.out!, `${tag}${p === '/' ? '-home' : p.replace(/[^a-z0-9]+/gi, '-')}.png`);
  // Sections with content-visibility: auto are drawn only near the viewport, so a full-page shot
  // of a screen-high viewport would show them empty. Stretched to the page's height, the viewport
  // shows every section as a person scrolling through the page sees it.
  if (values.full || values.parts) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: deviceWidth, height });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForLoadState('networkidle');
  }
  await page.screenshot({ path: file, fullPage: values.full });
  if (values.parts) {
    const step = Number(values.parts);
    const { width, height } = await page.evaluate(() => ({
      width: window.innerWidth,
      height: document.documentElement.scrollHeight,
    }));
    for (let y = 0, i = 1; y < height; y += step, i++) {
      await page.screenshot({
        path: file.replace(/\.png$/, `-part${i}.png`),
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(step, height - y) },
      });
    }
  }
  console.log(
    `${res?.status()} ${p} -> ${file}${overflow > 0 ? ` (horizontal overflow ${overflow}px)` : ''}${problems.length ? `\n  problems: ${problems.join(' | ')}` : ''}`,
  );
  await page.close();
}
await browser.close();

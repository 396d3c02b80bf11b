// Screenshots of pages at several widths, as the devices that see those widths: touch tablets with
// iPadOS's desktop-class agent below 1200 px, a mouse-driven desktop from 1200 px, and iPhones with
// --phone. Each shot is audited too (test/helpers/touch-audit.ts): sideways scroll, tap targets
// under 24 px (44 px on phones) and floating parts covering content cards are printed.
// Usage: node test/tools/screenshot-widths.ts --base http://127.0.0.1:3000 --out /tmp/shots \
//          [--widths 768,820,1024,1440,1920] [--phone] [--screens 3] [--parts 1600] [--all | --en] [/path ...]
// --screens N also saves the first N screens as a visitor sees them (fixed parts in place);
// --all takes every page type of test/helpers/page-types.ts, --en its English ones.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContextOptions } from '@playwright/test';
import { PAGE_TYPES } from '../helpers/page-types.ts';
import { auditTouch, floatingOverlaps } from '../helpers/touch-audit.ts';

const IPADOS_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: '/tmp/shots' },
    widths: { type: 'string' },
    phone: { type: 'boolean', default: false },
    screens: { type: 'string', default: '0' },
    all: { type: 'boolean', default: false },
    en: { type: 'boolean', default: false },
    // Also save the full page in parts of this many pixels (easier to look at than one tall image).
    parts: { type: 'string' },
  },
});

const phone = values.phone;
const widths = (values.widths ?? (phone ? '320,390' : '768,820,1024,1440,1920')).split(',').map(Number);
const paths = values.all
  ? PAGE_TYPES.map((t) => t.path)
  : values.en
    ? PAGE_TYPES.filter((t) => t.en).map((t) => t.path)
    : positionals.length
      ? positionals
      : ['/'];

function contextFor(width: number): BrowserContextOptions {
  if (phone) {
    return {
      viewport: { width, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE_UA,
    };
  }
  return width < 1200
    ? { viewport: { width, height: Math.round(width * 1.3) }, hasTouch: true, userAgent: IPADOS_UA }
    : { viewport: { width, height: 900 }, userAgent: DESKTOP_UA };
}

fs.mkdirSync(values.out!, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
for (const width of widths) {
  const options = contextFor(width);
  const context = await browser.newContext(options);
  for (const p of paths) {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    const res = await page.goto(new URL(p, values.base).toString(), { waitUntil: 'networkidle' });
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 10_000 })
      .catch(() => problems.push('did not hydrate'));
    const name = `${width}${p === '/' ? '-home' : p.replace(/[^a-z0-9]+/gi, '-')}`;
    // Fixed parts where a visitor sees them: the first screens, scrolled one by one.
    for (let i = 0; i < Number(values.screens); i++) {
      await page.evaluate((y) => window.scrollTo(0, y), i * options.viewport!.height);
      await page.evaluate(() => new Promise((r) => setTimeout(r, 150)));
      await page.screenshot({ path: path.join(values.out!, `${name}-screen${i + 1}.png`) });
    }
    const audit = await auditTouch(page, phone ? 44 : 24);
    const overlaps = phone ? [] : await floatingOverlaps(page);
    // Scroll through the page so lazy images load, then stretch the viewport to the page's height:
    // sections with content-visibility: auto are drawn only near the viewport.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.min(height, 16000) });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(values.out!, `${name}.png`) });
    for (let y = 0, i = 1; values.parts && y < height; y += Number(values.parts), i++) {
      await page.screenshot({
        path: path.join(values.out!, `${name}-part${i}.png`),
        clip: { x: 0, y, width, height: Math.min(Number(values.parts), height - y) },
      });
    }
    const notes = [
      audit.coarse ? 'coarse' : 'fine',
      audit.overflow > 0 ? `OVERFLOW ${audit.overflow}px: ${audit.culprits.join(', ')}` : '',
      audit.small.length ? `${audit.small.length} small:\n    ${audit.small.join('\n    ')}` : '',
      overlaps.length ? `overlaps:\n    ${overlaps.join('\n    ')}` : '',
      problems.length ? `problems: ${problems.join(' | ')}` : '',
    ].filter(Boolean);
    console.log(`${res?.status()} ${width} ${p} -> ${name}.png  ${notes.join('  ')}`);
    await page.close();
  }
  await context.close();
}
await browser.close();

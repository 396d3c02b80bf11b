// Bundle budgets, all JS gzip, read from the build manifest: the phone's first load of every page
// type (the app shell and the page's files) ≤ 85 KiB (issue 26), the desktop's first load of `/`
// ≤ 145 KiB (issue 39), the phone lighter than the desktop, and no desktop code, head-management library or
// desktop-only library in the phone bundle.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Device } from '../../shared/site-types.ts';
import { HOME, HOME_STORY_TABS } from '../../shared/copy/home.ts';
import { ROUTES } from '../../shared/routes/route-table.ts';
import { loadManifest } from '../../server/pages/manifest.ts';
import { CLIENT_DIR } from '../helpers/site.ts';

const manifest = loadManifest(CLIENT_DIR);
const metafile = JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, 'metafile.json'), 'utf8')) as Record<
  Device,
  { outputs: Record<string, { inputs: Record<string, unknown> }> }
>;

const KiB = 1024;
const gzipSize = (url: string) =>
  gzipSync(fs.readFileSync(path.join(CLIENT_DIR, url.replace(/^\/assets\//, 'assets/'))), { level: 9 }).length;

/** Every JS file the browser loads for the first view of a route. */
function firstLoadJs(device: Device, routeId: string): string[] {
  const m = manifest[device];
  return [...new Set([m.js, ...m.imports, ...m.renderer, ...(m.routes[routeId] ?? [])])];
}
const firstLoadGzip = (device: Device, routeId: string) =>
  firstLoadJs(device, routeId).reduce((n, f) => n + gzipSize(f), 0);

const PHONE_BUDGET = 85 * KiB;

describe('bundle budgets', () => {
  const mobile = firstLoadGzip('mobile', 'home');
  const desktop = firstLoadGzip('desktop', 'home');

  describe("the phone's first load of every page type", () => {
    for (const id of Object.keys(manifest.mobile.routes).sort()) {
      const size = firstLoadGzip('mobile', id);
      const files = firstLoadJs('mobile', id).length;
      it(`${id}: ${(size / KiB).toFixed(1)} KiB gzip in ${files} files, within 85 KiB`, () => {
        expect(size).toBeLessThanOrEqual(PHONE_BUDGET);
      });
    }
  });

  it(`keeps the desktop's first load of / within 145 KiB gzip (now ${(desktop / KiB).toFixed(1)} KiB)`, () => {
    expect(desktop).toBeLessThanOrEqual(145 * KiB);
  });

  it("loads the desktop's React renderer as a chunk of its own, beside the page's, not within the entry", () => {
    const renderer = 'node_modules/react-dom/cjs/react-dom-client.production.js';
    const outputOf = (url: string) =>
      Object.entries(metafile.desktop.outputs).find(([out]) => `/assets/${path.basename(out)}` === url)![1];
    expect(manifest.desktop.renderer.length).toBeGreaterThan(0);
    expect(manifest.desktop.renderer.some((f) => renderer in outputOf(f).inputs)).toBe(true);
    for (const f of [manifest.desktop.js, ...manifest.desktop.imports])
      expect(renderer in outputOf(f).inputs, f).toBe(false);
  });

  it('makes the phone bundle lighter than the desktop one', () => {
    expect(mobile).toBeLessThan(desktop);
  });

  it('keeps each further phone page chunk small (≤ 30 KiB gzip of its own)', () => {
    const shared = new Set([manifest.mobile.js, ...manifest.mobile.imports, ...manifest.mobile.renderer]);
    for (const [id, files] of Object.entries(manifest.mobile.routes)) {
      const own = files.filter((f) => !shared.has(f)).reduce((n, f) => n + gzipSize(f), 0);
      expect(own, `mobile page ${id}`).toBeLessThanOrEqual(30 * KiB);
    }
  });

  it('has a chunk for every page of both apps (English pages only on desktop)', () => {
    const pages = ROUTES.map((r) => r.id).filter((id) => id !== 'fallback');
    expect(Object.keys(manifest.desktop.routes).sort()).toEqual([...pages].sort());
    expect(Object.keys(manifest.mobile.routes).sort()).toEqual(pages.filter((id) => !id.startsWith('en-')).sort());
  });

  it("leaves the phone's static parts, the consultation form and the lead-sending code out of its first loads", () => {
    const text = (device: Device, id: string) =>
      firstLoadJs(device, id)
        .map((f) => fs.readFileSync(path.join(CLIENT_DIR, f.replace(/^\/assets\//, 'assets/')), 'utf8'))
        .join('\n');
    // Static parts (client-mobile/components/static-part.tsx): the home page's facts and product
    // words are in the server's markup only; the tab names the phone renders are in its bundle.
    const home = text('mobile', 'home');
    expect(home).not.toContain(HOME.facts.title);
    expect(home).not.toContain(HOME.products.items[0]!.summary);
    expect(home).toContain(HOME_STORY_TABS.names[0]);
    // The footer's markup, on every page (its words are the header's too, in chrome.ts).
    expect(text('mobile', 'sorry')).not.toContain('m-footer__facts');
    const inFirstLoad = (device: Device, id: string, input: string) =>
      Object.entries(metafile[device].outputs).some(
        ([out, o]) => input in o.inputs && firstLoadJs(device, id).includes(`/assets/${path.basename(out)}`),
      );
    for (const id of ['template', 'marketing', 'cooperative', 'complex-scene']) {
      expect(inFirstLoad('mobile', id, 'shared/components/consult-form.tsx'), id).toBe(false);
      expect(inFirstLoad('mobile', id, 'shared/forms/submit-lead.ts'), id).toBe(false);
    }
    // The desktop hydrates its form with the page.
    expect(inFirstLoad('desktop', 'template', 'shared/components/consult-form.tsx')).toBe(true);
  });

  it('keeps the analytics providers in a lazy chunk of each app, out of every first load', () => {
    for (const device of ['desktop', 'mobile'] as const) {
      const outputs = Object.entries(metafile[device].outputs);
      const lazy = outputs
        .filter(([, o]) => 'shared/analytics/analytics-tags.ts' in o.inputs)
        .map(([out]) => `/assets/${path.basename(out)}`);
      expect(lazy, device).toHaveLength(1);
      for (const id of Object.keys(manifest[device].routes))
        expect(firstLoadJs(device, id), `${device} ${id}`).not.toContain(lazy[0]);
    }
  });

  it('puts no desktop code, client router or head-management library in the phone bundle', () => {
    const inputs = Object.values(metafile.mobile.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(inputs.filter((i) => i.startsWith('client-desktop/'))).toEqual([]);
    expect(inputs.filter((i) => /node_modules\/(react-router|react-helmet-async)\//.test(i))).toEqual([]);
    // The phone leaves the page head to the server (shared/components/seo-tags.tsx): no Open Graph
    // tags in any of its files, while the desktop, which navigates in the browser, has them.
    const says = (device: Device, text: string) =>
      Object.keys(metafile[device].outputs)
        .filter((out) => out.endsWith('.js'))
        .some((out) => fs.readFileSync(path.join(CLIENT_DIR, 'assets', path.basename(out)), 'utf8').includes(text));
    expect(says('mobile', 'og:site_name')).toBe(false);
    expect(says('desktop', 'og:site_name')).toBe(true);
    const desktopInputs = Object.values(metafile.desktop.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(desktopInputs.filter((i) => i.startsWith('client-mobile/'))).toEqual([]);
  });
});

// Bundle budgets, all JS gzip, read from the build manifest: the phone's first load of `/` ≤ 80
// KiB (issue 40) and of every other page type ≤ 85 KiB (issue 26), counting the app shell and
// the code of every island on the page (shared/app/island.tsx: those further down load later,
// so this is the most a page can load), the desktop's first load of `/` ≤ 145 KiB (issue 39),
// the phone lighter than the desktop, and no desktop code, head-management library or
// desktop-only library in the phone bundle.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../shared/site-types.ts';
import { ISLAND_NAMES } from '../../shared/app/island.tsx';
import { HOME, HOME_STORY_TABS } from '../../shared/copy/home.ts';
import { ROUTES } from '../../shared/routes/route-table.ts';
import { loadManifest } from '../../server/pages/manifest.ts';
import { PAGE_TYPES } from '../helpers/page-types.ts';
import { buildSite, CLIENT_DIR } from '../helpers/site.ts';

const manifest = loadManifest(CLIENT_DIR);
const metafile = JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, 'metafile.json'), 'utf8')) as Record<
  Device,
  { outputs: Record<string, { inputs: Record<string, unknown> }> }
>;

const KiB = 1024;
const gzipSize = (url: string) =>
  gzipSync(fs.readFileSync(path.join(CLIENT_DIR, url.replace(/^\/assets\//, 'assets/'))), { level: 9 }).length;

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The phone page's islands, from the markers the server rendered. */
const islandsIn = (html: string) => [...new Set(Array.from(html.matchAll(/data-island="([^"]+)"/g), (m) => m[1]!))];

/** Every JS file the browser loads for the first view of a desktop route, or of a phone page with
 *  these islands. */
function firstLoadJs(device: Device, routeId: string, islands: string[] = []): string[] {
  const m = manifest[device];
  const own = device === 'mobile' ? islands.flatMap((name) => m.islands[name] ?? []) : (m.routes[routeId] ?? []);
  return [...new Set([m.js, ...m.imports, ...m.renderer, ...own])];
}
const gzipOf = (files: string[]) => files.reduce((n, f) => n + gzipSize(f), 0);
const firstLoadGzip = (device: Device, routeId: string, islands?: string[]) =>
  gzipOf(firstLoadJs(device, routeId, islands));

const PHONE_PAGE_TYPES = PAGE_TYPES.filter((p) => !p.en);
/** Each phone page type's islands, read from the page the server renders for an iPhone. */
const phoneIslands = new Map<string, string[]>();
let site: ReturnType<typeof buildSite>;
beforeAll(async () => {
  site = buildSite();
  for (const { path: p } of PHONE_PAGE_TYPES) {
    const res = await request(site.listener).get(p).set('Host', 'localhost').set('User-Agent', IPHONE_UA);
    expect(res.status, p).toBe(200);
    phoneIslands.set(p, islandsIn(res.text));
  }
});
afterAll(() => site.dispose());

describe('bundle budgets', () => {
  const desktop = firstLoadGzip('desktop', 'home');

  describe("the phone's first load of every page type, with all its islands", () => {
    for (const { name, path: p } of PHONE_PAGE_TYPES) {
      const budget = p === '/' ? 80 : 85;
      it(`${name} (${p}): within ${budget} KiB gzip`, () => {
        const islands = phoneIslands.get(p)!;
        const size = firstLoadGzip('mobile', '', islands);
        expect(size, `${(size / KiB).toFixed(1)} KiB with ${islands.join(', ')}`).toBeLessThanOrEqual(budget * KiB);
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
    expect(firstLoadGzip('mobile', '', phoneIslands.get('/'))).toBeLessThan(desktop);
  });

  it('keeps each phone island small (≤ 8 KiB gzip of its own)', () => {
    const shared = new Set([manifest.mobile.js, ...manifest.mobile.imports, ...manifest.mobile.renderer]);
    for (const [name, files] of Object.entries(manifest.mobile.islands))
      expect(gzipOf(files.filter((f) => !shared.has(f))), `island ${name}`).toBeLessThanOrEqual(8 * KiB);
  });

  it('has a chunk for every desktop page and every phone island, and no phone page chunks', () => {
    const pages = ROUTES.map((r) => r.id).filter((id) => id !== 'fallback');
    expect(Object.keys(manifest.desktop.routes).sort()).toEqual([...pages].sort());
    expect(Object.keys(manifest.mobile.islands).sort()).toEqual([...ISLAND_NAMES].sort());
    expect(manifest.mobile.routes).toEqual({});
  });

  it("leaves the phone's static parts and words out of its code, the consultation form to its island, and the lead-sending code to a send", () => {
    const text = (files: string[]) =>
      files.map((f) => fs.readFileSync(path.join(CLIENT_DIR, f.replace(/^\/assets\//, 'assets/')), 'utf8')).join('\n');
    // Only islands run in the phone's browser (shared/app/island.tsx): the home page's facts and
    // product words are in the server's markup only, and the tab names an island shows come in
    // its props, with the page.
    const home = text(firstLoadJs('mobile', '', phoneIslands.get('/')));
    expect(home).not.toContain(HOME.facts.title);
    expect(home).not.toContain(HOME.products.items[0]!.summary);
    expect(home).not.toContain(HOME_STORY_TABS.names[0]);
    // The footer's markup, on every page.
    expect(text(firstLoadJs('mobile', '', phoneIslands.get('/news/1040')))).not.toContain('m-footer__facts');
    const filesWith = (device: Device, input: string) =>
      Object.entries(metafile[device].outputs)
        .filter(([, o]) => input in o.inputs)
        .map(([out]) => `/assets/${path.basename(out)}`);
    const m = manifest.mobile;
    const islandsLoading = (input: string) =>
      Object.entries(m.islands)
        .filter(([, files]) => files.some((f) => filesWith('mobile', input).includes(f)))
        .map(([name]) => name);
    // The consultation form comes with its island (when it nears the screen), the sending code when
    // a lead is sent; neither is in the shell every page loads.
    const shell = [m.js, ...m.imports];
    expect(islandsLoading('shared/components/consult-form.tsx')).toEqual(['consult']);
    expect(filesWith('mobile', 'shared/components/consult-form.tsx').some((f) => shell.includes(f))).toBe(false);
    expect(islandsLoading('shared/forms/submit-lead.ts')).toEqual([]);
    expect(filesWith('mobile', 'shared/forms/submit-lead.ts').some((f) => shell.includes(f))).toBe(false);
    // The desktop hydrates its form with the page.
    expect(
      filesWith('desktop', 'shared/components/consult-form.tsx').some((f) =>
        firstLoadJs('desktop', 'template').includes(f),
      ),
    ).toBe(true);
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
      for (const name of Object.keys(manifest[device].islands))
        expect(firstLoadJs(device, '', [name]), `${device} island ${name}`).not.toContain(lazy[0]);
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

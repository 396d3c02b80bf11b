// A content change is content only (content/README.md): an English product page added as one page
// config file, in a copy of content/ the built server is started on, renders; it and its Chinese
// twin link to each other (hreflang, the desktop language switch, the phone menu's); the sitemap
// lists it. No code knows the page. A product page with no English config keeps none of that.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { tempDir } from '../helpers/site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADDED = 'pages/config/en-product_mdm.json';
const BASE = 'https://www.example.test';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let site: Cluster;
const added = JSON.parse(fs.readFileSync(path.join(ROOT, 'test/fixtures/content', ADDED), 'utf8')) as {
  meta: { title: string; h1: string };
};

beforeAll(async () => {
  const contentDir = path.join(tempDir('content-only-'), 'content');
  fs.cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
  expect(fs.existsSync(path.join(contentDir, ADDED))).toBe(false);
  fs.copyFileSync(path.join(ROOT, 'test/fixtures/content', ADDED), path.join(contentDir, ADDED));
  site = await startCluster(
    { CONTENT_DIR: contentDir, DATA_DIR: tempDir('content-only-data-'), SITE_BASE_LOCAL: BASE },
    1,
  );
}, 60_000);
afterAll(() => site?.stop());

function get(target: string, ua = DESKTOP): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: site.port, path: target, headers: { 'user-agent': ua } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      })
      .on('error', reject);
  });
}

/** The page's hreflang alternates, by language. */
function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
  return Object.fromEntries(links.map((m) => [m[1]!, m[2]!]));
}

/** The href of the switcher's link into `lang` (the desktop headers' and the phone menu's). */
function switchHref(html: string, lang: 'en' | 'zh-CN'): string | undefined {
  const link = [...html.matchAll(/<a[^>]*>/g)]
    .map((m) => m[0])
    .find((a) => a.includes(`hrefLang="${lang}"`) && (a.includes('lang-switch__link') || a.includes(`lang="${lang}"`)));
  return link && /href="([^"]*)"/.exec(link)?.[1];
}

describe('an English product page added as one file in the content', () => {
  it('renders with its own title, heading and pictures', async () => {
    const page = await get('/en/product_mdm');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en"');
    // The English site's title suffix in place of the file's (as on every English page).
    expect(page.text).toContain('<title>Defan MDM Master Data Management Platform - Defan Cloud</title>');
    expect(page.text).toContain(`<meta property="og:title" content="${added.meta.title}"/>`);
    expect(page.text).toContain(`<h1 class="tpl-hero__title"><span>${added.meta.h1}</span></h1>`);
    // Its pictures are drawn from its own words, in English.
    const pictures = [...page.text.matchAll(/src="(\/media\/art\/pic-[^"]+)"/g)].map((m) => m[1]!);
    expect(pictures).toContain('/media/art/pic-mdm-governance-en.svg?lang=en');
    for (const picture of pictures) {
      const svg = await get(picture);
      expect(svg.status, picture).toBe(200);
      expect(svg.text, picture).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await get('/media/art/pic-mdm-governance-en.svg?lang=en')).text).toContain('Standards');
  });

  it('and its Chinese twin name each other in their hreflang links', async () => {
    const twins = { 'zh-CN': `${BASE}/product_mdm`, en: `${BASE}/en/product_mdm`, 'x-default': `${BASE}/product_mdm` };
    expect(alternates((await get('/product_mdm')).text)).toEqual(twins);
    expect(alternates((await get('/product_mdm', IPHONE)).text)).toEqual(twins);
    expect(alternates((await get('/en/product_mdm')).text)).toEqual(twins);
  });

  it("is where the Chinese page's language switch leads, on desktop and in the phone menu, and back", async () => {
    expect(switchHref((await get('/product_mdm')).text, 'en')).toBe('/en/product_mdm');
    expect(switchHref((await get('/product_mdm', IPHONE)).text, 'en')).toBe('/en/product_mdm');
    expect(switchHref((await get('/en/product_mdm')).text, 'zh-CN')).toBe('/product_mdm');
  });

  it('is in the sitemap, beside its Chinese twin', async () => {
    const locs = [...(await get('/sitemap.xml')).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${BASE}/en/product_mdm`);
    expect(locs).toContain(`${BASE}/product_mdm`);
    expect(locs).not.toContain(`${BASE}/en/product_dehoop`);
  });

  it('gives nothing to a product page whose English config the content lacks', async () => {
    const dehoop = (await get('/product_dehoop')).text;
    expect(alternates(dehoop)).toEqual({});
    expect(switchHref(dehoop, 'en')).toBe('/en');
    expect((await get('/en/product_dehoop')).status).toBe(404);
  });
});

// Every English page speaks English (spec §2, issue 16): no Chinese character in its text, in the
// alt, title, aria-label or placeholder of any element, or in the words of the generated images
// it shows; and its links stay on the English site (or leave for another one). The language
// switcher and the ICP filing number are Chinese on purpose. The pages are every en-* route of the
// route table, every English address of the sitemap, and unknown English addresses.
import { matchRoutes } from 'react-router';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectConfig } from '../../shared/api/types.ts';
import { createRouteObjects, ROUTES } from '../../shared/routes/route-table.ts';
import { isEnglishPath } from '../../shared/routes/path-language.ts';
import { buildSite } from '../helpers/site.ts';
import { CJK, pageWords, svgTexts } from '../helpers/page-words.ts';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Addresses no English page has: each must end on an English page (a 404 or the English home). */
const UNKNOWN = [
  '/en/nothing',
  '/en/a/b',
  '/en/solution_nothing',
  '/en/product_nothing',
  '/en/doc/md_nothing',
  '/en/doc/privacy',
];

let site: ReturnType<typeof buildSite>;
let config: ProjectConfig;
let pages: string[];
beforeAll(async () => {
  site = buildSite();
  config = (await get('/ds_projects/jiayi/config/index.json')).body as ProjectConfig;
  const sitemap = (await get('/sitemap.xml')).text;
  const english = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)]
    .map((m) => m[1] || '/')
    .filter(isEnglishPath);
  const fixed = ROUTES.filter((r) => r.id.startsWith('en-') && !r.path.includes(':')).map((r) => r.path);
  pages = [...new Set([...fixed, ...english])];
});
afterAll(() => site.dispose());

function get(url: string, ua = DESKTOP_UA) {
  return request(site.listener).get(url).set('Host', 'localhost').set('User-Agent', ua);
}

/** The language switcher (中国站) and the ICP filing link are left out of the checks. */
const chineseOnPurpose = (tag: string, attrs: Record<string, string>) =>
  /\blang-switch\b/.test(attrs.class ?? '') || (tag === 'a' && attrs.href === config.icp.link);

/** A link an English page may have: the English site, this page, another site, or a generated
 *  picture at full size (its words are checked with the page's other pictures). */
function allowedLink(href: string): boolean {
  if (href.startsWith('#') || href.startsWith('/media/')) return true;
  if (/^(mailto|tel):/.test(href)) return true;
  if (/^https?:\/\//.test(href))
    return !/^https?:\/\/(localhost|127\.0\.0\.1|(www\.|dev\.|pre\.)?definesys\.cn)(:\d+)?(\/|$)/.test(href);
  return isEnglishPath(href.split(/[?#]/)[0]!);
}

/** What is wrong with one English page, as readable lines (empty when nothing is). */
async function problemsOf(url: string, ua = DESKTOP_UA): Promise<string[]> {
  const res = await get(url, ua);
  if (res.status >= 300 && res.status < 400) {
    const to = String(res.headers.location);
    return isEnglishPath(to) ? problemsOf(to, ua) : [`${url} redirects to ${to}, not an English page`];
  }
  const problems: string[] = [];
  if (![200, 404].includes(res.status)) problems.push(`${url} answers ${res.status}`);
  if (!/<html[^>]* lang="en/.test(res.text)) problems.push(`${url} is not <html lang="en">`);
  const words = pageWords(res.text, chineseOnPurpose);
  for (const t of words.texts) if (CJK.test(t.text)) problems.push(`${url} text in <${t.tag}>: ${t.text.slice(0, 80)}`);
  for (const a of words.attributes)
    if (CJK.test(a.value)) problems.push(`${url} ${a.name} of <${a.tag}>: ${a.value.slice(0, 80)}`);
  for (const href of words.links) if (!allowedLink(href)) problems.push(`${url} links to ${href}`);
  for (const src of words.media) {
    const image = await get(src);
    if (image.status !== 200) {
      problems.push(`${url} shows ${src}, which answers ${image.status}`);
      continue;
    }
    const body = Buffer.isBuffer(image.body) ? image.body.toString('utf8') : image.text;
    const chinese = svgTexts(body).filter((t) => CJK.test(t));
    if (chinese.length) problems.push(`${url} shows ${src} with the words ${chinese.slice(0, 3).join(' | ')}`);
  }
  return problems;
}

describe('the English site', () => {
  it('checks a page of every English route of the route table', () => {
    const routes = createRouteObjects();
    const covered = new Set(pages.map((p) => matchRoutes(routes, p)?.at(-1)?.route.id));
    const english = ROUTES.filter((r) => r.id.startsWith('en-')).map((r) => r.id);
    expect(english.filter((id) => !covered.has(id))).toEqual([]);
    expect(pages.length).toBeGreaterThanOrEqual(16);
  });

  it('shows no Chinese in any page, alt, title or generated image, and links only to English pages', async () => {
    const problems: string[] = [];
    for (const url of pages) problems.push(...(await problemsOf(url)));
    expect(problems).toEqual([]);
  });

  it('sends phones the same English pages', async () => {
    const problems: string[] = [];
    for (const url of ['/en', '/en/about', '/en/cooperative', '/en/solution_finance'])
      problems.push(...(await problemsOf(url, IPHONE_UA)));
    expect(problems).toEqual([]);
  });

  it.each(UNKNOWN)('%s ends on an English page, in English', async (url) => {
    const res = await get(url);
    if (res.status >= 300 && res.status < 400) expect(res.headers.location).toBe('/en');
    else expect(res.status).toBe(404);
    expect(await problemsOf(url)).toEqual([]);
  });

  it('the English 404 explains itself in English', async () => {
    const res = await get('/en/solution_nothing');
    expect(res.status).toBe(404);
    expect(res.text).toContain('This page could not be found');
    expect(res.text).toContain('This page does not exist.');
    expect((await get('/en/doc/md_nothing')).text).toContain('This document does not exist.');
  });

  it('keeps the Chinese 404 messages and homes of the Chinese site', async () => {
    expect((await get('/solution_nothing')).text).toContain('页面不存在');
    expect((await get('/doc/md_nothing')).text).toContain('文档不存在');
    expect((await get('/nothing')).headers.location).toBe('/');
  });
});

describe('the checks themselves', () => {
  it('find Chinese in text, attributes and images, and links to the Chinese site', () => {
    const html =
      '<html lang="en"><body><p>Hello 你好</p><img alt="标志" src="/media/logo/1.svg"/><a href="/cases/1" title="案例">x</a>' +
      '<div class="lang-switch"><a href="/">中国站</a></div><script type="application/json">{"a":"<b>中文</b>"}</script></body></html>';
    const words = pageWords(html, (_tag, attrs) => /lang-switch/.test(attrs.class ?? ''));
    expect(words.texts.filter((t) => CJK.test(t.text)).map((t) => t.text)).toEqual(['Hello 你好']);
    expect(words.attributes.map((a) => a.value)).toEqual(['标志', '案例']);
    expect(words.links).toEqual(['/cases/1']);
    expect(words.media).toEqual(['/media/logo/1.svg']);
    expect(svgTexts('<svg><text>A<tspan>中</tspan></text></svg>')).toEqual(['A中']);
    expect(['/en', '/en/form', '#x', 'https://example.com/', 'mailto:a@b.c'].every(allowedLink)).toBe(true);
    expect(['/', '/cases/1', '/doc/md_privacy', 'https://www.definesys.cn/news', '/english'].some(allowedLink)).toBe(
      false,
    );
  });
});

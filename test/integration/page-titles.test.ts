// Every page type's <title> follows one rule (shared/seo/page-title.ts, issue 26): its own title,
// " - ", and the site's name in its language, once, on the desktop and the phone alike; pages
// that differ only in content get the same ending (articles, cases, products, solutions, the
// error pages), never the " | 得帆" or " | Defan" some of them were written with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { PAGE_TYPES } from '../helpers/page-types.ts';
import { buildSite } from '../helpers/site.ts';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite();
});
afterAll(() => site.dispose());

const PAGES: { path: string; en?: boolean }[] = [
  ...PAGE_TYPES,
  { path: '/news/1001' },
  { path: '/product_mdm' },
  { path: '/solution_hr' },
  { path: '/cases/2002' },
  { path: '/400' },
  { path: '/sorry' },
  { path: '/news/99999' },
  { path: '/en/product_ipaas', en: true },
  { path: '/en/solution_finance', en: true },
  { path: '/en/cooperative', en: true },
  { path: '/en/form', en: true },
  { path: '/en/doc/md_privacy', en: true },
];

async function titleOf(path: string, ua: string): Promise<string[]> {
  const res = await request(site.listener).get(path).set('Host', 'localhost').set('User-Agent', ua);
  return [...res.text.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]!);
}

describe('page titles', () => {
  it.each(PAGES.map((p) => [p.path, p.en === true] as const))('%s ends with the site name once', async (path, en) => {
    const agents = en ? [DESKTOP] : [DESKTOP, IPHONE];
    for (const ua of agents) {
      const titles = await titleOf(path, ua);
      expect(titles, `${path} has one title`).toHaveLength(1);
      const title = titles[0]!;
      const suffix = en ? ' - Defan Cloud' : ' - 得帆云';
      expect(title.endsWith(suffix), `${path}: ${title}`).toBe(true);
      const own = title.slice(0, -suffix.length);
      expect(own.length, title).toBeGreaterThan(1);
      // No other ending for the site left before it.
      expect(own, title).not.toMatch(/[-|_]\s*(得帆云?|Defan( Cloud)?)\s*$/);
    }
  });

  it('gives a page the same title on both devices', async () => {
    for (const { path, en } of PAGES)
      if (!en) expect(await titleOf(path, IPHONE), path).toEqual(await titleOf(path, DESKTOP));
  });
});

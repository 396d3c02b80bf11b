// Each page's hydration data carries its own data and the frame's, nothing more: the logo walls,
// honours and trial logos travel only with the pages that show them, and the menus only in the
// page's language.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from '../../shared/app/payload.ts';
import { buildSite } from '../helpers/site.ts';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite({ PAGE_CACHE_TTL_MS: '0' });
});
afterAll(() => site.dispose());

async function payloadOf(
  path: string,
  ua = DESKTOP,
): Promise<{ json: string; root: Record<string, unknown>; data: Record<string, unknown> }> {
  const res = await request(site.listener).get(path).set('Host', 'localhost').set('User-Agent', ua);
  expect(res.status, path).toBe(200);
  const json = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
  const payload = JSON.parse(json) as Payload;
  return {
    json,
    root: payload.loaderData.root as Record<string, unknown>,
    data: payload.loaderData[payload.routeId] as Record<string, unknown>,
  };
}

describe('hydration data', () => {
  it.each([
    ['/news/1040', DESKTOP],
    ['/news/1040', IPHONE],
    ['/cases', DESKTOP],
    ['/en/cooperative', DESKTOP],
  ])('of %s carries no logo wall, honours, trial logos or other-language menus (%#)', async (path, ua) => {
    const { json, root } = await payloadOf(path, ua);
    const config = root.config as Record<string, unknown>;
    for (const list of ['brandWall', 'trialLogos', 'honours', 'en']) expect(config, list).not.toHaveProperty(list);
    const menus = root.menus as Record<string, unknown>;
    expect(menus).toHaveProperty('footer');
    expect(menus).not.toHaveProperty('zh');
    expect(menus).not.toHaveProperty('en');
    // The article page's data is the article and its sidebars: well under the 17 KB of frame
    // content every page used to carry.
    if (path === '/news/1040') expect(json.length).toBeLessThan(40_000);
  });

  it('gives the home pages their logo wall, the about pages their honours and wall, the forms their logos, each in its language', async () => {
    expect(((await payloadOf('/')).data.brandWall as unknown[]).length).toBe(114);
    expect(((await payloadOf('/', IPHONE)).data.brandWall as unknown[]).length).toBe(114);
    const about = await payloadOf('/about');
    expect([(about.data.honours as unknown[]).length, (about.data.brandWall as unknown[]).length]).toEqual([16, 114]);
    const enAbout = await payloadOf('/en/about');
    expect(JSON.stringify(enAbout.data.honours)).not.toMatch(/[\u4e00-\u9fff]/);
    expect(((await payloadOf('/form')).data.trialLogos as unknown[]).length).toBeGreaterThanOrEqual(20);
    const enForm = await payloadOf('/en/form');
    expect(JSON.stringify(enForm.data.trialLogos)).not.toMatch(/[\u4e00-\u9fff]/);
    expect((await payloadOf('/en')).root.menus).not.toHaveProperty('zh');
  });
});

import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/errors.ts';
import type { ApiRequest, Transport } from '../../shared/api/transport.ts';
import { languageTwinsTransport } from './language-twins.ts';

/** A content source with these pages (route → answer); every other route is a 404, and routes in
 *  `failing` fail as a vendor that is down does. Records the routes asked. */
function source(routes: string[], failing: string[] = []) {
  const asked: string[] = [];
  const answers = new Map(routes.map((route) => [route, Object.freeze({ route, ext: Object.freeze({}) })]));
  const transport: Transport = async (req) => {
    if (req.path !== API_PATHS.sitePages) return { other: req.path };
    const route = String(req.query?.route);
    asked.push(route);
    if (failing.includes(route)) throw new ApiError(502, 'upstream_error', 'down');
    const answer = answers.get(route);
    if (!answer) throw new ApiError(404, 'not_found', '页面不存在');
    return answer;
  };
  return { transport, asked, answers };
}

const page = (route: string): ApiRequest => ({
  method: 'GET',
  path: API_PATHS.sitePages,
  shape: 'pageDetail',
  query: { route, site: 'defan' },
});

describe('languageTwinsTransport', () => {
  it("names the other language's page when the content has it, from either language", async () => {
    const { transport, asked } = source(['/product_mdm', '/en/product_mdm']);
    const twins = languageTwinsTransport(transport);
    expect(await twins(page('/product_mdm'))).toMatchObject({ route: '/product_mdm', ext: { twin: '/en/product_mdm' } });
    expect(await twins(page('/en/product_mdm'))).toMatchObject({ ext: { twin: '/product_mdm' } });
    expect(asked).toEqual(['/product_mdm', '/en/product_mdm', '/en/product_mdm', '/product_mdm']);
  });

  it('leaves a page without a twin as the source answered it, also when the twin cannot be asked', async () => {
    const { transport, answers } = source(['/solution_hr', '/product_apaas'], ['/en/product_apaas']);
    const twins = languageTwinsTransport(transport);
    expect(await twins(page('/solution_hr'))).toBe(answers.get('/solution_hr'));
    expect(await twins(page('/product_apaas'))).toBe(answers.get('/product_apaas'));
  });

  it("fails as the page's own answer does", async () => {
    const { transport } = source(['/en/product_mdm']);
    await expect(languageTwinsTransport(transport)(page('/product_mdm'))).rejects.toMatchObject({ status: 404 });
  });

  it('gives the same object for the same answer, so its JSON is made once', async () => {
    const { transport } = source(['/product_mdm', '/en/product_mdm']);
    const twins = languageTwinsTransport(transport);
    expect(await twins(page('/product_mdm'))).toBe(await twins(page('/product_mdm')));
  });

  it('asks nothing more for other pages and other calls', async () => {
    const { transport, asked } = source(['/', '/about', '/en/about', '/marketing-automation']);
    const twins = languageTwinsTransport(transport);
    for (const route of ['/', '/about', '/marketing-automation']) {
      expect(await twins(page(route))).not.toHaveProperty('ext.twin');
    }
    expect(await twins({ method: 'GET', path: API_PATHS.menus, shape: 'menus' })).toEqual({ other: API_PATHS.menus });
    expect(asked).toEqual(['/', '/about', '/marketing-automation']);
  });
});

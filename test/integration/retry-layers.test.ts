// One retry layer between a visitor and the vendor (issue 26): when the vendor answers 500, the
// site's proxy retries it (server/content/got-transport.ts) and says its error answer is final,
// so the browser's transport does not ask again. Before, each of the browser's 4 attempts made the
// server's 4: one failing navigation cost 16 vendor calls. test/e2e/vendor-retry.spec.ts clicks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../shared/api/client.ts';
import { createFetchTransport } from '../../shared/api/fetch-transport.ts';
import { FINAL_ANSWER_HEADER } from '../../shared/api/transport.ts';
import { UPSTREAM_GET_RETRIES } from '../../server/content/got-transport.ts';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { startSite, type TestSite } from '../helpers/site.ts';

let fake: FakeUpstream;
let site: TestSite;
beforeAll(async () => {
  fake = await startFakeUpstream();
  fake.answer(() => ({ status: 500, json: { detail: 'boom' } }));
  site = await startSite({ API_BASE_LOCAL: fake.url });
});
afterAll(async () => {
  await site.close();
  await fake.close();
});

describe('a vendor 500 through the site proxy', () => {
  it('costs one call and the server retries, with the browser transport asking once', async () => {
    const siteCalls: string[] = [];
    const browser = createApi(
      createFetchTransport({
        base: site.url,
        retryBaseMs: 0,
        fetch: (input, init) => {
          siteCalls.push(String(input));
          return fetch(input, init);
        },
      }),
    );
    fake.requests.length = 0;
    await expect(browser.getArticle(1001)).rejects.toMatchObject({ status: 500 });
    expect(siteCalls).toHaveLength(1);
    expect(fake.requests.map((r) => r.url.split('?')[0])).toEqual(
      Array(1 + UPSTREAM_GET_RETRIES).fill('/api/v1/articles/1001/'),
    );
  });

  it('marks the proxy error answers final, and leaves its successes and unknown paths alone', async () => {
    const failed = await fetch(`${site.url}/api/v1/client_comments/`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get(FINAL_ANSWER_HEADER)).toBe('1');
    const unknown = await fetch(`${site.url}/api/v1/nothing/`);
    expect(unknown.status).toBe(404);
    fake.answer(() => ({ status: 200, json: [{ avatar: '', nickname: '林', content: '好用' }] }));
    const ok = await fetch(`${site.url}/api/v1/client_comments/`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get(FINAL_ANSWER_HEADER)).toBeNull();
  });
});

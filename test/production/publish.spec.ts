// Publishing through the real topology: the vendor CMS changes an article; after a signed
// POST /_revalidate (sent through nginx to one worker) both pm2 workers serve the new text within
// a second, nginx's short copy follows within its TTL and stale window; without the call the change
// still shows within the page TTL plus the stale window.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitUntil } from '../helpers/wait.ts';
import { stack } from './stack.ts';

const s = stack();
const ARTICLE = '/news/1040';

async function rewrite(from: string, to: string) {
  const r = await fetch(`${s.vendorUrl}/__rewrite`, { method: 'POST', body: JSON.stringify({ from, to }) });
  expect(r.status).toBe(204);
}

/** An address (the article by default) as the pm2 cluster serves it (round robin over both
 *  workers), n times. */
async function fromWorkers(n: number, path = ARTICLE): Promise<string[]> {
  const bodies: string[] = [];
  for (let i = 0; i < n; i++) bodies.push(await (await fetch(`${s.originUrl}${path}`)).text());
  return bodies;
}

/** A signed /_revalidate of `paths` through nginx; resolves a second after it was sent. */
async function revalidateAndWaitASecond(request: APIRequestContext, paths: string[]): Promise<void> {
  const sent = Date.now();
  const ok = await request.post(`${s.siteUrl}/_revalidate`, {
    headers: { Authorization: `Bearer ${s.revalidateToken}` },
    data: { paths },
  });
  expect(ok.status()).toBe(202);
  await new Promise((r) => setTimeout(r, Math.max(0, 1_000 - (Date.now() - sent))));
}

/** Lets the workers' content lists expire (their one-second lifetime): the time is the scenario. */
const letListsExpire = () => new Promise((r) => setTimeout(r, 1_500));

test('a page changed at the vendor shows on both workers within a second of /_revalidate, and without it within the TTL and stale window', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const v1 = '得帆数字员工平台正式发布';
  const v2 = `得帆数字员工平台全新发布${Date.now() % 1000}`;
  const v3 = `得帆数字员工平台再次发布${Date.now() % 1000}`;
  // Both workers hold a fresh copy (a stale one is refreshed by the first requests); the page TTL
  // (6 s) outlasts what follows, so only the call can bring the change within a second.
  await fromWorkers(6);
  expect((await fromWorkers(6)).every((b) => b.includes(v1))).toBe(true);

  await rewrite(v1, v2);
  // Cached: the workers keep the old page for now.
  expect((await fromWorkers(4)).every((b) => b.includes(v1))).toBe(true);
  const refused = await request.post(`${s.siteUrl}/_revalidate`, {
    headers: { Authorization: 'Bearer wrong-token-wrong-token-wrong-token' },
    data: { paths: [ARTICLE] },
  });
  expect(refused.status()).toBe(401);
  // A second after the call, no worker serves the old page any more.
  await revalidateAndWaitASecond(request, [ARTICLE]);
  const after = await fromWorkers(8);
  expect(after.filter((b) => b.includes(v1))).toEqual([]);
  expect(after.every((b) => b.includes(v2))).toBe(true);
  // nginx's copy follows within its short TTL and stale window.
  await waitUntil(
    "nginx's copy shows the change",
    async () => (await (await request.get(`${s.siteUrl}${ARTICLE}`)).text()).includes(v2),
    s.pageTtlMs + s.pageStaleMs + 3_000,
    100,
  );

  // Without a call: within the page TTL + stale window (+ the content cache's 1 s).
  await rewrite(v2, v3);
  const took = await waitUntil(
    'every worker shows the change without a call',
    async () => (await fromWorkers(4)).every((b) => b.includes(v3)),
    s.pageTtlMs + s.pageStaleMs + 1_000 + 4_000,
    100,
  );
  test.info().annotations.push({ type: 'without /_revalidate', description: `${took} ms` });
});

test('a revalidation reaches the sitemap on both workers within a second, and nginx’s copy within a page TTL', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const lastmodIn = (xml: string) => /\/news\/1040<\/loc><lastmod>([\d-]+)<\/lastmod>/.exec(xml)?.[1];
  const fromWorkersSitemap = async (n: number) => (await fromWorkers(n, '/sitemap.xml')).map(lastmodIn);
  const before = (await fromWorkersSitemap(4))[0]!;
  expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await fromWorkersSitemap(4)).toEqual([before, before, before, before]);
  await (await request.get(`${s.siteUrl}/sitemap.xml`)).text();

  // The vendor re-dates the article. The workers' content lists expire within a second, but
  // their sitemaps are kept ten minutes: only the call brings the new date.
  const after = '2026-10-31';
  try {
    await rewrite(`"published_at":"${before}`, `"published_at":"${after}`);
    await letListsExpire();
    expect(await fromWorkersSitemap(4)).toEqual([before, before, before, before]);
    await revalidateAndWaitASecond(request, [ARTICLE]);
    expect(await fromWorkersSitemap(6)).toEqual(Array(6).fill(after));
    // nginx keeps a sitemap no longer than a page.
    await waitUntil(
      "nginx's sitemap shows the new date",
      async () => lastmodIn(await (await request.get(`${s.siteUrl}/sitemap.xml`)).text()) === after,
      s.pageTtlMs + s.pageStaleMs + 3_000,
      100,
    );
  } finally {
    // Every rewrite dropped: the vendor says what it said before this file's tests.
    await fetch(`${s.vendorUrl}/__rewrite`, { method: 'POST' });
  }
});

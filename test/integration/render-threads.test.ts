// Render threads: pages rendered on the pool's threads are the documents the main thread
// renders, for every device and for crawlers; a thread that dies fails only its own render (the
// visitor gets the fallback page) and is replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RenderJob } from '../../server/pages/render-document.tsx';
import { RENDERS_PER_THREAD } from '../../server/pages/render-pool.ts';
import { buildSite } from '../helpers/site.ts';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

let main: ReturnType<typeof buildSite>;
let threaded: ReturnType<typeof buildSite>;
beforeAll(() => {
  main = buildSite({ PAGE_CACHE_TTL_MS: '0' });
  threaded = buildSite({ PAGE_CACHE_TTL_MS: '0' }, { renderThreads: 2 });
});
afterAll(() => {
  main.dispose();
  threaded.dispose();
});

const get = (site: ReturnType<typeof buildSite>, path: string, ua: string) =>
  request(site.listener).get(path).set('Host', 'localhost').set('User-Agent', ua);
// The render seed is random per request; everything else must be byte for byte the same.
const normalized = (html: string) => html.replace(/"seed":\d+/g, '"seed":0');

describe('render threads', () => {
  const pages: [string, string][] = [
    ['/', DESKTOP],
    ['/', IPHONE],
    ['/', BAIDU],
    ['/news/1040', DESKTOP],
    ['/news/1040', BAIDU],
    ['/cases', IPHONE],
    ['/en', DESKTOP],
    ['/en/product_ipaas', IPHONE],
    ['/400', DESKTOP],
    ['/400', IPHONE],
    ['/news/999999', DESKTOP],
    ['/news/999999', IPHONE],
  ];
  it.each(pages)(
    '%s (%s) is the document the main thread renders, with the same status and headers',
    async (path, ua) => {
      const [a, b] = await Promise.all([get(main, path, ua), get(threaded, path, ua)]);
      expect(b.status).toBe(a.status);
      expect(b.headers['content-type']).toBe(a.headers['content-type']);
      expect(b.headers['x-robots-tag']).toBe(a.headers['x-robots-tag']);
      expect(normalized(b.text)).toBe(normalized(a.text));
      expect(b.text.length).toBeGreaterThan(10_000);
    },
  );

  it('renders many pages at once on both threads, each answer whole', async () => {
    const paths = ['/', '/news', '/news/1001', '/cases', '/about', '/tags', '/en', '/cooperative'];
    const answers = await Promise.all(paths.flatMap((p) => [get(threaded, p, DESKTOP), get(threaded, p, IPHONE)]));
    for (const r of answers) {
      expect(r.status).toBe(200);
      expect(r.text.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(r.text.trimEnd().endsWith('</html>')).toBe(true);
    }
  });

  it(`gives each thread at most ${RENDERS_PER_THREAD} renders at a time; the others wait their turn`, async () => {
    const pool = threaded.renderPool!;
    let busiest = 0;
    let mostWaiting = 0;
    let sampling = true;
    const sample = () => {
      busiest = Math.max(busiest, ...pool['threads'].map((t) => t.jobs.size));
      mostWaiting = Math.max(mostWaiting, pool['waiting'].length);
      if (sampling) setImmediate(sample);
    };
    sample();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => get(threaded, i % 2 ? '/' : '/news', i % 3 ? DESKTOP : IPHONE)),
    );
    sampling = false;
    expect(answers.every((r) => r.status === 200 && r.text.trimEnd().endsWith('</html>'))).toBe(true);
    expect(busiest).toBe(RENDERS_PER_THREAD);
    expect(mostWaiting).toBeGreaterThan(0);
  });

  it('drops a render still waiting for a thread when its visitor leaves', async () => {
    const pool = threaded.renderPool!;
    const job: RenderJob = { url: '/', payloadJson: '{}', chromeKey: '', matches: [], statusCode: 200 };
    const busy = Array.from({ length: pool.size * RENDERS_PER_THREAD }, () => pool.render(job).catch(() => 'settled'));
    const leaving = new AbortController();
    const waiting = pool.render(job, leaving.signal);
    expect(pool['waiting']).toHaveLength(1);
    leaving.abort(new Error('visitor left'));
    expect(pool['waiting']).toHaveLength(0);
    await expect(waiting).rejects.toThrow('visitor left');
    await Promise.all(busy);
  });

  it('a thread that dies fails only its own render, and a new thread takes its place', async () => {
    const pool = threaded.renderPool!;
    const threads = pool['threads'];
    // Both threads stop; a render sent to one of them now never comes back from it.
    for (const t of threads) void t.worker.terminate();
    const failed = await pool
      .render({ url: '/', payloadJson: '{}', chromeKey: '', matches: [], statusCode: 200 } satisfies RenderJob)
      .then(
        () => new Error('a dead thread rendered a document'),
        (err: unknown) => err,
      );
    expect(String(failed)).toMatch(/render thread exited/);
    expect(pool.size).toBe(2);
    const after = await get(threaded, '/', DESKTOP);
    expect(after.status).toBe(200);
    expect(after.text).toContain('data-device="desktop"');
  });
});

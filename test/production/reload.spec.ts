// `pm2 reload` under load, through nginx: every worker is replaced while requests keep coming (API
// answers, which nginx never caches, and pages) and every core is kept busy besides (a CPU hog per
// core: new workers start far slower than on an idle machine), and not one of them fails; each new
// worker told pm2 it was ready before its old one was stopped.
import { expect, test } from '@playwright/test';
import { READY_METRIC } from '../../server/startup-timer.ts';
import { loadCpus } from '../helpers/cpu-load.ts';
import { pm2, pm2Async, stack } from './stack.ts';

const s = stack();

test('pm2 reload under load, on a busy machine, drops nothing through nginx', async ({ request }) => {
  test.setTimeout(240_000);
  const paths = [
    '/api/v1/articles/?page=1&size=5',
    '/api/v1/articles/1040/',
    '/news',
    '/cases',
    '/api/v1/article_tags/',
  ];
  let running = true;
  let served = 0;
  /** Resolves once the load has had `n` more answers. */
  const servedMore = async (n: number) => {
    const target = served + n;
    await expect.poll(() => served, { timeout: 60_000 }).toBeGreaterThanOrEqual(target);
  };
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const worker = async (n: number) => {
    for (let i = n; running; i++) {
      const p = paths[i % paths.length]!;
      try {
        const r = await request.get(`${s.siteUrl}${p}`, { timeout: 15_000 });
        statuses.set(r.status(), (statuses.get(r.status()) ?? 0) + 1);
        served++;
        if (r.status() >= 500) failures.push(`${p}: ${r.status()}`);
      } catch (e) {
        failures.push(`${p}: ${(e as Error).message.split('\n')[0]}`);
      }
    }
  };
  const load = Array.from({ length: 8 }, (_, n) => worker(n));
  await servedMore(25);
  const before = pm2(s, 'jlist');
  const cpus = loadCpus();
  try {
    // Asynchronously, so the load keeps running while pm2 replaces the workers.
    await pm2Async(s, 'reload', 'defan-site');
    await servedMore(25);
  } finally {
    cpus.stop();
    running = false;
    await Promise.all(load);
  }
  type Worker = { pid: number; pm2_env: { axm_monitor?: Record<string, { value?: number }> } };
  const pids = (list: string) => (JSON.parse(list) as Worker[]).map((p) => p.pid).sort();
  const after = pm2(s, 'jlist');
  // Both workers were replaced, and each new one said it was ready.
  expect(pids(after)).toHaveLength(2);
  expect(pids(after).filter((p) => pids(before).includes(p))).toEqual([]);
  const readyMs = (JSON.parse(after) as Worker[]).map((w) => w.pm2_env.axm_monitor?.[READY_METRIC]?.value);
  expect(readyMs).toEqual([expect.any(Number), expect.any(Number)]);
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(50);
  expect(failures).toEqual([]);
  expect([...statuses.keys()].every((code) => code < 400 || code === 404)).toBe(true);
});

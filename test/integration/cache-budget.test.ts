// The caches' byte budgets fit the heap the site starts with: the built server, started as
// `npm run serve` starts it (384 MB heap) with the default budgets, is flooded with thousands of
// distinct valid content-API requests and page addresses, and keeps answering with its heap well
// under the cap.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/site.ts';
import { freePort } from '../helpers/free-port.ts';
import { untilServing } from '../helpers/wait.ts';

interface Memory {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  heapLimitMb: number;
}

describe('the cache budgets under a flood of distinct requests', () => {
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
  });

  it('keep the heap under the cap, and the site answering', { timeout: 180_000 }, async () => {
    const port = await freePort();
    server = spawn(process.execPath, ['--max-old-space-size=384', path.resolve('dist/server/index.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: tempDir('budget-'),
        LOG_LEVEL: 'silent',
        RENDER_THREADS: '1',
      },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    await untilServing(`${base}/healthz`);

    // Distinct valid keys: every size of every category's list (estimated 60 KB each at size
    // 999, well past the 64 MB content budget in all), and a thousand list pages (past half the
    // page cache's 96 MB).
    const targets: string[] = [];
    for (const category of [4, 7, 6, 5, 3, 8])
      for (let size = 999; size >= 400; size -= 1)
        targets.push(`/api/v1/articles/?category_id=${category}&size=${size}`);
    for (let page = 1; page <= 1000; page++) targets.push(`/cases?page=${page}`);
    let peakHeap = 0;
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < targets.length) {
        const target = targets[next++]!;
        const res = await fetch(`${base}${target}`, { redirect: 'manual' });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (next % 500 === 0) {
          const m = (await (await fetch(`${base}/readyz`)).json()).memory as Memory;
          peakHeap = Math.max(peakHeap, m.heapUsedMb);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    expect(Object.fromEntries(statuses)).toEqual({ 200: targets.length });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    const memory = (await ready.json()).memory as Memory;
    peakHeap = Math.max(peakHeap, memory.heapUsedMb);
    // The limit V8 reports adds the young generation to the 384 MB old space.
    expect(memory.heapLimitMb).toBeGreaterThanOrEqual(384);
    // Garbage between collections comes on top of what the caches hold: the live heap stays well
    // below the old space's 384 MB, and so does what V8 has committed for it. (RSS adds the cached
    // pages' buffers, the render thread's own heap and the code: about 430 MB here.)
    expect(peakHeap, JSON.stringify(memory)).toBeLessThan(384 * 0.8);
    expect(memory.heapTotalMb, JSON.stringify(memory)).toBeLessThan(384);
  });
});

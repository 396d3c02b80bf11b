// The idle tracker: whenIdle() resolves at once when nothing is tracked, else when the last piece
// of work settles (failures included), and waits for work tracked meanwhile.
import { describe, expect, it } from 'vitest';
import { IdleTracker } from './idle.ts';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (err: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `p` has settled once the microtasks queued so far have run. */
async function isSettled(p: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void p.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return settled;
}

describe('IdleTracker', () => {
  it('is idle at once when nothing was tracked', async () => {
    const idle = new IdleTracker();
    expect(idle.busy).toBe(0);
    expect(await isSettled(idle.whenIdle())).toBe(true);
  });

  it('waits for every piece of work, a failed one included, and hands the work back as it is', async () => {
    const idle = new IdleTracker();
    const a = deferred();
    const b = deferred();
    expect(idle.track(a.promise)).toBe(a.promise);
    const failing = idle.track(b.promise);
    failing.catch(() => {});
    expect(idle.busy).toBe(2);
    const quiet = idle.whenIdle();
    a.resolve();
    expect(await isSettled(quiet)).toBe(false);
    b.reject(new Error('gzip failed'));
    expect(await isSettled(quiet)).toBe(true);
    expect(idle.busy).toBe(0);
  });

  it('waits for work tracked while it waits, before the last piece ends', async () => {
    const idle = new IdleTracker();
    const first = deferred();
    const second = deferred();
    idle.track(first.promise);
    const quiet = idle.whenIdle();
    idle.track(second.promise);
    first.resolve();
    expect(await isSettled(quiet)).toBe(false);
    second.resolve();
    expect(await isSettled(quiet)).toBe(true);
  });
});

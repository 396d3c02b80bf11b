// The serial runner: one run at a time; asks during a run make one more run after it (however
// many), each ask resolves with the folded outcome of the runs it waited for, and whenIdle()
// waits for the run under way.
import { describe, expect, it } from 'vitest';
import { serial } from './serial.ts';

/** A task whose runs end when the test says; each run's outcome is its number (1, 2, …). */
function scripted() {
  const ends: (() => void)[] = [];
  let runs = 0;
  let running = 0;
  let most = 0;
  const task = () =>
    new Promise<number>((resolve, reject) => {
      const n = ++runs;
      most = Math.max(most, ++running);
      ends.push(() => {
        running--;
        if (n === 99) reject(new Error('never'));
        else resolve(n);
      });
    });
  const tick = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { task, ends, runs: () => runs, most: () => most, tick };
}

describe('serial', () => {
  it('runs at once when idle, and resolves with that run', async () => {
    const s = scripted();
    const runner = serial(s.task);
    const first = runner.run();
    expect(s.runs()).toBe(1);
    s.ends[0]!();
    expect(await first).toBe(1);
  });

  it('makes any number of asks during a run into one more run after it, never two at once', async () => {
    const s = scripted();
    const runner = serial(s.task, (sum, next) => sum + next);
    const first = runner.run();
    const asks = [runner.run(), runner.run(), runner.run()];
    expect(s.runs()).toBe(1);
    s.ends[0]!();
    await s.tick();
    expect(s.runs()).toBe(2);
    s.ends[1]!();
    // Runs 1 and 2 folded, for every ask made while run 1 went on.
    expect(await first).toBe(3);
    expect(await Promise.all(asks)).toEqual([3, 3, 3]);
    expect(s.runs()).toBe(2);
    expect(s.most()).toBe(1);
    // Idle again: the next ask runs at once.
    const later = runner.run();
    expect(s.runs()).toBe(3);
    s.ends[2]!();
    expect(await later).toBe(3);
  });

  it('passes a failed run on to its asks and runs again on the next ask', async () => {
    let fail = true;
    const runner = serial(async () => {
      if (fail) throw new Error('vendor down');
      return 'ok';
    });
    await expect(runner.run()).rejects.toThrow('vendor down');
    fail = false;
    expect(await runner.run()).toBe('ok');
  });

  it('whenIdle resolves at once when idle, else when the runs under way end (failed or not)', async () => {
    const s = scripted();
    const runner = serial(s.task);
    await runner.whenIdle();
    const run = runner.run();
    let idle = false;
    void runner.whenIdle().then(() => (idle = true));
    await s.tick();
    expect(idle).toBe(false);
    s.ends[0]!();
    await run;
    await s.tick();
    expect(idle).toBe(true);
  });
});

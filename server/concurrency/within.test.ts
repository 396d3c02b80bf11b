// within(ms, work): the work's value or rejection when it settles in time, TIMED_OUT when it does
// not, and no timer left behind either way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMED_OUT, within } from './within.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('within', () => {
  it("gives the work's value when it settles in time, and clears its timer at once", async () => {
    vi.useFakeTimers();
    const answer = within(1000, Promise.resolve('done'));
    expect(await answer).toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes the work's rejection on, and clears its timer", async () => {
    vi.useFakeTimers();
    const answer = within(1000, Promise.reject(new Error('vendor down')));
    await expect(answer).rejects.toThrow('vendor down');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives TIMED_OUT when the work takes longer, and ignores its late outcome', async () => {
    vi.useFakeTimers();
    let finish: (v: string) => void = () => {};
    const work = new Promise<string>((r) => (finish = r));
    const answer = within(1000, work);
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe(TIMED_OUT);
    finish('late');
    expect(await answer).toBe(TIMED_OUT);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with 0 ms, still gives work that is already done its value', async () => {
    expect(await within(0, Promise.resolve(7))).toBe(7);
  });
});

// Single flight with abort: concurrent waiters share one piece of work and its outcome (a failure
// included); a waiter whose signal aborts stops waiting at once; the last one to go aborts the work
// and frees the key, while one waiter staying keeps it going; a new start for a key leaves the old
// flight to its own waiters.
import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight.ts';

/** Work that ends when the test says, noting the signal it was given. */
function scripted() {
  const runs: { signal: AbortSignal; finish: (v: string | Error) => void }[] = [];
  const work = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      runs.push({ signal, finish: (v) => (v instanceof Error ? reject(v) : resolve(v)) });
    });
  return { runs, work };
}

describe('SingleFlight', () => {
  it('runs the work once for every waiter and forgets the key when it is done', async () => {
    const flights = new SingleFlight<string, { n: number }, string>();
    const { runs, work } = scripted();
    const flight = flights.start('/news', { n: 1 }, work);
    expect(flights.get('/news')).toBe(flight);
    expect(flight.state).toEqual({ n: 1 });
    const waiters = [flights.wait('/news', flight), flights.wait('/news', flight, new AbortController().signal)];
    expect(flight.waiting).toBe(2);
    runs[0]!.finish('page');
    expect(await Promise.all(waiters)).toEqual(['page', 'page']);
    expect(runs).toHaveLength(1);
    expect(flight.settled).toBe(true);
    expect(flight.waiting).toBe(0);
    expect(flights.get('/news')).toBeUndefined();
  });

  it("gives every waiter the work's failure, and leaves no unhandled rejection when none waits", async () => {
    const flights = new SingleFlight<string, undefined, string>();
    const { runs, work } = scripted();
    const flight = flights.start('k', undefined, work);
    const waiters = [flights.wait('k', flight), flights.wait('k', flight, new AbortController().signal)];
    runs[0]!.finish(new Error('vendor exploded'));
    for (const w of waiters) await expect(w).rejects.toThrow('vendor exploded');
    // Nobody waits for this one: its failure is nobody's (vitest fails a run on an unhandled one).
    flights.start('lonely', undefined, work);
    runs[1]!.finish(new Error('nobody hears'));
    await expect(flights.get('lonely')!.result).rejects.toThrow('nobody hears');
  });

  it('lets a waiter go at once, goes on while another waits, and aborts when the last has gone', async () => {
    const flights = new SingleFlight<string, undefined, string>();
    const { runs, work } = scripted();
    const flight = flights.start('k', undefined, work);
    const first = new AbortController();
    const second = new AbortController();
    const a = flights.wait('k', flight, first.signal);
    const b = flights.wait('k', flight, second.signal);
    first.abort();
    expect(await a).toBeUndefined();
    expect(runs[0]!.signal.aborted).toBe(false);
    expect(flights.get('k')).toBe(flight);
    second.abort();
    expect(await b).toBeUndefined();
    expect(runs[0]!.signal.aborted).toBe(true);
    // The key is free at once: the next request starts anew.
    expect(flights.get('k')).toBeUndefined();
    runs[0]!.finish('too late');
    await flight.result;
  });

  it('answers a waiter whose signal has already aborted at once', async () => {
    const flights = new SingleFlight<string, undefined, string>();
    const { runs, work } = scripted();
    const flight = flights.start('k', undefined, work);
    expect(await flights.wait('k', flight, AbortSignal.abort())).toBeUndefined();
    expect(runs[0]!.signal.aborted).toBe(true);
  });

  it('never aborts for a waiter without a signal, nor after the work is done', async () => {
    const flights = new SingleFlight<string, undefined, string>();
    const { runs, work } = scripted();
    const flight = flights.start('k', undefined, work);
    const staying = flights.wait('k', flight);
    const leaving = new AbortController();
    const gone = flights.wait('k', flight, leaving.signal);
    leaving.abort();
    expect(await gone).toBeUndefined();
    expect(runs[0]!.signal.aborted).toBe(false);
    runs[0]!.finish('page');
    expect(await staying).toBe('page');

    const done = flights.start('d', undefined, work);
    const late = new AbortController();
    const waiter = flights.wait('d', done, late.signal);
    runs[1]!.finish('page');
    expect(await waiter).toBe('page');
    late.abort();
    expect(runs[1]!.signal.aborted).toBe(false);
  });

  it('leaves a replaced flight to its own waiters: the key names the new one', async () => {
    const flights = new SingleFlight<string, number, string>();
    const { runs, work } = scripted();
    const old = flights.start('k', 1, work);
    const oldWaiter = flights.wait('k', old);
    const fresh = flights.start('k', 2, work);
    runs[0]!.finish('old');
    expect(await oldWaiter).toBe('old');
    // The old one's end does not forget the new one.
    expect(flights.get('k')).toBe(fresh);
    const leaving = new AbortController();
    const w = flights.wait('k', fresh, leaving.signal);
    leaving.abort();
    await w;
    expect(flights.get('k')).toBeUndefined();
    expect(runs[1]!.signal.aborted).toBe(true);
  });
});

// Single flight with abort: concurrent requests for one key share one piece of work. A waiter that
// goes (its signal aborts) stops waiting at once; when the last waiter has gone before the work is
// done, the work's signal aborts and the key is free, so the next request starts anew. The owner
// keeps what it needs about a flight in its `state` (the page service: the cache generation it
// began in, whether to gzip), and decides whether to join a flight or start another.

export interface Flight<S, T> {
  readonly state: S;
  /** The work's outcome; never unhandled, whether or not anyone waits for it. */
  readonly result: Promise<T>;
  /** Waiters still waiting. */
  readonly waiting: number;
  /** The work is done (resolved or rejected). */
  readonly settled: boolean;
}

interface Running<S, T> extends Flight<S, T> {
  waiting: number;
  settled: boolean;
  controller: AbortController;
}

export class SingleFlight<K, S, T> {
  private readonly flights = new Map<K, Running<S, T>>();

  /** The flight under way for `key`. */
  get(key: K): Flight<S, T> | undefined {
    return this.flights.get(key);
  }

  /** Starts `work` for `key` (a flight still there goes on for those who wait for it, but nobody
   *  new joins it); its signal aborts when every waiter has gone. */
  start(key: K, state: S, work: (signal: AbortSignal, state: S) => Promise<T>): Flight<S, T> {
    const controller = new AbortController();
    const flight = { state, waiting: 0, settled: false, controller } as Running<S, T>;
    (flight as { result: Promise<T> }).result = work(controller.signal, state).finally(() => {
      flight.settled = true;
      if (this.flights.get(key) === flight) this.flights.delete(key);
    });
    // Nobody may be left to hear of its end.
    flight.result.catch(() => {});
    this.flights.set(key, flight);
    return flight;
  }

  /** Waits for the flight: its outcome, or undefined as soon as `signal` aborts. Without a signal,
   *  the waiter stays to the end. The last waiter to go before the end aborts the work. */
  wait(key: K, flight: Flight<S, T>, signal?: AbortSignal): Promise<T | undefined> {
    const joined = flight as Running<S, T>;
    joined.waiting++;
    if (!signal)
      return joined.result.finally(() => {
        joined.waiting--;
      });
    return new Promise<T | undefined>((resolve, reject) => {
      const leave = () => {
        resolve(undefined);
        if (--joined.waiting > 0 || joined.settled) return;
        if (this.flights.get(key) === joined) this.flights.delete(key);
        joined.controller.abort();
      };
      if (signal.aborted) return leave();
      signal.addEventListener('abort', leave, { once: true });
      joined.result.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          joined.waiting--;
          resolve(value);
        },
        (err: unknown) => {
          signal.removeEventListener('abort', leave);
          joined.waiting--;
          reject(err as Error);
        },
      );
    });
  }
}

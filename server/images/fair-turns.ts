// Turns at the work /_img does (downloads, resizes), shared fairly between client addresses:
// each address waits in a line of its own, and a turn that ends goes to the address with the
// fewest turns running (of those, the one served least recently), so a hundred pictures asked by
// one address make another address's picture wait for one turn, not for the hundred. An address
// may also be held to fewer turns at once than there are (perAddress), so that a turn is free at
// once for another address. A waiter whose signal aborts (nobody wants its picture any more)
// leaves its line without taking a turn.
import { Abandoned, ImageRequestError } from './image-request.ts';

interface Waiter {
  start: () => void;
  signal: AbortSignal | undefined;
  leave: () => void;
}

export class FairTurns {
  private running = 0;
  private waiting = 0;
  private ticks = 0;
  /** Each address's line of waiters. */
  private readonly lines = new Map<string, Waiter[]>();
  /** For each address running or waiting: its tasks running, and when it last took a turn. */
  private readonly addresses = new Map<string, { running: number; served: number }>();
  private readonly limit: number;
  private readonly maxWaiting: number;
  private readonly perAddress: number;

  /** `limit` tasks run at once, at most `perAddress` of one address; at most `maxWaiting` wait,
   *  and past that run() throws a 503. */
  constructor(limit: number, opts: { maxWaiting?: number; perAddress?: number } = {}) {
    this.limit = limit;
    this.maxWaiting = opts.maxWaiting ?? Infinity;
    this.perAddress = opts.perAddress ?? limit;
  }

  /** Tasks waiting for a turn. */
  get queued(): number {
    return this.waiting;
  }

  /** Whether a task of this address given now would be turned away. */
  refuses(address: string): boolean {
    return !(this.running < this.limit && this.mayStart(address)) && this.waiting >= this.maxWaiting;
  }

  async run<T>(address: string, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
    await this.turn(address, signal);
    try {
      return await task();
    } finally {
      this.running--;
      const state = this.addresses.get(address)!;
      state.running--;
      if (state.running === 0 && !this.lines.has(address)) this.addresses.delete(address);
      this.next();
    }
  }

  private start(address: string): void {
    this.running++;
    const state = this.addresses.get(address) ?? { running: 0, served: 0 };
    state.running++;
    state.served = ++this.ticks;
    this.addresses.set(address, state);
  }

  private turn(address: string, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(new Abandoned());
    if (this.running < this.limit && this.mayStart(address)) {
      this.start(address);
      return Promise.resolve();
    }
    if (this.refuses(address))
      return Promise.reject(new ImageRequestError(503, 'Too many pictures are being made; try again in a few seconds'));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        signal,
        leave: () => {
          const line = this.lines.get(address)!;
          line.splice(line.indexOf(waiter), 1);
          this.waiting--;
          if (line.length === 0) {
            this.lines.delete(address);
            if (!this.addresses.get(address)?.running) this.addresses.delete(address);
          }
          reject(new Abandoned());
        },
      };
      signal?.addEventListener('abort', waiter.leave, { once: true });
      const line = this.lines.get(address);
      if (line) line.push(waiter);
      else this.lines.set(address, [waiter]);
      this.waiting++;
    });
  }

  private mayStart(address: string): boolean {
    return (this.addresses.get(address)?.running ?? 0) < this.perAddress;
  }

  /** The turn that ended goes to the first waiter of the address with the fewest turns running,
   *  of those the one served least recently (an address at perAddress waits). */
  private next(): void {
    let chosen: string | undefined;
    let best = [Infinity, Infinity];
    for (const address of this.lines.keys()) {
      const { running, served } = this.addresses.get(address) ?? { running: 0, served: 0 };
      if (running >= this.perAddress) continue;
      if (running < best[0]! || (running === best[0] && served < best[1]!)) {
        best = [running, served];
        chosen = address;
      }
    }
    if (chosen === undefined) return;
    const line = this.lines.get(chosen)!;
    const waiter = line.shift()!;
    if (line.length === 0) this.lines.delete(chosen);
    this.waiting--;
    waiter.signal?.removeEventListener('abort', waiter.leave);
    this.start(chosen);
    waiter.start();
  }
}

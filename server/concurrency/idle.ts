// Work a service does in the background (a gzip after the answer, a delivery pass, a refresh),
// counted so that whoever needs it quiet (a test, a shutdown) can wait for that instead of for time.

export class IdleTracker {
  private pending = 0;
  private waiters: (() => void)[] = [];
  private readonly settle = () => {
    if (--this.pending > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  };

  /** Counts `work` until it settles; returns it as it is (its outcome is the caller's to handle). */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending++;
    work.then(this.settle, this.settle);
    return work;
  }

  /** Pieces of work under way. */
  get busy(): number {
    return this.pending;
  }

  /** Resolves once nothing tracked is under way: at once when idle now, else when the last piece
   *  settles (work tracked meanwhile, even by that piece on its way out, is waited for too). */
  whenIdle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

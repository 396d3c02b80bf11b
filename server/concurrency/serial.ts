// A serial runner: a task that runs one at a time however often it is asked for. Asked while it
// runs, it runs once more right after (any number of asks meanwhile make one more run), and every
// ask made during a run resolves when the runs it asked for are done.

export interface Serial<T> {
  /** Runs the task now, or once more after the run under way; resolves with the outcome of the
   *  runs from the one under way to the last asked for (folded), or rejects with a run's error. */
  run(): Promise<T>;
  /** Resolves once no run is under way (whatever its outcome). */
  whenIdle(): Promise<void>;
}

/** `fold` combines the outcomes of back-to-back runs (by default the last one counts). */
export function serial<T>(task: () => Promise<T>, fold: (sum: T, next: T) => T = (_sum, next) => next): Serial<T> {
  let current: Promise<T> | undefined;
  let again = false;

  async function runs(): Promise<T> {
    again = false;
    let sum: T = await task();
    while (again) {
      again = false;
      sum = fold(sum, await task());
    }
    return sum;
  }

  return {
    run() {
      if (current) {
        again = true;
        return current;
      }
      const started = runs().finally(() => {
        current = undefined;
      });
      current = started;
      return started;
    },
    whenIdle() {
      return current
        ? current.then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve();
    },
  };
}

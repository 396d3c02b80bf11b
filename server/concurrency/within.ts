// A timeout race: some work's outcome, or word that it took too long. The timer is cleared as soon
// as the work settles, so a quick answer leaves nothing behind to keep the process up.

/** What within() gives when the work took longer than allowed. */
export const TIMED_OUT: unique symbol = Symbol('timed out');

/** `work`'s value (or its rejection) when it settles within `ms`, else TIMED_OUT. The work itself
 *  goes on: stop it by its own means (an AbortSignal) if it should not. */
export function within<T>(ms: number, work: Promise<T>): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms, TIMED_OUT);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err as Error);
      },
    );
  });
}

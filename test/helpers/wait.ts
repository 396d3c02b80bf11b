// Waiting for a condition, never for a time: `check` is asked again every `every` ms until it
// holds, and the wait fails after `ms` naming what did not happen. Vitest's tests may use
// vi.waitFor or expect.poll instead; this one also serves the helpers and Playwright's set-ups.

/** Resolves with how long it took once `check` holds; rejects after `ms`. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 30_000,
  every = 50,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, every));
  }
  return Date.now() - started;
}

/** Watches a span of time: `look` runs again and again, `every` ms apart, until `ms` have passed,
 *  and is told how long after the start it runs. For a test whose subject is what happens during
 *  that span (nothing changes without a revalidation; what a second after a refresh shows), never
 *  for waiting on something. Resolves with how many looks there were. */
export async function watchFor(
  ms: number,
  look: (elapsedMs: number) => unknown | Promise<unknown>,
  every = 20,
): Promise<number> {
  const started = performance.now();
  let looks = 0;
  for (let elapsed = 0; elapsed < ms; elapsed = performance.now() - started) {
    await look(elapsed);
    looks++;
    await new Promise((r) => setTimeout(r, every));
  }
  return looks;
}

/** Waits until `url` answers with a 2xx status (a server that has come up), each try on a new
 *  connection. */
export function untilServing(url: string, ms = 30_000): Promise<number> {
  const ok = () =>
    fetch(url, { headers: { connection: 'close' } }).then(
      (r) => r.ok,
      () => false,
    );
  return waitUntil(`${url} answers`, ok, ms, 100);
}

// Playwright's global teardown (both configs, which tag the run when they load): kills whatever
// the run's tests and set-ups started and left running (test-run.ts).
import { endRun } from './test-run.ts';

export default async function globalTeardown(): Promise<void> {
  const killed = await endRun();
  if (killed.length)
    console.warn(`playwright: killed ${killed.length} processes the tests left running (${killed.join(', ')})`);
}

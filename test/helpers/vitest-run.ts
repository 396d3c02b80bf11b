// vitest's global setup: tags the run and, at its end, kills whatever the run's tests started and
// left running (test-run.ts), so `npm run test:unit` exits even after tests timed out.
import { endRun, endRunOnExit, tagRun } from './test-run.ts';

export function setup(): void {
  tagRun();
  endRunOnExit();
}

export async function teardown(): Promise<void> {
  const killed = await endRun();
  if (killed.length)
    console.warn(`vitest: killed ${killed.length} processes the tests left running (${killed.join(', ')})`);
}

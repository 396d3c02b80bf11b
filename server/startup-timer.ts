// How long each step of a process's start took, for the line it logs once it serves: `pm2 reload`
// keeps an old worker until its replacement is ready, so whatever slows a start keeps the reload
// (and the old release) going longer, and a start slower than pm2's listen_timeout would drop
// requests (docs/deployment.md, pm2).
import { performance } from 'node:perf_hooks';

/** The name under which a pm2 worker reports how long it took to be ready (its axm_monitor). */
export const READY_METRIC = 'ready after';

export interface StartupTimer {
  /** Ends the current step under `name`: the time since the previous step ended. */
  step(name: string): void;
  /** Each step's milliseconds, in order. */
  readonly steps: Record<string, number>;
  /** Since the process started (Node's own start and the modules' loading included). */
  totalMs(): number;
}

/** Steps counted from the process's start: the first one named is the loading of the modules. */
export function startupTimer(): StartupTimer {
  let last = 0;
  const steps: Record<string, number> = {};
  return {
    steps,
    step(name) {
      const now = performance.now();
      steps[name] = Math.round(now - last);
      last = now;
    },
    totalMs: () => Math.round(performance.now()),
  };
}

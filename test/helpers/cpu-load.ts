// A loaded machine, for the tests that must hold on one: one process per core spinning forever at
// the tests' own priority. stop() kills them; call it in a finally (and afterAll), and it runs on
// this process's exit too, so no hog outlives a test run.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

export interface CpuLoad {
  readonly hogs: number;
  stop(): void;
}

export function loadCpus(hogs = os.availableParallelism()): CpuLoad {
  const children: ChildProcess[] = Array.from({ length: hogs }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.off('exit', stop);
  };
  process.on('exit', stop);
  return { hogs, stop };
}

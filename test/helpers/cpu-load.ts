// A loaded machine, for the tests that must hold on one: one process per core spinning on the CPU
// at the tests' own priority. stop() kills them; call it in a finally (and afterAll). It also runs
// on this process's exit, and each hog spins in 50 ms slices and leaves when its parent's IPC
// channel closes, so no hog outlives a test run, even one that was killed.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

const SPIN = `process.on('disconnect', () => process.exit(0));
const spin = () => { const end = Date.now() + 50; while (Date.now() < end); setImmediate(spin); };
spin();`;

export interface CpuLoad {
  readonly hogs: number;
  stop(): void;
}

export function loadCpus(hogs = os.availableParallelism()): CpuLoad {
  const children: ChildProcess[] = Array.from({ length: hogs }, () => {
    const child = spawn(process.execPath, ['-e', SPIN], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    // The hogs never keep the test process alive.
    child.unref();
    child.channel?.unref();
    return child;
  });
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.off('exit', stop);
  };
  process.on('exit', stop);
  return { hogs, stop };
}

// Loads the machine the way a busy server is loaded: one process per core spinning on the CPU,
// for tests whose promise must hold on a loaded machine. Each hog spins in 50 ms slices and leaves
// when its parent's IPC channel closes, so a test process that dies never leaves one behind.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

const SPIN = `process.on('disconnect', () => process.exit(0));
const spin = () => { const end = Date.now() + 50; while (Date.now() < end); setImmediate(spin); };
spin();`;

export interface CpuHogs {
  stop(): Promise<void>;
}

/** Starts `count` spinning processes (one per core by default). */
export function startCpuHogs(count = os.availableParallelism()): CpuHogs {
  const hogs: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', SPIN], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] }),
  );
  return {
    async stop() {
      await Promise.all(
        hogs.map(
          (hog) =>
            new Promise<void>((resolve) => {
              if (hog.exitCode !== null || hog.signalCode !== null) return resolve();
              hog.once('exit', () => resolve());
              hog.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}

// Starts the built server as a node:cluster of workers sharing one port (cluster-primary.ts), as
// pm2's cluster mode runs it, on a free loopback port, and waits until every worker listens.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { ownProcessGroup } from './test-run.ts';

export interface Cluster {
  port: number;
  primary: ChildProcess;
  /** Ends the workers and the primary; resolves once the primary (which waits for its workers)
   *  has exited. */
  stop(): Promise<void>;
}

/** `workers` processes of dist/server/index.js with these settings added to the environment. */
export async function startCluster(env: Record<string, string>, workers = 2): Promise<Cluster> {
  const port = await freePort();
  const primary = spawn(process.execPath, [path.resolve(import.meta.dirname, 'cluster-primary.ts'), String(workers)], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
    // A group of its own, which the run's end kills whole if a test never stopped it.
    detached: true,
  });
  ownProcessGroup(primary);
  const exited = new Promise<void>((resolve) => primary.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    primary.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    primary.once('exit', (code) => reject(new Error(`cluster exited with ${code}`)));
  });
  const stop = () => {
    if (primary.exitCode === null && primary.signalCode === null) primary.kill('SIGTERM');
    return exited;
  };
  return { port, primary, stop };
}

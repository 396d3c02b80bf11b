// Runs the built server as node:cluster workers sharing one port, as pm2's cluster mode does:
// `node test/helpers/cluster-primary.ts <workers>`, with the server's settings in the environment.
// Prints 'ready' once every worker listens; ends the workers when it is told to stop (SIGTERM).
import cluster from 'node:cluster';
import path from 'node:path';

const workers = Number(process.argv[2] ?? 2);
cluster.setupPrimary({
  exec: path.resolve(import.meta.dirname, '../../dist/server/index.js'),
  execArgv: ['--max-old-space-size=384'],
});
let ready = 0;
for (let i = 0; i < workers; i++) {
  const worker = cluster.fork();
  worker.on('message', (msg) => {
    if (msg === 'ready' && ++ready === workers) console.log('ready');
  });
  // A worker that dies before it listens would leave the others waiting for ever: fail at once.
  worker.on('exit', (code, signal) => {
    if (ready < workers) {
      console.error(`worker ${worker.process.pid} exited before the cluster was ready (${signal ?? code})`);
      process.exit(1);
    }
  });
}
process.on('SIGTERM', () => {
  const left = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
  if (!left.length) process.exit(0);
  cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  for (const w of left) w.kill('SIGTERM');
  // A worker stuck in its shutdown is not waited on for ever.
  setTimeout(() => process.exit(0), 2000).unref();
});

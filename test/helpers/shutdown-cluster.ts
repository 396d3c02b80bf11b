// A node:cluster that keeps replacing its workers, as `pm2 reload` does, for
// test/integration/graceful-shutdown.test.ts: `node test/helpers/shutdown-cluster.ts <port>`.
// Each worker answers every request with "ok" and shuts down with server/graceful-shutdown.ts on
// SIGINT. The primary starts a new worker every 250 ms and, once it listens, stops the oldest,
// and is busy for 30 ms in every 50 (pm2's daemon has other work too), so connections queue while
// a worker leaves. Prints 'ready' when two workers listen and 'replaced' for each replacement.
import cluster from 'node:cluster';
import http from 'node:http';
import { gracefulShutdown } from '../../server/graceful-shutdown.ts';

const port = Number(process.argv[2]);

if (cluster.isPrimary) {
  let listening = 0;
  const start = () => cluster.fork().once('listening', () => ++listening === 2 && console.log('ready'));
  start();
  start();
  setInterval(() => {
    const oldest = Object.values(cluster.workers ?? {}).find((w) => w && !w.isDead());
    cluster.fork().once('listening', () => {
      oldest?.process.kill('SIGINT');
      console.log('replaced');
    });
  }, 250);
  setInterval(() => {
    const until = Date.now() + 30;
    while (Date.now() < until);
  }, 50);
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
    process.exit(0);
  });
} else {
  const server = http.createServer((_req, res) => res.end('ok'));
  server.keepAliveTimeout = 100;
  server.listen(port, '127.0.0.1');
  const shutdown = gracefulShutdown(server, { forceAfterMs: 5_000 });
  process.on('SIGINT', () => shutdown.begin());
}

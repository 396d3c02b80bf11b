// Graceful shutdown of the HTTP server, alone or as a worker of pm2's cluster mode (node:cluster).
// Only node built-ins here: test/helpers/shutdown-cluster.ts runs it under a cluster of its own.
import cluster from 'node:cluster';
import type http from 'node:http';

export interface ShutdownOptions {
  /** After this long, connections still open are closed (pm2's kill_timeout must be longer). */
  forceAfterMs: number;
  onForce?: () => void;
  /** Runs once the server closed (every request answered): close stores, threads, timers. */
  onClosed?: () => void;
}

export interface Shutdown {
  /** True once shutdown began: responses should close their connection, so keep-alive clients
   * (nginx's upstream pool) move to the other workers after their current request. */
  readonly stopping: boolean;
  begin(): void;
}

/** Stops taking connections, closes idle ones, lets in-flight requests finish, then exits. */
export function gracefulShutdown(server: http.Server, opts: ShutdownOptions): Shutdown {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    begin() {
      if (stopping) return;
      stopping = true;
      const force = setTimeout(() => {
        opts.onForce?.();
        server.closeAllConnections();
      }, opts.forceAfterMs);
      force.unref();
      server.close(() => {
        opts.onClosed?.();
        leaveClusterAndExit();
      });
      server.closeIdleConnections();
    },
  };
}

/**
 * Ends the process; a cluster worker first leaves the cluster. The primary accepts connections
 * and hands each to a worker over IPC. One handed to this worker after it closed its server but
 * before the primary read its "closed" message used to die with the process while the primary
 * still held it open: the client (nginx) waited for an answer until its own timeout, seen as a
 * 15 s hang during `pm2 reload`. disconnect() finishes only after the primary acknowledged, and
 * every connection it sent before that has been read by then and handed back to another worker.
 */
function leaveClusterAndExit(code = 0): void {
  const worker = cluster.isWorker ? cluster.worker : undefined;
  if (!worker?.isConnected()) process.exit(code);
  worker.once('disconnect', () => process.exit(code));
  // A primary that no longer answers must not keep this process alive.
  setTimeout(() => process.exit(code), 5_000).unref();
  worker.disconnect();
}

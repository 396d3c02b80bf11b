// pm2 runs the built server in cluster mode, one worker per core. A reload starts each new worker
// beside the old one and stops the old one only once the new one sends 'ready' (wait_ready;
// server/index.ts sends it once it listens with its render threads loaded), or after
// listen_timeout whatever happened: so listen_timeout must be well above the slowest start
// (docs/deployment.md, pm2). kill_timeout leaves time for graceful shutdown to finish in-flight
// requests (server/index.ts allows 10 s).
const path = require('node:path');

module.exports = {
  apps: [
    {
      name: 'defan-site',
      // The checkout, wherever pm2 is run from: dist/, ./data and .env are found here.
      cwd: __dirname,
      script: 'dist/server/index.js',
      node_args: [
        // The main thread's heap: without a cap V8 keeps growing it under load instead of collecting
        // (its live heap is well under 100 MB; render threads set their own limits).
        '--max-old-space-size=384',
        // The settings and secrets (.env.example), read by each worker as it starts, so editing the
        // file and `pm2 reload defan-site` applies them. A variable pm2 holds in its environment
        // wins over the file. The path is absolute: pm2 forks cluster workers from its daemon,
        // whose working directory is wherever the daemon was first started, not cwd above.
        `--env-file-if-exists=${path.join(__dirname, '.env')}`,
      ],
      exec_mode: 'cluster',
      instances: 'max',
      wait_ready: true,
      // A start takes about 1 s on an idle 2-core server, 2-7 s with every core busy (npm run
      // bench:startup), and took 31-62 s on a loaded production server, where pm2 gave up after
      // the 15 s it then waited and stopped the old workers with no new one listening (502s).
      // Two minutes: twice the worst start seen.
      listen_timeout: 120000,
      kill_timeout: 12000,
      max_memory_restart: '1G',
      // Set for every worker; they win over .env.
      env: {
        NODE_ENV: 'production',
        // Each worker process renders on one thread beside its main thread (the default, one
        // per core, suits a single process such as the Docker image).
        RENDER_THREADS: '1',
        // glibc malloc keeps what sharp/libvips free in its arenas: without these a burst of
        // resizes left a worker 170-185 MB larger for good, with them 11-38 MB (docs/performance.md).
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '1048576',
        // V8's compiled code for the bundle and its packages, kept on disk: a new worker (and its
        // render threads) loads the modules without compiling them again.
        NODE_COMPILE_CACHE: path.join(__dirname, '.cache', 'node-compile-cache'),
      },
    },
  ],
};

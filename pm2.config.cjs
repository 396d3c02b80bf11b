// pm2 runs the built server in cluster mode, one worker per core. wait_ready holds traffic
// until a worker sends 'ready' (after it listens); kill_timeout leaves time for graceful
// shutdown to finish in-flight requests (server/index.ts allows 10 s).
module.exports = {
  apps: [
    {
      name: 'defan-site',
      script: 'dist/server/index.js',
      exec_mode: 'cluster',
      instances: 'max',
      wait_ready: true,
      listen_timeout: 15000,
      kill_timeout: 12000,
      max_memory_restart: '1G',
      env: {
        NODE_ENV: 'production',
        // Each worker process renders on one thread beside its main thread (the default, one
        // per core, suits a single process such as the Docker image).
        RENDER_THREADS: '1',
      },
    },
  ],
};

// `npm run dev`, the development loop: the bundles of the production build (build/bundles.ts) in
// development mode (React's development build, its warnings on), rebuilt incrementally on every
// change under the source folders into .cache/dev/; the site server run from there with
// NODE_ENV=development, restarted when its build changed, after it crashed, or when content/
// changed (it seeds the embedded store at start); open pages reload themselves once the new
// server is up. No precompressed copies; the brand images are copied from the build's cache
// (drawn only when their drawing changed) once at start, never on a change.
// The developer opens PORT (3000), a proxy in front of the site server (build/dev/dev-proxy.ts).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './bundles.ts';
import { devBundles } from './dev/dev-bundles.ts';
import { startDevProxy } from './dev/dev-proxy.ts';
import { siteProcess } from './dev/site-process.ts';
import { renderBrandAssets } from '../server/brand/render-brand-assets.ts';

const out = path.join(root, '.cache', 'dev');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not ${process.env.PORT}`);
  process.exit(1);
}
const url = `http://localhost:${port}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const [bundles, liveReload] = await Promise.all([
  devBundles(out),
  build({
    entryPoints: [path.join(import.meta.dirname, 'dev', 'live-reload.ts')],
    write: false,
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
  }),
]);
void renderBrandAssets(path.join(out, 'client', 'brand'), path.join(root, '.cache', 'brand')).catch((err: unknown) =>
  console.error('brand images not drawn (the site answers 404 for them):', err),
);
const site = siteProcess({
  script: path.join(out, 'server', 'index.js'),
  cwd: root,
  // The site's own addresses (canonical links, sitemap) name the proxy, not the server behind it.
  env: { ...process.env, NODE_ENV: 'development', SITE_BASE_LOCAL: process.env.SITE_BASE_LOCAL ?? url },
});
const proxy = await startDevProxy({
  port,
  host: process.env.HOST ?? '0.0.0.0',
  site,
  script: liveReload.outputFiles[0]!.text,
}).catch((err: unknown) => {
  console.error(`dev: cannot listen on ${url}: ${(err as Error).message}`);
  process.exit(1);
});

/** Set when the server must start again even if its build did not change. */
let restartWanted = true;

/** One turn of the loop: build, and start the server again if there is anything new to run. */
async function turn(): Promise<void> {
  const started = performance.now();
  const built = await bundles.rebuild();
  if (!built.ok) {
    proxy.buildFailed(built.message);
    console.error(
      site.state.state === 'up'
        ? 'dev: the build failed (above); the site keeps running the last build that worked'
        : 'dev: the build failed (above); the site server starts once the code builds',
    );
    return;
  }
  if (!built.changed && !restartWanted && site.state.state === 'up') return;
  restartWanted = false;
  const builtMs = performance.now() - started;
  const state = await site.restart();
  if (state.state !== 'up') return; // why was said when it exited
  proxy.reload();
  console.log(
    `dev: built in ${seconds(builtMs)}, site up ${seconds(performance.now() - started)} after the change: ${url}`,
  );
}

// Turns run one at a time; changes made during one are built by the next.
let timer: NodeJS.Timeout | undefined;
let running = false;
let again = false;
async function run(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    await turn();
  } catch (err) {
    console.error('dev:', err);
  } finally {
    running = false;
  }
  if (again) {
    again = false;
    void run();
  }
}
/** An editor's save is often several file events: one turn for them all. */
const schedule = () => {
  clearTimeout(timer);
  timer = setTimeout(() => void run(), 30);
};

const watchers = [
  ...['server', 'shared', 'client-desktop', 'client-mobile'].map((dir) =>
    fs.watch(path.join(root, dir), { recursive: true }, schedule),
  ),
  fs.watch(path.join(root, 'content'), { recursive: true }, () => {
    restartWanted = true;
    schedule();
  }),
];
const stop = async () => {
  for (const watcher of watchers) watcher.close();
  clearTimeout(timer);
  await site.stop();
  await Promise.all([proxy.close(), bundles.dispose()]);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
console.log(`dev: ${url} (the site server behind it restarts on every change)`);
await run();

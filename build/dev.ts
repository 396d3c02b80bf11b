// `npm run dev`, the development loop (docs/testing.md#development-loop): the bundles of the
// production build (build/bundles.ts) in development mode, React's development build with its
// warnings on, rebuilt incrementally on every change under the source folders into dist-dev/
// (never a release; not under a dot folder, whose files Express's sendFile would not send). The site server runs from there with NODE_ENV=development; after a build
// that changed anything, a change under content/ (seeded at start) or a crash and a save, a new
// one starts (build/dev/site-process.ts), and open pages reload once it is up, or take the new
// stylesheets when only those changed. The developer opens PORT (3000), a proxy in front of the
// server (build/dev/dev-proxy.ts). No precompressed copies; the brand images are copied from the
// build's cache (drawn only when their drawing changed) once at start, never on a change.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './bundles.ts';
import { devBundles } from './dev/dev-bundles.ts';
import type { Manifest } from '../server/pages/manifest.ts';
import { startDevProxy } from './dev/dev-proxy.ts';
import { siteProcess } from './dev/site-process.ts';
import { renderBrandAssets } from '../server/brand/render-brand-assets.ts';

const out = path.join(root, 'dist-dev');
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
  env: {
    ...process.env,
    NODE_ENV: 'development',
    // The site's own addresses (canonical links, sitemap) name the proxy, not the server behind it.
    SITE_BASE_LOCAL: process.env.SITE_BASE_LOCAL ?? url,
    // A start every change: one render thread loads React and the apps sooner than one per core,
    // and V8's compile cache keeps the packages' code compiled from one start to the next.
    RENDER_THREADS: process.env.RENDER_THREADS ?? '1',
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(out, 'compile-cache'),
    // Two servers run for a moment at each change; a second metrics listener on the port would fail.
    METRICS_PORT: undefined,
  },
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

/** The source files changed since the last turn ('all' when a watcher could not say which). */
let changedSources: Set<string> | 'all' = 'all';
/** Set when the server must start again even if its build did not change. */
let restartWanted = true;
let manifest: Manifest | undefined;

const isStylesheet = (file: string) => /\.css(\.map)?$/.test(file);

/** The stylesheets a build replaced, old address to new, by the two manifests. */
function replacedStylesheets(before: Manifest, after: Manifest): Record<string, string> {
  return Object.fromEntries(
    (['desktop', 'mobile'] as const).flatMap((device) =>
      before[device].css.map((href, i) => [href, after[device].css[i] ?? href]),
    ),
  );
}

/** One turn of the loop: build, and start the server again if there is anything new to run. */
async function turn(): Promise<void> {
  const started = performance.now();
  const sources = changedSources;
  changedSources = new Set();
  const built = await bundles.rebuild(sources === 'all' ? sources : [...sources]);
  if (!built.ok) {
    console.error(
      site.state.state === 'up'
        ? 'dev: the build failed (above); the site keeps running the last build that worked'
        : 'dev: the build failed (above); the site server starts once the code builds',
    );
    proxy.buildFailed(built.message);
    return;
  }
  if (!built.written.length && !restartWanted && site.state.state === 'up') return;
  restartWanted = false;
  const builtMs = performance.now() - started;
  // Only stylesheets changed: open pages take the new ones at once, without a reload; the server
  // restarts behind them to name the new ones in the pages it renders from now on.
  const swapped =
    manifest && built.written.length && built.written.every(isStylesheet) && site.state.state === 'up'
      ? replacedStylesheets(manifest, built.manifest)
      : undefined;
  if (swapped) proxy.swapStylesheets(swapped);
  manifest = built.manifest;
  const state = await site.restart();
  // Every open page shows what runs now: the new build, or why the server is down.
  proxy.reload();
  if (state.state === 'up')
    console.log(
      `dev: built in ${seconds(builtMs)}, ${swapped ? 'stylesheets swapped, ' : ''}site up ${seconds(performance.now() - started)} after the change: ${url}`,
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
    fs.watch(path.join(root, dir), { recursive: true }, (_event, file) => {
      if (!file) changedSources = 'all';
      else if (changedSources !== 'all') changedSources.add(path.join(root, dir, file));
      schedule();
    }),
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

// The one build script: the server bundle and the two client bundles (desktop and the lighter
// phone bundle), minified, content-hashed, with sourcemaps and a manifest the server reads.
// Every build is a new release beside the live one (build/release/releases-folder.ts): `node build/build.ts`
// builds releases/<id>/ and then switches the `dist` link to it; a failed build leaves the live
// release as it was. `--no-switch` only builds (`npm run release` checks the release before it
// switches; `--release-id=<id>` names it); `--watch` rebuilds on change and restarts the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { precompress } from './precompress.ts';
import { renderBrandAssets } from '../server/brand/render-brand-assets.ts';
import type { DeviceManifest } from '../server/pages/manifest.ts';
import {
  complete,
  layout,
  newReleaseId,
  prune,
  releaseDir,
  stagingDir,
  switchTo,
  type ReleaseInfo,
} from './release/releases-folder.ts';

const root = path.resolve(import.meta.dirname, '..');
const releases = layout(root);
const watch = process.argv.includes('--watch');
const noSwitch = process.argv.includes('--no-switch');
const namedId = process.argv.find((a) => a.startsWith('--release-id='))?.slice('--release-id='.length);
// The server renders components that import stylesheets (their own and packages'); it needs none.
const ignoreCss: Plugin = {
  name: 'ignore-css',
  setup(b) {
    b.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'ignored-css' }));
    b.onLoad({ filter: /.*/, namespace: 'ignored-css' }, () => ({ contents: '', loader: 'empty' }));
  },
};

// Our own modules only declare things (no module runs code on import: bare imports are stylesheets
// only), so a module whose exports a chunk does not use need not be loaded for it. Without this
// esbuild keeps a bare `import "chunk.js"` for such a module, e.g. for a component the phone's
// bundle leaves out (client-mobile/components/static-part.tsx), which loads that chunk anyway.
const pureModules: Plugin = {
  name: 'pure-modules',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/.*\.tsx?$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path),
      sideEffects: false,
    }));
  },
};

const server = (dist: string): BuildOptions => ({
  // The server, and the render threads' entry (server/pages/render-pool.ts starts them).
  entryPoints: {
    index: path.join(root, 'server/index.ts'),
    'render-worker': path.join(root, 'server/pages/render-worker.ts'),
  },
  outdir: path.join(dist, 'server'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  jsx: 'automatic',
  // Dependencies come from node_modules at run time; only our own code is bundled.
  packages: 'external',
  plugins: [ignoreCss],
  define: { 'process.env.NODE_ENV': '"production"', 'process.env.BUNDLE': '"server"' },
  sourcemap: true,
  logLevel: 'warning',
});

const client = (device: 'desktop' | 'mobile', dist: string): BuildOptions => ({
  entryPoints: { [device]: path.join(root, `client-${device}/entry.tsx`) },
  outdir: path.join(dist, 'client', 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: `${device}-[name]-[hash]`,
  assetNames: `${device}-[name]-[hash]`,
  publicPath: '/assets',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome100', 'safari15', 'firefox100'],
  jsx: 'automatic',
  minify: true,
  sourcemap: true,
  metafile: true,
  legalComments: 'none',
  charset: 'utf8',
  // V8's compile hint: compile every function of the file while it streams in, off the main
  // thread, rather than each on its first call during the page's first seconds. Nearly all of the
  // desktop's code runs at hydration; evaluating React's renderer took about a third less (five
  // cold loads each way, docs/performance.md). The phone's first load is held to 85 KiB, and the
  // comment costs bytes in each file.
  banner: device === 'desktop' ? { js: '//# allFunctionsCalledOnLoad' } : {},
  // BUNDLE names the bundle to code that differs in one of them: the phone's browser bundle
  // leaves the page head to the server and carries the Chinese words only (docs/pages.md).
  define: { 'process.env.NODE_ENV': '"production"', 'process.env.BUNDLE': `"${device}"` },
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file', '.gif': 'file' },
  plugins: device === 'mobile' ? [pureModules] : [],
  logLevel: 'warning',
});

function deviceManifest(device: string, meta: Metafile): DeviceManifest {
  const outputs = meta.outputs;
  const url = (out: string) => `/assets/${path.basename(out)}`;
  const staticImports = (out: string, seen = new Set<string>()): string[] => {
    if (seen.has(out)) return [];
    seen.add(out);
    const own = outputs[out]?.imports.filter((i) => i.kind === 'import-statement' && !i.external) ?? [];
    return [out, ...own.flatMap((i) => staticImports(i.path, seen))];
  };
  let entry: string | undefined;
  let renderer: string | undefined;
  const routes: Record<string, string[]> = {};
  const pagePrefix = `client-${device}/pages/`;
  for (const [out, info] of Object.entries(outputs)) {
    if (!out.endsWith('.js') || !info.entryPoint) continue;
    if (info.entryPoint === `client-${device}/entry.tsx`) entry = out;
    else if (info.entryPoint === 'shared/app/renderer.ts') renderer = out;
    else if (info.entryPoint.startsWith(pagePrefix)) {
      const id = info.entryPoint.slice(pagePrefix.length).replace(/\.tsx?$/, '');
      routes[id] = staticImports(out).map(url);
    }
  }
  if (!entry) throw new Error(`No ${device} entry in the build output`);
  const css = outputs[entry]!.cssBundle;
  const entryChunks = staticImports(entry).map(url);
  const notInEntry = (files: string[]) => files.filter((u) => !entryChunks.includes(u));
  for (const id of Object.keys(routes)) routes[id] = notInEntry(routes[id]!);
  return {
    js: url(entry),
    imports: entryChunks.slice(1),
    renderer: renderer ? notInEntry(staticImports(renderer).map(url)) : [],
    css: css ? [url(css)] : [],
    routes,
  };
}

/** Builds everything into `dist` (a release's staging folder). */
async function buildInto(dist: string): Promise<string> {
  fs.rmSync(dist, { recursive: true, force: true });
  // The brand files (preview cards, icons) are drawn once per change of their drawing: a cache
  // beside the releases survives every build.
  const parts = [
    build(server(dist)),
    build(client('desktop', dist)),
    build(client('mobile', dist)),
    renderBrandAssets(path.join(dist, 'client', 'brand'), path.join(root, '.cache', 'brand')),
  ] as const;
  // When one part fails the others still run to their end before the caller removes the folder,
  // or they would write into it again afterwards.
  const [, desktop, mobile, brandFiles] = await Promise.all(parts).catch(async (e: unknown) => {
    await Promise.allSettled(parts);
    throw e;
  });
  const manifest = {
    desktop: deviceManifest('desktop', desktop.metafile!),
    mobile: deviceManifest('mobile', mobile.metafile!),
  };
  fs.writeFileSync(path.join(dist, 'client', 'manifest.json'), JSON.stringify(manifest, null, 2));
  fs.writeFileSync(
    path.join(dist, 'client', 'metafile.json'),
    JSON.stringify({ desktop: desktop.metafile, mobile: mobile.metafile }),
  );
  const compressed = await precompress(path.join(dist, 'client', 'assets'));
  return `server, desktop (${manifest.desktop.js}) and mobile (${manifest.mobile.js}); ${compressed} assets precompressed (br, gz); ${brandFiles} brand images`;
}

/** One release: built in its staging folder, completed, and (unless told not to) made live. */
async function buildRelease(info: ReleaseInfo, makeLive: boolean): Promise<void> {
  const staging = stagingDir(releases, info.id);
  let what: string;
  try {
    what = await buildInto(staging);
  } catch (e) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw e;
  }
  const dir = complete(releases, info);
  console.log(`built ${what} into ${rel(dir)}/`);
  if (!makeLive) return;
  switchTo(releases, info.id);
  const pruned = prune(releases);
  console.log(
    `release ${info.id} is live (dist -> ${rel(dir)})` +
      (pruned.releases.length ? `; pruned ${pruned.releases.length} old releases, ${pruned.assets} pool files` : ''),
  );
}

const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');

const first = newReleaseId(releases);
try {
  await buildRelease(namedId ? { ...first, id: namedId } : first, !noSwitch);
} catch (e) {
  console.error(`build failed, the live release is untouched: ${(e as Error).message}`);
  process.exit(1);
}

if (watch) {
  // Rebuild everything on a change under the source folders or the demo content (the page
  // headings also title the preview cards) as a new release, then restart the server on it. The
  // release each rebuild replaces is removed at once: watching makes no history.
  let made = first.id;
  let server: ReturnType<typeof spawn> | undefined;
  const start = () => {
    const args = ['--env-file-if-exists=.env', '--enable-source-maps', path.join(releases.live, 'server/index.js')];
    server = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  };
  start();
  let timer: NodeJS.Timeout | undefined;
  for (const dir of ['server', 'shared', 'client-desktop', 'client-mobile', 'content']) {
    fs.watch(path.join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        try {
          const next = newReleaseId(releases);
          await buildRelease(next, true);
          const replaced = made;
          made = next.id;
          server?.once('exit', () => {
            fs.rmSync(releaseDir(releases, replaced), { recursive: true, force: true });
            start();
          });
          server?.kill('SIGTERM');
        } catch (e) {
          console.error('rebuild failed:', (e as Error).message);
        }
      }, 150);
    });
  }
}

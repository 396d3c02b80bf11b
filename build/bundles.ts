// The esbuild options of the three bundles, shared by the production build (build/build.ts) and
// the development loop (build/dev.ts): the server bundle and the two client bundles (desktop and
// the lighter phone bundle), and the manifest the server reads to name each page's files.
import path from 'node:path';
import type { BuildOptions, Metafile, Plugin } from 'esbuild';
import type { DeviceManifest, Manifest } from '../server/pages/manifest.ts';

export const root = path.resolve(import.meta.dirname, '..');

/** production: minified, with V8's compile hint; development: React's development build (its
 *  warnings on), readable output. Both content-hashed, with sourcemaps. */
export type BuildMode = 'production' | 'development';

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

export const serverBundle = (dist: string, mode: BuildMode): BuildOptions => ({
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
  define: { 'process.env.NODE_ENV': JSON.stringify(mode), 'process.env.BUNDLE': '"server"' },
  sourcemap: true,
  logLevel: 'warning',
});

export const clientBundle = (device: 'desktop' | 'mobile', dist: string, mode: BuildMode): BuildOptions => ({
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
  minify: mode === 'production',
  sourcemap: true,
  metafile: true,
  legalComments: 'none',
  charset: 'utf8',
  // V8's compile hint: compile every function of the file while it streams in, off the main
  // thread, rather than each on its first call during the page's first seconds. Nearly all of the
  // desktop's code runs at hydration; evaluating React's renderer took about a third less (five
  // cold loads each way, docs/performance.md). The phone's first load is held to 85 KiB, and the
  // comment costs bytes in each file.
  banner: device === 'desktop' && mode === 'production' ? { js: '//# allFunctionsCalledOnLoad' } : {},
  // BUNDLE names the bundle to code that differs in one of them: the phone's browser bundle
  // leaves the page head to the server and carries the Chinese words only (docs/pages.md).
  define: { 'process.env.NODE_ENV': JSON.stringify(mode), 'process.env.BUNDLE': `"${device}"` },
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
  const islands: Record<string, string[]> = {};
  const pagePrefix = `client-${device}/pages/`;
  const islandPrefix = `client-${device}/islands/`;
  for (const [out, info] of Object.entries(outputs)) {
    if (!out.endsWith('.js') || !info.entryPoint) continue;
    if (info.entryPoint === `client-${device}/entry.tsx`) entry = out;
    else if (info.entryPoint === 'shared/app/renderer.ts') renderer = out;
    else if (info.entryPoint.startsWith(pagePrefix)) {
      const id = info.entryPoint.slice(pagePrefix.length).replace(/\.tsx?$/, '');
      routes[id] = staticImports(out).map(url);
    } else if (info.entryPoint.startsWith(islandPrefix)) {
      const name = info.entryPoint.slice(islandPrefix.length).replace(/\.tsx?$/, '');
      islands[name] = staticImports(out).map(url);
    }
  }
  if (!entry) throw new Error(`No ${device} entry in the build output`);
  const css = outputs[entry]!.cssBundle;
  const entryChunks = staticImports(entry).map(url);
  const notInEntry = (files: string[]) => files.filter((u) => !entryChunks.includes(u));
  for (const id of Object.keys(routes)) routes[id] = notInEntry(routes[id]!);
  for (const name of Object.keys(islands)) islands[name] = notInEntry(islands[name]!);
  return {
    js: url(entry),
    imports: entryChunks.slice(1),
    renderer: renderer ? notInEntry(staticImports(renderer).map(url)) : [],
    css: css ? [url(css)] : [],
    routes,
    islands,
  };
}

/** The manifest of the two client bundles (client/manifest.json). */
export const clientManifest = (desktop: Metafile, mobile: Metafile): Manifest => ({
  desktop: deviceManifest('desktop', desktop),
  mobile: deviceManifest('mobile', mobile),
});

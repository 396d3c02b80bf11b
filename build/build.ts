// One build script: the server bundle (and, as they land, the two client bundles).
// `node build/build.ts` builds once; `--watch` rebuilds on change (npm run dev).
import { context, build, type BuildOptions } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist');
const watch = process.argv.includes('--watch');

const server: BuildOptions = {
  entryPoints: { index: path.join(root, 'server/index.ts') },
  outdir: path.join(outdir, 'server'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  // Dependencies come from node_modules at run time; only our own code is bundled.
  packages: 'external',
  loader: { '.css': 'empty' },
  sourcemap: true,
  logLevel: 'info',
};

fs.rmSync(outdir, { recursive: true, force: true });
if (watch) {
  const ctx = await context(server);
  await ctx.watch();
} else {
  await build(server);
}

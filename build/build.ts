// The production build: the server bundle and the two client bundles (build/bundles.ts),
// minified, content-hashed, with sourcemaps and a manifest the server reads, then the brand
// images and precompressed copies of the assets. Every build is a new release beside the live one
// (build/release/releases-folder.ts): `node build/build.ts` builds releases/<id>/ and then switches the `dist`
// link to it; a failed build leaves the live release as it was. `--no-switch` only builds
// (`npm run release` checks the release before it switches; `--release-id=<id>` names it).
// The development loop is build/dev.ts.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { clientBundle, clientManifest, root, serverBundle } from './bundles.ts';
import { precompress } from './precompress.ts';
import { renderBrandAssets } from '../server/brand/render-brand-assets.ts';
import {
  complete,
  layout,
  newReleaseId,
  prune,
  stagingDir,
  switchTo,
  type ReleaseInfo,
} from './release/releases-folder.ts';

const releases = layout(root);
const noSwitch = process.argv.includes('--no-switch');
const namedId = process.argv.find((a) => a.startsWith('--release-id='))?.slice('--release-id='.length);

/** Builds everything into `dist` (a release's staging folder). */
async function buildInto(dist: string): Promise<string> {
  fs.rmSync(dist, { recursive: true, force: true });
  // The brand files (preview cards, icons) are drawn once per change of their drawing: a cache
  // beside the releases survives every build.
  const parts = [
    build(serverBundle(dist, 'production')),
    build(clientBundle('desktop', dist, 'production')),
    build(clientBundle('mobile', dist, 'production')),
    renderBrandAssets(path.join(dist, 'client', 'brand'), path.join(root, '.cache', 'brand')),
  ] as const;
  // When one part fails the others still run to their end before the caller removes the folder,
  // or they would write into it again afterwards.
  const [, desktop, mobile, brandFiles] = await Promise.all(parts).catch(async (e: unknown) => {
    await Promise.allSettled(parts);
    throw e;
  });
  const manifest = clientManifest(desktop.metafile!, mobile.metafile!);
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

const id = newReleaseId(releases);
try {
  await buildRelease(namedId ? { ...id, id: namedId } : id, !noSwitch);
} catch (e) {
  console.error(`build failed, the live release is untouched: ${(e as Error).message}`);
  process.exit(1);
}

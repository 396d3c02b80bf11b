// The development build: the three bundles of build/bundles.ts in development mode, as esbuild
// contexts rebuilt incrementally (only what changed is parsed again, and only the bundles whose
// inputs changed are built), written into a folder laid out as a release (server/,
// client/assets/, client/manifest.json). A file whose bytes did not change is not written again,
// so a rebuild tells what is new: nothing, stylesheets only, or code.
import fs from 'node:fs';
import path from 'node:path';
import { context, type BuildResult } from 'esbuild';
import { clientBundle, clientManifest, root, serverBundle } from '../bundles.ts';
import type { Manifest } from '../../server/pages/manifest.ts';

type BuildOutcome = { ok: true; written: string[]; manifest: Manifest } | { ok: false; message: string };

export interface DevBundles {
  /** Builds the bundles that read one of `sources` (absolute paths), or all of them; writes
   *  nothing unless every bundle built. */
  rebuild(sources: string[] | 'all'): Promise<BuildOutcome>;
  dispose(): Promise<void>;
}

export async function devBundles(out: string): Promise<DevBundles> {
  const assetsDir = path.join(out, 'client', 'assets');
  const manifestFile = path.join(out, 'client', 'manifest.json');
  fs.rmSync(path.join(out, 'server'), { recursive: true, force: true });
  fs.rmSync(assetsDir, { recursive: true, force: true });
  fs.mkdirSync(assetsDir, { recursive: true });
  const bundles = await Promise.all(
    [
      serverBundle(out, 'development'),
      clientBundle('desktop', out, 'development'),
      clientBundle('mobile', out, 'development'),
    ].map(async (options) => ({
      context: await context({ ...options, absWorkingDir: root, metafile: true, write: false }),
      /** The last result, and the files it read; none after a failure. */
      last: undefined as BuildResult | undefined,
      inputs: new Set<string>(),
    })),
  );
  /** The hash of each file as last written, by path. */
  const written = new Map<string, string>();
  let lastAssets = new Set<string>();
  let manifest: Manifest | undefined;

  return {
    async rebuild(sources) {
      const due = bundles.filter((b) => sources === 'all' || !b.last || sources.some((source) => b.inputs.has(source)));
      const results = await Promise.allSettled(
        due.map(async (b) => {
          b.last = undefined;
          b.last = await b.context.rebuild();
          b.inputs = new Set(Object.keys(b.last.metafile!.inputs).map((input) => path.join(root, input)));
        }),
      );
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
      if (failures.length) return { ok: false, message: failures.join('\n') };
      const [server, desktop, mobile] = bundles.map((b) => b.last!);
      const files = [server!, desktop!, mobile!].flatMap((r) => r.outputFiles!);
      const changed = files.filter((file) => written.get(file.path) !== file.hash);
      for (const file of changed) {
        fs.mkdirSync(path.dirname(file.path), { recursive: true });
        fs.writeFileSync(file.path, file.contents);
        written.set(file.path, file.hash);
      }
      if (!changed.length) return { ok: true, written: [], manifest: manifest! };
      manifest = clientManifest(desktop!.metafile!, mobile!.metafile!);
      fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
      // The assets of the build before stay (a page loaded before this change may still ask for
      // its chunks until it reloads); older ones go.
      const assets = new Set([desktop!, mobile!].flatMap((r) => r.outputFiles!.map((f) => path.basename(f.path))));
      for (const name of fs.readdirSync(assetsDir)) {
        if (assets.has(name) || lastAssets.has(name)) continue;
        fs.rmSync(path.join(assetsDir, name), { force: true });
        written.delete(path.join(assetsDir, name));
      }
      lastAssets = assets;
      return { ok: true, written: changed.map((file) => file.path), manifest };
    },
    async dispose() {
      await Promise.all(bundles.map((b) => b.context.dispose()));
    },
  };
}

// The development build: the three bundles of build/bundles.ts in development mode, as esbuild
// contexts rebuilt incrementally (only what changed is parsed again), written into a folder laid
// out as a release (server/, client/assets/, client/manifest.json). A file whose bytes did not
// change is not written again, so a rebuild can tell whether the server has anything new to run.
import fs from 'node:fs';
import path from 'node:path';
import { context, type BuildResult } from 'esbuild';
import { clientBundle, clientManifest, serverBundle } from '../bundles.ts';

type BuildOutcome = { ok: true; changed: boolean } | { ok: false; message: string };

export interface DevBundles {
  /** Builds all three bundles; writes nothing unless all three built. */
  rebuild(): Promise<BuildOutcome>;
  dispose(): Promise<void>;
}

export async function devBundles(out: string): Promise<DevBundles> {
  const assetsDir = path.join(out, 'client', 'assets');
  const manifestFile = path.join(out, 'client', 'manifest.json');
  fs.rmSync(path.join(out, 'server'), { recursive: true, force: true });
  fs.rmSync(assetsDir, { recursive: true, force: true });
  fs.mkdirSync(assetsDir, { recursive: true });
  const contexts = await Promise.all(
    [
      serverBundle(out, 'development'),
      clientBundle('desktop', out, 'development'),
      clientBundle('mobile', out, 'development'),
    ].map((options) => context({ ...options, write: false })),
  );
  /** The hash of each file as last written, by path. */
  const written = new Map<string, string>();
  let lastAssets = new Set<string>();

  return {
    async rebuild() {
      const results = await Promise.allSettled(contexts.map((c) => c.rebuild()));
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
      if (failures.length) return { ok: false, message: failures.join('\n') };
      const [server, desktop, mobile] = results.map((r) => (r as PromiseFulfilledResult<BuildResult>).value);
      let changed = false;
      for (const file of [server!, desktop!, mobile!].flatMap((r) => r.outputFiles!)) {
        if (written.get(file.path) === file.hash) continue;
        fs.mkdirSync(path.dirname(file.path), { recursive: true });
        fs.writeFileSync(file.path, file.contents);
        written.set(file.path, file.hash);
        changed = true;
      }
      if (!changed) return { ok: true, changed };
      fs.writeFileSync(manifestFile, JSON.stringify(clientManifest(desktop!.metafile!, mobile!.metafile!), null, 2));
      // The assets of the build before stay (a page loaded before this change may still ask for
      // its chunks until it reloads); older ones go.
      const assets = new Set([desktop!, mobile!].flatMap((r) => r.outputFiles!.map((f) => path.basename(f.path))));
      for (const name of fs.readdirSync(assetsDir)) {
        if (assets.has(name) || lastAssets.has(name)) continue;
        fs.rmSync(path.join(assetsDir, name), { force: true });
        written.delete(path.join(assetsDir, name));
      }
      lastAssets = assets;
      return { ok: true, changed };
    },
    async dispose() {
      await Promise.all(contexts.map((c) => c.dispose()));
    },
  };
}

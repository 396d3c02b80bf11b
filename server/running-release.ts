// Which release this process runs, all the server needs to know of releases (the release tool,
// build/release/, makes them): the build writes release.json beside the server bundle, and a
// release living in a releases/ folder shares the asset pool next to it. The Docker image holds
// one release (its id, no pool); a build without release.json has neither.
import fs from 'node:fs';
import path from 'node:path';

export interface RunningRelease {
  /** e.g. 20261126-101500-6b61f6e; reported by /readyz and at start. */
  id: string | null;
  /** The folder of hashed assets every kept release shares, when there is one. */
  assetPool: string | null;
}

/** The release whose server bundle lives in `serverDir` (its server/ folder). */
export function runningRelease(serverDir: string): RunningRelease {
  const dir = path.resolve(serverDir, '..');
  let id: string | null = null;
  try {
    id = (JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8')) as { id?: unknown }).id as string;
  } catch {
    return { id: null, assetPool: null };
  }
  const pool = path.join(path.dirname(dir), 'assets');
  return { id: typeof id === 'string' ? id : null, assetPool: fs.existsSync(pool) ? pool : null };
}

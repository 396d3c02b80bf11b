// The build manifest: which hashed files make up each device's bundle and each page's chunks.
import fs from 'node:fs';
import path from 'node:path';
import type { Assets } from '../../shared/app/payload.ts';
import type { Device } from '../../shared/site-types.ts';

export interface DeviceManifest {
  js: string;
  /** The entry's static imports. */
  imports: string[];
  /** React's renderer when the entry imports it on its own (shared/app/renderer.ts), with its
   *  imports outside the entry's: loaded by every page, beside the page's chunks. */
  renderer: string[];
  css: string[];
  /** By route id, the page's chunks and their imports outside the entry's (the desktop's). */
  routes: Record<string, string[]>;
  /** By island name, the island's chunk and its imports outside the entry's (the phone's:
   *  shared/app/island.tsx). */
  islands: Record<string, string[]>;
}
export type Manifest = Record<Device, DeviceManifest>;

export function loadManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`No client build at ${file}: run \`npm run build\` first`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The files every page of a device loads: its entry script and stylesheet. No chunk is hinted
 * with `<link rel="modulepreload">`: the browser finds the entry's imports when it parses the
 * entry, and the page's own chunks when the entry asks for them. Hinted, they went out at high
 * priority in the first round trips beside the stylesheet and the banner art, and on a slow phone
 * connection the first paint came about 0.4-0.6 s later (Lighthouse mobile, every page type of
 * both apps: docs/performance.md). They cost the page one round trip before it hydrates, which
 * the server-rendered page, readable with working links, does not wait for.
 */
export function assetsFor(manifest: Manifest, device: Device): Assets {
  const m = manifest[device];
  return { js: m.js, css: m.css };
}

// The build manifest: which hashed files make up each device's bundle and each page's chunks.
import fs from 'node:fs';
import path from 'node:path';
import type { Assets, Device } from '../../shared/app/payload.ts';

export interface DeviceManifest {
  js: string;
  imports: string[];
  css: string[];
  routes: Record<string, string[]>;
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
 * The files a page needs and the module chunks it hints with `<link rel="modulepreload">`: only
 * the page's own chunks, which the browser cannot discover until the entry has run. The browser
 * finds the entry's own imports by itself, and hinting them too makes them share the first round
 * trips with the stylesheet and the banner image. On a slow phone connection that put the first
 * paint about 0.3 s later on the phone app and 0.2–0.4 s later on the English site, which phones
 * get in the desktop layout (Lighthouse, docs/performance.md).
 */
export function assetsFor(manifest: Manifest, device: Device, routeId: string): Assets {
  const m = manifest[device];
  return { js: m.js, css: m.css, preload: m.routes[routeId] ?? [] };
}

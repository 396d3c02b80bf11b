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

export function assetsFor(manifest: Manifest, device: Device, routeId: string): Assets {
  const m = manifest[device];
  return { js: m.js, css: m.css, preload: [...m.imports, ...(m.routes[routeId] ?? [])] };
}

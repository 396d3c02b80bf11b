// Request-wide facts every component may read: language, device, site info and the per-render
// seed (anything random is derived from it, so server and browser render the same thing).
import { createContext, useContext } from 'react';
import type { PostedForm } from '../forms/posted-form.ts';
import type { SiteInfo } from '../routes/router-context.ts';
import type { Device, Lang } from '../site-types.ts';

export interface SiteData {
  lang: Lang;
  device: Device;
  site: SiteInfo;
  seed: number;
  /** A lead form this page answers the POST of (shared/forms/posted-form.ts); mostly absent. */
  postedForm?: PostedForm;
}

export const SiteDataContext = createContext<SiteData | null>(null);

export function useSiteData(): SiteData {
  const value = useContext(SiteDataContext);
  if (!value) throw new Error('useSiteData outside SiteDataContext');
  return value;
}

/** A deterministic integer in [min, max] from the render seed and a salt. */
export function seededInt(seed: number, salt: number, min: number, max: number): number {
  let x = (seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  return min + (x % (max - min + 1));
}

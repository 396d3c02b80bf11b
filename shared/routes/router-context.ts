// What loaders get from their context: the content API and the audience of the request. The
// server fills it per request; the browser fills it once from the hydration data.
import { createContext } from 'react-router';
import type { Api } from '../api/client.ts';
import type { SiteKey } from '../api/types.ts';
import type { HostType } from '../site-types.ts';

export interface SiteInfo {
  site: SiteKey;
  hostType: HostType;
  /** The wording prefix of page headings: 企业微信, 营销自动化 or 私域流量. */
  headingPrefix: string;
  /** Public base address of the environment (canonical URLs). */
  siteBase: string;
}

export const apiContext = createContext<Api>();
export const siteContext = createContext<SiteInfo>();

// Everything the server needs to know about a request's audience, decided once per request:
// environment, host type, site key, heading prefix, language and device. No URL is ever built
// from the Host header; it is only looked up in a table built from configuration.
import { useragent } from 'express-useragent';
import { LRUCache } from 'lru-cache';
import type { Config, Environment } from './config.ts';
import { ENVIRONMENTS } from './config.ts';
import type { SiteKey } from '../shared/api/types.ts';
import type { Device, HostType, Lang } from '../shared/site-types.ts';
import { HEADING_PREFIX } from '../shared/copy/heading-prefix.ts';
import { langOfPath } from '../shared/routes/path-language.ts';

export interface RequestContext {
  env: Environment;
  hostType: HostType;
  site: SiteKey;
  /** The host's wording in page headings: 企业微信 on wx hosts, 营销自动化 on yx, else 私域流量 (spec §1). */
  headingPrefix: string;
  lang: Lang;
  device: Device;
  /** The public base address of the environment, from configuration. */
  siteBase: string;
}

const SITE_KEY: Record<HostType, SiteKey> = { general: 'defan', wx: 'wx', yx: 'yx' };

// Phones the user-agent library does not know (the spec's "and similar"): Java (J2ME/MIDP) phones
// and Opera Mini on them, Opera Mobile, Symbian and Series 40 Nokias, Palm and HP webOS. None says
// "Mobile" or names an OS the library knows. deploy/nginx/device-class.conf has the same tokens.
const EXTRA_PHONES = /opera mini|opera mobi|j2me|midp|symbian|symbos|series ?[46]0|webos\/|hpwos/i;

interface HostEntry {
  env: Environment;
}

/** Host → environment table: each environment's configured base host, plus localhost names. */
function buildHostTable(config: Pick<Config, 'siteBase'>): Map<string, HostEntry> {
  const table = new Map<string, HostEntry>();
  for (const env of ENVIRONMENTS) {
    const host = new URL(config.siteBase[env]).hostname.toLowerCase();
    table.set(host, { env });
    // The bare domain of a www. host serves the same environment.
    if (host.startsWith('www.')) table.set(host.slice(4), { env });
  }
  for (const local of ['localhost', '127.0.0.1', '[::1]']) {
    if (!table.has(local)) table.set(local, { env: 'local' });
  }
  return table;
}

/** Hostname of a Host header, lower-cased, without port; '' when it is not a plausible host. */
function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader || hostHeader.length > 255) return '';
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(hostHeader.trim());
  return m?.[1]?.toLowerCase() ?? '';
}

/**
 * Looks a host up: `wx.` and `yx.` in front of a known host select those host types
 * (wx.www.x is not a thing; wx.x and wx.dev.x are). Unknown hosts are release / general.
 */
function resolveHost(
  table: Map<string, HostEntry>,
  hostHeader: string | undefined,
): { env: Environment; hostType: HostType } {
  const host = hostnameOf(hostHeader);
  const direct = table.get(host);
  if (direct) return { env: direct.env, hostType: 'general' };
  const m = /^(wx|yx)\.(.+)$/.exec(host);
  if (m) {
    const entry = table.get(m[2]!);
    if (entry) return { env: entry.env, hostType: m[1] as HostType };
  }
  return { env: 'release', hostType: 'general' };
}

/**
 * Whether an address is on one of our own sites: a host the table serves (or its wx./yx.
 * variant, as resolveHost reads them) with the scheme and port of that environment's base.
 */
export function createOwnUrlCheck(config: Pick<Config, 'siteBase'>): (url: URL) => boolean {
  const table = buildHostTable(config);
  return (url) => {
    const host = url.hostname.toLowerCase();
    const entry = table.get(host) ?? table.get(host.replace(/^(wx|yx)\./, ''));
    if (!entry) return false;
    const base = new URL(config.siteBase[entry.env]);
    return url.protocol === base.protocol && url.port === base.port && !url.username && !url.password;
  };
}

// Parsing a user agent is the costliest step of a cached page's answer, and agents repeat.
const phones = new LRUCache<string, boolean>({ max: 2000 });

function isPhone(userAgent: string | undefined): boolean {
  const ua = (userAgent ?? '').slice(0, 1024);
  if (!ua) return false;
  let phone = phones.get(ua);
  if (phone === undefined) phones.set(ua, (phone = parsePhone(ua)));
  return phone;
}

function parsePhone(ua: string): boolean {
  const a = useragent.parse(ua);
  // Phones, tablets, pods, iOS, Android (a crawler claiming Android included), BlackBerry and
  // similar phones (test/helpers/user-agents.ts is the table of agents this is checked against).
  return (
    a.isMobile ||
    a.isTablet ||
    a.isiPad ||
    a.isiPod ||
    a.isiPhone ||
    a.isAndroid ||
    a.isBlackberry ||
    EXTRA_PHONES.test(ua)
  );
}

/** The request header a trusted proxy names the device class in, and the response's echo of it. */
export const DEVICE_CLASS_HEADER = 'x-device-class';

export function createContextResolver(config: Pick<Config, 'siteBase'> & Partial<Pick<Config, 'trustDeviceHeader'>>) {
  const table = buildHostTable(config);
  const trustDeviceHeader = config.trustDeviceHeader === true;
  return function resolveContext(req: {
    host: string | undefined;
    path: string;
    userAgent: string | undefined;
    /** The X-Device-Class request header, used only with TRUST_DEVICE_HEADER. */
    deviceClass?: string | string[] | undefined;
  }): RequestContext {
    const { env, hostType } = resolveHost(table, req.host);
    const lang = langOfPath(req.path);
    const told = trustDeviceHeader ? req.deviceClass : undefined;
    const phone = told === 'mobile' ? true : told === 'desktop' ? false : isPhone(req.userAgent);
    return {
      env,
      hostType,
      site: SITE_KEY[hostType],
      headingPrefix: HEADING_PREFIX[hostType],
      lang,
      // The English site always uses the desktop layout and bundle.
      device: lang === 'en' ? 'desktop' : phone ? 'mobile' : 'desktop',
      siteBase: config.siteBase[env],
    };
  };
}

declare global {
  namespace Express {
    /** What the app's middleware resolves once per request (server/request-setup.ts). */
    interface Locals {
      ctx: RequestContext;
    }
  }
}

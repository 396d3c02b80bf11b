// Where a call to action leads, for both apps (spec §7 'outbound navigation'): the register host
// (with ?isGet=1 for the free-trial entries, 'register gains isGet=1 when asked'), an internal
// path or #anchor, else the submission form link. The register host continues the visit in the
// same tab, as a sign-up flow should; other http(s) hosts open in a new tab, as AppLink does.
import type { ProjectConfig } from '../api/types.ts';
import type { HomeCta } from '../copy/home-types.ts';

export type CtaConfig = Pick<ProjectConfig, 'registerUrl' | 'submitFormUrl'>;

interface CtaLinkAttrs {
  href: string;
  target?: '_blank';
  rel?: string;
}

export function registerHref(registerUrl: string, trial: boolean): string {
  if (!trial) return registerUrl;
  return `${registerUrl}${registerUrl.includes('?') ? '&' : '?'}isGet=1`;
}

export function ctaHref(cta: HomeCta, config: CtaConfig): string {
  if (cta.register) return registerHref(config.registerUrl, cta.register === 'trial');
  return cta.link ?? config.submitFormUrl;
}

/** The anchor attributes of a call to action: its address and, off-site but not the register
 *  host, a new tab. */
export function ctaLinkAttrs(cta: HomeCta, config: CtaConfig): CtaLinkAttrs {
  const href = ctaHref(cta, config);
  return !cta.register && /^https?:/.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}

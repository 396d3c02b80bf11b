// A call-to-action button of the home pages: an internal page, an in-page #anchor (smooth scroll
// with the header offset), or the separate register host, with ?isGet=1 for the free-trial
// entries (spec §7 'register gains isGet=1 when asked').
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { HomeCta } from '../../../shared/copy/home-types.ts';
import { onSectionLinkClick } from './home-anchors.tsx';

export function registerHref(registerUrl: string, trial: boolean): string {
  if (!trial) return registerUrl;
  return `${registerUrl}${registerUrl.includes('?') ? '&' : '?'}isGet=1`;
}

export function ctaHref(cta: HomeCta, registerUrl: string): string {
  if (cta.register) return registerHref(registerUrl, cta.register === 'trial');
  return cta.link ?? '/';
}

export function HomeCtaLink({ cta, registerUrl, tone = 'light', className = '' }: { cta: HomeCta; registerUrl: string; tone?: 'light' | 'dark'; className?: string }) {
  const href = ctaHref(cta, registerUrl);
  const variant = cta.primary ? (tone === 'dark' ? 'btn--light' : 'btn--primary') : tone === 'dark' ? 'btn--outline-light' : 'btn--ghost';
  const cls = `btn ${variant} ${className}`.trim();
  if (href.startsWith('#')) {
    return (
      <a href={href} className={cls} onClick={(e) => onSectionLinkClick(e, href.slice(1))}>
        {cta.text}
      </a>
    );
  }
  // The register host is another site but opens in the same tab, as a sign-up flow should.
  return cta.register ? (
    <a href={href} className={cls}>
      {cta.text}
    </a>
  ) : (
    <AppLink to={href} className={cls}>
      {cta.text}
    </AppLink>
  );
}

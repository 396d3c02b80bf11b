// A call-to-action button of the home pages: an in-page #anchor (smooth scroll with the header
// offset), or a link whose address and tab follow the shared rule (shared/app/cta-link.ts).
import type { MouseEvent } from 'react';
import { ctaLinkAttrs, type CtaConfig } from '../../../shared/app/cta-link.ts';
import type { HomeCta } from '../../../shared/copy/home-types.ts';
import { onSectionLinkClick } from './home-anchors.tsx';

export function HomeCtaLink({
  cta,
  config,
  tone = 'light',
  className = '',
}: {
  cta: HomeCta;
  config: CtaConfig;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const link = ctaLinkAttrs(cta, config);
  const variant = cta.primary
    ? tone === 'dark'
      ? 'btn--light'
      : 'btn--primary'
    : tone === 'dark'
      ? 'btn--outline-light'
      : 'btn--ghost';
  const cls = `btn ${variant} ${className}`.trim();
  const onClick = link.href.startsWith('#')
    ? (e: MouseEvent<HTMLAnchorElement>) => onSectionLinkClick(e, link.href.slice(1))
    : undefined;
  return (
    <a {...link} className={cls} onClick={onClick}>
      {cta.text}
    </a>
  );
}

// A home call to action (HomeCta): an internal path, or the register host (the trial entry adds
// ?isGet=1, spec §7 'outbound navigation').
import type { HomeCta } from '../../../shared/copy/home-types.ts';
import type { RootData } from '../../../shared/routes/route-table.ts';

export function ctaHref(cta: HomeCta, root: RootData): string {
  if (cta.register) return cta.register === 'trial' ? `${root.config.registerUrl}?isGet=1` : root.config.registerUrl;
  return cta.link ?? root.config.submitFormUrl;
}

export function CtaLink({ cta, root, className }: { cta: HomeCta; root: RootData; className: string }) {
  const href = ctaHref(cta, root);
  const external = /^https?:/.test(href);
  return (
    <a className={className} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {cta.text}
    </a>
  );
}

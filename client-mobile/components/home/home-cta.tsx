// A home call to action (HomeCta) on the phone; its address and tab follow the shared rule
// (shared/app/cta-link.ts).
import { ctaLinkAttrs } from '../../../shared/app/cta-link.ts';
import type { HomeCta } from '../../../shared/copy/home-types.ts';
import type { RootData } from '../../../shared/routes/route-table.ts';

export function CtaLink({ cta, root, className }: { cta: HomeCta; root: RootData; className: string }) {
  const { href, ...tab } = ctaLinkAttrs(cta, root.config);
  return (
    <a className={className} href={href} {...tab}>
      {cta.text}
    </a>
  );
}

// /marketing-automation on a phone: the configurable page template (spec 'Configurable product,
// partner and marketing-automation page').
import type { PageProps } from '../../shared/app/page-types.ts';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { ConfigTemplate } from '../components/config-template.tsx';

export default function MarketingPage({ data, root }: PageProps<'marketing'>) {
  const { page } = data;
  const title = page.seo_h1 || page.meta_title;
  return (
    <main id="main" className="page m-template m-template--config">
      <PageHead {...headFromPage(page, { title })} />
      <ConfigTemplate config={page.ext.pageConfig ?? {}} root={root} title={title} />
    </main>
  );
}

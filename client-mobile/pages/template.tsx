// Template-driven pages on a phone: /solution_{tag} with the solution template, /product_{tag}
// with the configurable one (spec 'Solution page', 'Configurable … page').
import type { PageProps } from '../../shared/app/page-types.ts';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { ConfigTemplate } from '../components/config-template.tsx';
import { SolutionTemplate } from '../components/solution-template.tsx';

export default function TemplatePage({ data, root }: PageProps<'template'> | PageProps<'en-template'>) {
  const { page, template } = data;
  const title = page.seo_h1 || page.meta_title;
  const config = page.ext.pageConfig ?? {};
  return (
    <main id="main" className={`page m-template m-template--${template}`}>
      <PageHead {...headFromPage(page, { title })} />
      {template === 'solution' ? (
        <SolutionTemplate config={config} practice={page.ext.practice} root={root} title={title} />
      ) : (
        <ConfigTemplate config={config} root={root} title={title} />
      )}
    </main>
  );
}

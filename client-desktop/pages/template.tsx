// /product_* and /solution_* (and their English twins): the page config picks the template.
import type { PageProps } from '../../shared/app/page-types.ts';
import { useSiteData } from '../../shared/app/site-data.tsx';
import { ConfigTemplate } from '../components/templates/config-template.tsx';
import { SolutionTemplate } from '../components/templates/solution-template.tsx';

export default function TemplatePage<Id extends 'template' | 'en-template'>({ data: raw, root }: PageProps<Id>) {
  const { lang } = useSiteData();
  const data = raw as PageProps<'template'>['data'];
  return data.template === 'solution' ? (
    <SolutionTemplate page={data.page} root={root} lang={lang} />
  ) : (
    <ConfigTemplate page={data.page} root={root} lang={lang} />
  );
}

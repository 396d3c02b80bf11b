// /marketing-automation: the configurable template with the marketing host's page config.
import type { PageProps } from '../../shared/app/page-types.ts';
import { ConfigTemplate } from '../components/templates/config-template.tsx';

export default function MarketingPage({ data, root }: PageProps<'marketing'>) {
  return <ConfigTemplate page={data.page} root={root} lang="zh" />;
}

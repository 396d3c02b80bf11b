// /cooperative and /en/cooperative: the partner programme.
import type { PageProps } from '../../shared/app/page-types.ts';
import { useSiteData } from '../../shared/app/site-data.tsx';
import { PartnerPage } from '../components/company/partner-page.tsx';

export default function CooperativePage<Id extends 'cooperative' | 'en-cooperative'>({ data, root }: PageProps<Id>) {
  const { lang } = useSiteData();
  return <PartnerPage page={data.page} partnerArticles={data.partnerArticles} root={root} lang={lang} />;
}

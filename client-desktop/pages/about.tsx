// /about and /en/about.
import type { PageProps } from '../../shared/app/page-types.ts';
import { useSiteData } from '../../shared/app/site-data.tsx';
import { AboutPage } from '../components/company/about-page.tsx';

export default function About<Id extends 'about' | 'en-about'>({ data, root }: PageProps<Id>) {
  const { lang } = useSiteData();
  return <AboutPage page={data.page} root={root} lang={lang} lists={data} />;
}

// Title, description and keywords of a page, from its page detail or its article (spec §2).
// react-helmet-async renders them as React 19 elements, which React hoists into <head>.
import { Helmet } from 'react-helmet-async';
import type { PageDetail } from '../api/types.ts';
import { useSiteData } from '../app/site-data.tsx';
import { pageTitle } from '../seo/page-title.ts';

export interface HeadFields {
  title: string;
  description?: string;
  keywords?: string;
}

export function headFromPage(page: PageDetail | null | undefined, fallback: HeadFields): HeadFields {
  return {
    title: page?.meta_title || fallback.title,
    description: page?.meta_description || fallback.description,
    keywords: page?.meta_keywords || fallback.keywords,
  };
}

export function PageHead({ title, description, keywords }: HeadFields) {
  const { lang } = useSiteData();
  return (
    <Helmet>
      <title>{pageTitle(title, lang)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
    </Helmet>
  );
}

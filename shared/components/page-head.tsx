// Title, description and keywords of a page, from its page detail or its article (spec §2).
// Plain React 19 elements: React hoists <title> and <meta> into <head> when it renders on the
// server, and keeps them up to date on the desktop's client navigations. No head-management
// library is needed (docs/pages.md, "Page head"). The phone app navigates with full page
// loads, so the head the server wrote stays right: its browser bundle renders none of it.
import type { ReactNode } from 'react';
import type { PageDetail } from '../api/types.ts';
import { useSiteData } from '../app/site-data.tsx';
import { pageTitle, type HeadFields } from '../seo/page-title.ts';

export function headFromPage(page: PageDetail | null | undefined, fallback: HeadFields): HeadFields {
  return {
    title: page?.meta_title || fallback.title,
    description: page?.meta_description || fallback.description,
    keywords: page?.meta_keywords || fallback.keywords,
  };
}

function DocumentHead({ title, description, keywords }: HeadFields) {
  const { lang } = useSiteData();
  const full = pageTitle(title, lang);
  // The Twitter card says what the page's own head says; its card type and picture come with the
  // Open Graph tags (seo-tags.tsx).
  return (
    <>
      <title>{full}</title>
      <meta name="twitter:title" content={full} />
      {description ? (
        <>
          <meta name="description" content={description} />
          <meta name="twitter:description" content={description} />
        </>
      ) : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
    </>
  );
}

/** build/build.ts defines process.env.BUNDLE: the phone's browser bundle renders no head, and
 *  leaves DocumentHead and the title rule out. */
export const PageHead: (fields: HeadFields) => ReactNode = process.env.BUNDLE === 'mobile' ? () => null : DocumentHead;

// Search tags of every page (React 19 hoists the <link> and <meta> into <head>): canonical,
// hreflang twins with x-default, content language, Baidu's same-URL adaptation, Open Graph, the
// Twitter card, and JSON-LD data blocks (not executable, so the CSP stays strict).
import type { ChromeConfig } from '../routes/site-language.ts';
import { useSiteData } from '../app/site-data.tsx';
import type { PageRouteId } from '../routes/route-table.ts';
import { canonicalUrl, jsonLdText, languageTwins, seoData } from '../seo/structured-data.ts';
import { SITE_NAME } from '../copy/site-name.ts';

export function SeoTags({
  routeId,
  pathname,
  search,
  data,
  config,
}: {
  routeId: PageRouteId;
  pathname: string;
  search: string;
  data: unknown;
  config: ChromeConfig | undefined;
}) {
  const { lang, site } = useSiteData();
  const base = site.siteBase;
  const canonical = canonicalUrl(base, pathname, search);
  const twins = languageTwins(routeId, { pathname, data });
  const seo = seoData({ routeId, pathname, lang, siteBase: base, data, config });
  return (
    <>
      <link rel="canonical" href={canonical} />
      {twins ? (
        <>
          <link rel="alternate" hrefLang="zh-CN" href={`${base}${twins.zh}`} />
          <link rel="alternate" hrefLang="en" href={`${base}${twins.en}`} />
          <link rel="alternate" hrefLang="x-default" href={`${base}${twins.zh}`} />
        </>
      ) : null}
      <meta httpEquiv="content-language" content={lang === 'en' ? 'en' : 'zh-CN'} />
      <meta name="applicable-device" content="pc,mobile" />
      <meta property="og:type" content={seo.type} />
      <meta property="og:site_name" content={SITE_NAME[lang]} />
      <meta property="og:locale" content={lang === 'en' ? 'en_US' : 'zh_CN'} />
      <meta property="og:url" content={canonical} />
      {seo.title ? <meta property="og:title" content={seo.title} /> : null}
      {seo.description ? <meta property="og:description" content={seo.description} /> : null}
      <meta property="og:image" content={seo.image.url} />
      <meta property="og:image:type" content={seo.image.type} />
      {seo.image.width ? <meta property="og:image:width" content={String(seo.image.width)} /> : null}
      {seo.image.height ? <meta property="og:image:height" content={String(seo.image.height)} /> : null}
      <meta property="og:image:alt" content={seo.image.alt} />
      {/* Every page has a picture (its raster cover, else its 1200×630 preview card), so its card is
          the large-image one. Title and description are the page head's (page-head.tsx). */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={seo.image.url} />
      <meta name="twitter:image:alt" content={seo.image.alt} />
      <StructuredData blocks={seo.jsonLd.map(jsonLdText)} />
    </>
  );
}

/** The JSON-LD blocks, where SeoTags renders them. */
function StructuredData({ blocks }: { blocks: readonly string[] }) {
  return blocks.map((text, i) => (
    <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
  ));
}

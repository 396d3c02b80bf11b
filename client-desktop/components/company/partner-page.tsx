// The partner programme, /cooperative and /en/cooperative (spec 'Partner programme'): the fixed
// design (gold partners, mechanism, core products, process, six supports, partner news) around
// the page config's hero, process picture, joint-delivery cases and (English) partner news.
import type { ArticleSummary, PageDetail } from '../../../shared/api/types.ts';
import type { Lang } from '../../../shared/site-types.ts';
import { PageHead, headFromPage } from '../../../shared/components/page-head.tsx';
import { PARTNER_EN } from '../../../shared/copy/company-en.ts';
import { PARTNER } from '../../../shared/copy/company.ts';
import type { RootData } from '../../../shared/routes/route-table.ts';
import { CaseCarousel } from '../templates/case-carousel.tsx';
import { ConsultSection } from '../templates/consult-section.tsx';
import { ContactBlock } from '../templates/contact-block.tsx';
import { TEMPLATE } from '../../../shared/copy/desktop/template.ts';
import { TemplateHero } from '../templates/template-hero.tsx';
import { CoreProducts } from './core-products.tsx';
import { GoldPartners } from './gold-partners.tsx';
import { PartnerMechanism } from './partner-mechanism.tsx';
import { PartnerProcess } from './partner-process.tsx';
import { PartnerStories, storyOfArticle, storyOfItem } from './partner-stories.tsx';
import { PartnerSupports } from './partner-supports.tsx';

export function PartnerPage({
  page,
  partnerArticles,
  root,
  lang,
}: {
  page: PageDetail;
  partnerArticles: ArticleSummary[];
  root: RootData;
  lang: Lang;
}) {
  const copy = lang === 'en' ? PARTNER_EN : PARTNER;
  const c = page.ext.pageConfig ?? {};
  const formLink = lang === 'en' ? '/en/form' : '/form';
  const stories = c.p6?.items?.length ? c.p6.items.map(storyOfItem) : partnerArticles.map(storyOfArticle);
  const hero = {
    title: copy.hero.title,
    subtitle: copy.hero.summary,
    ...c.p1,
    button: { text: copy.hero.button, link: c.p1?.button?.link ?? formLink },
  };
  return (
    <main id="main" className={`page co-page partner-page${lang === 'en' ? ' co-page--en' : ''}`}>
      <PageHead {...headFromPage(page, { title: copy.hero.title, description: copy.hero.summary })} />
      <TemplateHero section={hero} fallbackTitle={copy.hero.title} dark={lang === 'en'} />
      <GoldPartners copy={copy.gold} />
      <PartnerMechanism copy={copy.mechanism} />
      <CoreProducts copy={copy.products} communityUrl={root.config.communityUrl} />
      <PartnerProcess copy={copy.process} pic={c.p3?.pic} formLink={formLink} />
      <PartnerSupports copy={copy.supports} />
      <PartnerStories copy={copy.stories} stories={stories} />
      {c.p5 ? <CaseCarousel section={c.p5} copy={TEMPLATE[lang]} /> : null}
      <ContactBlock
        copy={TEMPLATE[lang]}
        hotline={root.config.hotline}
        formLink={formLink}
        registerUrl={root.config.registerUrl}
      />
      <ConsultSection lang={lang} config={root.config} />
    </main>
  );
}

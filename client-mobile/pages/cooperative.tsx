// The phone partner programme (spec 'Partner programme'): hero with 'join now', the gold partner
// carousel (one partner at a time, arrows, no dots), the partner mechanism, three core products,
// the partner-process picture with 'become a partner', the six supports, partner news, the connect
// block and the consultation form. All but the carousel's controls and the form are static parts
// (components/static-part.tsx).
import type { PageProps } from '../../shared/app/page-types.ts';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { MOBILE_PARTNER as C, MOBILE_PARTNER_GOLD as GOLD } from '../../shared/copy/mobile/partner.ts';
import { ArticleRow } from '../components/article-row.tsx';
import { BigPicture } from '../components/big-picture.tsx';
import { ConnectBlock } from '../components/connect-block.tsx';
import { ConsultBlock } from '../components/consult-block.tsx';
import { IconList } from '../components/icon-list.tsx';
import { MHero } from '../components/m-hero.tsx';
import { MSection } from '../components/m-section.tsx';
import { StaticCarousel } from '../components/snap-carousel.tsx';
import { Island } from '../../shared/app/island.tsx';
import { StaticPart } from '../components/static-part.tsx';

const icon = (name: string) => `/media/art/icon-${name}.svg`;

export default function CooperativePage({ data, root }: PageProps<'cooperative'> | PageProps<'en-cooperative'>) {
  const { page, partnerArticles } = data;
  const { p1, p2, p3 } = page.ext.pageConfig ?? {};
  const join = root.config.submitFormUrl;
  return (
    <main id="main" className="page m-partner">
      <StaticPart k="hero">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            <PageHead {...headFromPage(page, { title: page.seo_h1 })} />
            <MHero
              title={p1?.title ?? page.seo_h1}
              summary={p1?.subtitle}
              bg={p1?.bg}
              buttons={[{ text: C.heroButton, link: p1?.button?.link ?? join }]}
            />
          </>
        )}
      </StaticPart>
      <MSection id="gold-partners" title={GOLD.title} subtitle={GOLD.summary} tone="soft">
        <Island
          name="static-carousel"
          k="gold-partners"
          component={StaticCarousel}
          props={{
            label: GOLD.title,
            arrows: true,
            className: 'm-carousel--partners',
            count: GOLD.partners.length,
            part: 'gold',
            slide: (i) => {
              const p = GOLD.partners[i]!;
              return (
                <article className="m-partner-card">
                  <p className="m-partner-card__badge">
                    {C.goldBadge}
                    {p.type}
                  </p>
                  <div className="m-partner-card__head">
                    <span className="m-partner-card__mark" aria-hidden="true">
                      {p.name.slice(0, 2)}
                    </span>
                    <div>
                      <h3 className="m-partner-card__name">{p.name}</h3>
                      <p className="m-partner-card__region">{p.city}</p>
                    </div>
                  </div>
                  <p className="m-partner-card__summary">{p.summary}</p>
                  <p className="m-partner-card__figure">
                    <strong>{p.figure}</strong>
                    <span>{p.figureLabel}</span>
                  </p>
                </article>
              );
            },
          }}
        />
      </MSection>
      <StaticPart k="body">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            {p2?.items?.length ? (
              <MSection id="mechanism" title={C.mechanismTitle} subtitle={C.mechanismSummary}>
                <IconList items={p2.items} />
              </MSection>
            ) : null}
            <MSection id="core-products" title={C.productsTitle} subtitle={C.productsSummary} tone="dark">
              <ul className="m-products m-products--dark">
                {C.products.map((p) => (
                  <li key={p.name} className="m-products__item">
                    <img src={icon(p.icon)} alt="" width="64" height="64" loading="lazy" />
                    <div>
                      <h3>
                        {p.name} <span lang="en">{p.en}</span>
                      </h3>
                      <p>{p.summary}</p>
                      <a
                        href={root.config.communityUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={C.learnMoreAbout(p.name)}
                      >
                        {C.learnMore} →
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            </MSection>
            {p3?.pic ? (
              <MSection id="process" title={p3.title} subtitle={p3.summary}>
                <BigPicture src={p3.pic} alt={p3.title ?? ''} />
                <p className="m-section__action">
                  <a className="btn btn--primary" href={join}>
                    {C.processButton}
                  </a>
                </p>
              </MSection>
            ) : null}
            <MSection id="supports" title={C.supportTitle} tone="soft">
              <IconList
                items={C.supports.map((s) => ({ icon: icon(s.icon), title: s.title, summary: s.summary }))}
                columns={2}
              />
            </MSection>
            {partnerArticles.length ? (
              <MSection id="partner-news" title={C.newsTitle}>
                <ul className="m-rows">
                  {partnerArticles.slice(0, 4).map((a) => (
                    <ArticleRow key={a.id} article={a} />
                  ))}
                </ul>
              </MSection>
            ) : null}
          </>
        )}
      </StaticPart>
      <ConnectBlock root={root} />
      <ConsultBlock root={root} />
    </main>
  );
}

// The solution page in phone form (spec 'Solution page'), section by section from p1 to p8: hero,
// optional overview, challenges, architecture picture, scenarios with a call to action, customer
// values, the featured case, the cases block; then practice links, the connect block and the
// consultation form. All but the case carousel and the form are static parts (./static-part.tsx).
import type { PageConfig, PracticeItem } from '../../shared/api/types.ts';
import { AppLink } from '../../shared/app/app-link.tsx';
import { CASE_BLOCK_BUTTON } from '../../shared/copy/case-block.ts';
import { MOBILE_TEMPLATE } from '../../shared/copy/mobile/template.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { BigPicture } from './big-picture.tsx';
import { CaseBlock } from './case-carousel.tsx';
import { ConnectBlock } from './connect-block.tsx';
import { ConsultBlock } from './consult-block.tsx';
import { IconList } from './icon-list.tsx';
import { MHero } from './m-hero.tsx';
import { MSection } from './m-section.tsx';
import { StaticPart } from './static-part.tsx';
import { imgSet } from '../../shared/images/responsive-image.ts';

export function SolutionTemplate({
  config,
  practice = [],
  root,
  title,
}: {
  config: PageConfig;
  practice?: PracticeItem[];
  root: RootData;
  title: string;
}) {
  const { p1, p2, p3, p4, p5, p6, p7, p8 } = config;
  const heroTitle = p1?.titleParts?.length
    ? p1.titleParts.map((part, i) =>
        i === p1.highlight ? (
          <em key={i} className="m-hero__accent">
            {part}
          </em>
        ) : (
          <span key={i}>{part}</span>
        ),
      )
    : (p1?.title ?? title);
  return (
    <>
      <StaticPart k="solution-top">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            <MHero title={heroTitle} summary={p1?.subtitle} bg={p1?.bg} buttons={[p1?.button]} />
            {p2?.summary ? (
              <MSection id="overview" title={p2.title}>
                <p className="m-lead">{p2.summary}</p>
              </MSection>
            ) : null}
            {p3?.items?.length ? (
              <MSection id="challenges" title={p3.title} subtitle={p3.summary} tone="soft">
                <IconList items={p3.items} />
              </MSection>
            ) : null}
            {p4?.pic ? (
              <MSection id="architecture" title={p4.title} subtitle={p4.summary}>
                <BigPicture src={p4.pic} alt={p4.title ?? ''} />
              </MSection>
            ) : null}
            {p5?.items?.length ? (
              <MSection id="scenarios" title={p5.title} subtitle={p5.summary} tone="soft">
                <IconList items={p5.items} numbered />
                {p5.button ? (
                  <p className="m-section__action">
                    <AppLink to={p5.button.link} className="btn btn--primary">
                      {p5.button.text}
                    </AppLink>
                  </p>
                ) : null}
              </MSection>
            ) : null}
            {p6?.items?.length ? (
              <MSection id="values" title={p6.title} tone="dark">
                <ul className="m-values">
                  {p6.items.map((v) => (
                    <li key={v.title} className="m-values__item">
                      <h3>{v.title}</h3>
                      {v.summary ? <p>{v.summary}</p> : null}
                    </li>
                  ))}
                </ul>
              </MSection>
            ) : null}
            {p7?.title ? (
              <MSection id="featured-case" className="m-featured">
                {/* the case's application window: its words read in the full-size view */}
                {p7.pic ? <BigPicture src={p7.pic} alt="" /> : null}
                <h2 className="m-featured__title">{p7.title}</h2>
                {p7.summary ? <p className="m-featured__summary">{p7.summary}</p> : null}
                {p7.points?.length ? (
                  <ul className="m-featured__points" aria-label={MOBILE_TEMPLATE.featuredPoints}>
                    {p7.points.map((pt) => (
                      <li key={pt}>{pt}</li>
                    ))}
                  </ul>
                ) : null}
                {p7.logos?.length ? (
                  <ul className="m-featured__logos">
                    {p7.logos.map((l) => (
                      <li key={l.icon}>
                        <img {...imgSet(l.icon, 112)} alt={l.name ?? ''} width="200" height="80" loading="lazy" />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {p7.button ? (
                  <p className="m-section__action">
                    <AppLink to={p7.button.link} className="btn btn--ghost">
                      {p7.button.text}
                    </AppLink>
                  </p>
                ) : null}
              </MSection>
            ) : null}
          </>
        )}
      </StaticPart>
      <CaseBlock
        id="cases"
        section={p8}
        title={p8?.title}
        buttonText={CASE_BLOCK_BUTTON.default}
        formLink={root.config.submitFormUrl}
      />
      <StaticPart k="solution-foot">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            {practice.length ? (
              <MSection id="practice" title={MOBILE_TEMPLATE.practice}>
                <ul className="m-practice">
                  {practice.map((p) => (
                    <li key={p.link + p.title}>
                      <a href={p.link} title={p.a_title}>
                        <strong>{p.title}</strong>
                        <span>{p.desc}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </MSection>
            ) : null}
          </>
        )}
      </StaticPart>
      <ConnectBlock root={root} />
      <ConsultBlock root={root} />
    </>
  );
}

// The case block (spec §2): at most three case items (cover, tags, summary) and a consult button
// (立即咨询 by default; 马上咨询 in its other variant).
import type { CaseItem } from '../api/types.ts';
import { AppLink } from '../app/app-link.tsx';
import { CASE_BLOCK_MAX } from '../constants.ts';
import { SectionHeading } from './section-heading.tsx';
import { CARD_SIZES, imgSet } from '../images/responsive-image.ts';
import { CASE_BLOCK_BUTTON } from '../copy/case-block.ts';

export function CaseBlock({
  title,
  subtitle,
  cases,
  buttonText = CASE_BLOCK_BUTTON.default,
  buttonLink,
}: {
  title: string;
  subtitle?: string;
  cases: CaseItem[];
  buttonText?: string;
  buttonLink: string;
}) {
  return (
    <section className="case-block">
      <div className="container">
        <SectionHeading title={title} subtitle={subtitle} />
        <ul className="case-block__list">
          {cases.slice(0, CASE_BLOCK_MAX).map((c) => (
            <li key={c.id} className="case-block__item">
              <AppLink to={c.link} className="case-block__link">
                <img
                  className="case-block__cover"
                  {...imgSet(c.cover, 366, CARD_SIZES)}
                  alt=""
                  width="640"
                  height="360"
                  loading="lazy"
                  decoding="async"
                />
                <div className="case-block__body">
                  <p className="case-block__tags">{c.tags.join(' / ')}</p>
                  <h3 className="case-block__title">{c.title}</h3>
                  <p className="case-block__summary">{c.summary}</p>
                </div>
              </AppLink>
            </li>
          ))}
        </ul>
        <p className="case-block__action">
          <AppLink to={buttonLink} className="btn btn--primary">
            {buttonText}
          </AppLink>
        </p>
      </div>
    </section>
  );
}

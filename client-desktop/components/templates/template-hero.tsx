// p1 of both templates: the page's one h1 (title parts with the highlighted part in the accent
// colour, or a plain title), the subtitle, the background art and up to two buttons.
import type { LinkButton, PageSection } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function TemplateHero({
  section,
  fallbackTitle,
  buttonText,
  dark = false,
}: {
  section: PageSection;
  fallbackTitle: string;
  /** Overrides the button's own text (the English solution page's texts are fixed). */
  buttonText?: string;
  /** Dark variant, under the English site's transparent header. */
  dark?: boolean;
}) {
  const parts = section.titleParts?.length ? section.titleParts : [section.title || fallbackTitle];
  const buttons: (LinkButton & { primary: boolean })[] = [];
  if (section.button) buttons.push({ ...section.button, text: buttonText ?? section.button.text, primary: true });
  if (section.secondaryButton) buttons.push({ ...section.secondaryButton, primary: false });
  return (
    <section className={`tpl-hero${dark ? ' tpl-hero--dark' : ''}`}>
      {section.bg ? (
        <img
          className="tpl-hero__bg"
          {...imgSet(section.bg, 1920, '100vw')}
          alt=""
          width="1920"
          height="440"
          fetchPriority="high"
        />
      ) : null}
      <div className="container tpl-hero__inner">
        <h1 className="tpl-hero__title">
          {parts.map((part, i) => (
            <span key={i} className={i === section.highlight ? 'tpl-hero__accent' : undefined}>
              {i > 0 && /^[A-Za-z]/.test(part) ? ` ${part}` : part}
            </span>
          ))}
        </h1>
        {section.subtitle ? <p className="tpl-hero__subtitle">{section.subtitle}</p> : null}
        {buttons.length ? (
          <p className="tpl-hero__actions">
            {buttons.map((b) => (
              <AppLink
                key={b.text}
                to={b.link}
                className={`btn ${b.primary ? 'btn--primary' : dark ? 'btn--outline-light' : 'btn--ghost'} tpl-hero__button`}
              >
                {b.text}
              </AppLink>
            ))}
          </p>
        ) : null}
      </div>
    </section>
  );
}

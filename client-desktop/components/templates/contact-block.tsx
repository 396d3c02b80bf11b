// The contact (connect) block before the form: the hotline and two calls to action, the
// consultation form and the register host (shared/app/cta-link.ts: same tab).
import { AppLink } from '../../../shared/app/app-link.tsx';
import { registerHref } from '../../../shared/app/cta-link.ts';
import { telHref } from '../../../shared/format/tel-href.ts';
import type { TemplateCopy } from '../../../shared/copy/desktop/template.ts';

export function ContactBlock({
  copy,
  hotline,
  formLink,
  registerUrl,
}: {
  copy: TemplateCopy;
  hotline: string;
  formLink: string;
  registerUrl: string;
}) {
  return (
    <section className="contact-block" aria-labelledby="contact-block-title">
      <div className="container contact-block__inner">
        <div>
          <h2 id="contact-block-title" className="contact-block__title">
            {copy.contact.title}
          </h2>
          <p className="contact-block__summary">{copy.contact.summary}</p>
        </div>
        <div className="contact-block__side">
          <p className="contact-block__hotline">
            <span>{copy.contact.hotline}</span>
            <a href={telHref(hotline)}>{hotline}</a>
          </p>
          <p className="contact-block__actions">
            <AppLink to={formLink} className="btn btn--light">
              {copy.contact.primary}
            </AppLink>
            <a href={registerHref(registerUrl, false)} className="btn btn--outline-light">
              {copy.contact.secondary}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}

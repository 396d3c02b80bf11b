// The contact (connect) block before the form: the hotline and two calls to action.
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { TemplateCopy } from './template-copy.ts';

export function ContactBlock({ copy, hotline, formLink, trialLink }: { copy: TemplateCopy; hotline: string; formLink: string; trialLink: string }) {
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
            <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>{hotline}</a>
          </p>
          <p className="contact-block__actions">
            <AppLink to={formLink} className="btn btn--light">
              {copy.contact.primary}
            </AppLink>
            <AppLink to={trialLink} className="btn btn--outline-light">
              {copy.contact.secondary}
            </AppLink>
          </p>
        </div>
      </div>
    </section>
  );
}

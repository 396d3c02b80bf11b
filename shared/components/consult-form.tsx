// The consultation form (spec §5): name, company, phone, email, demand, checked in that order
// with the first failure shown as a warning, in the page's language. The English variant
// requires the email. It is a real form (method post, to the page's own address): posted before
// the script ran or without one, the server checks it with the same rules and answers with this
// page, the values kept and the message shown (shared/forms/posted-form.ts).
import { useRef, useState, type FormEvent } from 'react';
import { useIslandId } from '../app/island.tsx';
import type { ClientDemand } from '../api/types.ts';
import type { Lang } from '../site-types.ts';
import { useSiteData } from '../app/site-data.tsx';
import { firstConsultProblem, LEAD_LIMITS, type LeadField } from '../forms/lead-rules.ts';
import { FORM_KIND_FIELD, refusedPost, type PostedForm } from '../forms/posted-form.ts';
import { useLeadSubmit } from '../forms/use-lead-submit.ts';
import { LEAD_BUSY_MESSAGE, LEAD_SAVED_MESSAGE } from '../copy/lead-form.ts';
import { CONSULT_FORM } from '../copy/consult-form.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { LeadFormFooter } from './lead-form-footer.tsx';

const EMPTY: ClientDemand = { client_name: '', corp_name: '', phone: '', corp_email: '', demand: '' };

const ORDER: LeadField[] = ['client_name', 'corp_name', 'phone', 'corp_email', 'demand'];

export function ConsultForm({
  lang = 'zh',
  title,
  subtitle,
  privacyUrl,
  disclaimerUrl,
}: {
  lang?: Lang;
  title?: string;
  subtitle?: string;
  privacyUrl: string;
  disclaimerUrl: string;
}) {
  const copy = CONSULT_FORM[lang];
  const id = useIslandId('form');
  const formRef = useRef<HTMLFormElement>(null);
  const form = lang === 'en' ? 'consult-en' : 'consult';
  // This form, posted without the script and refused: its values and message come back with the page.
  const refused = refusedPost(useSiteData().postedForm, form);
  const [values, setValues] = useState<ClientDemand>(refused?.values ?? EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [warning, setWarning] = useState<PostedForm['problem'] | null>(refused?.problem ?? null);
  const [success, setSuccess] = useState(false);
  const [sentShown, setSentShown] = useState(true);
  const { submit, sending, saved } = useLeadSubmit(form, lang, () => {
    setValues(EMPTY);
    setSuccess(true);
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setSuccess(false);
    setSentShown(false);
    const problem = firstConsultProblem(values, { requireEmail: lang === 'en', lang });
    setWarning(problem ?? null);
    if (problem) {
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    await submit(values, honeypot);
  }

  const field = (name: LeadField) => {
    const inputId = `${id}-${name}`;
    const props = {
      id: inputId,
      name,
      value: values[name],
      maxLength: LEAD_LIMITS[name],
      placeholder: copy.placeholders[name],
      'aria-invalid': warning?.field === name ? true : undefined,
      'aria-describedby': warning?.field === name ? `${id}-warning` : undefined,
      // The page answered to a refused post opens at the field to fix (the browser scrolls to it).
      autoFocus: refused?.problem.field === name ? true : undefined,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    };
    return (
      <div className={`lead-form__field lead-form__field--${name}`} key={name}>
        <label htmlFor={inputId}>
          {copy.fields[name]}
          {name !== 'corp_email' || lang === 'en' ? (
            <span className="lead-form__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {name === 'demand' ? (
          <textarea rows={4} {...props} />
        ) : (
          <input
            type={name === 'corp_email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete={
              name === 'client_name'
                ? 'name'
                : name === 'corp_name'
                  ? 'organization'
                  : name === 'phone'
                    ? 'tel'
                    : name === 'corp_email'
                      ? 'email'
                      : 'off'
            }
            {...props}
          />
        )}
      </div>
    );
  };

  return (
    <section className="lead-form lead-form--consult" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lead-form__title">
        {title ?? copy.title}
      </h2>
      <p className="lead-form__subtitle">{subtitle ?? copy.subtitle}</p>
      <form ref={formRef} className="lead-form__form" method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name={FORM_KIND_FIELD} value={form} />
        <div className="lead-form__grid">{ORDER.map(field)}</div>
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <LeadFormFooter
          lang={lang}
          warning={{ id: `${id}-warning`, message: warning?.message }}
          notice={
            saved && !warning?.message ? (saved === 'busy' ? LEAD_BUSY_MESSAGE : LEAD_SAVED_MESSAGE)[lang] : undefined
          }
          success={success}
          sentShown={sentShown}
          focusSubmit={refused !== undefined && !refused.problem.field}
          sending={sending}
          submitLabel={copy.submit}
          sendingLabel={copy.sending}
          privacyUrl={privacyUrl}
          disclaimerUrl={disclaimerUrl}
        />
      </form>
    </section>
  );
}

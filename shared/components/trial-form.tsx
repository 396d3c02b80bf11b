// The trial application form (spec §5): each field checked on blur (the email also on change),
// its message shown in a line kept free under it, in the page's language; submit is blocked while
// anything fails. The desktop phone input takes at most 11 characters. It is a real form (method
// post, to the page's own address): posted before the script ran or without one, the server
// checks it with the same rules and answers with this page, values and messages in place
// (shared/forms/posted-form.ts).
import { useState, type FormEvent } from 'react';
import { useIslandId } from '../app/island.tsx';
import type { ClientDemand } from '../api/types.ts';
import type { Device, Lang } from '../site-types.ts';
import {
  LEAD_FIELDS,
  LEAD_LIMITS,
  PHONE_INPUT_MAX_LENGTH,
  trialFieldProblem,
  trialProblems,
  type LeadField,
} from '../forms/lead-rules.ts';
import { FORM_KIND_FIELD, refusedPost } from '../forms/posted-form.ts';
import { useLeadSubmit } from '../forms/use-lead-submit.ts';
import { useSiteData } from '../app/site-data.tsx';
import { LEAD_BUSY_MESSAGE, LEAD_SAVED_MESSAGE } from '../copy/lead-form.ts';
import { TRIAL_FORM } from '../copy/trial-form.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { LeadFormFooter } from './lead-form-footer.tsx';

const EMPTY: ClientDemand = { client_name: '', corp_name: '', phone: '', corp_email: '', demand: '' };

export function TrialForm({
  lang = 'zh',
  device,
  privacyUrl,
  disclaimerUrl,
}: {
  lang?: Lang;
  device: Device;
  privacyUrl: string;
  disclaimerUrl: string;
}) {
  const copy = TRIAL_FORM[lang];
  const id = useIslandId('form');
  // This form, posted without the script and refused: its values and messages come back with the page.
  const refused = refusedPost(useSiteData().postedForm, 'trial');
  const [values, setValues] = useState<ClientDemand>(refused?.values ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<LeadField, string>>>(() => {
    if (!refused?.problem.field) return {};
    // Every failing field's message, as a submit by the script shows them (and the server's own
    // where it found more, such as a value over its length limit).
    const shown = Object.fromEntries(trialProblems(refused.values, lang).map((p) => [p.field, p.message]));
    return { ...shown, [refused.problem.field]: shown[refused.problem.field] ?? refused.problem.message };
  });
  const [formWarning, setFormWarning] = useState(refused?.problem.field ? undefined : refused?.problem.message);
  const [honeypot, setHoneypot] = useState('');
  const [success, setSuccess] = useState(false);
  const [sentShown, setSentShown] = useState(true);
  const { submit, sending, saved } = useLeadSubmit('trial', lang, () => {
    setValues(EMPTY);
    setErrors({});
    setSuccess(true);
  });

  const check = (field: LeadField, value: string) =>
    setErrors((e) => ({ ...e, [field]: trialFieldProblem(field, value, lang) }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setSuccess(false);
    setSentShown(false);
    setFormWarning(undefined);
    const problems = trialProblems(values, lang);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    if (problems.length) {
      document.getElementById(`${id}-${problems[0]!.field}`)?.focus();
      return;
    }
    await submit(values, honeypot);
  }

  return (
    <form className="lead-form lead-form--trial" method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name={FORM_KIND_FIELD} value="trial" />
      {LEAD_FIELDS.map((name) => {
        const inputId = `${id}-${name}`;
        const error = errors[name];
        const props = {
          id: inputId,
          name,
          value: values[name],
          placeholder: copy.placeholders[name],
          maxLength: name === 'phone' && device === 'desktop' ? PHONE_INPUT_MAX_LENGTH : LEAD_LIMITS[name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
          // The page answered to a refused post opens at the first field to fix.
          autoFocus: refused?.problem.field === name ? true : undefined,
          onBlur: (e: { target: { value: string } }) => check(name, e.target.value),
          onChange: (e: { target: { value: string } }) => {
            const value = e.target.value;
            setValues((v) => ({ ...v, [name]: value }));
            if (name === 'corp_email') check(name, value);
          },
        };
        return (
          <div key={name} className={`lead-form__field${error ? ' has-error' : ''}`}>
            <label htmlFor={inputId}>
              {copy.fields[name]}
              {name !== 'corp_email' ? (
                <span className="lead-form__required" aria-hidden="true">
                  *
                </span>
              ) : null}
            </label>
            {name === 'demand' ? (
              <textarea rows={4} {...props} />
            ) : (
              <input type={name === 'corp_email' ? 'email' : name === 'phone' ? 'tel' : 'text'} {...props} />
            )}
            {/* Always there, one line high even when empty: leaving a field clears its message and
                must not pull the fields and the button below it up (issue 16). */}
            <p id={`${inputId}-error`} className="lead-form__error" role="alert">
              {error}
            </p>
          </div>
        );
      })}
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <LeadFormFooter
        lang={lang}
        notice={saved ? (saved === 'busy' ? LEAD_BUSY_MESSAGE : LEAD_SAVED_MESSAGE)[lang] : undefined}
        warning={formWarning ? { id: `${id}-warning`, message: formWarning } : undefined}
        success={success}
        sentShown={sentShown}
        focusSubmit={formWarning !== undefined}
        sending={sending}
        submitLabel={copy.submit}
        sendingLabel={copy.sending}
        privacyUrl={privacyUrl}
        disclaimerUrl={disclaimerUrl}
      />
    </form>
  );
}

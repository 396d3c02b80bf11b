// The trial application form (spec §5): each field checked on blur (the email also on change),
// its message shown in a line kept free under it; submit is blocked while anything fails. The desktop phone input
// takes at most 11 characters. The English variant keeps the Chinese messages, as the spec says.
import { useId, useState, type FormEvent } from 'react';
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
import { useLeadSubmit } from '../forms/use-lead-submit.ts';
import { LEAD_BUSY_MESSAGE, LEAD_SAVED_MESSAGE } from '../copy/lead-form.ts';
import { TRIAL_FORM_COPY } from '../copy/trial-form.ts';
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
  const copy = TRIAL_FORM_COPY[lang];
  const id = useId();
  const [values, setValues] = useState<ClientDemand>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<LeadField, string>>>({});
  const [honeypot, setHoneypot] = useState('');
  const [success, setSuccess] = useState(false);
  const { submit, sending, saved } = useLeadSubmit('trial', lang, () => {
    setValues(EMPTY);
    setErrors({});
    setSuccess(true);
  });

  const check = (field: LeadField, value: string) =>
    setErrors((e) => ({ ...e, [field]: trialFieldProblem(field, value) }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setSuccess(false);
    const problems = trialProblems(values);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    if (problems.length) {
      document.getElementById(`${id}-${problems[0]!.field}`)?.focus();
      return;
    }
    await submit(values, honeypot);
  }

  return (
    <form className="lead-form lead-form--trial" noValidate onSubmit={onSubmit}>
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
        success={success}
        sending={sending}
        submitLabel={copy.submit}
        sendingLabel={copy.sending}
        privacyUrl={privacyUrl}
        disclaimerUrl={disclaimerUrl}
      />
    </form>
  );
}

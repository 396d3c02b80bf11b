// The end of every lead form: the success message, the submit button, and the note that sending
// the form means the privacy policy and disclaimer were read and agreed to (spec §1).
import type { Lang } from '../app/payload.ts';
import { AppLink } from '../app/app-link.tsx';
import { LEAD_SUCCESS_MESSAGE } from '../forms/lead-rules.ts';

const AGREE = {
  zh: ['提交即表示您已阅读并同意', '《隐私政策》', '和', '《免责声明》'],
  en: ['By submitting you confirm you have read and agree to our ', 'privacy policy', ' and ', 'disclaimer'],
} as const;

export function LeadFormFooter({
  lang,
  success,
  sending,
  submitLabel,
  sendingLabel,
  privacyUrl,
  disclaimerUrl,
}: {
  lang: Lang;
  success: boolean;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
  privacyUrl: string;
  disclaimerUrl: string;
}) {
  const agree = AGREE[lang];
  return (
    <>
      <p className="lead-form__message lead-form__message--success" role="status" hidden={!success}>
        {success ? LEAD_SUCCESS_MESSAGE : ''}
      </p>
      <button type="submit" className="btn btn--primary lead-form__submit" disabled={sending}>
        {sending ? sendingLabel : submitLabel}
      </button>
      <p className="lead-form__agree">
        {agree[0]}
        <AppLink to={privacyUrl}>{agree[1]}</AppLink>
        {agree[2]}
        <AppLink to={disclaimerUrl}>{agree[3]}</AppLink>
      </p>
    </>
  );
}

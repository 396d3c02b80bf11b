// The end of every lead form: the submit button, the form's message (a warning, the calm notice
// that a refused lead is kept and will be sent again, or the success; and the success line a
// redirect after a posted form targets, which the stylesheet shows only as the address's target),
// and the note that sending the form means the privacy policy and disclaimer were read and agreed
// to (spec §1), linked in the form's language. The message sits below the button so that one
// coming or going never moves the button under a visitor's pointer: a click whose press and
// release land on different elements is no click, and the lead would not be sent (issue 16).
import { useEffect, useRef } from 'react';
import type { Lang } from '../site-types.ts';
import { AppLink } from '../app/app-link.tsx';
import { LEAD_AGREE, leadSuccess } from '../copy/lead-form.ts';
import { LEAD_SENT_ID } from '../forms/posted-form.ts';
import { docLink } from '../routes/site-language.ts';

export function LeadFormFooter({
  lang,
  warning,
  notice,
  success,
  sentShown = true,
  focusSubmit = false,
  sending,
  submitLabel,
  sendingLabel,
  privacyUrl,
  disclaimerUrl,
}: {
  lang: Lang;
  /** The consultation forms' one warning (the trial form shows its messages under the fields). */
  warning?: { id: string; message: string | undefined };
  /** A calm line, not a warning: the lead is kept in the browser and will be sent again. */
  notice?: string | undefined;
  success: boolean;
  /** Whether the success line of a posted form (#lead-sent) may show; off once the visitor sends
   *  again through the script, which then shows its own. */
  sentShown?: boolean;
  /** The page answers a refused post with a message of the whole form: it opens at the button. */
  focusSubmit?: boolean;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
  privacyUrl: string;
  disclaimerUrl: string;
}) {
  const agree = LEAD_AGREE[lang];
  const messages = useRef<HTMLDivElement>(null);
  // Below the button, a new message may sit past the bottom of the screen (or under a phone's
  // bottom bar): bring it just into view. The click that caused it is over by now.
  useEffect(() => {
    if (success || warning?.message || notice) messages.current?.scrollIntoView({ block: 'nearest' });
  }, [success, warning?.message, notice]);
  return (
    <>
      <button
        type="submit"
        className="btn btn--primary lead-form__submit"
        disabled={sending}
        autoFocus={focusSubmit || undefined}
      >
        {sending ? sendingLabel : submitLabel}
      </button>
      <div ref={messages} className="lead-form__messages">
        {warning ? (
          <p
            id={warning.id}
            className="lead-form__message lead-form__message--warning"
            role="alert"
            hidden={!warning.message}
          >
            {warning.message}
          </p>
        ) : null}
        <p className="lead-form__message lead-form__message--notice" role="status" hidden={!notice}>
          {notice ?? ''}
        </p>
        <p className="lead-form__message lead-form__message--success" role="status" hidden={!success}>
          {success ? leadSuccess(lang) : ''}
        </p>
      </div>
      {sentShown ? (
        <p id={LEAD_SENT_ID} className="lead-form__message lead-form__message--sent" role="status">
          {leadSuccess(lang)}
        </p>
      ) : null}
      <p className="lead-form__agree">
        {agree[0]}
        <AppLink to={docLink(privacyUrl, lang)}>{agree[1]}</AppLink>
        {agree[2]}
        <AppLink to={docLink(disclaimerUrl, lang)}>{agree[3]}</AppLink>
      </p>
    </>
  );
}

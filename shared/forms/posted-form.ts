// A lead form posted as a plain HTML form: before the page's script ran, with JavaScript off, or
// after a chunk failed to load. Every lead form is a `<form method="post">` without an action, so
// the browser posts it to the page's own address, query included (an ad click's bd_vid with it);
// the server checks it with the forms' own rules (./lead-rules.ts). A form it cannot take comes
// back as the same page with the visitor's values and the message where the script would show
// it (this, in the page's hydration data; never cached); a lead it stored is answered with a
// redirect to the page's address at LEAD_SENT_ID, whose success line the stylesheet shows while
// it is the address's target, so the page stays the one cached copy for everyone.
import type { ClientDemand, FormKind } from '../api/types.ts';
import type { LeadField } from './lead-rules.ts';

/** The field that says which form was posted (the JSON body's `form`). */
export const FORM_KIND_FIELD = 'form';

/** The id of every lead form's success line, which a redirect after a stored lead targets. */
export const LEAD_SENT_ID = 'lead-sent';

export interface PostedForm {
  form: FormKind;
  /** The page it was posted to (the address's path, as sent). */
  path: string;
  /** What the visitor sent, as sent (the fields keep it). */
  values: ClientDemand;
  /** Why it was not taken: the first failing field and its message, in the order the script
   *  checks; or a message of the whole form (too many leads from this address, storage away). */
  problem: { field?: LeadField; message: string };
}

/**
 * The refused post of a form of this kind, for the page it was posted to only: the desktop app
 * keeps the hydration data while it navigates on, and a form on the next page starts empty. (The
 * server renders only the page posted to; the browser's address is that page's until it moves.)
 */
export function refusedPost(posted: PostedForm | undefined, kind: FormKind): PostedForm | undefined {
  if (posted?.form !== kind) return undefined;
  const here = typeof location === 'undefined' ? posted.path : location.pathname;
  return here === posted.path ? posted : undefined;
}

// The one set of rules for consultation leads (spec §5), used by all three forms in the browser
// and by the server that accepts the lead, so both always say the same thing in the same order.
import type { ClientDemand, FormKind } from '../api/types.ts';
import { LEAD_INVALID_EMAIL, LEAD_REQUIRED, LEAD_TRIAL_MESSAGES, leadTooLong } from '../copy/lead-form.ts';

export type LeadField = keyof ClientDemand;
export type LeadValues = Record<LeadField, string>;

export interface LeadProblem {
  field: LeadField;
  message: string;
}

/** A simple address pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The desktop trial form's phone input accepts at most this many characters. */
export const PHONE_INPUT_MAX_LENGTH = 11;

/** Server-side length limits (characters). */
export const LEAD_LIMITS: Record<LeadField, number> = {
  client_name: 50,
  corp_name: 100,
  phone: 20,
  corp_email: 100,
  demand: 2000,
};

export const LEAD_FIELDS: readonly LeadField[] = ['client_name', 'corp_name', 'phone', 'corp_email', 'demand'];

/** The fields the consultation forms require, in the order they are checked (the email after them). */
const CONSULT_REQUIRED: LeadField[] = ['client_name', 'corp_name', 'phone', 'demand'];

const blank = (v: string | undefined) => (v ?? '').trim() === '';

function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * The consultation forms' check: the first failure in the spec's order, or undefined.
 * The English form requires the email; the messages stay Chinese on both.
 */
export function firstConsultProblem(
  values: Partial<LeadValues>,
  opts: { requireEmail: boolean },
): LeadProblem | undefined {
  for (const field of CONSULT_REQUIRED) {
    if (blank(values[field])) return { field, message: LEAD_REQUIRED[field] };
  }
  const email = values.corp_email ?? '';
  if (blank(email)) {
    return opts.requireEmail ? { field: 'corp_email', message: LEAD_REQUIRED.corp_email } : undefined;
  }
  return isValidEmail(email) ? undefined : { field: 'corp_email', message: LEAD_INVALID_EMAIL };
}

/** The trial form checks one field at a time (on blur, the email also on change). */
export function trialFieldProblem(field: LeadField, value: string | undefined): string | undefined {
  if (field === 'corp_email') {
    return blank(value) || isValidEmail(value ?? '') ? undefined : LEAD_TRIAL_MESSAGES.corp_email;
  }
  return blank(value) ? LEAD_TRIAL_MESSAGES[field] : undefined;
}

/** Every failing field of the trial form, in field order (submit is blocked while any fail). */
export function trialProblems(values: Partial<LeadValues>): LeadProblem[] {
  return LEAD_FIELDS.flatMap((field) => {
    const message = trialFieldProblem(field, values[field]);
    return message ? [{ field, message }] : [];
  });
}

/**
 * What the server accepts from any of the forms: the rules of the form the lead came from, plus
 * length limits. Returns the first problem, or undefined.
 */
export function leadProblem(values: Partial<LeadValues>, form: FormKind): LeadProblem | undefined {
  const ruleProblem =
    form === 'trial' ? trialProblems(values)[0] : firstConsultProblem(values, { requireEmail: form === 'consult-en' });
  if (ruleProblem) return ruleProblem;
  for (const field of LEAD_FIELDS) {
    const limit = LEAD_LIMITS[field];
    if ((values[field] ?? '').length > limit) {
      return { field, message: leadTooLong(limit) };
    }
  }
  return undefined;
}

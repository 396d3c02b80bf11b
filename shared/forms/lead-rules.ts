// The one set of rules for consultation leads (spec §5), used by all three forms in the browser
// and by the server that accepts the lead (posted by the forms' script, or as a plain HTML form),
// so both always say the same thing in the same order, in the page's language.
import type { ClientDemand, FormKind } from '../api/types.ts';
import {
  LEAD_INVALID_EMAIL,
  LEAD_INVALID_EMAIL_EN,
  LEAD_REQUIRED,
  LEAD_REQUIRED_EN,
  LEAD_TRIAL_MESSAGES,
  LEAD_TRIAL_MESSAGES_EN,
  leadTooLong,
  leadTooLongEn,
} from '../copy/lead-form.ts';
import type { Lang } from '../site-types.ts';

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

/** The rules' words in one language. */
interface LeadWords {
  required: Readonly<Record<LeadField, string>>;
  invalidEmail: string;
  trial: Readonly<Record<LeadField, string>>;
  tooLong: (limit: number) => string;
}
const ZH: LeadWords = {
  required: LEAD_REQUIRED,
  invalidEmail: LEAD_INVALID_EMAIL,
  trial: LEAD_TRIAL_MESSAGES,
  tooLong: leadTooLong,
};
/** By language. The phone app is Chinese only: its bundle (process.env.BUNDLE, build/build.ts)
 *  leaves the English words out. */
const MESSAGES: Record<Lang, LeadWords> = {
  zh: ZH,
  en:
    process.env.BUNDLE === 'mobile'
      ? ZH
      : {
          required: LEAD_REQUIRED_EN,
          invalidEmail: LEAD_INVALID_EMAIL_EN,
          trial: LEAD_TRIAL_MESSAGES_EN,
          tooLong: leadTooLongEn,
        },
};

function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * The consultation forms' check: the first failure in the spec's order, or undefined.
 * The English form requires the email; each says it in its page's language (default Chinese).
 */
export function firstConsultProblem(
  values: Partial<LeadValues>,
  opts: { requireEmail: boolean; lang?: Lang },
): LeadProblem | undefined {
  const words = MESSAGES[opts.lang ?? 'zh'];
  for (const field of CONSULT_REQUIRED) {
    if (blank(values[field])) return { field, message: words.required[field] };
  }
  const email = values.corp_email ?? '';
  if (blank(email)) {
    return opts.requireEmail ? { field: 'corp_email', message: words.required.corp_email } : undefined;
  }
  return isValidEmail(email) ? undefined : { field: 'corp_email', message: words.invalidEmail };
}

/** The trial form checks one field at a time (on blur, the email also on change). */
export function trialFieldProblem(field: LeadField, value: string | undefined, lang: Lang = 'zh'): string | undefined {
  const words = MESSAGES[lang].trial;
  if (field === 'corp_email') {
    return blank(value) || isValidEmail(value ?? '') ? undefined : words.corp_email;
  }
  return blank(value) ? words[field] : undefined;
}

/** Every failing field of the trial form, in field order (submit is blocked while any fail). */
export function trialProblems(values: Partial<LeadValues>, lang: Lang = 'zh'): LeadProblem[] {
  return LEAD_FIELDS.flatMap((field) => {
    const message = trialFieldProblem(field, values[field], lang);
    return message ? [{ field, message }] : [];
  });
}

/** The language a form's messages are in: the English consultation form's are English, the
 *  others' the page's (the trial form is on both sites). */
export const formLang = (form: FormKind, pageLang: Lang): Lang => (form === 'consult-en' ? 'en' : pageLang);

/**
 * What the server accepts from any of the forms: the rules of the form the lead came from, plus
 * length limits. Returns the first problem, or undefined, in `lang` (by default the form's own:
 * English for the English consultation form, else Chinese).
 */
export function leadProblem(
  values: Partial<LeadValues>,
  form: FormKind,
  lang: Lang = formLang(form, 'zh'),
): LeadProblem | undefined {
  const ruleProblem =
    form === 'trial'
      ? trialProblems(values, lang)[0]
      : firstConsultProblem(values, { requireEmail: form === 'consult-en', lang });
  if (ruleProblem) return ruleProblem;
  for (const field of LEAD_FIELDS) {
    const limit = LEAD_LIMITS[field];
    if ((values[field] ?? '').length > limit) {
      return { field, message: MESSAGES[lang].tooLong(limit) };
    }
  }
  return undefined;
}

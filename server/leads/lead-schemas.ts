// The bodies the lead routes accept. The lead's schema is built from the forms' own rules
// (shared/forms/lead-rules.ts), so the server refuses exactly what the forms would have refused.
import { z } from 'zod';
import { ApiError } from '../../shared/api/errors.ts';
import { CONVERSION_TYPE, HONEYPOT_FIELD } from '../../shared/constants.ts';
import { BD_VID, BD_VID_KEY } from '../../shared/forms/ad-click.ts';
import { FORM_KINDS } from '../../shared/api/types.ts';
import { formLang, LEAD_FIELDS, leadProblem, type LeadField } from '../../shared/forms/lead-rules.ts';
import type { Lang } from '../../shared/site-types.ts';

/** A missing or null field reads as empty: the forms leave out what the visitor left blank. */
const leadText = z
  .string({ error: 'must be text' })
  .nullish()
  .transform((v) => v ?? '');

/** The longest page address a lead's conversion takes; a longer one is left out (see page_url). */
const PAGE_URL_MAX = 2048;

const LANGS = ['zh', 'en'] as const satisfies readonly Lang[];

/** A lead from any of the three forms: its fields as text, the form it came from, the language of
 *  its page, the trap, the visitor's ad click, if any, and the page it was sent from. */
const leadBody = z
  .object(
    {
      ...(Object.fromEntries(LEAD_FIELDS.map((field) => [field, leadText])) as Record<LeadField, typeof leadText>),
      form: z
        .enum(FORM_KINDS, { error: `must be one of ${FORM_KINDS.join(', ')}` })
        .nullish()
        .transform((v) => v ?? 'consult'),
      // The page's language, which the answer's messages speak (a field to fix, the success, a
      // refusal); pages of earlier releases send none: then the form's own (formLang).
      lang: z
        .enum(LANGS, { error: `must be one of ${LANGS.join(', ')}` })
        .nullish()
        .transform((v) => v ?? undefined),
      [HONEYPOT_FIELD]: z
        .unknown()
        .optional()
        .transform((v) => typeof v === 'string' && v !== ''),
      // The ad click the visitor came from, whose conversion is stored with the lead.
      [BD_VID_KEY]: z
        .string({ error: 'must be text' })
        .regex(BD_VID, 'must be 1 to 128 letters, digits, _ or -')
        .nullish()
        .transform((v) => v ?? undefined),
      // The page the lead was sent from, for the conversion's address. It never refuses a lead:
      // anything but text of at most 2048 characters is left out, and the server decides what of
      // it is used (server/leads/conversion-url.ts).
      page_url: z
        .unknown()
        .optional()
        .transform((v) => (typeof v === 'string' && v.length <= PAGE_URL_MAX ? v : undefined)),
    },
    { error: 'The body must be a JSON object' },
  )
  // Runs only on a well-formed body: then the form's own rules have the last word.
  .superRefine(({ form, lang, [HONEYPOT_FIELD]: _trap, [BD_VID_KEY]: _click, page_url: _page, ...lead }, c) => {
    const problem = leadProblem(lead, form, lang ?? formLang(form, 'zh'));
    if (problem)
      c.addIssue({ code: 'custom', path: [problem.field], message: problem.message, params: { invalidLead: true } });
  })
  .transform(({ form, lang, [HONEYPOT_FIELD]: honeypot, [BD_VID_KEY]: bdVid, page_url: pageUrl, ...lead }) => ({
    lead,
    form,
    lang: lang ?? formLang(form, 'zh'),
    honeypot,
    bdVid,
    pageUrl,
  }));

/** The lead, or the 400 that says what is wrong with it (invalid_lead names the form's field). */
export function parseLead(body: unknown): z.output<typeof leadBody> {
  const parsed = leadBody.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'custom' && issue.params?.invalidLead) {
    throw Object.assign(new ApiError(400, 'invalid_lead', issue.message), { field: issue.path[0] });
  }
  throw new ApiError(
    400,
    'bad_request',
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}

/** The conversion upload pages of earlier releases send after a lead, with its ticket (see
 *  ./lead-routes.ts: the endpoint goes once no kept release sends it); anything else is not ours
 *  to sign. */
export function conversionBody(isOwnUrl: (url: URL) => boolean) {
  const logidUrl = z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .transform((text, c) => {
      const url = URL.parse(text);
      if (!url || !/^https?:$/.test(url.protocol)) {
        c.addIssue({ code: 'custom', message: 'must be an http(s) address' });
        return z.NEVER;
      }
      if (!isOwnUrl(url)) {
        c.addIssue({ code: 'custom', message: 'must be an address of this site' });
        return z.NEVER;
      }
      const ids = url.searchParams.getAll(BD_VID_KEY);
      if (ids.length !== 1 || !BD_VID.test(ids[0]!)) {
        c.addIssue({ code: 'custom', message: `must carry one ${BD_VID_KEY} of 1 to 128 letters, digits, _ or -` });
        return z.NEVER;
      }
      return { text, bdVid: ids[0]! };
    });
  return z.strictObject({
    // Optional here: a missing ticket is refused as a conversion without a lead (403), not as a bad body.
    ticket: z.string().max(256, 'must be at most 256 characters').optional(),
    conversionTypes: z
      .array(
        z.strictObject({
          logidUrl,
          newType: z.literal(CONVERSION_TYPE, { error: `must be ${CONVERSION_TYPE}` }),
        }),
      )
      .length(1, 'must hold exactly one conversion'),
  });
}

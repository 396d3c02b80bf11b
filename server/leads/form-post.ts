// A lead form posted as a plain HTML form: every lead form is a `<form method="post">` without an
// action (shared/forms/posted-form.ts), so a visitor whose browser has not run the page's script
// (not yet, not at all, or a chunk that failed) posts it to the page's own address, query
// included. This answers it as the page would: the same rules and messages as the script, in the
// page's language; a form it cannot take comes back as the same page with the visitor's values
// and the first message (422; 429 and 503 when the address sent too many or the disk takes no
// writes), rendered for this answer only; a lead it takes goes through the same intake as the
// script's (./lead-intake.ts: rate limit, honeypot, idempotency, committed before the answer)
// and is answered with a redirect (303) to the page's address at its form's success line, so a
// reload or Back never sends it again. The ad click travels in the address (bd_vid), and the
// lead is stored with it. Cross-site posts are refused by the browser's own word (Sec-Fetch-Site,
// else Origin): no token, no cookie, so the pages stay the one cached copy for everyone.
import { createHash } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../../shared/api/errors.ts';
import { FORM_KINDS, type ClientDemand, type FormKind } from '../../shared/api/types.ts';
import { HONEYPOT_FIELD } from '../../shared/constants.ts';
import { LEAD_REFUSED, LEAD_UNREADABLE } from '../../shared/copy/lead-form.ts';
import { BD_VID, BD_VID_KEY } from '../../shared/forms/ad-click.ts';
import { formLang, LEAD_FIELDS, leadProblem } from '../../shared/forms/lead-rules.ts';
import { FORM_KIND_FIELD, LEAD_SENT_ID, type PostedForm } from '../../shared/forms/posted-form.ts';
import type { Config } from '../config.ts';
import { abortOnClose } from '../concurrency/abort-on-close.ts';
import { acceptsGzip } from '../pages/page-cache.ts';
import type { PageService } from '../pages/page-service.ts';
import { sendPage } from '../pages/send-page.ts';
import { createOwnUrlCheck, type RequestContext } from '../request-context.ts';
import { isFormPost } from '../site-paths.ts';
import type { LeadIntake } from './lead-intake.ts';

export interface FormPostDeps {
  intake: LeadIntake;
  pages: Pick<PageService, 'posted'>;
  /** The public bases of every environment: a post from one of these sites is our own. */
  siteBase: Config['siteBase'];
}

/** As the JSON body's limit: five short fields and a demand of 2 000 characters fit many times. */
const MAX_FORM_BODY = '16kb';
/** The form's fields, the trap and the form's kind; a browser sends no more. */
const MAX_FORM_FIELDS = LEAD_FIELDS.length + 2;

const urlencoded = express.urlencoded({ extended: false, limit: MAX_FORM_BODY, parameterLimit: MAX_FORM_FIELDS });

/** The answer to a form that is not ours to read: an error page in the page's language. */
const unreadable = (lang: 'zh' | 'en', detail: string) =>
  new ApiError(400, 'bad_form', `${LEAD_UNREADABLE[lang]} (${detail})`);

/** The page's address after a stored lead: the same page (its own query but the ad click, which
 *  is converted now), at the form's success line. */
export function sentLocation(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://site.internal');
  url.searchParams.delete(BD_VID_KEY);
  // One leading slash: `//host` would send the browser to another site.
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}#${LEAD_SENT_ID}`;
}

/** A key that makes the same lead posted twice (a double click, a resubmit of the refused page)
 *  one lead: the form, its values, the address it came from and the day. */
function formLeadKey(form: FormKind, lead: ClientDemand, ip: string): string {
  const day = new Date().toISOString().slice(0, 10);
  const values = LEAD_FIELDS.map((field) => lead[field].trim());
  const hash = createHash('sha256')
    .update(JSON.stringify(['form-post', form, ...values, ip, day]))
    .digest('base64url');
  return `form-${hash}`;
}

export function createFormPostRoute(deps: FormPostDeps): express.RequestHandler {
  const isOwnUrl = createOwnUrlCheck({ siteBase: deps.siteBase });

  /** Whether the browser says the post comes from a page of this site (a form of ours). A browser
   *  old enough to send neither header is taken at its word: the pages carry no secret to steal. */
  function sameSite(req: Request): boolean {
    const origin = req.get('origin');
    const ownOrigin = (): boolean => {
      const url = origin && origin !== 'null' ? URL.parse(origin) : null;
      if (!url) return false;
      const host = req.get('host')?.toLowerCase().replace(/:\d+$/, '');
      return url.hostname.toLowerCase() === host || isOwnUrl(url);
    };
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite) return fetchSite === 'same-origin' || (fetchSite === 'same-site' && ownOrigin());
    // Without Sec-Fetch-Site, Origin says it; the site's Referrer-Policy (no-referrer) makes a
    // same-origin form's Origin `null`, which is no cross-site post's sign.
    return !origin || origin === 'null' || ownOrigin();
  }

  /** The lead's fields as text, and its kind; undefined fields read as empty, as the forms send them. */
  function readForm(body: unknown, lang: 'zh' | 'en'): { form: FormKind; lead: ClientDemand; honeypot: boolean } {
    if (!body || typeof body !== 'object') throw unreadable(lang, 'no form fields');
    const fields = body as Record<string, unknown>;
    const text = (name: string): string => {
      const value = fields[name];
      if (value === undefined) return '';
      if (typeof value !== 'string') throw unreadable(lang, `${name}: given more than once`);
      return value;
    };
    const kind = text(FORM_KIND_FIELD);
    if (!(FORM_KINDS as readonly string[]).includes(kind))
      throw unreadable(lang, `${FORM_KIND_FIELD}: not a form of this site`);
    const lead = Object.fromEntries(LEAD_FIELDS.map((field) => [field, text(field)])) as unknown as ClientDemand;
    return { form: kind as FormKind, lead, honeypot: text(HONEYPOT_FIELD) !== '' };
  }

  /** The page again, with the visitor's values and why the form was not taken. */
  async function answerRefused(req: Request, res: Response, posted: PostedForm, status: number): Promise<void> {
    const ctx = res.locals.ctx as RequestContext;
    const page = await deps.pages.posted(ctx, req.originalUrl, posted, status, {
      log: () => req.log,
      signal: () => abortOnClose(res),
      gzip: acceptsGzip(req.headers['accept-encoding']),
    });
    // Posted to an address whose page has no form (an error page, a redirect): not one of ours.
    if (page === 'no form') throw unreadable(formLang(posted.form, ctx.lang), 'no form at this address');
    if (page) sendPage(req, res, page);
  }

  /** Runs the lead limiter; resolves with its refusal, if any. */
  const limited = (req: Request, res: Response): Promise<unknown> =>
    new Promise((resolve) => {
      void deps.intake.limiter(req, res, (err?: unknown) => resolve(err));
    });

  async function handle(req: Request, res: Response): Promise<void> {
    const ctx = res.locals.ctx as RequestContext;
    // Never kept, whatever the answer: it is this visitor's.
    res.set('Cache-Control', 'no-store');
    if (!sameSite(req)) {
      req.log.warn(
        { reason: 'cross-site form post', origin: req.get('origin'), fetchSite: req.get('sec-fetch-site') },
        'lead refused',
      );
      throw new ApiError(403, 'cross_site_form', 'A form of this site must be sent from one of its pages');
    }
    if (!req.is('application/x-www-form-urlencoded')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the form as application/x-www-form-urlencoded');
    }
    await new Promise<void>((resolve, reject) => {
      urlencoded(req, res, (err?: unknown) => (err ? reject(err) : resolve()));
    });
    const { form, lead, honeypot } = readForm(req.body, ctx.lang);
    const lang = formLang(form, ctx.lang);
    const refusedWords = LEAD_REFUSED[lang];

    const problem = leadProblem(lead, form, lang);
    if (problem) {
      req.log.info({ form, field: problem.field }, 'posted form refused: a field to fix');
      return answerRefused(req, res, { form, path: req.path, values: lead, problem }, 422);
    }
    const refusal = await limited(req, res);
    if (refusal) {
      if (!(refusal instanceof ApiError) || refusal.status !== 429) throw refusal;
      return answerRefused(
        req,
        res,
        { form, path: req.path, values: lead, problem: { message: refusedWords.tooMany } },
        429,
      );
    }
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const clicks = query.getAll(BD_VID_KEY);
    const bdVid = clicks.length === 1 && BD_VID.test(clicks[0]!) ? clicks[0] : undefined;
    try {
      deps.intake.accept(req, {
        lead,
        form,
        lang,
        honeypot,
        bdVid,
        pageUrl: new URL(req.originalUrl, ctx.siteBase).href,
        idempotencyKey: formLeadKey(form, lead, req.ip ?? ''),
      });
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 503) throw err;
      // Nothing stored (the disk takes no writes): the visitor's values stay in the form, to
      // send again.
      return answerRefused(
        req,
        res,
        { form, path: req.path, values: lead, problem: { message: refusedWords.notStored } },
        503,
      );
    }
    res.redirect(303, sentLocation(req.originalUrl));
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (!isFormPost(req.method, req.path)) return next();
    handle(req, res).catch(next);
  };
}

// The static documents answered when the route table cannot answer: the fallback page when even
// the error page could not be made (a 5xx), and the small page of an error a browser meets before
// any route (a malformed address, an address that does not exist here, a wrong method), each
// with a way home.
import type { RequestContext } from '../request-context.ts';
import {
  STATIC_PAGE_CLIENT_ERRORS as CLIENT_ERRORS,
  STATIC_PAGE_FORM_ERROR as FORM_ERRORS,
  STATIC_PAGE_HOME as HOME,
  STATIC_PAGE_UNAVAILABLE as UNAVAILABLE,
  type StaticPageCopy as Copy,
} from '../../shared/copy/errors.ts';

type Lang = RequestContext['lang'];

function staticPage(lang: Lang, { title, body }: Copy, noindex: boolean, link = HOME[lang]): string {
  const { home, href } = link;
  const robots = noindex ? '<meta name="robots" content="noindex">' : '';
  return `<!DOCTYPE html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${robots}<title>${title}</title><style>body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1d2129;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center;padding:24px}h1{font-size:22px}a{display:inline-block;margin-top:16px;padding:10px 24px;border-radius:6px;background:#1f5eff;color:#fff;text-decoration:none}</style></head><body><main><h1>${title}</h1><p>${body}</p><a href="${href}">${home}</a></main></body></html>`;
}

/** The last resort when even the error page cannot render. */
export function fallbackHtml(lang: Lang): string {
  return staticPage(lang, UNAVAILABLE[lang], false);
}

/** The static page of an error answer with this status: the fallback page for a 5xx. */
export function errorPageHtml(status: number, lang: Lang): string {
  if (status >= 500) return fallbackHtml(lang);
  const copy = CLIENT_ERRORS[lang];
  const which = status === 414 ? 400 : status === 400 || status === 404 ? status : 'other';
  return staticPage(lang, copy[which], true);
}

/** The page of a 4xx answered to a lead form posted to `path` (server/leads/form-post.ts): what
 *  went wrong, and a link back to the page. */
export function formErrorHtml(status: number, lang: Lang, path: string): string {
  if (status >= 500) return fallbackHtml(lang);
  const copy = FORM_ERRORS[lang];
  // Only the page's path, escaped for the attribute (it was a page address: it decoded as text).
  const href = path.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return staticPage(lang, copy[status === 403 || status === 413 ? status : 'other'], true, { home: copy.back, href });
}

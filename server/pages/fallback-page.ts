// The static documents answered when the route table cannot answer: the fallback page when even
// the error page could not be made (a 5xx), and the small page of an error a browser meets before
// any route (a malformed address, an address that does not exist here, a wrong method), each
// with a way home.
import type { RequestContext } from '../request-context.ts';

type Lang = RequestContext['lang'];

type Copy = { title: string; body: string };

const HOME = {
  zh: { home: '返回首页', href: '/' },
  en: { home: 'Back to the home page', href: '/en' },
};

const UNAVAILABLE: Record<Lang, Copy> = {
  zh: { title: '页面暂时无法显示', body: '抱歉，页面出现了问题，请稍后再试。' },
  en: { title: 'This page is temporarily unavailable', body: 'Sorry, something went wrong. Please try again later.' },
};

/** The copy of a 4xx by status; any other 4xx has `other`'s. */
const CLIENT_ERRORS: Record<Lang, Record<400 | 404 | 'other', Copy>> = {
  zh: {
    400: { title: '请求无效', body: '您访问的地址格式不正确。' },
    404: { title: '页面不存在', body: '您访问的页面不存在。' },
    other: { title: '请求无法处理', body: '抱歉，这个请求无法处理。' },
  },
  en: {
    400: { title: 'Bad request', body: 'The address you opened is not valid.' },
    404: { title: 'Page not found', body: 'The page you opened does not exist.' },
    other: { title: 'The request could not be processed', body: 'Sorry, this request could not be processed.' },
  },
};

function staticPage(lang: Lang, { title, body }: Copy, noindex: boolean): string {
  const { home, href } = HOME[lang];
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

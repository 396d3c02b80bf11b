// The last resort when even the error page cannot render: a small static document with a way home.
import type { Response } from 'express';

const COPY = {
  zh: { title: '页面暂时无法显示', body: '抱歉，页面出现了问题，请稍后再试。', home: '返回首页', href: '/' },
  en: {
    title: 'This page is temporarily unavailable',
    body: 'Sorry, something went wrong. Please try again later.',
    home: 'Back to the home page',
    href: '/en',
  },
};

export function fallbackHtml(lang: 'zh' | 'en'): string {
  const c = COPY[lang];
  return `<!DOCTYPE html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${c.title}</title><style>body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1d2129;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center;padding:24px}h1{font-size:22px}a{display:inline-block;margin-top:16px;padding:10px 24px;border-radius:6px;background:#1f5eff;color:#fff;text-decoration:none}</style></head><body><main><h1>${c.title}</h1><p>${c.body}</p><a href="${c.href}">${c.home}</a></main></body></html>`;
}

export function sendFallbackPage(res: Response, lang: 'zh' | 'en'): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res
    .status(500)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(fallbackHtml(lang));
}

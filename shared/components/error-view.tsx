// What a visitor sees when a page cannot be shown: the status, what went wrong in the page's
// language, and a way back home.
import { useSiteData } from '../app/site-data.tsx';
import { chromeCopy } from '../copy/chrome.ts';
import { AppLink } from '../app/app-link.tsx';
import { PageHead } from './page-head.tsx';

const STATUS_TEXT = {
  zh: { 400: '请求有误', 404: '页面未找到', 500: '服务暂时不可用' } as Record<number, string>,
  en: { 400: 'Bad request', 404: 'This page could not be found', 500: 'Service temporarily unavailable' } as Record<
    number,
    string
  >,
};

const DETAIL = {
  zh: {
    400: '请求的地址或参数不正确，请检查后重试。',
    500: '我们的服务出现了暂时的问题，工程师正在处理，请稍后再试。',
  } as Record<number, string>,
  en: {
    400: 'The address or its parameters are not valid. Please check and try again.',
    500: 'Our service hit a temporary problem and our engineers are on it. Please try again shortly.',
  } as Record<number, string>,
};

export function ErrorView({ status, message }: { status: number; message?: string }) {
  const { lang } = useSiteData();
  const copy = chromeCopy(lang);
  const title = STATUS_TEXT[lang][status] ?? (status >= 500 ? STATUS_TEXT[lang][500]! : copy.errorTitle);
  // 404s carry their own message (文章不存在, 页面不存在); other statuses explain themselves.
  const detail = status === 404 ? message : (DETAIL[lang][status] ?? DETAIL[lang][500]);
  return (
    <section className="error-view" aria-labelledby="error-title">
      <PageHead title={`${status} ${title}`} />
      <p className="error-view__status">{status}</p>
      <h1 id="error-title" className="error-view__title">
        {status === 404 ? copy.notFound : title}
      </h1>
      {status === 404 && lang === 'zh' ? <p className="error-view__subtitle">{title}</p> : null}
      {detail ? <p className="error-view__detail">{detail}</p> : null}
      <AppLink className="btn btn--primary" to={lang === 'en' ? '/en' : '/'}>
        {copy.backHome}
      </AppLink>
    </section>
  );
}

const LOAD_FAILURE = {
  zh: {
    offline: { title: '网络连接已断开', detail: '打开这个页面需要网络。网络恢复后，页面会自动继续加载。' },
    missing: { title: '页面未能加载', detail: '页面的部分内容没能下载（网站可能刚刚更新过），重新加载即可打开。' },
    retry: '重新加载',
  },
  en: {
    offline: {
      title: 'You are offline',
      detail: 'This page needs a connection to open. It will load as soon as you are back online.',
    },
    missing: {
      title: 'This page could not load',
      detail: 'Part of it did not download (the site may have just been updated). Reloading will open it.',
    },
    retry: 'Reload the page',
  },
};

/**
 * A page that could not be had in this client navigation: the connection is gone, or its code
 * is (a deploy replaced it, and the one reload the chunk guard allows has happened). Offline,
 * it waits for the connection; otherwise its retry link loads `href` as a whole new document.
 */
export function LoadFailureView({ reason, href }: { reason: 'offline' | 'missing'; href: string }) {
  const { lang } = useSiteData();
  const copy = LOAD_FAILURE[lang];
  return (
    <section className="error-view" aria-labelledby="error-title" data-reason={reason}>
      <PageHead title={copy[reason].title} />
      <h1 id="error-title" className="error-view__title">
        {copy[reason].title}
      </h1>
      <p className="error-view__detail">{copy[reason].detail}</p>
      {reason === 'offline' ? null : (
        // A whole new document: the client router would only try the same missing files again.
        <a className="btn btn--primary" href={href} data-full-load="">
          {copy.retry}
        </a>
      )}
    </section>
  );
}

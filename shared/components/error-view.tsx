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

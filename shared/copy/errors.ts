// What a visitor reads when a page cannot be shown: the error view both apps render
// (shared/components/error-view.tsx), and the server's static pages for when even that cannot
// render or no route is reached (server/pages/fallback-page.ts), each in the address's language.
import type { Lang } from '../site-types.ts';

/** The error view's heading by status (a 404 says chrome's "page not found" above it). */
export const ERROR_STATUS_TEXT = {
  zh: { 400: '请求有误', 404: '页面未找到', 500: '服务暂时不可用' } as Record<number, string>,
  en: { 400: 'Bad request', 404: 'This page could not be found', 500: 'Service temporarily unavailable' } as Record<
    number,
    string
  >,
};

/** What went wrong, by status (a 404 shows the message of what was not found, ./not-found.ts). */
export const ERROR_DETAIL = {
  zh: {
    400: '请求的地址或参数不正确，请检查后重试。',
    500: '我们的服务出现了暂时的问题，工程师正在处理，请稍后再试。',
  } as Record<number, string>,
  en: {
    400: 'The address or its parameters are not valid. Please check and try again.',
    500: 'Our service hit a temporary problem and our engineers are on it. Please try again shortly.',
  } as Record<number, string>,
};

/** The static pages' words (each with a way home). */
export type StaticPageCopy = { title: string; body: string };

export const STATIC_PAGE_HOME = {
  zh: { home: '返回首页', href: '/' },
  en: { home: 'Back to the home page', href: '/en' },
};

/** The fallback page: even the error page could not be made. */
export const STATIC_PAGE_UNAVAILABLE: Record<Lang, StaticPageCopy> = {
  zh: { title: '页面暂时无法显示', body: '抱歉，页面出现了问题，请稍后再试。' },
  en: { title: 'This page is temporarily unavailable', body: 'Sorry, something went wrong. Please try again later.' },
};

/** The page of a 4xx a browser meets before any route, by status; any other 4xx has `other`'s. */
export const STATIC_PAGE_CLIENT_ERRORS: Record<Lang, Record<400 | 404 | 'other', StaticPageCopy>> = {
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

/** The page of a lead form posted without the page's script that is not ours to take (sent from
 *  another site, not as a form, too large, or not one of our forms), with a way back to the page. */
export const STATIC_PAGE_FORM_ERROR: Record<Lang, Record<403 | 413 | 'other', StaticPageCopy> & { back: string }> = {
  zh: {
    403: { title: '表单未能提交', body: '表单需要在本网站的页面上填写提交。请返回页面重新填写。' },
    413: { title: '表单未能提交', body: '提交的内容过长，请精简需求描述后重新提交。' },
    other: { title: '表单未能提交', body: '无法读取您提交的表单，请返回页面重新填写后提交。' },
    back: '返回页面',
  },
  en: {
    403: {
      title: 'Your form was not sent',
      body: 'Forms must be filled in on a page of this site. Please go back to the page and fill it in there.',
    },
    413: {
      title: 'Your form was not sent',
      body: 'What you sent is too long. Please shorten the description of your needs and send it again.',
    },
    other: {
      title: 'Your form was not sent',
      body: "We couldn't read the form you sent. Please go back to the page, fill it in and send it again.",
    },
    back: 'Back to the page',
  },
};

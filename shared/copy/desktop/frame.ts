// Words of the desktop app's own frame: the header's and footer's words the phone does not show
// (both apps' frame words are shared/copy/chrome.ts) and the view of a client navigation that
// could not load its page. A module holds the words of the components that load together (the
// app shell here), so that no page loads another's words (docs/pages.md, "Copy by what
// shows it").
import { COMPANY_EN } from '../site-name.ts';

/** The Chinese header: the skip link, the product and solution panels, the language switcher. */
export const HEADER = {
  skipLink: '跳到正文',
  productsIntro: '同一底座，按需组合',
  cloud: '云服务与社区',
  more: '更多方案',
  /** After `more`, before the link to the complex-scene page. */
  colon: '：',
  langSwitch: '语言 / Language',
} as const;

/** The English header's language switcher. */
export const HEADER_EN = { langSwitch: 'Language / 语言' } as const;

/** The footer's hidden heading of its contact list. */
export const FOOTER_CONTACT = { zh: '联系我们', en: 'Contact' } as const;

/** The English footer names the company and its offices in English; the Chinese one takes them from the config. */
export const FOOTER_EN = {
  company: COMPANY_EN,
  headOffice: 'Changfeng International Tower, 89 Yunling Road East, Putuo District, Shanghai',
  branches: 'Beijing, Guangzhou, Shenzhen, Chengdu, Wuhan, Hangzhou, Nanjing',
  hours: 'Weekdays 09:00-18:30 (UTC+8)',
} as const;

/** A client navigation that could not load its page: offline, or its code is gone. */
export const LOAD_FAILURE = {
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
} as const;

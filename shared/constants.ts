// Business constants and limits of the spec (§9), in one place for every page and the server.

export const NEWS_STEP = 10;
export const HOME_NEWS_COUNT = 8;
export const LIST_PAGE_SIZE = 9;
export const TAG_PAGE_SIZE = 90;
export const TAG_PAGE_SIZES = [90, 180, 270, 360] as const;
export const TAG_ROW_MORE_AT = 8;
export const PAGER_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const CASE_BLOCK_MAX = 3;
export const NEWS_CAROUSEL_PER_PAGE = 4;
export const PARTNER_CAROUSEL_PER_VIEW = 3;
export const BD_VID_LIFETIME_MS = 259_200_000;
/** How long a lead's conversion ticket converts its click: the server refuses it after, so the
 *  browser keeps a conversion it could not upload no longer. */
export const CONVERSION_TICKET_LIFETIME_MS = 30 * 60_000;
export const CONVERSION_TYPE = 3;
/** The lead's trap: a form field no person sees or fills, which bots that fill every input give
 *  themselves away by (the forms send it, the server drops the leads that have it filled). */
export const HONEYPOT_FIELD = 'website';
export const READING_COUNT_MIN = 1000;
export const READING_COUNT_MAX = 5000;
export const BANNER_HEIGHT = { desktop: 440, mobile: 397 } as const;
export const TRIAL_LOGO_COUNT = 20;
export const HONOUR_COUNT = 16;
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const HEADER_SCROLL_OFFSET = -40;

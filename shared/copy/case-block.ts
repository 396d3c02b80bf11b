// Words of the case block (a page config's cases, both apps): its consult button, 立即咨询 by
// default and 马上咨询 in its other variant, and the title of the cases page's featured block.

export const CASE_BLOCK_BUTTON = { default: '立即咨询', now: '马上咨询', en: 'Talk to us' } as const;

/** The featured cases on the cases page, unless the page config names them. */
export const FEATURED_CASES_TITLE = '标杆案例';

// Words of the phone carousel (client-mobile/components/snap-carousel.tsx): its pause / play
// button, arrows and dots. Constants rather than an object or functions, since the phone's home
// loads them: esbuild shortens a constant's name but not a property's, and writes a constant of
// up to three characters in place.

export const MOBILE_CAROUSEL_PAUSE = '暂停轮播';
export const MOBILE_CAROUSEL_PLAY = '继续轮播';
export const MOBILE_CAROUSEL_PREV = '上一个';
export const MOBILE_CAROUSEL_NEXT = '下一个';
/** The dots' group: after the carousel's name. */
export const MOBILE_CAROUSEL_DOTS = '：选择';
/** A dot, read out: before and after its number. */
export const MOBILE_CAROUSEL_SLIDE = '第 ';
export const MOBILE_CAROUSEL_SLIDE_END = ' 张';

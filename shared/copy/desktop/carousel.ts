// Words of the desktop carousel (client-desktop/components/carousel.tsx).

/** The carousel's arrows unless its user names them. */
export const CAROUSEL = { prev: '上一页', next: '下一页' } as const;

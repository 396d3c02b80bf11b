// Static Chinese words of the consultation block on the phone. One module per page kind, so that each
// page's chunk carries only its own words (frame.ts beside it has the frame's).

/** The consultation form after the connect block, which already carries the form's own title. */
export const MOBILE_CONSULT = {
  title: '预约方案咨询',
  subtitle: '留下需求，顾问为您量身定制数字化方案',
} as const;

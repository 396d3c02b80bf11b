// What a lead form says while the server could not take its lead yet: the lead is saved in the
// browser and sent again by itself (shared/forms/submit-lead.ts), so nothing asks the visitor to
// fill the form in again.
export const LEAD_SAVED_MESSAGE = {
  zh: '您的信息已保存。网络暂时不畅，我们会自动为您再次提交，无需重新填写。',
  en: "Your details are saved. We couldn't reach our server just now, so we'll send them again automatically. No need to fill in the form again.",
} as const;

/** The same after the server answered 429: too many leads from this address lately. */
export const LEAD_BUSY_MESSAGE = {
  zh: '当前提交次数过多，请稍后再试：您的信息已保存，几分钟后我们会自动为您再次提交，无需重新填写。',
  en: "We've had too many submissions from your connection just now. Your details are saved and we'll send them again automatically in a few minutes. No need to fill in the form again.",
} as const;

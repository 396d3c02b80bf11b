// What the lead forms say, besides their fields' words (./consult-form.ts, ./trial-form.ts): the
// lead rules' messages (in the page's language: English ones on the English site), the success,
// the note that the privacy policy and disclaimer were read, and what a form says while the
// server could not take its lead yet.
import type { Lang } from '../site-types.ts';

// The lead rules' messages (shared/forms/lead-rules.ts), shown by the forms and in the server's
// answer to a posted form, in the page's language.
/** The consultation forms: an empty field they require (the email only on the English one). */
export const LEAD_REQUIRED = {
  client_name: '姓名不能为空',
  corp_name: '公司名称不能为空',
  phone: '电话不能为空',
  corp_email: '企业邮箱不能为空',
  demand: '需求不能为空',
} as const;
export const LEAD_INVALID_EMAIL = '企业邮箱格式不正确';
/** The trial form: a field left empty, or an email that is not one. */
export const LEAD_TRIAL_MESSAGES = {
  client_name: '请输入您的姓名',
  corp_name: '请输入企业名称',
  phone: '请输入您的联系方式',
  corp_email: '请输入正确的企业邮箱地址',
  demand: '请输入您的需求',
} as const;
export const leadTooLong = (limit: number) => `内容过长，最多 ${limit} 个字符`;

/** The same rules' messages on the English site. */
export const LEAD_REQUIRED_EN = {
  client_name: 'Please enter your name',
  corp_name: 'Please enter your company name',
  phone: 'Please enter your phone number',
  corp_email: 'Please enter your business email',
  demand: 'Please tell us what you need',
} as const;
export const LEAD_INVALID_EMAIL_EN = 'Please enter a valid business email address';
export const LEAD_TRIAL_MESSAGES_EN = { ...LEAD_REQUIRED_EN, corp_email: LEAD_INVALID_EMAIL_EN } as const;
export const leadTooLongEn = (limit: number) => `Too long: at most ${limit} characters`;

/** The success message of a stored lead (spec §8 gives the Chinese one). */
const LEAD_SUCCESS_MESSAGE = '提交成功，得帆的工作人员会尽快联系您';
const LEAD_SUCCESS_MESSAGE_EN = 'Submitted successfully. Our team will be in touch with you shortly.';
/** The success in a form's language, shown by the form and said by the server's JSON answer (the
 *  phone's bundle, Chinese only, leaves the English out). */
export const leadSuccess = (lang: Lang): string =>
  process.env.BUNDLE !== 'mobile' && lang === 'en' ? LEAD_SUCCESS_MESSAGE_EN : LEAD_SUCCESS_MESSAGE;

/** What the server answers when it refuses a lead it may get again later, in the lead's language
 *  (the page's: a form posted without JavaScript, or the JSON body's `lang`). */
export const LEAD_REFUSED = {
  zh: {
    tooMany: '提交过于频繁，请稍后再试',
    notStored: '暂时无法保存您的提交，请稍后再试',
  },
  en: {
    tooMany: 'Too many submissions from your connection just now. Please try again in a few minutes.',
    notStored: "We couldn't save your submission just now. Please try again in a moment.",
  },
} as const;

/** A posted form the server could not read as one of ours (an old page, a hand-made request). */
export const LEAD_UNREADABLE = {
  zh: '无法读取您提交的表单，请重新填写后提交',
  en: "We couldn't read the form you sent. Please fill it in and send it again.",
} as const;

/** Under the submit button: sending the form means the privacy policy and disclaimer were read. */
export const LEAD_AGREE = {
  zh: ['提交即表示您已阅读并同意', '《隐私政策》', '和', '《免责声明》'],
  en: ['By submitting you confirm you have read and agree to our ', 'privacy policy', ' and ', 'disclaimer'],
} as const;

/** What a lead form says while the server could not take its lead yet: the lead is saved in the
 *  browser and sent again by itself (shared/forms/submit-lead.ts), so nothing asks the visitor to
 *  fill the form in again. */
export const LEAD_SAVED_MESSAGE = {
  zh: '您的信息已保存。网络暂时不畅，我们会自动为您再次提交，无需重新填写。',
  en: "Your details are saved. We couldn't reach our server just now, so we'll send them again automatically. No need to fill in the form again.",
} as const;

/** The same after the server answered 429: too many leads from this address lately. */
export const LEAD_BUSY_MESSAGE = {
  zh: '当前提交次数过多，请稍后再试：您的信息已保存，几分钟后我们会自动为您再次提交，无需重新填写。',
  en: "We've had too many submissions from your connection just now. Your details are saved and we'll send them again automatically in a few minutes. No need to fill in the form again.",
} as const;

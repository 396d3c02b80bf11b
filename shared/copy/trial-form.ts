// Words of the trial application form (shared/components/trial-form.tsx) in both languages; its
// messages are the lead rules' (./lead-form.ts), Chinese on both, as the spec says.

export const TRIAL_FORM = {
  zh: {
    fields: {
      client_name: '姓名',
      corp_name: '企业名称',
      phone: '联系方式',
      corp_email: '企业邮箱',
      demand: '您的需求',
    },
    placeholders: {
      client_name: '请输入您的姓名',
      corp_name: '请输入企业名称',
      phone: '请输入您的手机号码',
      // Short enough for a phone's input: the label above already says it is the company address.
      corp_email: '暂不支持 QQ、163 等个人邮箱',
      demand: '请描述您希望通过得帆云解决的业务问题',
    },
    submit: '提交申请',
    sending: '提交中…',
  },
  en: {
    fields: {
      client_name: 'Name',
      corp_name: 'Company',
      phone: 'Phone',
      corp_email: 'Business email',
      demand: 'Your needs',
    },
    placeholders: {
      client_name: 'Your full name',
      corp_name: 'Company name',
      phone: 'Your phone number',
      // Whole in a 320 px phone's input, as the Chinese one.
      corp_email: 'No QQ, 163 or personal mail',
      demand: 'What would you like Defan Cloud to solve?',
    },
    submit: 'Request a demo',
    sending: 'Sending…',
  },
} as const;

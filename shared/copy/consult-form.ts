// Words of the consultation form (shared/components/consult-form.tsx) in both languages; its
// messages are the lead rules' (./lead-form.ts), Chinese on both, as the spec says.

export const CONSULT_FORM = {
  zh: {
    title: '获取您的专属数字化方案',
    subtitle: '留下联系方式，解决方案顾问将在 1 个工作日内与您联系',
    fields: {
      client_name: '姓名',
      corp_name: '公司名称',
      phone: '联系电话',
      corp_email: '企业邮箱（选填）',
      demand: '需求描述',
    },
    placeholders: {
      client_name: '请输入您的姓名',
      corp_name: '请输入公司全称',
      phone: '请输入手机或座机号码',
      corp_email: '请输入企业邮箱',
      demand: '请简要描述您的业务场景与需求',
    },
    submit: '提交咨询',
    sending: '提交中…',
  },
  en: {
    title: 'Get your tailored digital solution',
    subtitle: 'Leave your details and a solution consultant will contact you within one business day.',
    fields: {
      client_name: 'Name',
      corp_name: 'Company',
      phone: 'Phone',
      corp_email: 'Business email',
      demand: 'What do you need?',
    },
    placeholders: {
      client_name: 'Your full name',
      corp_name: 'Company name',
      phone: 'Mobile or office number',
      corp_email: 'name@company.com',
      demand: 'Tell us about your business scenario',
    },
    submit: 'Submit',
    sending: 'Sending…',
  },
} as const;

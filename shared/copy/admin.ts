// Words of the staff inbox (/admin, server/admin/): staff read them rather than visitors, but they
// are the site's words all the same, so they live with the rest. Chinese only, as the staff are.
// A sentence the page shows as separate pieces of text (words and a figure) is a function giving
// those pieces.

export const ADMIN = {
  title: '线索收件箱',
  loginTitle: '线索收件箱 · 登录',
  login: {
    name: '账号',
    password: '密码',
    submit: '登录',
    failed: '账号或密码错误',
    required: '请先登录',
    /** Too many attempts from one address; too many failed ones for one account; too many
     *  logins being checked at this moment. */
    tooMany: (minutes: number) => `登录尝试过于频繁，请 ${minutes} 分钟后再试`,
    accountLocked: (minutes: number) => `该账号登录失败次数过多，请 ${minutes} 分钟后再试`,
    busy: '登录请求较多，请稍后几秒再试',
  },
  logout: '退出',
  total: (n: number) => ['共 ', n, ' 条线索（最新在前）'],
  exportCsv: '导出 CSV',
  leadColumns: ['编号', '提交时间（北京时间）', '来源', '姓名', '公司', '电话', '邮箱', '需求', '状态'],
  attempts: (n: number) => ['已尝试 ', n, ' 次'],
  pager: {
    label: '分页',
    prev: '上一页',
    next: '下一页',
    page: (page: number, pages: number) => ['第 ', page, ' / ', pages, ' 页'],
  },
  conversions: {
    title: '广告转化回传（百度 oCPC）',
    columns: [
      '编号',
      '时间（北京时间）',
      '线索编号',
      '点击 bd_vid',
      '状态',
      '尝试次数',
      '最近尝试（北京时间）',
      '原因',
    ],
    exportCsv: '导出转化 CSV',
    /** Put refused (or failed) conversions back in the outbox, once the cause is fixed. */
    requeue: {
      refused: (n: number) => `重新回传百度拒收的（${n}）`,
      failed: (n: number) => `重新回传失败的（${n}）`,
    },
    requeueHint: '先修正原因（例如 OCPC_TOKEN），再重新回传；只处理此页显示时已结束的转化。',
    requeued: (n: number) => ['已将 ', n, ' 条转化重新放入回传队列'],
    /** OCPC_TOKEN is not set: nothing would send them. */
    notDelivering: '未配置 OCPC_TOKEN，转化仅记录、不回传',
  },
  /** An admin form posted from another site, or a request the inbox cannot take. */
  notFromInbox: '请从收件箱页面提交',
  badRequeue: '无法识别的重新回传请求',
  /** The conversions CSV export's header row. */
  conversionCsvColumns: ['编号', '时间', '线索编号', '点击 bd_vid', '状态', '尝试次数', '最近尝试', '回传时间', '原因'],
  /** The CSV export's header row. */
  csvColumns: [
    '编号',
    '提交时间',
    '来源',
    '姓名',
    '公司',
    '电话',
    '邮箱',
    '需求',
    '状态',
    '尝试次数',
    '投递时间',
    '最近错误',
  ],
  leadState: { inbox: '已收录', pending: '待投递', delivered: '已投递', failed: '投递失败' },
  conversionState: {
    recorded: '仅记录',
    pending: '待回传',
    delivered: '已回传',
    refused: '百度拒收',
    failed: '回传失败',
    /** Another server stored the same click and claimed it first: it sends it, this one does not. */
    duplicate: '由其他服务器回传',
  },
  /** The form a lead came from. */
  form: { consult: '方案咨询', 'consult-en': '英文咨询', trial: '申请试用' } as Record<string, string>,
} as const;

// Static Chinese words of the complex-scene page on the phone. One module per page kind, so that each
// page's chunk carries only its own words (frame.ts beside it has the frame's).

export const MOBILE_COMPLEX_SCENE = {
  title: '复杂场景解决方案',
  summary: '多组织、多系统、高并发与信创环境下的低代码与集成实践',
  button: '立即使用',
  listTitle: '场景实践',
} as const;

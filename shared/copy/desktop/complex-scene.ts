// Words of the complex-scene page on the desktop (client-desktop/pages/complex-scene.tsx).

export const COMPLEX_SCENE = {
  title: '复杂场景解决方案',
  summary: '多组织、多系统、高并发、信创迁移……大型企业的复杂业务，得帆用低代码与集成平台一起承载。',
  listTitle: '复杂场景实践',
  listSubtitle: '来自大型企业真实项目的场景拆解：业务难点、技术方案与上线成效',
} as const;

// Static Chinese words of the phone app's frame (header menu and bottom bar), which every page
// loads: only these, so that the app shell carries no page's words (the other modules of this
// folder have those, a module per page kind).

export const MOBILE_FRAME = {
  menuOpen: '打开菜单',
  menuClose: '关闭菜单',
  quickActions: '快捷咨询',
  phoneConsult: '电话咨询',
  solutionConsult: '方案咨询',
  tryNow: '立即试用',
  menuHotline: '咨询热线',
  menuDemo: '预约产品演示',
} as const;

/** The phone footer's menus (a static part: the phone's bundle does not carry it). */
export const MOBILE_FOOTER = { menus: '页脚导航' } as const;

// The line icons, drawn by hand on a 64-unit grid (stroke 3). Each icon lists the name parts that
// pick it (icon-claim → receipt) and, in `means`, the words of an item title it fits: the media
// tests check every icon the site uses against the title it stands next to, so a shopping cart can
// no longer illustrate performance reviews.

export interface IconDef {
  id: string;
  /** Name parts (ASCII) that choose this icon. */
  names: readonly string[];
  /** Words of a title (Chinese or English) this icon illustrates. */
  means: RegExp;
  /** Stroked in the primary colour. */
  main: string;
  /** Stroked in an accent colour. */
  accent?: string;
}

function gearPath(): string {
  const pts: string[] = [];
  const teeth = 8;
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i * Math.PI * 2) / (teeth * 4) - Math.PI / (teeth * 4);
    const r = i % 4 < 2 ? 24 : 18;
    pts.push(`${(32 + r * Math.cos(a)).toFixed(1)} ${(32 + r * Math.sin(a)).toFixed(1)}`);
  }
  return `<path d="M${pts.join('L')}Z"/>`;
}

const ring = '<circle cx="32" cy="32" r="24"/>';

export const ICONS: readonly IconDef[] = [
  // Platforms and data
  {
    id: 'workflow',
    names: ['workflow', 'flow', 'process', 'bpm', 'approval', 'approve'],
    means: /流程|审批|审核|入转调离|(?<!引)流|qualification|workflow|approv|flow|process/i,
    main: '<rect x="8" y="8" width="20" height="14" rx="3"/><rect x="36" y="42" width="20" height="14" rx="3"/><path d="M18 22v12h28v8"/>',
    accent: '<circle cx="46" cy="15" r="7"/><path d="M28 15h11"/>',
  },
  {
    id: 'database',
    names: ['database', 'data', 'db', 'mdm', 'master', 'storage', 'catalog'],
    means: /数据|主数据|data|MDM/i,
    main: '<ellipse cx="32" cy="14" rx="18" ry="6"/><path d="M14 14v36c0 3.3 8 6 18 6s18-2.7 18-6V14"/>',
    accent: '<path d="M14 26c0 3.3 8 6 18 6s18-2.7 18-6M14 38c0 3.3 8 6 18 6s18-2.7 18-6"/>',
  },
  {
    id: 'plug',
    names: ['plug', 'integration', 'ipaas', 'esb', 'connector'],
    means: /集成|连接|接口|\bAPI\b|协议|烟囱|数据服务|integrat|connect|protocol|silo/i,
    main: '<path d="M18 22h28v8a14 14 0 0 1-28 0Z"/><path d="M32 44v14"/>',
    accent: '<path d="M25 8v14M39 8v14"/>',
  },
  // An API is not a connector: a gateway, braces with calls passing through (after the plug, so
  // titles about integration still pick the plug)
  {
    id: 'api',
    names: ['api', 'gateway', 'endpoint'],
    means: /\bAPI\b|接口|网关|数据服务|gateway|endpoint|data services?/i,
    main: '<path d="M22 10h-4a6 6 0 0 0-6 6v10l-6 6 6 6v10a6 6 0 0 0 6 6h4M42 10h4a6 6 0 0 1 6 6v10l6 6-6 6v10a6 6 0 0 1-6 6h-4"/>',
    accent: '<circle cx="24" cy="32" r="3"/><circle cx="32" cy="32" r="3"/><circle cx="40" cy="32" r="3"/>',
  },
  {
    id: 'code',
    names: ['code', 'lowcode', 'dev', 'app', 'apaas'],
    means: /低代码|开发|扩展|应用|aPaaS|low-code|develop|extension|\bapps?\b|applica/i,
    main: '<rect x="6" y="10" width="52" height="44" rx="5"/><path d="M6 20h52"/>',
    accent: '<path d="M26 30l-7 7 7 7M38 30l7 7-7 7"/>',
  },
  {
    id: 'layers',
    names: ['layers', 'platform', 'stack'],
    means: /底座|平台|一体化|链条|层|foundation|platform|stack|layer|chain/i,
    main: '<path d="M32 8l26 13-26 13L6 21Z"/>',
    accent: '<path d="M6 32l26 13 26-13M6 43l26 13 26-13"/>',
  },
  {
    id: 'cube',
    names: ['model', 'modeling', 'cube', 'object'],
    means: /建模|模型|model/i,
    main: '<path d="M32 6l24 13v26L32 58 8 45V19Z"/>',
    accent: '<path d="M8 19l24 13 24-13M32 32v26"/>',
  },
  {
    id: 'tree',
    names: ['bom', 'tree', 'hierarchy', 'org', 'structure'],
    means: /BOM|组织|架构|层级|structure|hierarch/i,
    main: '<rect x="24" y="6" width="16" height="12" rx="2"/><rect x="6" y="44" width="16" height="12" rx="2"/><rect x="42" y="44" width="16" height="12" rx="2"/>',
    accent: '<path d="M32 18v12M14 44V30h36v14"/>',
  },
  {
    id: 'chart',
    names: ['chart', 'analytics', 'report', 'bi', 'dashboard', 'stats', 'insight', 'spc'],
    means: /数据|分析|报表|报送|报告|周报|可视|可见|状态|一屏|SPC|指标|归因|report|analy|data|view|screen|metric/i,
    main: '<path d="M8 8v48h48"/><path d="M20 48V36M31 48V28M42 48V32M53 48V22"/>',
    accent: '<path d="M18 26l12-10 10 6 14-12"/>',
  },
  {
    id: 'cloud',
    names: ['cloud', 'saas', 'paas', 'deploy', 'hosting', 'edge'],
    means: /云|部署|边缘|cloud|deploy|edge/i,
    main: '<path d="M20 48h26a11 11 0 0 0 1-22 15 15 0 0 0-29-3 12 12 0 0 0 2 25Z"/>',
    accent: '<path d="M32 44V30M26 36l6-6 6 6"/>',
  },
  {
    id: 'chip',
    names: ['chip', 'electronics', 'semiconductor', 'iot', 'device', 'xinchuang'],
    means: /信创|国产|芯片|物联|互联网|设备|本地化|locali[sz]|domestic|\bIoT\b|device|chip/i,
    main: '<rect x="16" y="16" width="32" height="32" rx="4"/><path d="M24 8v8M32 8v8M40 8v8M24 48v8M32 48v8M40 48v8M8 24h8M8 32h8M8 40h8M48 24h8M48 32h8M48 40h8"/>',
    accent: '<rect x="25" y="25" width="14" height="14" rx="2"/>',
  },
  {
    id: 'loop',
    names: ['loop', 'cycle', 'renew', 'sync', 'refresh'],
    means: /闭环|续签|循环|同步|一处维护|不一致|集成|8D|loop|renew|sync|closure|consisten/i,
    main: '<path d="M52 28A20 20 0 0 0 16 18M12 36a20 20 0 0 0 36 10"/>',
    accent: '<path d="M14 8v10h10M50 56V46H40"/>',
  },
  {
    id: 'unlink',
    names: ['island', 'silo', 'unlink', 'disconnect'],
    means: /孤岛|割裂|各自为政|silo|gap|fragment/i,
    main: '<rect x="6" y="36" width="26" height="16" rx="8" transform="rotate(-45 19 44)"/><rect x="32" y="12" width="26" height="16" rx="8" transform="rotate(-45 45 20)"/>',
    accent: '<path d="M29 24l-2-6M24 29l-6-2M35 40l2 6M40 35l6 2"/>',
  },
  {
    id: 'link',
    names: ['link', 'connect', 'chain'],
    means: /打通|衔接|集成|连接|link|connect|integrat/i,
    main: '<path d="M28 36a9 9 0 0 0 13 0l9-9a9 9 0 0 0-13-13l-4 4"/>',
    accent: '<path d="M36 28a9 9 0 0 0-13 0l-9 9a9 9 0 0 0 13 13l4-4"/>',
  },
  {
    id: 'puzzle',
    names: ['puzzle', 'plugin', 'extension', 'module'],
    means: /衔接|存量|插件|模块|组件|works with|plug-?in|module/i,
    main: '<path d="M10 18h12a6 6 0 1 1 12 0h12v12a6 6 0 1 1 0 12v12H34a6 6 0 1 0-12 0H10V42a6 6 0 1 0 0-12Z"/>',
  },
  {
    id: 'gear',
    names: ['gear', 'settings', 'config', 'ops', 'devops', 'admin'],
    means: /实施|配置|运维|implement|config|operat/i,
    main: gearPath(),
    accent: '<circle cx="32" cy="32" r="7"/>',
  },
  {
    id: 'sparkle',
    names: ['clean', 'ai', 'smart', 'magic'],
    means: /清洗|智能|查重|\bAI\b|clean|smart/i,
    main: '<path d="M26 8c2 12 6 16 18 18-12 2-16 6-18 18-2-12-6-16-18-18 12-2 16-6 18-18Z"/>',
    accent: '<path d="M48 38c1 6 3 8 9 9-6 1-8 3-9 9-1-6-3-8-9-9 6-1 8-3 9-9Z"/>',
  },
  // Documents and records
  {
    id: 'document',
    names: ['document', 'doc', 'file', 'contract', 'policy', 'ppap'],
    means: /合同|续签|文件|资料|文档|PPAP|renewal|contract|document|file/i,
    main: '<path d="M14 6h24l12 12v40H14Z"/><path d="M38 6v12h12"/>',
    accent: '<path d="M22 30h20M22 38h20M22 46h12"/>',
  },
  {
    id: 'form',
    names: ['form', 'input'],
    means: /表单|填报|form/i,
    main: '<rect x="10" y="6" width="44" height="52" rx="5"/>',
    accent:
      '<rect x="18" y="16" width="28" height="8" rx="2"/><rect x="18" y="30" width="28" height="8" rx="2"/><path d="M18 48h12"/>',
  },
  {
    id: 'clipboard',
    names: ['checklist', 'todo', 'review', 'audit', 'validation', 'order', 'inspection'],
    means: /清单|待办|评审|审计|验证|工单|订单|立项|APQP|checklist|to-?do|review|audit|validat|order|record/i,
    main: '<rect x="12" y="10" width="40" height="48" rx="5"/><path d="M24 6h16v9H24Z"/>',
    accent: '<path d="M20 30l4 4 7-7M20 45l4 4 7-7M36 31h10M36 47h10"/>',
  },
  {
    id: 'receipt',
    names: ['invoice', 'receipt', 'claim', 'bill', 'settlement'],
    means: /索赔|发票|对账|结算|核销|warranty|claim|invoice|statement|settle/i,
    main: '<path d="M14 6h36v52l-6-4-6 4-6-4-6 4-6-4-6 4Z"/>',
    accent: '<path d="M22 20h20M22 30h20M22 40h12"/>',
  },
  {
    id: 'folder',
    names: ['folder', 'archive', 'repository'],
    means: /档案|归档|沉淀|迎检|知识|archive|inspection prep|knowledge|files/i,
    main: '<path d="M6 14a4 4 0 0 1 4-4h14l6 8h24a4 4 0 0 1 4 4v30a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4Z"/>',
    accent: '<path d="M6 26h52"/>',
  },
  {
    id: 'book',
    names: ['book', 'knowledge', 'wiki', 'manual'],
    means: /知识|手册|制度|knowledge|manual|wiki/i,
    main: '<path d="M32 14c-6-4-14-6-24-6v42c10 0 18 2 24 6 6-4 14-6 24-6V8c-10 0-18 2-24 6Z"/>',
    accent: '<path d="M32 14v42"/>',
  },
  {
    id: 'barcode',
    names: ['barcode', 'scan', 'qr', 'batch', 'material'],
    means: /批号|批次|样品|编码|扫码|物料|batch|sample|code|scan|material/i,
    main: '<path d="M8 18v-6a4 4 0 0 1 4-4h6M46 8h6a4 4 0 0 1 4 4v6M56 46v6a4 4 0 0 1-4 4h-6M18 56h-6a4 4 0 0 1-4-4v-6"/>',
    accent: '<path d="M18 20v24M25 20v24M32 20v24M37 20v24M44 20v24"/>',
  },
  {
    id: 'tag',
    names: ['tag', 'label', 'profile'],
    means: /标签|画像|tag|label|profile/i,
    main: '<path d="M8 8h22l26 26-22 22L8 30Z"/>',
    accent: '<circle cx="20" cy="20" r="4"/>',
  },
  {
    id: 'search',
    names: ['search', 'find', 'query'],
    means: /搜索|查询|追溯|search|find|trace|query/i,
    main: '<circle cx="27" cy="27" r="17"/><path d="M40 40l16 16"/>',
    accent: '<path d="M19 27a8 8 0 0 1 8-8"/>',
  },
  {
    id: 'route',
    names: ['trace', 'route', 'journey', 'track'],
    means: /追溯|全链路|旅程|路线|trace|journey|route|end-to-end/i,
    main: '<path d="M17 48h21a8 8 0 0 0 0-16H26a8 8 0 0 1 0-16h19"/>',
    accent: '<circle cx="12" cy="48" r="5"/><circle cx="50" cy="16" r="5"/>',
  },
  {
    id: 'layout',
    names: ['layout', 'page', 'designer', 'template', 'workspace'],
    means: /页面|千人千面|工作台|布局|page|layout|personal|workspace/i,
    main: '<rect x="8" y="8" width="48" height="48" rx="5"/>',
    accent: '<path d="M8 22h48M26 22v34"/>',
  },
  {
    id: 'share',
    names: ['share', 'distribute', 'distribution'],
    means: /分发|共享|分享|distribut|shar/i,
    main: '<circle cx="46" cy="14" r="7"/><circle cx="16" cy="32" r="7"/><circle cx="46" cy="50" r="7"/>',
    accent: '<path d="M22 28l18-10M22 36l18 10"/>',
  },
  {
    id: 'swap',
    names: ['change', 'ecn', 'switch', 'migrate', 'migration'],
    means: /变更|切换|迁移|调拨|change|ECN|switch|migrat/i,
    main: '<path d="M10 22h40M40 12l10 10-10 10"/>',
    accent: '<path d="M54 42H14M24 32L14 42l10 10"/>',
  },
  // Time, speed, value
  {
    id: 'clock',
    names: ['clock', 'time', 'hours'],
    means:
      /缩短|周期|分钟|小时|天|提前|时效|按期|响应|停机|downtime|faster|shorter|minutes|hours|days|earlier|time|cycle/i,
    main: ring,
    accent: '<path d="M32 18v14l10 6"/>',
  },
  {
    id: 'calendar',
    names: ['calendar', 'plan', 'schedule', 'milestone', 'progress', 'meeting'],
    means: /计划|节点|进度|排期|会议|按期|里程碑|交付率|plan|schedule|milestone|progress|meeting|on-time/i,
    main: '<rect x="8" y="12" width="48" height="44" rx="5"/><path d="M8 24h48M20 6v12M44 6v12"/>',
    accent: '<path d="M18 34h6M30 34h6M42 34h4M18 44h6M30 44h6"/>',
  },
  {
    id: 'rocket',
    names: ['rocket', 'launch', 'fast', 'speed'],
    means: /提速|提升|缩短|上线|以周|效率|快|faster|weeks|launch|efficien|speed|more/i,
    main: '<path d="M32 6c10 8 14 20 10 34H22C18 26 22 14 32 6Z"/><path d="M22 34l-8 8v8l10-4M42 34l8 8v8l-10-4"/>',
    accent: '<circle cx="32" cy="24" r="5"/><path d="M28 48v8M36 48v6"/>',
  },
  {
    id: 'check',
    names: ['check', 'done', 'success', 'complete', 'accuracy'],
    means: /率|差错|合格|准确|电子化|100%|完成|rate|error|accura|record|complet|kitting/i,
    main: ring,
    accent: '<path d="M21 33l8 8 15-17"/>',
  },
  {
    id: 'gauge',
    names: ['gauge', 'oee', 'performance', 'kpi', 'instrument', 'meter'],
    means: /OEE|仪器|效率|绩效|指标|instrument|performance|KPI|OEE/i,
    main: '<path d="M10 46a22 22 0 1 1 44 0"/><path d="M8 52h48"/>',
    accent: '<path d="M32 46l10-14"/><circle cx="32" cy="46" r="3"/>',
  },
  {
    id: 'coin',
    names: ['coin', 'cost', 'money', 'expense', 'budget', 'price'],
    means:
      /成本|费用|降本|预算|毛利|金额|回款|结算|收入|租金|转化|conver|revenue|rent|promotion|cost|expense|budget|spend|margin|saving/i,
    main: '<ellipse cx="26" cy="22" rx="18" ry="8"/><path d="M8 22v10c0 4.4 8 8 18 8M8 32v10c0 4.4 8 8 18 8"/>',
    accent: '<circle cx="44" cy="42" r="14"/><path d="M38 34l6 7 6-7M44 41v12M38 45h12"/>',
  },
  {
    id: 'gift',
    names: ['gift', 'incentive', 'reward', 'bonus', 'rebate'],
    means: /激励|返利|奖励|复购|repurchase|incentive|reward|rebate/i,
    main: '<rect x="8" y="24" width="48" height="12" rx="2"/><path d="M12 36v20h40V36M32 24v32"/>',
    accent: '<path d="M32 24c-4-10-16-12-16-4s12 4 16 4c4 0 16 4 16-4s-12-6-16 4"/>',
  },
  {
    id: 'smile',
    names: ['smile', 'satisfaction', 'happy', 'experience'],
    means: /满意|体验|satisf|experience/i,
    main: ring,
    accent: '<path d="M22 37a12 12 0 0 0 20 0M24 25v2M40 25v2"/>',
  },
  {
    id: 'award',
    names: ['award', 'talent', 'certificate', 'medal', 'quality', 'gsp', 'honour'],
    means: /质量|资质|体系|绩效|人才|认证|GSP|quality|certif|talent|qualif/i,
    main: '<circle cx="32" cy="24" r="16"/><path d="M22 37l-6 21 16-8 16 8-6-21"/>',
    accent: '<path d="M25 24l5 5 9-10"/>',
  },
  // Security and access
  {
    id: 'shield',
    names: ['shield', 'security', 'safe', 'secure', 'compliance'],
    means: /安全|合规|内控|治理|风险|拦截|索赔审核|secur|safe|complian|control|governance|claim review/i,
    main: '<path d="M32 6l20 8v16c0 13-9 22-20 28C21 52 12 43 12 30V14Z"/>',
    accent: '<path d="M23 31l6 6 12-13"/>',
  },
  {
    id: 'lock',
    names: ['lock', 'private', 'encrypt'],
    means: /安全|加密|私有|secur|lock|private/i,
    main: '<rect x="12" y="28" width="40" height="30" rx="5"/><path d="M20 28v-8a12 12 0 0 1 24 0v8"/>',
    accent: '<path d="M32 38v10"/>',
  },
  {
    id: 'key',
    names: ['key', 'sso', 'access', 'identity', 'handover'],
    means: /身份|认证|登录|交付|房修|招商|租赁|identity|sign-?on|handover|leas|access/i,
    main: '<circle cx="22" cy="40" r="13"/><path d="M31 31l23-23M46 16l6 6M40 22l5 5"/>',
    accent: '<circle cx="22" cy="40" r="4"/>',
  },
  {
    id: 'idcard',
    names: ['visitor', 'badge', 'resume', 'id', 'employee'],
    means: /访客|招聘|入职|员工|通行|身份认证|visitor|recruit|hire|employee|badge|identit/i,
    main: '<rect x="6" y="12" width="52" height="40" rx="5"/>',
    accent: '<circle cx="22" cy="29" r="6"/><path d="M12 44c1-5 5-8 10-8s9 3 10 8M38 26h12M38 34h12"/>',
  },
  {
    id: 'eye',
    names: ['eye', 'visibility', 'view', 'transparent'],
    means: /透明|一屏|掌握|可见|态势|visib|transparen|view|one screen/i,
    main: '<path d="M4 32s10-18 28-18 28 18 28 18-10 18-28 18S4 32 4 32Z"/>',
    accent: '<circle cx="32" cy="32" r="8"/>',
  },
  {
    id: 'alert',
    names: ['deviation', 'warning', 'risk', 'issue', 'exception', 'alert'],
    means: /偏差|异常|预警|风险|问题|deviation|exception|alert|risk|issue/i,
    main: '<path d="M32 8l26 46H6Z"/>',
    accent: '<path d="M32 24v14M32 46v1"/>',
  },
  {
    id: 'bell',
    names: ['alarm', 'bell', 'notification', 'notice'],
    means: /救援|告警|报警|通知|提醒|rescue|alarm|alert|notif/i,
    main: '<path d="M16 44V28a16 16 0 0 1 32 0v16l5 6H11Z"/>',
    accent: '<path d="M27 54a5 5 0 0 0 10 0M32 6v6"/>',
  },
  {
    id: 'monitor',
    names: ['monitor', 'screen', 'desk', 'console'],
    means: /监控|监测|运营|作业|中心|现场状态|monitor|operation|centre|center/i,
    main: '<rect x="6" y="8" width="52" height="36" rx="4"/><path d="M24 56h16M32 44v12"/>',
    accent: '<path d="M14 28h8l4-8 6 14 4-6h12"/>',
  },
  // People and service
  {
    id: 'users',
    names: ['users', 'user', 'team', 'people', 'hr', 'crm', 'customer'],
    means:
      /团队|人员|员工|人均|伙伴|客户|协同|资源|人力|陪伴|\bHR\b|supported|team|people|partner|staff|employee|technician|customer|collaborat|resource/i,
    main: '<circle cx="24" cy="22" r="9"/><path d="M8 54c0-10 7-17 16-17s16 7 16 17"/>',
    accent: '<circle cx="45" cy="24" r="6"/><path d="M44 37c7 0 12 6 12 13"/>',
  },
  {
    id: 'handshake',
    names: ['handshake', 'partner', 'deal', 'cooperation', 'acceptance'],
    means: /伙伴|合作|招采|供方|验收|定标|签约|partner|cooperat|tender|vendor|accept|deal/i,
    main: '<path d="M4 18h8v24H4M60 18h-8v24h8"/>',
    accent:
      '<path d="M12 22h9l9-4h6l16 6M52 38l-13 10a4 4 0 0 1-6-1l-2 1a4 4 0 0 1-6-2l-2 1a4 4 0 0 1-5-4l-2 1a3 3 0 0 1-4-2l-9-4"/><path d="M31 19l-8 8a4 4 0 0 0 6 5l7-5 16 12"/>',
  },
  {
    id: 'headset',
    names: ['headset', 'support', 'service', 'helpdesk', 'call'],
    means: /服务|支持|报修|受理|客服|service|support|helpdesk|repair request/i,
    main: '<path d="M10 38v-6a22 22 0 0 1 44 0v6"/><rect x="8" y="34" width="10" height="16" rx="4"/><rect x="46" y="34" width="10" height="16" rx="4"/>',
    accent: '<path d="M51 50c0 5-5 8-12 8h-5"/>',
  },
  {
    id: 'chat',
    names: ['chat', 'message', 'im', 'feedback'],
    means: /沟通|消息|体验|咨询|培育|nurtur|chat|message|feedback|experience/i,
    main: '<path d="M10 10h36a4 4 0 0 1 4 4v22a4 4 0 0 1-4 4H26l-10 9v-9h-6a4 4 0 0 1-4-4V14a4 4 0 0 1 4-4Z"/>',
    accent: '<path d="M15 25h4M26 25h4M37 25h4"/>',
  },
  {
    id: 'phone',
    names: ['mobile', 'phone', 'wecom'],
    means: /移动|手机|电话|响应|企业微信|mobile|phone|WeCom|response/i,
    main: '<rect x="18" y="6" width="28" height="52" rx="5"/>',
    accent: '<path d="M28 50h8M26 12h12"/>',
  },
  {
    id: 'megaphone',
    names: ['news', 'marketing', 'campaign', 'announce', 'publish'],
    means: /市场|营销|发布|信息|活动|marketing|campaign|news|announce|publish/i,
    main: '<path d="M8 26h10l26-14v40L18 38H8Z"/>',
    accent: '<path d="M18 38l4 16h8l-3-14M52 24a10 10 0 0 1 0 16"/>',
  },
  {
    id: 'magnet',
    names: ['contact', 'lead', 'leads', 'acquire', 'growth'],
    means: /商机|获客|引流|线索|lead|acquisit|prospect/i,
    main: '<path d="M14 8v22a18 18 0 0 0 36 0V8H38v22a6 6 0 0 1-12 0V8Z"/>',
    accent: '<path d="M14 18h12M38 18h12"/>',
  },
  {
    id: 'presentation',
    names: ['presales', 'demo', 'presentation', 'pitch'],
    means: /售前|方案|演示|presales|demo|solution design/i,
    main: '<rect x="6" y="8" width="52" height="34" rx="3"/><path d="M32 42v8M22 58l10-8 10 8"/>',
    accent: '<path d="M16 32l8-8 6 6 12-12"/>',
  },
  {
    id: 'graduation',
    names: ['training', 'learn', 'course', 'education', 'certification'],
    means: /培训|认证|课程|学习|training|certif|course|learn/i,
    main: '<path d="M4 24l28-12 28 12-28 12Z"/>',
    accent: '<path d="M16 30v12c0 4 7 8 16 8s16-4 16-8V30M56 26v14"/>',
  },
  {
    id: 'send',
    names: ['dispatch', 'send', 'deliver'],
    means: /派单|调度|下发|推送|dispatch|send|push/i,
    main: '<path d="M6 30L58 8 46 56 32 38Z"/>',
    accent: '<path d="M58 8L32 38"/>',
  },
  {
    id: 'gavel',
    names: ['bid', 'tender', 'auction', 'sourcing'],
    means: /招投标|招标|投标|寻源|定标|bid|tender|sourcing/i,
    main: '<rect x="24" y="6" width="16" height="30" rx="3" transform="rotate(-45 32 21)"/><path d="M37 26l19 19"/>',
    accent: '<path d="M8 56h28M12 49h20"/>',
  },
  // Places, industries and things
  {
    id: 'factory',
    names: ['factory', 'manufacturing', 'industry', 'mfg', 'equipment', 'mes', 'iiot', 'machinery'],
    means: /工厂|制造|装备|工业|机械|重工|企业|factory|manufactur|equipment|industr|machinery|enterprise/i,
    main: '<path d="M8 56V30l14 9v-9l14 9v-9l14 9V10h6v46Z"/><path d="M6 56h52"/>',
    accent: '<path d="M17 48h5M29 48h5M41 48h5"/>',
  },
  {
    id: 'car',
    names: ['car', 'auto', 'automotive', 'automobile', 'vehicle'],
    means: /汽车|车|automotive|auto|vehicle|car/i,
    main: '<path d="M10 40l5-13a6 6 0 0 1 5.6-4h22.8a6 6 0 0 1 5.6 4l5 13"/><path d="M8 46v-4a4 4 0 0 1 4-4h40a4 4 0 0 1 4 4v4a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4Z"/>',
    accent: '<circle cx="20" cy="50" r="5"/><circle cx="44" cy="50" r="5"/>',
  },
  {
    id: 'pill',
    names: ['pill', 'pharma', 'medicine', 'medical', 'health', 'drug'],
    means: /医药|药|医疗|pharma|medic|drug/i,
    main: '<rect x="6" y="22" width="52" height="20" rx="10" transform="rotate(-45 32 32)"/>',
    accent: '<path d="M25 25l14 14"/><path d="M46 48h10M51 43v10"/>',
  },
  {
    id: 'flask',
    names: ['flask', 'chemical', 'chemistry', 'lab', 'lims', 'reagent', 'sample'],
    means: /实验|试剂|样品|检测|化学|lab|reagent|sample|test/i,
    main: '<path d="M22 6h20M27 6v18L12 52a4 4 0 0 0 3.6 6h32.8a4 4 0 0 0 3.6-6L37 24V6"/>',
    accent: '<path d="M18 42h28"/>',
  },
  {
    id: 'building',
    names: ['building', 'estate', 'property', 'realestate', 'park'],
    means: /地产|置业|物业|金融|银行|证券|园区|楼|子系统|real estate|propert|financ|bank|park|building/i,
    main: '<path d="M12 56V10h24v46M36 26h16v30M6 56h52"/><path d="M21 56v-8h6v8"/>',
    accent: '<path d="M19 18h4M27 18h2M19 28h4M27 28h2M19 38h4M27 38h2M42 34h4M42 44h4"/>',
  },
  // a bank is not an office block: a portico with columns (after the building, so titles about
  // finance still pick the building where no name is given)
  {
    id: 'bank',
    names: ['bank', 'finance', 'banking'],
    means: /金融|银行|证券|租赁|financ|bank|securities|leas/i,
    main: '<path d="M8 24L32 8l24 16ZM8 56h48M12 50h40"/><path d="M16 30v16M27 30v16M37 30v16M48 30v16"/>',
    accent: '<circle cx="32" cy="18" r="3"/>',
  },
  {
    id: 'home',
    names: ['home', 'house', 'residence'],
    means: /交付|房|住宅|家|handover|home|house/i,
    main: '<path d="M8 30L32 10l24 20M14 25v31h36V25"/>',
    accent: '<path d="M26 56V40h12v16"/>',
  },
  {
    id: 'elevator',
    names: ['elevator', 'lift', 'escalator'],
    means: /电梯|困人|elevator|lift/i,
    main: '<rect x="12" y="6" width="40" height="52" rx="4"/><path d="M32 6v52"/>',
    accent: '<path d="M18 28l4-5 4 5M38 23l4 5 4-5"/>',
  },
  {
    id: 'store',
    names: ['store', 'dealer', 'outlet', 'channel', 'shop'],
    means: /经销商|门店|渠道|店|dealer|outlet|channel|store/i,
    main: '<path d="M10 26v30h44V26"/><path d="M6 16l6-10h40l6 10v4a8 8 0 0 1-13 6 8 8 0 0 1-13 0 8 8 0 0 1-13 0A8 8 0 0 1 6 20Z"/>',
    accent: '<path d="M26 56V40h12v16"/>',
  },
  {
    id: 'cart',
    names: ['cart', 'retail', 'mall', 'ecommerce', 'purchase'],
    means: /零售|电商|购物|商城|下单|采购|retail|e-?commerce|shop|purchas/i,
    main: '<path d="M6 10h8l6 30h30l6-22H17"/>',
    accent: '<circle cx="24" cy="50" r="4"/><circle cx="46" cy="50" r="4"/>',
  },
  {
    id: 'truck',
    names: ['truck', 'logistics', 'delivery', 'supply', 'transport', 'supplier'],
    means: /供应|物流|运输|发货|交付|采购|supplier|supply|logistic|deliver|ship/i,
    main: '<path d="M6 14h32v30H6Z"/><path d="M38 24h10l8 10v10H38"/>',
    accent: '<circle cx="16" cy="46" r="5"/><circle cx="46" cy="46" r="5"/>',
  },
  {
    id: 'box',
    names: ['box', 'package', 'parts', 'kitting', 'inventory', 'asset', 'spare'],
    means: /齐套|缺件|备件|物料|库存|资产|kitting|shortage|spare|part|inventor|asset/i,
    main: '<path d="M8 20h48v34a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2Z"/><path d="M6 12h52v8H6Z"/>',
    accent: '<path d="M26 30h12"/>',
  },
  {
    id: 'wrench',
    names: ['wrench', 'repair', 'maintenance', 'tool', 'fix', 'install'],
    means: /维保|维修|保养|点检|工单|安装|调试|索赔|旧件|maintenan|repair|inspection|install|commission|warranty/i,
    main: '<path d="M50 10l-8 8 4 4 8-8a12 12 0 0 1-16 14L17 49a4.2 4.2 0 0 1-6-6l21-21A12 12 0 0 1 50 10Z"/>',
    accent: '<path d="M14 46h.1"/>',
  },
  {
    id: 'energy',
    names: ['energy', 'power', 'bolt', 'electric'],
    means: /能耗|能源|电|节能|energy|power/i,
    main: '<path d="M36 6L14 36h16l-4 22 22-30H32Z"/>',
  },
  {
    id: 'globe',
    names: ['globe', 'portal', 'web', 'site', 'world', 'global'],
    means: /门户|网站|全球|海外|portal|web|global/i,
    main: ring,
    accent: '<path d="M8 32h48M32 8c-9 8-9 40 0 48M32 8c9 8 9 40 0 48"/>',
  },
  {
    id: 'pin',
    names: ['map', 'location', 'pin', 'field'],
    means: /现场|分散|地图|位置|巡检|field|scattered|location|map/i,
    main: '<path d="M32 58S12 38 12 24a20 20 0 0 1 40 0c0 14-20 34-20 34Z"/>',
    accent: '<circle cx="32" cy="24" r="7"/>',
  },
  {
    id: 'flag',
    names: ['flag', 'goal', 'project', 'kickoff'],
    means: /立项|项目|目标|project|goal|kick/i,
    main: '<path d="M14 58V8"/>',
    accent: '<path d="M14 10h32l-6 10 6 10H14"/>',
  },
];

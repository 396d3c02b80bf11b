// What a solution page says about its architecture, read from its own text: the platform products
// it is built on, the systems it connects and the people who use it. The seed records these with
// the page (content/pages/, page-templates.ts) and server/demo-art/art-diagrams.ts draws them.

import type { Lang } from '../../../shared/site-types.ts';

const PLATFORMS: readonly [zh: string, en: string, re: RegExp][] = [
  ['aPaaS 低代码平台', 'aPaaS low-code', /低代码|aPaaS|low-code/i],
  ['iPaaS 集成平台', 'iPaaS integration', /集成|iPaaS|integrat|interface/i],
  ['MDM 主数据平台', 'MDM master data', /主数据|MDM|master data/i],
  ['Portal 企业门户', 'Portal', /门户|portal/i],
  ['DeHoop 数据中台', 'DeHoop data platform', /数据中台|DeHoop|data platform|经营分析|看板|dashboard/i],
];

const SYSTEMS: readonly [zh: string, en: string, re: RegExp][] = [
  ['SAP', 'SAP', /SAP/],
  ['ERP', 'ERP', /ERP/],
  ['MES', 'MES', /MES/],
  ['PLM', 'PLM', /PLM/],
  ['SRM', 'SRM', /SRM/],
  ['WMS', 'WMS', /WMS/],
  ['DMS', 'DMS', /DMS/],
  ['CRM', 'CRM', /CRM/],
  ['QMS', 'QMS', /QMS/],
  ['LIMS', 'LIMS', /LIMS/],
  ['EDI', 'EDI', /EDI/],
  ['OA', 'OA', /\bOA\b/],
  ['财务系统', 'Finance', /财务|finance/i],
  ['人事薪酬', 'HR & payroll', /人事|薪酬|payroll/i],
  ['物联网 IoT', 'IoT', /物联|IoT|传感|sensor/i],
  ['企业微信', 'WeCom', /企业微信|WeCom/],
  ['BIM', 'BIM', /BIM/],
];

const USERS: readonly [zh: string, en: string, re: RegExp][] = [
  ['员工', 'Employees', /员工|employee|staff/i],
  ['供应商', 'Suppliers', /供应商|supplier/i],
  ['经销商', 'Dealers', /经销商|dealer/i],
  ['客户', 'Customers', /客户|customer|tenant|业主|owner/i],
  ['现场工程师', 'Field engineers', /工程师|技师|engineer|technician/i],
  ['管理层', 'Management', /管理层|领导|management|executive/i],
];

/** The entries whose pattern the text matches, most mentioned first, at most `max`. */
function mentioned(text: string, list: readonly [string, string, RegExp][], lang: Lang, max: number): string[] {
  return list
    .map(([zh, en, re], i) => ({
      label: lang === 'en' ? en : zh,
      hits: text.split(new RegExp(re.source, `${re.flags.replace('g', '')}g`)).length - 1,
      i,
    }))
    .filter((m) => m.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.i - b.i)
    .slice(0, max)
    .map((m) => m.label);
}

export function architectureFacts(
  text: string,
  lang: Lang,
): { platforms: string[]; systems: string[]; users: string[] } {
  const platforms = mentioned(text, PLATFORMS, lang, 4);
  // every solution runs on the low-code platform; keep the products in their catalogue order
  const order = PLATFORMS.map(([zh, en]) => (lang === 'en' ? en : zh));
  const base = order[0] ?? '';
  if (!platforms.includes(base)) platforms.push(base);
  platforms.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const systems = mentioned(text, SYSTEMS, lang, 6);
  for (const fill of lang === 'en' ? ['ERP', 'OA', 'Finance'] : ['ERP', 'OA', '财务系统'])
    if (systems.length < 4 && !systems.includes(fill)) systems.push(fill);
  const users = mentioned(text, USERS, lang, 4);
  if (users.length < 2) users.push(lang === 'en' ? 'Employees' : '员工');
  return { platforms, systems, users: [...new Set(users)] };
}

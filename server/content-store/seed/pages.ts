// Page details of the demo site: meta for the fixed-design pages, full section configs for the
// template-driven solution ('solution') and product/partner/marketing ('config') pages.
// Every customer named here is fictional; case items point at the seeded cases 2001–2020. English
// pages show the English versions of generated images with words (?lang=en) and link only to
// English pages: an English case item leads to the consultation form, as the English home's do.
import type {
  CaseItem,
  LinkButton,
  PageConfig,
  PracticeItem,
  SectionItem,
} from '../../../shared/api/types.ts';
import { architectureFacts } from '../media/architecture-facts.ts';
import { brands } from './brands.ts';
import { CASES } from './case-copy.ts';
import type { DiagramItem, SeedDiagram, SeedPage } from './seed-types.ts';

type Lang = 'zh' | 'en';

/** [icon name, title, summary]: one card of a grid, list or value section. */
type Row = readonly [icon: string, title: string, summary: string];

interface Meta {
  title: string;
  description: string;
  keywords: string;
  h1: string;
}

const icon = (name: string) => `/media/art/icon-${name}.svg`;
/** The query that asks the media route for an image's English words. */
const inLang = (lang: Lang) => (lang === 'en' ? '?lang=en' : '');
const pic = (name: string, lang: Lang) => `/media/art/pic-${name}.svg${inLang(lang)}`;
const hero = (name: string) => `/media/art/hero-${name}.svg`;
/** A customer logo; English ones carry the brand's English name as their alt text. */
const logo = (n: number, lang: Lang) =>
  lang === 'en' ? { icon: `/media/logo/${n}.svg?lang=en`, name: brands[n - 1]!.en.short } : { icon: `/media/logo/${n}.svg` };

const rows = (list: readonly Row[]): SectionItem[] =>
  list.map(([name, title, summary]) => ({ icon: icon(name), title, summary }));

const metaFields = (meta: Meta) => ({
  meta_title: meta.title,
  meta_description: meta.description,
  meta_keywords: meta.keywords,
  seo_h1: meta.h1,
});

/** Call-to-action texts per language (spec: English solution buttons are fixed). */
const CTA = {
  zh: { hero: '立即使用', solution: '获取完整解决方案', moreCases: '了解更多案例', consult: '立即咨询', form: '/form' },
  en: { hero: 'Try for free', solution: 'Get the complete solution', moreCases: 'Explore more', consult: 'Explore more', form: '/en/form' },
} as const;

const REGISTER_URL = 'https://account.definesys.cn/jiayi/register';

/**
 * Pictures drawn from the pages' own content, by picture name (pic-{name}): each solution's
 * architecture, each product page's showcase and the application windows of featured cases and
 * tabs. Filled as the pages below are built; media/art-diagrams.ts draws them.
 */
export const diagrams = new Map<string, SeedDiagram>();

/** A case item; `summary` overrides the stock summary where a page tells the case from its own angle. */
function caseItem(lang: Lang, id: number, summary?: string): CaseItem {
  const copy = CASES[lang][id];
  if (!copy) throw new Error(`no seeded case ${id}`);
  const [title, tags, stock] = copy;
  const link = lang === 'en' ? CTA.en.form : `/cases/${id}`;
  return { id, link, cover: `/media/cover/${id}.svg${inLang(lang)}`, tags: [...tags], summary: summary ?? stock, title };
}

const caseItems = (lang: Lang, ids: readonly number[]) => ids.map((id) => caseItem(lang, id));

// ---------------------------------------------------------------------------------------------
// Solution template (spec 'Solution page'): p1 hero … p8 cases block.

interface SolutionCopy {
  route: string;
  lang: Lang;
  meta: Meta;
  hero: { parts: string[]; highlight: number; subtitle: string; bg: string };
  /** p2 is optional: only some pages carry an overview. */
  overview?: { title: string; summary: string };
  challenges: { title: string; rows: readonly Row[] };
  architecture: { title: string; summary?: string; pic: string };
  scenarios: { title: string; summary?: string; rows: readonly Row[] };
  values: { title: string; rows: readonly Row[] };
  featured: { caseId: number; title: string; summary: string; points: string[]; logos: number[]; pic: string };
  cases: { title: string; ids: number[] };
  practice?: PracticeItem[];
}

function solution(copy: SolutionCopy): SeedPage {
  const cta = CTA[copy.lang];
  const text = JSON.stringify([copy.overview, copy.challenges, copy.architecture, copy.scenarios, copy.values, copy.featured]);
  const scenarios = copy.scenarios.rows.map(([icon, title]): DiagramItem => ({ title, icon }));
  diagrams.set(copy.architecture.pic, { kind: 'architecture', lang: copy.lang, apps: scenarios, ...architectureFacts(text, copy.lang) });
  // The featured case's window shows the customer's name and this solution's scenarios as its menu.
  const featuredPic = copy.lang === 'en' && !copy.featured.pic.endsWith('-en') ? `${copy.featured.pic}-en` : copy.featured.pic;
  const customer = copy.featured.title.split(/[：:]/)[0] ?? copy.featured.title;
  diagrams.set(featuredPic, { kind: 'screen', lang: copy.lang, title: customer, menu: scenarios.map((a) => a.title), active: 0 });
  const pageConfig: PageConfig = {
    p1: {
      titleParts: copy.hero.parts,
      highlight: copy.hero.highlight,
      subtitle: copy.hero.subtitle,
      bg: hero(copy.hero.bg),
      button: { text: cta.hero, link: cta.form },
    },
    ...(copy.overview ? { p2: { title: copy.overview.title, summary: copy.overview.summary } } : {}),
    p3: { title: copy.challenges.title, items: rows(copy.challenges.rows) },
    p4: { title: copy.architecture.title, summary: copy.architecture.summary, pic: pic(copy.architecture.pic, copy.lang) },
    p5: {
      title: copy.scenarios.title,
      summary: copy.scenarios.summary,
      items: rows(copy.scenarios.rows),
      button: { text: cta.solution, link: cta.form },
    },
    p6: { title: copy.values.title, items: rows(copy.values.rows) },
    p7: {
      title: copy.featured.title,
      summary: copy.featured.summary,
      points: copy.featured.points,
      logos: copy.featured.logos.map((n) => logo(n, copy.lang)),
      pic: pic(featuredPic, copy.lang),
      button: { text: cta.moreCases, link: copy.lang === 'en' ? cta.form : `/cases/${copy.featured.caseId}` },
    },
    p8: {
      title: copy.cases.title,
      cases: caseItems(copy.lang, copy.cases.ids),
      button: { text: cta.consult, link: cta.form },
    },
  };
  return {
    route: copy.route,
    ...metaFields(copy.meta),
    ext: { template: 'solution', pageConfig, ...(copy.practice ? { practice: copy.practice } : {}) },
  };
}

// ---------------------------------------------------------------------------------------------
// Configurable template (spec 'Configurable product, partner and marketing-automation page').

/** [title, summary, picture name]: one vertical tab. */
type Tab = readonly [title: string, summary: string, pic: string];

interface ConfigCopy {
  route: string;
  site?: SeedPage['site'];
  meta: Meta;
  hero: { title: string; titleParts?: string[]; highlight?: number; subtitle: string; bg: string; button: LinkButton; secondaryButton?: LinkButton };
  features: { title: string; rows: readonly Row[] };
  /** `diagram` says how to draw the showcase picture from the page's own words. */
  showcase: { title: string; summary: string; pic: string; diagram: ShowcaseDiagram };
  tabs: { title: string; items: readonly Tab[] };
  cases: { title: string; items: CaseItem[] };
  /** p6, the English partner page's news (its Chinese twin lists the partner articles). */
  news?: readonly News[];
}

type ShowcaseDiagram =
  | { kind: 'steps' | 'cycle' | 'layers'; items: string[]; center?: string }
  | { kind: 'hub'; center: string; items: string[] }
  | { kind: 'workbench' };

/** [date (Beijing time), title, summary, card art name, link]: one news item. */
type News = readonly [date: string, title: string, summary: string, art: string, link: string];

function configPage(copy: ConfigCopy): SeedPage {
  const lang: Lang = copy.route.startsWith('/en/') ? 'en' : 'zh';
  const d = copy.showcase.diagram;
  diagrams.set(
    copy.showcase.pic,
    d.kind === 'workbench'
      ? { kind: 'workbench', lang, items: copy.features.rows.map(([icon, title]) => ({ title, icon })) }
      : d.kind === 'hub'
        ? { kind: 'hub', lang, center: d.center, items: d.items.map((title) => ({ title })) }
        : { kind: d.kind, lang, items: d.items.map((title) => ({ title })), ...(d.center ? { center: d.center } : {}) },
  );
  copy.tabs.items.forEach(([title, , name], i) => {
    diagrams.set(name, { kind: 'screen', lang, title, menu: copy.tabs.items.map(([t]) => t), active: i });
  });
  const pageConfig: PageConfig = {
    p1: {
      title: copy.hero.title,
      ...(copy.hero.titleParts ? { titleParts: copy.hero.titleParts, highlight: copy.hero.highlight } : {}),
      subtitle: copy.hero.subtitle,
      bg: hero(copy.hero.bg),
      button: copy.hero.button,
      ...(copy.hero.secondaryButton ? { secondaryButton: copy.hero.secondaryButton } : {}),
    },
    p2: { title: copy.features.title, items: rows(copy.features.rows) },
    p3: { title: copy.showcase.title, summary: copy.showcase.summary, pic: pic(copy.showcase.pic, lang) },
    p4: {
      title: copy.tabs.title,
      items: copy.tabs.items.map(([title, summary, name]) => ({ title, summary, pic: pic(name, lang) })),
    },
    p5: { title: copy.cases.title, cases: copy.cases.items },
    ...(copy.news
      ? {
          p6: {
            items: copy.news.map(([date, title, summary, art, link]) => ({
              date: `${date.replace(' ', 'T')}+08:00`,
              title,
              summary,
              pic: `/media/art/card-${art}.svg${inLang(lang)}`,
              link,
            })),
          },
        }
      : {}),
  };
  return {
    route: copy.route,
    ...(copy.site ? { site: copy.site } : {}),
    ...metaFields(copy.meta),
    ext: { template: 'config', pageConfig },
  };
}

/** A fixed-design page: meta only. */
const fixedPage = (route: string, meta: Meta): SeedPage => ({ route, ...metaFields(meta), ext: {} });

// ---------------------------------------------------------------------------------------------
// Chinese industry solutions.

const zhIndustrySolutions: SeedPage[] = [
  solution({
    route: '/solution_automobile',
    lang: 'zh',
    meta: {
      title: '汽车行业数字化解决方案_供应商协同_PPAP_售后索赔 - 得帆云',
      description: '得帆汽车行业解决方案覆盖供应商协同、PPAP 质量管理、经销商管理与售后索赔，以低代码与集成平台帮助整车厂和零部件企业打通研产供销服。',
      keywords: '汽车行业解决方案,供应商协同,PPAP,APQP,售后索赔,经销商管理,汽车低代码',
      h1: '得帆汽车行业数字化解决方案',
    },
    hero: {
      parts: ['汽车行业', '研产供销服', '一体化协同'],
      highlight: 1,
      subtitle: '从供应商准入、PPAP 提交到售后索赔，用低代码与集成平台连接整车厂、零部件供应商与经销商网络',
      bg: 'automobile',
    },
    overview: {
      title: '方案概述',
      summary:
        '汽车产业链长、协同方多、质量要求严苛，新车型项目节奏又越来越快。得帆以 aPaaS 低代码平台承载供应商门户、APQP/PPAP、8D 与索赔等差异化应用，以 iPaaS 集成平台连接 SAP、MES、PLM、DMS、SRM 等核心系统，以主数据平台统一物料、供应商与经销商编码，让主机厂与零部件企业在频繁变化的项目中依然保持数据一致、响应敏捷。',
    },
    challenges: {
      title: '汽车企业面临的挑战',
      rows: [
        ['supplier', '供应商协同低效', '图纸、滚动预测与交货计划依赖邮件和 Excel 往返，版本混乱，缺料风险往往在上线前一周才暴露。'],
        ['ppap', 'PPAP 资料分散', '18 项 PPAP 文件线下收集、多级签批，SOP 节点前集中返工，项目延期风险高。'],
        ['quality', '质量问题闭环慢', '8D 报告靠人工催办，围堵、根因与永久措施缺少跟踪，同类问题在不同工厂重复发生。'],
        ['dealer', '经销商数据割裂', 'DMS 与厂端系统口径不一，库存、订单与线索数据难以及时汇总，渠道政策落地慢。'],
        ['claim', '售后索赔审核压力大', '索赔单量大、规则复杂，人工审核难以识别重复、超期与工时异常的索赔。'],
        ['integration', '系统烟囱林立', 'SAP、MES、PLM、SRM 之间点对点开发接口，任何变更都牵一发而动全身。'],
      ],
    },
    architecture: {
      title: '汽车行业整体解决方案架构',
      summary: '一个低代码平台承载业务应用，一条集成总线连接核心系统，一套主数据支撑全链路协同。',
      pic: 'automobile-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['portal', '供应商门户与协同', '滚动预测、采购订单、ASN 发货与对账在线协同，供应商一站登录处理全部待办。'],
        ['checklist', 'APQP / PPAP 项目管理', '按零件等级自动生成提交清单，节点到期前预警，文件版本与审批意见全程留痕。'],
        ['loop', '质量 8D 闭环', '客诉、来料不良与过程异常统一受理，责任分派、措施验证与经验库沉淀一体化。'],
        ['wrench', '售后索赔与旧件管理', '索赔受理、规则校验、旧件回运与供应商追偿在线闭环，结算数据自动回写 SAP。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['clock', 'PPAP 审批周期缩短 60%', '资料在线提交、并行会签，新零件量产准备更从容。'],
        ['team', '供应商协同效率提升 45%', '预测与订单变更实时触达供应商，交付异常提前发现。'],
        ['shield', '索赔审核人力节省 30%', '规则引擎自动拦截重复与异常索赔，审核员聚焦疑难单据。'],
        ['rocket', '新应用上线以周计', '业务部门提出的新需求，平均 2–3 周即可交付上线。'],
      ],
    },
    featured: {
      caseId: 2004,
      title: '远驰汽车零部件：一个集成平台连起 23 套系统',
      summary: '远驰为国内外整车厂配套座椅与内饰系统，9 个生产基地之间的系统对接长期依赖点对点接口。得帆以 iPaaS 集成平台统一连接 SAP、MES、WMS 与主机厂 EDI，并用主数据平台理顺物料编码。',
      points: [
        '新接口交付周期从 15 天缩短到 5 天',
        '主机厂要货计划同步到工厂从 4 小时缩短到 10 分钟以内',
        '因接口故障导致的停线等待时间下降 90%',
        '物料主数据重复率从 12% 降至 0.5% 以下',
      ],
      logos: [3, 12, 27, 41, 56],
      pic: 'case-yuanchi-integration',
    },
    cases: { title: '汽车行业客户案例', ids: [2004, 2015, 2019] },
    practice: [
      { link: '/cases/2015', a_title: '东铖汽车经销商门户案例', title: '800 家经销商门店的在线协同', desc: '整车订单、返利核算与新车型培训如何搬到统一的经销商门户。' },
      { link: '/cases/2004', a_title: '远驰汽车零部件集成平台案例', title: '零部件企业与主机厂的 EDI 对接', desc: '要货计划、发货通知与结算单据的标准化集成流。' },
      { link: '/product_ipaas', a_title: '得帆云 iPaaS 集成平台', title: 'SAP 与 MES、DMS 的集成实践', desc: '用标准化集成流替代点对点接口，车型切换时只改配置不改代码。' },
    ],
  }),

  solution({
    route: '/solution_medicine',
    lang: 'zh',
    meta: {
      title: '医药行业数字化解决方案_GSP合规_批号追溯 - 得帆云',
      description: '得帆医药行业解决方案围绕 GSP/GMP 合规、批号追溯、偏差与 CAPA、合规审计，构建可验证的低代码应用与集成体系，助力药企稳健数字化。',
      keywords: '医药行业解决方案,GSP,GMP,批号追溯,合规审计,CAPA,医药低代码',
      h1: '得帆医药行业数字化解决方案',
    },
    hero: {
      parts: ['医药企业', '合规可追溯', '的数字化底座'],
      highlight: 1,
      subtitle: '满足 GSP、GMP 与计算机化系统验证要求，让每一个批号、每一次变更、每一条审计轨迹都可查可证',
      bg: 'medicine',
    },
    challenges: {
      title: '医药企业的数字化难题',
      rows: [
        ['compliance', '合规要求持续升级', '新版 GSP 与药品追溯码要求陆续落地，纸质记录与分散台账难以应对飞行检查。'],
        ['batch', '批号追溯耗时', '原料、生产、仓储与流向数据分散在多个系统，一次召回演练需要数天拼接数据。'],
        ['deviation', '偏差与 CAPA 管理粗放', '偏差、变更、CAPA 线下审批，超期未关闭的问题难以及时发现和升级。'],
        ['validation', '系统验证成本高', '每次功能变更都要重新准备验证文档，IT 响应业务需求的速度跟不上。'],
      ],
    },
    architecture: {
      title: '医药合规数字化架构',
      summary: '以批号与主数据为主线，连接 ERP、WMS、LIMS 与 QMS，所有关键操作保留电子签名与审计轨迹。',
      pic: 'medicine-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['trace', '批号全链路追溯', '串联采购入库、生产投料、质检放行与流向数据，输入批号即可生成正反向追溯报告。'],
        ['gsp', 'GSP 质量管理', '首营企业与首营品种审核、资质效期预警、温湿度异常处理在线闭环。'],
        ['audit', '合规审计追踪', '电子签名与完整审计轨迹，符合数据可靠性 ALCOA+ 原则，迎检资料一键导出。'],
        ['expense', '学术推广费用合规', '会议申请、讲者管理、费用核销全程留痕，降低推广合规风险。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['search', '批号追溯从 2 天缩短到 10 分钟', '召回演练不再依赖人工拼表，结果可复核、可导出。'],
        ['approve', '首营审核周期缩短 50%', '资质文件在线上传、自动校验效期，质量部审核更高效。'],
        ['folder', '迎检准备时间减少 70%', '审计轨迹与记录集中存档，检查员要的资料随时可查。'],
      ],
    },
    featured: {
      caseId: 2016,
      title: '康衡医药：主数据加集成平台支撑合规流通',
      summary: '康衡医药覆盖华中六省，下游服务医院与药店 2.6 万家，经营品规超过 4 万个。得帆以 MDM 主数据平台统一商品、客户与供应商数据，并把首营审核与资质管控搬到线上。',
      points: [
        '首营资料审核从 5 天缩短到 1 天，新品上市提前约一周',
        '商品主数据重复率从 15% 降至 0.1%',
        '因资质问题产生的违规销售零发生',
        '集团统一调拨后库存周转天数下降 6 天',
      ],
      logos: [5, 18, 33, 47],
      pic: 'case-kangheng-gsp',
    },
    cases: { title: '医药行业客户案例', ids: [2016, 2002] },
    practice: [
      { link: '/cases/2016', a_title: '康衡医药主数据与合规流通案例', title: '首营资料审核线上化', desc: '资质证照自动校验效期，审核结论同步到销售开票环节。' },
      { link: '/cases/2002', a_title: '华岳生物医药实验室管理案例', title: '药企质检实验室的数据完整性', desc: '仪器数据自动采集、OOS 调查与 CAPA 联动，满足 GMP 要求。' },
    ],
  }),

  solution({
    route: '/solution_equipment',
    lang: 'zh',
    meta: {
      title: '装备制造行业数字化解决方案_按单设计_项目型制造 - 得帆云',
      description: '得帆装备制造解决方案面向非标订单与项目型制造，打通订单评审、工程变更、生产齐套与安装调试，缩短交付周期，支撑服务型制造转型。',
      keywords: '装备制造解决方案,项目型制造,工程变更,ECN,生产齐套,安装调试,离散制造',
      h1: '得帆装备制造行业数字化解决方案',
    },
    hero: {
      parts: ['让装备制造企业', '从按单设计到安装交付', '全程在线'],
      highlight: 1,
      subtitle: '面向非标设计、多品种小批量的离散制造场景，打通 PLM、ERP、MES 与服务系统，缩短订单交付周期',
      bg: 'equipment',
    },
    overview: {
      title: '方案概述',
      summary:
        '装备制造企业普遍面临非标订单多、BOM 变更频繁、交付周期长和现场服务难管理等问题。得帆以低代码平台快速搭建项目型制造所需的订单评审、工程变更、生产齐套与安装调试应用，以集成平台打通设计与制造数据，以主数据平台统一物料与 BOM 编码，帮助企业实现从商机到回款、从交付到服务的全流程透明。',
    },
    challenges: {
      title: '行业挑战',
      rows: [
        ['order', '非标订单评审慢', '技术、工艺、采购多部门会签，评审周期长，报价与交期承诺缺少依据。'],
        ['bom', 'BOM 变更频繁', '设计 BOM 到制造 BOM 的转换靠手工，工程变更无法及时传递到车间和采购。'],
        ['kitting', '齐套率低', '长周期物料跟踪不透明，总装开工后频繁缺件、停线等待。'],
        ['install', '安装调试难管控', '现场调试进度、问题清单与验收资料分散在工程师个人手中。'],
        ['material', '物料编码混乱', '一物多码、一码多物，影响采购、库存与项目成本核算。'],
      ],
    },
    architecture: {
      title: '项目型制造一体化架构',
      pic: 'equipment-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['review', '订单评审与项目立项', '按产品系列配置评审模板，多部门并行会签，评审结论自动生成项目计划。'],
        ['change', '工程变更 ECN 管理', '变更影响自动分析在制、在途与库存物料，处理意见直达车间与采购。'],
        ['box', '生产齐套与缺件预警', '按项目与工位计算齐套率，长周期物料提前预警，缺件清单每日推送。'],
        ['handshake', '安装调试与验收', '现场工程师移动端填报进度与问题，客户在线签署验收单。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['clock', '订单交付周期缩短 18%', '评审、设计与采购并行推进，项目节点透明可控。'],
        ['check', '齐套率提升到 95%', '缺件提前暴露，总装不再因物料停线。'],
        ['change', '工程变更处理提速 3 倍', '变更影响自动分析，变更单平均 1 天内闭环。'],
        ['coin', '项目成本归集准确', '物料、工时与外协费用按项目归集，毛利一目了然。'],
      ],
    },
    featured: {
      caseId: 2001,
      title: '瑞程精密机械集团：三个月上线 40 个业务应用',
      summary: '瑞程是一家精密传动部件制造商，旗下 6 家工厂。模具借还、工装点检、来料让步接收与工艺变更会签长期依靠 Excel 和邮件。得帆帮助瑞程建立统一的低代码开发底座，并用集成平台打通 SAP、MES 与企业微信。',
      points: [
        '三个月上线 40 个业务应用，其中 11 个由业务部门自主搭建',
        '需求平均交付周期从 45 天缩短到 9 天',
        '首年节省外包开发费用约 620 万元',
      ],
      logos: [2, 14, 29, 63, 77, 90],
      pic: 'case-ruicheng-lowcode',
    },
    cases: { title: '装备制造客户案例', ids: [2001, 2019, 2010] },
    practice: [
      { link: '/cases/2019', a_title: '衡岳重工质量管理案例', title: '重型装备的质量问题闭环', desc: '打通 MES、QMS 与售后数据，质量问题闭环周期从 21 天降到 6 天。' },
      { link: '/cases/2010', a_title: '中曜能源装备主数据治理案例', title: '物料编码治理', desc: '42 万条物料编码清洗为 18 万条，编码申请从 3 天缩短到 2 小时。' },
      { link: '/solution_aftersale', a_title: '得帆售后服务解决方案', title: '从卖设备到卖服务', desc: '设备档案、服务合同与工单打通，支撑服务型制造。' },
    ],
  }),

  solution({
    route: '/solution_finance',
    lang: 'zh',
    meta: {
      title: '金融行业数字化解决方案_信创_审批流程_监管报送 - 得帆云',
      description: '得帆金融行业解决方案帮助银行、租赁与消费金融机构在信创环境下快速构建审批、运营与监管报送应用，兼顾业务敏捷与合规安全。',
      keywords: '金融行业解决方案,金融信创,金融租赁,授信审批,监管报送,内控合规,金融低代码',
      h1: '得帆金融行业数字化解决方案',
    },
    hero: {
      parts: ['金融机构', '敏捷且合规', '的业务创新平台'],
      highlight: 1,
      subtitle: '在信创与强监管环境下，快速构建授信审批、运营作业与监管报送应用',
      bg: 'finance',
    },
    challenges: {
      title: '金融机构的现实挑战',
      rows: [
        ['xinchuang', '信创替代时间紧', '外围业务系统需在限期内迁移到国产芯片、操作系统与数据库，传统开发难以按期完成。'],
        ['process', '审批流程复杂多变', '授信、租赁项目、产品上架等流程多级审批，授权规则随监管与政策频繁调整。'],
        ['report', '监管报送压力大', '数据口径分散在核心、信贷与财务系统，报表加工依赖人工，时效与准确性难保障。'],
      ],
    },
    architecture: {
      title: '金融业务中台架构',
      summary: '全栈适配国产化软硬件，低代码应用与集成服务分区部署，满足等保三级要求。',
      pic: 'finance-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['approve', '授信与租赁项目审批', '尽调、评审会、放款审批全流程在线，授权矩阵可配置，审批意见自动生成纪要。'],
        ['desk', '运营作业中心', '柜面与中后台作业统一派单，作业时效与差错实时监控。'],
        ['report', '监管数据报送', '多源数据自动汇聚与校验，报送任务按期提醒，报送结果留档可查。'],
        ['shield', '内控与合规管理', '制度、风险事件与整改任务在线管理，检查发现问题闭环跟踪。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['rocket', '审批时效提升 40%', '并行会签与移动审批，项目从受理到放款更快。'],
        ['chip', '全栈信创适配', '已适配主流国产 CPU、操作系统、数据库与中间件。'],
        ['check', '报送差错率下降 80%', '校验规则前置，问题数据在报送前即被拦截。'],
        ['lock', '安全合规', '三员分立、国密算法与完整审计日志，满足等保三级。'],
        ['puzzle', '存量系统平滑衔接', '通过集成平台对接核心、信贷与财务系统，无需推倒重来。'],
      ],
    },
    featured: {
      caseId: 2018,
      title: '泓远证券：信创环境下三个月迁移 60 个办公应用',
      summary: '泓远证券拥有 150 余家营业部，正在全面推进信息技术应用创新改造。得帆以私有化部署的低代码平台和企业门户承接原有办公应用的迁移，并在同一平台上持续建设新应用。',
      points: [
        '三个月完成 60 个办公应用迁移，比原计划提前 15 个月',
        '迁移成本比重新定制开发降低 60%',
        '上线后系统可用率 99.95%，营业部业务零中断',
        '迁移完成半年内又新建 24 个业务应用',
      ],
      logos: [8, 21, 36, 58],
      pic: 'case-hongyuan-xinchuang',
    },
    cases: { title: '金融行业客户案例', ids: [2018, 2005] },
    practice: [
      { link: '/cases/2018', a_title: '泓远证券信创迁移案例', title: '办公应用的信创迁移方法', desc: '60 个应用的梳理、分批迁移与并行运行策略。' },
      { link: '/cases/2005', a_title: '沧澜金控统一门户案例', title: '金控集团的统一员工门户', desc: '35 个系统单点登录与待办聚合，跨子公司审批时长从 3.2 天缩短到 1.1 天。' },
    ],
  }),

  solution({
    route: '/solution_iiot',
    lang: 'zh',
    meta: {
      title: '工业互联网解决方案_设备联网_OEE_工业APP - 得帆云',
      description: '得帆工业互联网解决方案连接设备与业务系统，以低代码快速开发设备监控、OEE 分析、点检保养与能耗管理等工业 APP，助力智能制造落地。',
      keywords: '工业互联网解决方案,设备联网,OEE,工业APP,设备点检,能耗管理,智能制造',
      h1: '得帆工业互联网解决方案',
    },
    hero: {
      parts: ['工业互联网', '设备、数据与应用', '一体贯通'],
      highlight: 1,
      subtitle: '连接车间设备与企业系统，用低代码快速开发面向车间与运营的工业 APP',
      bg: 'iiot',
    },
    overview: {
      title: '方案概述',
      summary:
        '工业互联网的价值不在“连上设备”，而在于让设备数据进入生产、质量、设备与能源管理的日常业务。得帆以边缘采集对接 PLC、CNC 与传感器，以数据中台沉淀设备与工艺数据，再以低代码平台让工艺、设备与 IT 人员共同开发工业 APP，把数据变成车间每天使用的工具。',
    },
    challenges: {
      title: '工业企业的典型痛点',
      rows: [
        ['plug', '设备协议多样', '新老设备并存，Modbus、OPC UA、厂商私有协议混杂，联网成本高。'],
        ['island', '数据孤岛', 'MES、ERP、EAM 与设备数据各自存储，产量、停机与质量数据对不上。'],
        ['code', '工业 APP 开发慢', '车间需求零散多变，外包定制周期长，上线时需求已经变化。'],
        ['chart', '现场状态不可见', '设备运行、停机原因依赖纸质记录，管理层难以及时掌握产线状况。'],
        ['edge', '边云协同困难', '现场网络条件复杂，断网时数据丢失，云端分析结果难以回到现场。'],
        ['lock', '工控安全顾虑', '生产网与办公网隔离要求严格，数据上行必须可控可审计。'],
      ],
    },
    architecture: {
      title: '工业互联网平台架构',
      summary: '边缘层采集、平台层沉淀、应用层低代码开发，三层解耦、按需扩展。',
      pic: 'iiot-architecture',
    },
    scenarios: {
      title: '核心应用场景',
      rows: [
        ['monitor', '设备联网与监控', '设备状态、报警与关键参数实时采集，车间大屏与移动端同步查看。'],
        ['gauge', 'OEE 分析', '自动计算时间开动率、性能开动率与合格品率，停机原因按帕累托分析。'],
        ['wrench', '设备点检与保养', '扫码点检、按运行时长触发保养计划，备件消耗自动记账。'],
        ['energy', '能耗管理', '水、电、气分区计量，单位产品能耗对标，异常用能自动告警。'],
        ['spc', '质量数据采集与 SPC', '关键工序参数自动采集，控制图实时判异，超限自动触发质量处理。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['gauge', 'OEE 提升 8–15 个百分点', '停机原因透明，改善措施有数据支撑。'],
        ['clock', '非计划停机减少 27%', '按运行状态预测性保养，故障在发生前处理。'],
        ['rocket', '工业 APP 开发周期缩短 70%', '工艺与设备工程师也能参与搭建应用。'],
      ],
    },
    featured: {
      caseId: 2007,
      title: '启衡工业科技：汇聚 300 家工厂数据的行业级平台',
      summary: '启衡工业科技运营面向纺织印染行业的工业互联网平台，服务长三角 300 余家中小工厂、连接设备超过 2 万台。得帆以 iPaaS 集成平台和 DeHoop 数据中台构建平台底座。',
      points: [
        '新工厂接入周期从 3 周缩短到 4 天',
        '一年内入驻工厂从 80 家增长到 300 余家，日均处理数据超过 6 亿条',
        '跨厂能耗对标帮助入驻工厂吨布综合能耗平均降低 9%',
        '经授权的经营数据服务帮助工厂获得设备融资 2.3 亿元',
      ],
      logos: [9, 24, 38, 52, 71],
      pic: 'case-qiheng-iiot',
    },
    cases: { title: '工业互联网客户案例', ids: [2007, 2019, 2014] },
    practice: [
      { link: '/cases/2007', a_title: '启衡工业科技工业互联网案例', title: '中小工厂的低成本接入', desc: '标准化接入模板让新工厂 4 天完成设备与系统对接。' },
      { link: '/product_dehoop', a_title: '得帆云 DeHoop 数据中台', title: '设备数据资产化', desc: '设备、工艺与能耗数据的统一建模，支撑跨厂对标分析。' },
      { link: '/cases/2014', a_title: '岳擎工程机械售后服务案例', title: '物联网告警驱动服务', desc: '设备告警自动生成服务工单，客户设备开机率提升到 97%。' },
    ],
  }),

  solution({
    route: '/solution_elevator',
    lang: 'zh',
    meta: {
      title: '电梯行业数字化解决方案_安装管理_维保工单_困人救援 - 得帆云',
      description: '得帆电梯行业解决方案覆盖销售安装、维保工单、电子保养记录与困人救援调度，帮助电梯企业管好每一台在保电梯的全生命周期。',
      keywords: '电梯行业解决方案,电梯维保,电梯安装,困人救援,电子保养记录,电梯物联网',
      h1: '得帆电梯行业数字化解决方案',
    },
    hero: {
      parts: ['电梯企业', '从安装到维保', '全生命周期数字化'],
      highlight: 1,
      subtitle: '以一梯一档为核心，连接销售、安装、维保与救援，让每一台电梯的状态都清清楚楚',
      bg: 'elevator',
    },
    challenges: {
      title: '电梯企业的管理难点',
      rows: [
        ['map', '现场分散难管控', '安装与维保人员分布在数百个项目现场，进度、质量与工时难以实时掌握。'],
        ['shield', '安全责任重大', '保养需按半月、季度、半年、年度项目规范执行并留存记录，困人救援时效直接关系乘客安全。'],
      ],
    },
    architecture: {
      title: '电梯全生命周期管理架构',
      summary: '一梯一档贯穿合同、安装、验收、维保与改造，物联网数据实时接入。',
      pic: 'elevator-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['install', '安装项目管理', '从土建勘测、到货、安装到政府检验，节点照片与自检记录在线上传。'],
        ['order', '维保工单与电子保养记录', '按保养周期自动派单，扫码签到、逐项打勾，客户电子签字确认。'],
        ['alarm', '困人救援调度', '物联网告警与 96333 转接统一受理，就近派单并全程跟踪到场时间。'],
        ['contract', '备件与合同续签', '备件领用与维修报价在线审批，维保合同到期前自动提醒续签。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['clock', '困人救援响应缩短至 25 分钟', '就近派单与路径导航，响应更快。'],
        ['check', '保养记录 100% 电子化', '记录真实可查，迎接监管检查更从容。'],
        ['team', '人均维保台量提升 20%', '路线与工单智能编排，减少无效奔波。'],
        ['renew', '维保合同续签率提升 15%', '服务质量可视化，续签谈判有据可依。'],
      ],
    },
    featured: {
      caseId: 2003,
      title: '沪东电梯：2.6 万台在保电梯的维保全线上',
      summary: '沪东电梯集制造、安装与维保于一体，拥有 40 余个服务站、1500 名一线维保人员。得帆以低代码平台和集成平台重建维保服务体系，连接电梯物联网与企业微信。',
      points: [
        '困人故障平均响应时间从 48 分钟缩短到 25 分钟',
        '维保计划完成率由 91% 提升到 99%',
        '维保合同续约率提高 8 个百分点',
      ],
      logos: [4, 19, 44],
      pic: 'case-hudong-maintenance',
    },
    cases: { title: '电梯行业客户案例', ids: [2003, 2017] },
    practice: [
      { link: '/cases/2017', a_title: '宁川电梯安装项目管理案例', title: '外部安装队伍的在线协同', desc: '排产、发货、安装与验收打通，单台电梯交付周期缩短 12 天。' },
      { link: '/solution_aftersale', a_title: '得帆售后服务解决方案', title: '通用的现场服务管理能力', desc: '派单、备件、结算与回访，同样适用于扶梯与停车设备。' },
    ],
  }),

  solution({
    route: '/solution_property',
    lang: 'zh',
    meta: {
      title: '房地产行业数字化解决方案_主项计划_动态成本_招采 - 得帆云',
      description: '得帆房地产解决方案打通投拓、计划、成本、招采与交付，帮助房企管控多项目运营、掌握动态成本、提升交付与客户服务质量。',
      keywords: '房地产解决方案,地产运营管控,主项计划,动态成本,招采管理,交付管理,房修',
      h1: '得帆房地产行业数字化解决方案',
    },
    hero: {
      parts: ['房地产企业', '投、融、建、营', '一体化管控'],
      highlight: 1,
      subtitle: '以项目为主线贯通计划、成本、招采与交付，让每一个项目的进度与利润都看得见',
      bg: 'property',
    },
    overview: {
      title: '方案概述',
      summary:
        '行业进入精细化运营阶段，房企比以往更需要看清每个项目的现金流与利润。得帆以低代码平台构建主项计划、动态成本、招采合同与交付服务应用，以集成平台连接地产 ERP、财务与 OA 等存量系统，以数据中台沉淀项目经营数据，帮助集团、区域与项目三级高效协同。',
    },
    challenges: {
      title: '房企面临的挑战',
      rows: [
        ['layers', '项目多、管控链条长', '集团、区域、项目三级管控，计划层层分解，节点延误难以及时预警。'],
        ['coin', '动态成本难掌握', '合同、变更与签证分散录入，目标成本与动态成本的偏差往往月底才发现。'],
        ['contract', '供方与合同管理粗放', '供方考察、入库与履约评价脱节，优质供方难以沉淀。'],
        ['home', '交付与客户服务压力大', '集中交付期问题集中爆发，房修工单流转慢，业主满意度受影响。'],
      ],
    },
    architecture: {
      title: '地产运营管控架构',
      pic: 'property-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['calendar', '主项计划与节点考核', '集团里程碑到项目专项计划逐级分解，关键节点红黄绿灯预警并自动考核。'],
        ['coin', '动态成本管控', '合同、变更、签证实时汇入动态成本，超目标成本自动触发审批。'],
        ['handshake', '招采与供方管理', '招标立项、定标与供方履约评价在线闭环，供方库集团共享。'],
        ['key', '交付与房修服务', '工程查验、交付预约与房修工单一体化，业主扫码报修、进度可查。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['calendar', '关键节点达成率提升 22%', '延误提前预警，项目团队有时间纠偏。'],
        ['coin', '成本月结提前 5 天', '动态成本实时汇总，财务与成本口径一致。'],
        ['handshake', '定标周期缩短 30%', '招采流程线上并行，供方信息一次维护多处复用。'],
        ['smile', '交付满意度提升 12 分', '房修工单按时关闭率提升到 96%。'],
        ['chart', '经营数据一屏掌握', '货值、回款、利润按项目实时呈现。'],
        ['link', '存量系统平滑集成', '与地产 ERP、财务与 OA 系统对接，保护已有投资。'],
      ],
    },
    featured: {
      caseId: 2006,
      title: '筑禾置地：120 个在建项目一屏掌握',
      summary: '筑禾置地深耕长三角与成渝地区，在建项目 120 余个。得帆以低代码平台和 DeHoop 数据中台建设工程项目管理平台，统一进度、质量、安全与成本管控。',
      points: [
        '项目关键节点按期完成率由 78% 提升到 93%',
        '质量安全问题整改闭环率达到 98%',
        '动态成本更新频率从月度变为每日',
        '签证变更审批时长缩短 60%',
        '相比传统定制开发，建设成本节省约 45%',
      ],
      logos: [6, 31, 49, 68, 85],
      pic: 'case-zhuhe-project',
    },
    cases: { title: '房地产行业客户案例', ids: [2006, 2020] },
    practice: [
      { link: '/cases/2020', a_title: '锦峦置业营销费用管控案例', title: '营销费用与合同一体化', desc: '预算、合同、结算与财务打通，费用核销周期从 30 天缩短到 9 天。' },
      { link: '/cases/2006', a_title: '筑禾置地工程项目管理案例', title: '动态成本的每日更新', desc: '合同、变更与签证如何实时进入动态成本并触发超额审批。' },
      { link: '/solution_project', a_title: '得帆项目管理解决方案', title: '多项目计划的分级管控', desc: '里程碑、一级与专项计划的分解方法与考核规则。' },
      { link: '/solution_smartpark', a_title: '得帆智慧园区解决方案', title: '从开发到持有运营', desc: '持有型物业的招商、物业服务与能耗如何一体化管理。' },
    ],
  }),
];

// ---------------------------------------------------------------------------------------------
// Chinese scenario solutions.

const zhSceneSolutions: SeedPage[] = [
  solution({
    route: '/solution_hr',
    lang: 'zh',
    meta: {
      title: '人力资源数字化解决方案_HR共享服务_员工全生命周期 - 得帆云',
      description: '得帆人力资源解决方案以低代码构建集团 HR 共享服务平台，覆盖入转调离、员工服务台、招聘入职与人才盘点，提升员工体验与 HR 效率。',
      keywords: '人力资源解决方案,HR共享服务,员工全生命周期,入转调离,招聘管理,人才盘点',
      h1: '得帆人力资源数字化解决方案',
    },
    hero: {
      parts: ['构建集团化', '人力资源共享服务', '平台'],
      highlight: 1,
      subtitle: '入转调离一站办理，员工服务随时响应，让 HR 从事务中解放出来，专注人才发展',
      bg: 'hr',
    },
    challenges: {
      title: 'HR 管理的常见难题',
      rows: [
        ['flow', '入转调离流程多', '各子公司流程与表单不一，人事事务依赖纸质单据与线下盖章，办理周期长。'],
        ['chat', '员工服务体验差', '社保、证明、假期等咨询反复占用 HR 时间，员工找不到统一的服务入口。'],
        ['sync', '多系统数据不一致', '人事、考勤、薪酬与 OA 各有一份员工档案，组织调整后数据迟迟对不齐。'],
      ],
    },
    architecture: {
      title: 'HR 共享服务平台架构',
      summary: '前台员工自助、中台共享服务中心、后台专家中心，与核心人事和薪酬系统实时同步。',
      pic: 'hr-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['people', '员工全生命周期流程', '入职、转正、调岗、离职等 40 余个标准流程，按子公司差异化配置。'],
        ['service', 'HR 服务台与知识库', '员工在企业微信中自助查询与提单，常见问题由知识库自动应答。'],
        ['resume', '招聘与入职', '需求审批、面试安排、Offer 发放到入职材料收集一站完成。'],
        ['talent', '绩效与人才盘点', '绩效目标在线制定与评估，九宫格盘点结果沉淀为人才档案。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['rocket', 'HR 事务处理效率提升 50%', '标准化流程与电子签章替代纸质单据。'],
        ['smile', '员工满意度提升 25%', '统一服务入口，咨询问题平均 4 小时内响应。'],
        ['sync', '员工主数据一处维护', '组织与人员变化自动同步到各业务系统。'],
        ['chart', '人力数据实时可视', '编制、人效与流失率按组织实时呈现。'],
      ],
    },
    featured: {
      caseId: 2008,
      title: '万澜零售：3 万门店员工入职当天办结',
      summary: '万澜零售经营约 1100 家门店，员工 3 万余人，一线员工流动率高。得帆以低代码平台与企业微信打造员工全生命周期服务应用，入转调离全部线上办理。',
      points: [
        '入职手续从 3 天缩短到当天办结',
        'HR 事务性工作量下降 55%',
        '健康证等证照过期问题零发生',
      ],
      logos: [10, 26, 53],
      pic: 'case-wanlan-hr',
    },
    cases: { title: '人力资源客户案例', ids: [2008, 2005] },
    practice: [
      { link: '/cases/2008', a_title: '万澜零售员工服务案例', title: '高流动率门店的入职提效', desc: '电子签约、证照采集与排班衔接，新员工到岗即可上班。' },
      { link: '/product_portal', a_title: '得帆云 Portal 企业门户', title: '员工服务统一入口', desc: '把 HR 服务台、待办与知识库放进同一个员工门户。' },
    ],
  }),

  solution({
    route: '/solution_procurement',
    lang: 'zh',
    meta: {
      title: '采购管理数字化解决方案_寻源招标_供应商管理_SRM - 得帆云',
      description: '得帆采购管理解决方案覆盖采购需求、寻源招投标、供应商全生命周期、合同订单协同与对账结算，打造阳光高效的采购体系。',
      keywords: '采购管理解决方案,SRM,寻源招标,供应商管理,采购协同,对账结算,阳光采购',
      h1: '得帆采购管理数字化解决方案',
    },
    hero: {
      parts: ['阳光采购', '从寻源到付款', '全流程在线'],
      highlight: 1,
      subtitle: '让每一次寻源公开透明、每一家供应商有据可评、每一张发票准确可对',
      bg: 'procurement',
    },
    overview: {
      title: '方案概述',
      summary:
        '采购是企业降本增效与风险管控的关键环节。得帆采购解决方案以低代码平台构建 SRM 应用，覆盖需求计划、寻源招标、供应商准入与绩效、合同订单协同和对账开票，通过集成平台与 ERP、财务系统实时同步，既满足集团统一管控，又支持各事业部的差异化采购模式。',
    },
    challenges: {
      title: '采购管理的痛点',
      rows: [
        ['eye', '寻源过程不透明', '询比价靠邮件与电话，过程记录不完整，审计时难以还原决策依据。'],
        ['supplier', '供应商管理粗放', '准入审核、资质效期与绩效评价分散在表格中，淘汰与培育缺少依据。'],
        ['contract', '合同与订单脱节', '合同条款、价格协议与订单执行不联动，超合同采购难以及时发现。'],
        ['invoice', '对账结算繁琐', '供应商对账与发票核对依赖人工，月底集中对账，付款周期长。'],
        ['chart', '采购数据难分析', '品类、供应商与价格数据分散，无法持续评估降本成果。'],
      ],
    },
    architecture: {
      title: '采购数字化平台架构',
      pic: 'procurement-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['plan', '采购需求与计划', '需求在线提报、自动汇总，按品类生成采购计划与寻源任务。'],
        ['bid', '寻源与招投标', '询价、竞价、招标多种寻源方式，供应商在线报价，开标过程全程留痕。'],
        ['supplier', '供应商全生命周期', '注册、准入、考察、绩效评价到淘汰退出，资质到期自动提醒。'],
        ['order', '合同与订单协同', '价格协议自动带入订单，供应商在线确认交期并发货。'],
        ['invoice', '对账与发票协同', '收货、入库与发票三单自动匹配，差异在线协商处理。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['coin', '年度采购降本 5%–8%', '充分竞争的寻源与价格协议执行监控。'],
        ['clock', '寻源周期缩短 40%', '供应商在线报价，比价结果自动生成。'],
        ['check', '对账效率提升 60%', '三单匹配自动完成，付款周期明显缩短。'],
      ],
    },
    featured: {
      caseId: 2009,
      title: '朔方新材料：寻源周期缩短一半',
      summary: '朔方新材料年采购额约 85 亿元，合作供应商 4000 余家。得帆以企业门户、低代码平台和 MDM 主数据平台建设供应商协同门户，寻源、合同与对账全部在线完成。',
      points: [
        '寻源周期从 24 天缩短到 12 天，线上寻源覆盖率 92%',
        '充分竞价，年节约采购成本约 1.6 亿元',
        '供应商主数据重复率降到 0.3%，付款差错减少 95%',
        '供应商满意度从 72 分提升到 89 分',
      ],
      logos: [11, 23, 46, 72],
      pic: 'case-shuofang-sourcing',
    },
    cases: { title: '采购管理客户案例', ids: [2009, 2010, 2004] },
    practice: [
      { link: '/cases/2009', a_title: '朔方新材料供应商协同案例', title: '竞价与招标的规则配置', desc: '不同品类采用不同寻源方式，规则如何在平台上配置。' },
      { link: '/cases/2010', a_title: '中曜能源装备主数据治理案例', title: '物料主数据是集中采购的前提', desc: '编码统一后，集团采购集中度提升 23 个百分点。' },
      { link: '/cases/2004', a_title: '远驰汽车零部件集成平台案例', title: '采购与 SAP 的集成', desc: '订单、收货与对账数据在 SRM 与 ERP 之间实时同步。' },
    ],
  }),

  solution({
    route: '/solution_lab',
    lang: 'zh',
    meta: {
      title: '实验室数字化解决方案_LIMS_样品管理_检测报告 - 得帆云',
      description: '得帆实验室解决方案覆盖样品登记流转、仪器数据采集、检测报告与 CMA/CNAS 资质管理，帮助检测机构与企业实验室提升效率与合规水平。',
      keywords: '实验室解决方案,LIMS,实验室信息管理,样品管理,检测报告,CNAS,CMA',
      h1: '得帆实验室数字化解决方案',
    },
    hero: {
      parts: ['实验室', '从样品到报告', '全流程数字化'],
      highlight: 1,
      subtitle: '样品条码化、数据自动采集、报告自动生成，满足 CMA/CNAS 体系对过程记录的要求',
      bg: 'lab',
    },
    challenges: {
      title: '实验室管理的挑战',
      rows: [
        ['sample', '样品流转靠纸质', '样品登记、分样、留样依赖纸质流转单，样品位置与状态难以追踪。'],
        ['instrument', '仪器数据手工录入', '检测结果从仪器抄写到原始记录再录入系统，易出错且难以复核。'],
        ['certificate', '资质与体系合规', 'CMA/CNAS 要求人员、设备、方法与环境记录完整，内审外审准备工作量大。'],
        ['reagent', '人员与试剂管理', '人员授权、标准物质与试剂效期分散管理，过期使用风险难以杜绝。'],
      ],
    },
    architecture: {
      title: '实验室数字化架构',
      summary: '以样品为主线贯穿委托、检测、审核与报告，仪器与 ERP、MES 数据双向联通。',
      pic: 'lab-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['barcode', '样品登记与流转', '委托单在线提交，样品条码贯穿分样、检测、留样与销毁全过程。'],
        ['instrument', '仪器数据采集', '通过集成网关采集天平、色谱与光谱仪数据，原始记录自动生成。'],
        ['report', '报告编制与审批', '按检测方法模板自动生成报告，三级审核后加盖电子签章发布。'],
        ['certificate', '资源与体系管理', '人员授权、设备检定、标准物质与试剂效期统一管理并自动提醒。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['clock', '报告出具时间缩短 30%', '数据自动采集、报告自动生成，减少等待与返工。'],
        ['check', '数据差错率下降 90%', '仪器数据直连，杜绝手工抄录错误，审核有据可查。'],
      ],
    },
    featured: {
      caseId: 2002,
      title: '华岳生物医药：检测报告出具提速 60%',
      summary: '华岳生物医药拥有 3 个 GMP 生产基地和 2 个研发中心。得帆帮助华岳用低代码平台搭建覆盖样品、仪器、试剂与检测报告的实验室管理应用，满足数据完整性要求。',
      points: [
        '检测报告出具周期由 5 天缩短到 2 天',
        '仪器数据自动采集率达到 85%',
        '迎检准备时间从两周缩短到 3 天',
      ],
      logos: [13, 35, 61, 88],
      pic: 'case-huayue-lab',
    },
    cases: { title: '实验室客户案例', ids: [2002, 2016] },
    practice: [
      { link: '/cases/2002', a_title: '华岳生物医药实验室管理案例', title: '仪器数据直连的落地方法', desc: '不同接口仪器的采集方式与原始记录模板设计。' },
      { link: '/solution_medicine', a_title: '得帆医药行业解决方案', title: '质检与放行联动', desc: '检验结果与批放行流程联动，满足 GMP 数据可靠性要求。' },
    ],
  }),

  solution({
    route: '/solution_project',
    lang: 'zh',
    meta: {
      title: '项目管理数字化解决方案_多项目管控_进度成本质量 - 得帆云',
      description: '得帆项目管理解决方案支撑多项目的计划、进度、成本、质量与安全一体化管控，适用于工程建设、装备交付与 IT 实施等项目型业务。',
      keywords: '项目管理解决方案,多项目管理,项目进度管理,项目成本,工程项目管理,PMO',
      h1: '得帆项目管理数字化解决方案',
    },
    hero: {
      parts: ['多项目', '计划、成本、质量', '一体化管控'],
      highlight: 1,
      subtitle: '从立项到结项，让 PMO 看全局、项目经理管细节、一线人员少填报',
      bg: 'project',
    },
    overview: {
      title: '方案概述',
      summary:
        '项目型企业的利润取决于每一个项目的执行质量。得帆项目管理解决方案以 WBS 为骨架，把计划、资源、成本、质量与安全管理放在同一个平台，通过与 ERP、财务和 OA 集成实现业财一体；PMO 可按组织、区域与项目类型查看项目健康度，项目团队则在移动端完成日常填报。',
    },
    challenges: {
      title: '项目管理的常见问题',
      rows: [
        ['calendar', '计划与执行两张皮', '计划在桌面排程软件或 Excel 中编制，执行进度靠周报汇总，偏差发现滞后。'],
        ['coin', '成本超支发现晚', '合同、采购与费用数据在财务系统中，项目经理无法实时看到成本执行。'],
        ['team', '资源冲突频繁', '关键人员与设备在多个项目间争用，缺少统一的资源视图。'],
        ['report', '周报月报负担重', '项目经理每周花大量时间汇总数据编写报告，信息到达管理层已经过时。'],
        ['shield', '质量安全隐患难闭环', '检查发现的问题靠微信群通知，整改结果缺少验证与统计。'],
        ['archive', '项目经验难沉淀', '结项资料散落在个人电脑里，同类项目重复踩坑。'],
      ],
    },
    architecture: {
      title: '项目全过程管理架构',
      pic: 'project-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['flag', '立项与计划管理', '立项审批后按模板生成 WBS 与里程碑，计划变更留痕审批。'],
        ['progress', '进度与资源管理', '任务进度移动端填报，资源负荷按人按周可视，冲突自动提示。'],
        ['coin', '成本与合同管理', '预算、合同、付款与费用实时归集，成本偏差超阈值预警。'],
        ['shield', '质量与安全检查', '检查问题拍照上报、限期整改、复查关闭，问题数据按类型统计。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['report', '周报编制工作量减少 70%', '报告由填报数据自动生成，项目经理回归管理。'],
        ['calendar', '按期交付率提升 20%', '计划偏差提前预警，纠偏有时间、有依据。'],
        ['coin', '成本偏差可控', '合同与费用实时归集，超支在发生前被拦截。'],
        ['archive', '项目知识可复用', '项目模板与经验库持续沉淀，新项目启动更快。'],
      ],
    },
    featured: {
      caseId: 2012,
      title: '华筑设计院：利润看清到每个专业',
      summary: '华筑工程设计研究院年承接项目 2000 余个。得帆帮助其用低代码平台搭建项目全生命周期管理应用，并结合数据中台实时核算工时与成本。',
      points: [
        '项目毛利核算从月度变为每日更新',
        '超预算项目平均提前 40 天被识别',
        '亏损项目比例由 30% 降至 12%',
        '年度产值核算时间从 6 周缩短到 1 周',
      ],
      logos: [15, 28, 42, 66, 99],
      pic: 'case-huazhu-project',
    },
    cases: { title: '项目管理客户案例', ids: [2012, 2006, 2017] },
    practice: [
      { link: '/cases/2006', a_title: '筑禾置地工程项目管理案例', title: '工程项目的质量安全闭环', desc: '检查、整改与复查如何在移动端高效完成。' },
      { link: '/cases/2017', a_title: '宁川电梯安装项目管理案例', title: '安装项目的计划与回款', desc: '排产、发货、安装与验收节点串成一张项目计划。' },
      { link: '/product_apaas', a_title: '得帆云 aPaaS 低代码平台', title: '用低代码搭建 PMO 应用', desc: '项目模板、表单与报表的配置方法。' },
    ],
  }),

  solution({
    route: '/solution_smartpark',
    lang: 'zh',
    meta: {
      title: '智慧园区解决方案_园区运营_能耗管理_物业服务 - 得帆云',
      description: '得帆智慧园区解决方案整合访客通行、能耗监测、物业工单、招商租赁与企业服务，构建园区运营一张图，提升运营效率与入驻企业体验。',
      keywords: '智慧园区解决方案,园区运营,园区能耗管理,物业工单,招商租赁,访客管理',
      h1: '得帆智慧园区解决方案',
    },
    hero: {
      parts: ['智慧园区', '运营一张图'],
      highlight: 1,
      subtitle: '连接园区的人、车、楼、设备与服务，让运营者看得清、管得住、服务好',
      bg: 'smartpark',
    },
    challenges: {
      title: '园区运营的挑战',
      rows: [
        ['building', '子系统各自为政', '门禁、停车、能耗、消防系统由不同厂商建设，数据无法汇聚。'],
        ['energy', '能耗成本居高不下', '公区照明、空调与电梯用能缺少分项计量，节能措施无从下手。'],
        ['service', '企业服务响应慢', '报修、访客、会议室预订等需求通过电话与前台处理，效率低、难追踪。'],
      ],
    },
    architecture: {
      title: '智慧园区平台架构',
      summary: '物联网接入层统一对接各子系统，运营中台承载业务应用，驾驶舱呈现园区运行态势。',
      pic: 'smartpark-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['visitor', '访客与通行管理', '访客在线预约、二维码通行，车辆识别与停车缴费自动联动。'],
        ['energy', '能耗监测与节能', '水电气分项计量，按楼宇与租户统计，异常用能实时告警。'],
        ['wrench', '物业工单', '扫码报修、智能派单、维修评价，巡检计划按设备自动生成。'],
        ['key', '招商与租赁管理', '房源状态、客户跟进、合同与租金账单一体化管理。'],
        ['service', '企业服务门户', '入驻企业在线办理会议室预订、政策申报与活动报名。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['energy', '综合能耗下降 12%', '分项计量定位用能大户，策略化控制公区设备。'],
        ['clock', '报修响应提速 50%', '工单自动派发，平均 15 分钟响应。'],
        ['coin', '租金回款及时率 98%', '账单自动生成与催缴提醒。'],
        ['eye', '园区态势一屏掌握', '安防、能耗、工单与出租率集中呈现。'],
        ['smile', '企业满意度持续提升', '服务入口统一，办事不再跑前台。'],
      ],
    },
    featured: {
      caseId: 2013,
      title: '星湾科创园：服务 600 家入驻企业的智慧园区',
      summary: '星湾科创园以集成电路和生物科技为主导产业，入驻企业 600 余家、从业人员 4 万人。得帆以低代码平台、企业门户与企业微信整合园区 26 项服务。',
      points: [
        '访客平均通行时间从 10 分钟缩短到 30 秒',
        '物业工单平均处理时长缩短 45%',
        '企业服务满意度由 81% 提升到 96%',
      ],
      logos: [16, 39, 57, 80],
      pic: 'case-xingwan-park',
    },
    cases: { title: '智慧园区客户案例', ids: [2013, 2005] },
    practice: [
      { link: '/cases/2013', a_title: '星湾科创园智慧园区案例', title: '企业微信上的园区服务', desc: '访客、报修与政策申报如何在企业微信中一站办理。' },
      { link: '/solution_iiot', a_title: '得帆工业互联网解决方案', title: '物联网数据的业务化', desc: '设备告警如何自动转化为工单并闭环处理。' },
    ],
  }),

  solution({
    route: '/solution_aftersale',
    lang: 'zh',
    meta: {
      title: '售后服务数字化解决方案_现场服务_工单派单_备件管理 - 得帆云',
      description: '得帆售后服务解决方案覆盖报修受理、智能派单、现场服务、备件管理与服务结算，帮助制造企业提升首次修复率与客户满意度。',
      keywords: '售后服务解决方案,现场服务管理,FSM,服务工单,备件管理,服务型制造',
      h1: '得帆售后服务数字化解决方案',
    },
    hero: {
      parts: ['售后服务', '从报修到回访', '全程闭环'],
      highlight: 1,
      subtitle: '让客户报修有回应、工程师到场有准备、服务收入有增长',
      bg: 'aftersale',
    },
    overview: {
      title: '方案概述',
      summary:
        '对设备制造企业而言，售后服务既是客户满意度的关键，也是新的利润来源。得帆售后服务解决方案以设备档案为中心，连接报修受理、派单调度、现场服务、备件物流与服务结算，并通过集成平台与 CRM、ERP 和设备物联网打通，支持保内维修、有偿服务与服务合同多种业务模式。',
    },
    challenges: {
      title: '售后服务的难点',
      rows: [
        ['phone', '响应慢、过程不透明', '报修依赖电话与微信，工单状态客户看不到，管理者也说不清。'],
        ['box', '备件不到位', '工程师到场后才发现缺件，二次上门多，首次修复率低。'],
      ],
    },
    architecture: {
      title: '售后服务平台架构',
      pic: 'aftersale-architecture',
    },
    scenarios: {
      title: '核心业务场景',
      rows: [
        ['headset', '多渠道报修受理', '电话、小程序、企业微信与设备告警统一生成工单。'],
        ['dispatch', '智能派单与调度', '按技能、区域与负荷自动派单，紧急工单优先调度。'],
        ['mobile', '移动现场服务', '工程师移动端签到、查看设备档案与维修知识，完工客户电子签字。'],
        ['box', '备件管理', '中心库、网点库与工程师随车库三级管理，旧件返回全程跟踪。'],
        ['coin', '服务结算与回访', '保内外自动判定，服务费用结算与满意度回访自动触发。'],
      ],
    },
    values: {
      title: '客户价值',
      rows: [
        ['check', '首次修复率提升到 91%', '派单前匹配备件与知识，工程师到场即可解决。'],
        ['clock', '平均响应时间缩短 45%', '工单自动派发，客户实时查看进度。'],
        ['coin', '服务收入年增 30%', '服务合同与有偿服务规范化，续约有据可依。'],
      ],
    },
    featured: {
      caseId: 2014,
      title: '岳擎工程机械：客户设备开机率提升到 97%',
      summary: '岳擎的挖掘机、装载机和起重机国内保有约 8 万台，服务网点 260 个。得帆用低代码平台与集成平台打通物联网、备件仓储与代理商系统。',
      points: [
        '工程师平均到场时间从 9 小时缩短到 4.5 小时',
        '服务工单平均完工时间缩短 38%',
        '备件首次满足率从 72% 提升到 90%',
        '三包索赔结算周期从 45 天缩短到 12 天',
      ],
      logos: [17, 34, 55, 74, 96, 108],
      pic: 'case-yueqing-service',
    },
    cases: { title: '售后服务客户案例', ids: [2014, 2003, 2019] },
    practice: [
      { link: '/cases/2014', a_title: '岳擎工程机械售后服务案例', title: '设备告警驱动的主动服务', desc: '物联网告警如何自动转工单，并提前备好备件。' },
      { link: '/cases/2003', a_title: '沪东电梯维保案例', title: '周期性维保的工单编排', desc: '按保养周期自动生成工单与路线。' },
      { link: '/cases/2019', a_title: '衡岳重工质量管理案例', title: '售后数据反哺质量改进', desc: '售后故障数据回流 QMS，重复发生问题下降 52%。' },
    ],
  }),
];

// ---------------------------------------------------------------------------------------------
// English industry solutions.

const enSolutions: SeedPage[] = [
  solution({
    route: '/en/solution_automobile',
    lang: 'en',
    meta: {
      title: 'Automotive Digital Solution: Supplier Collaboration, PPAP, Warranty | Defan',
      description: 'Connect OEMs, suppliers and dealers: supplier portal, PPAP, 8D quality and warranty claims on low-code and iPaaS.',
      keywords: 'automotive solution,supplier collaboration,PPAP,APQP,warranty claims,dealer management,low-code',
      h1: 'Defan Automotive Digital Solution',
    },
    hero: {
      parts: ['Automotive', 'design-to-service', 'collaboration on one platform'],
      highlight: 1,
      subtitle: 'From supplier onboarding and PPAP to warranty claims, connect OEMs, tier suppliers and dealer networks with low-code and integration',
      bg: 'automobile',
    },
    overview: {
      title: 'Overview',
      summary:
        'Automotive value chains are long, involve many parties and leave no room for quality slips, while vehicle programmes keep getting shorter. Defan aPaaS hosts the differentiating apps (supplier portal, APQP/PPAP, 8D and warranty), Defan iPaaS connects SAP, MES, PLM, DMS and SRM, and Defan MDM keeps material, supplier and dealer codes consistent across the chain.',
    },
    challenges: {
      title: 'Challenges automotive companies face',
      rows: [
        ['supplier', 'Slow supplier collaboration', 'Drawings, rolling forecasts and delivery schedules bounce around in e-mail and spreadsheets; shortages surface too late.'],
        ['ppap', 'Scattered PPAP files', 'The 18 PPAP elements are collected offline and signed in many rounds, causing rework right before SOP.'],
        ['quality', 'Slow quality closure', '8D reports are chased by hand; the same defect reappears in another plant.'],
        ['dealer', 'Fragmented dealer data', 'DMS and factory systems disagree on stock, orders and leads, so channel policies land late.'],
        ['claim', 'Heavy warranty review load', 'High claim volumes and complex rules make duplicate or inflated claims hard to catch manually.'],
        ['integration', 'Siloed systems', 'Point-to-point interfaces between SAP, MES, PLM and SRM make every change expensive.'],
      ],
    },
    architecture: {
      title: 'Solution architecture',
      summary: 'One low-code platform for business apps, one integration bus for core systems, one set of master data for the whole chain.',
      pic: 'automobile-architecture-en',
    },
    scenarios: {
      title: 'Key scenarios',
      rows: [
        ['portal', 'Supplier portal', 'Forecasts, purchase orders, ASNs and statements shared online; suppliers handle every task from one login.'],
        ['checklist', 'APQP / PPAP management', 'Submission checklists generated by part level, deadline alerts and full version history.'],
        ['loop', '8D quality loop', 'Customer complaints, incoming defects and process issues tracked through containment, root cause and verification.'],
        ['wrench', 'Warranty claims and parts return', 'Claim intake, rule checks, parts return and supplier recovery in one flow, settled back into SAP.'],
      ],
    },
    values: {
      title: 'Customer value',
      rows: [
        ['clock', 'PPAP approval 60% faster', 'Online submission and parallel sign-off.'],
        ['team', 'Supplier collaboration 45% more efficient', 'Forecast and order changes reach suppliers instantly.'],
        ['shield', '30% less claim review effort', 'A rule engine stops duplicate and abnormal claims.'],
        ['rocket', 'New apps in weeks', 'Typical business requests go live in two to three weeks.'],
      ],
    },
    featured: {
      caseId: 2004,
      title: 'Yuanchi Auto Parts: one integration platform for 23 systems',
      summary: 'Yuanchi supplies seating and interior systems to OEMs from nine plants and relied on point-to-point interfaces. Defan iPaaS now connects SAP, MES, WMS and OEM EDI, and Defan MDM cleaned up material codes.',
      points: [
        'New interfaces delivered in 5 days instead of 15',
        'OEM call-offs reach plants in under 10 minutes instead of 4 hours',
        'Line stops caused by interface failures down 90%',
        'Material master duplicates down from 12% to under 0.5%',
      ],
      logos: [3, 12, 27, 41, 56],
      pic: 'case-yuanchi-integration',
    },
    cases: { title: 'Automotive customer stories', ids: [2004, 2015, 2019] },
  }),

  solution({
    route: '/en/solution_medicine',
    lang: 'en',
    meta: {
      title: 'Pharmaceutical Digital Solution: GSP Compliance, Batch Traceability | Defan',
      description: 'GSP/GMP compliance, batch traceability, deviation and CAPA, audit trails: validated low-code apps for pharma companies.',
      keywords: 'pharmaceutical solution,GSP,GMP,batch traceability,audit trail,CAPA,data integrity',
      h1: 'Defan Pharmaceutical Digital Solution',
    },
    hero: {
      parts: ['A compliant,', 'traceable', 'digital foundation for pharma'],
      highlight: 1,
      subtitle: 'Meet GSP, GMP and computerised-system validation requirements: every batch, every change and every audit trail on record',
      bg: 'medicine',
    },
    challenges: {
      title: 'Digital pain points in pharma',
      rows: [
        ['compliance', 'Rising compliance demands', 'New GSP rules and drug traceability codes keep arriving; paper records struggle in unannounced inspections.'],
        ['batch', 'Slow batch tracing', 'Material, production, warehouse and distribution data live in separate systems; a recall drill takes days.'],
        ['deviation', 'Loose deviation and CAPA control', 'Deviations, changes and CAPAs are approved on paper, and overdue items go unnoticed.'],
        ['validation', 'Costly validation', 'Every change needs new validation documents, so IT cannot keep pace with the business.'],
      ],
    },
    architecture: {
      title: 'Compliance architecture',
      summary: 'Batch and master data as the backbone, connecting ERP, WMS, LIMS and QMS with e-signatures and audit trails.',
      pic: 'medicine-architecture-en',
    },
    scenarios: {
      title: 'Key scenarios',
      rows: [
        ['trace', 'End-to-end batch traceability', 'Link receipt, dispensing, QC release and distribution; enter a batch number to get a forward and backward trace.'],
        ['gsp', 'GSP quality management', 'First-time supplier and product reviews, licence expiry alerts and temperature excursions handled online.'],
        ['audit', 'Audit trail', 'E-signatures and complete audit trails following ALCOA+; inspection packs exported in one click.'],
        ['expense', 'Compliant medical promotion', 'Meeting requests, speaker management and expense claims fully recorded.'],
      ],
    },
    values: {
      title: 'Customer value',
      rows: [
        ['search', 'Batch trace in 10 minutes, not 2 days', 'Recall drills no longer depend on stitched spreadsheets.'],
        ['approve', 'Supplier qualification 50% faster', 'Documents uploaded online with automatic expiry checks.'],
        ['folder', '70% less inspection preparation', 'Records and audit trails archived in one place.'],
      ],
    },
    featured: {
      caseId: 2016,
      title: 'Kangheng Pharma: compliant distribution on MDM and iPaaS',
      summary: 'Kangheng serves 26,000 hospitals and pharmacies across six provinces with over 40,000 SKUs. Defan MDM unified product, customer and supplier data and moved first-time supplier reviews online.',
      points: [
        'First-time supplier review in 1 day instead of 5',
        'Product master duplicates down from 15% to 0.1%',
        'Zero non-compliant sales caused by expired licences',
        'Inventory turnover 6 days faster after group-wide allocation',
      ],
      logos: [5, 18, 33, 47],
      pic: 'case-kangheng-gsp',
    },
    cases: { title: 'Pharmaceutical customer stories', ids: [2016, 2002] },
  }),

  solution({
    route: '/en/solution_equipment',
    lang: 'en',
    meta: {
      title: 'Equipment Manufacturing Digital Solution: Engineer-to-Order | Defan',
      description: 'Order review, engineering change, kitting and on-site commissioning online for engineer-to-order manufacturers.',
      keywords: 'equipment manufacturing,engineer to order,engineering change,ECN,kitting,commissioning',
      h1: 'Defan Equipment Manufacturing Digital Solution',
    },
    hero: {
      parts: ['Equipment makers,', 'from custom design to commissioning,', 'fully online'],
      highlight: 1,
      subtitle: 'Connect PLM, ERP, MES and service systems for high-mix, low-volume, engineer-to-order production',
      bg: 'equipment',
    },
    overview: {
      title: 'Overview',
      summary:
        'Equipment manufacturers juggle custom orders, frequent BOM changes, long lead times and hard-to-manage field work. Defan low-code delivers the order review, engineering change, kitting and commissioning apps that project-based manufacturing needs; iPaaS connects design and production data; MDM unifies material and BOM codes, giving transparency from opportunity to cash and from delivery to service.',
    },
    challenges: {
      title: 'Industry challenges',
      rows: [
        ['order', 'Slow custom order review', 'Engineering, process and purchasing sign off in sequence; quotes and promised dates lack a firm basis.'],
        ['bom', 'Frequent BOM changes', 'EBOM-to-MBOM conversion is manual and changes reach the shop floor late.'],
        ['kitting', 'Poor kitting rate', 'Long-lead items are tracked loosely and assembly stops for missing parts.'],
        ['install', 'Hard-to-control commissioning', 'Site progress, punch lists and acceptance papers sit with individual engineers.'],
        ['material', 'Messy material codes', 'One item with many codes, or one code for many items, distorts purchasing and project costing.'],
      ],
    },
    architecture: {
      title: 'Integrated architecture for project-based manufacturing',
      pic: 'equipment-architecture-en',
    },
    scenarios: {
      title: 'Key scenarios',
      rows: [
        ['review', 'Order review and project launch', 'Review templates per product line, parallel sign-off and an auto-generated project plan.'],
        ['change', 'Engineering change (ECN)', 'Impact on WIP, in-transit and stock analysed automatically; decisions pushed to shop floor and purchasing.'],
        ['box', 'Kitting and shortage alerts', 'Kitting rate by project and station, early warnings for long-lead items, daily shortage lists.'],
        ['handshake', 'Commissioning and acceptance', 'Engineers report progress and issues on mobile; customers sign acceptance online.'],
      ],
    },
    values: {
      title: 'Customer value',
      rows: [
        ['clock', 'Delivery cycle 18% shorter', 'Review, design and purchasing run in parallel.'],
        ['check', 'Kitting rate up to 95%', 'Shortages surface before assembly starts.'],
        ['change', 'ECNs handled 3× faster', 'Most change orders close within a day.'],
        ['coin', 'Accurate project costing', 'Material, labour and subcontracting booked per project.'],
      ],
    },
    featured: {
      caseId: 2001,
      title: 'Ruicheng Precision Machinery: 40 apps in three months',
      summary: 'Ruicheng makes precision transmission parts in six plants. Tool loans, fixture checks, concessions and process changes used to run on spreadsheets and e-mail; Defan gave it one low-code platform linked to SAP, MES and WeCom.',
      points: [
        '40 apps live in three months, 11 built by business teams',
        'Average request delivery down from 45 days to 9',
        'About RMB 6.2 million of outsourcing saved in the first year',
      ],
      logos: [2, 14, 29, 63, 77, 90],
      pic: 'case-ruicheng-lowcode',
    },
    cases: { title: 'Equipment manufacturing customer stories', ids: [2001, 2019, 2010] },
  }),

  solution({
    route: '/en/solution_finance',
    lang: 'en',
    meta: {
      title: 'Financial Services Digital Solution: Approvals, Reporting, IT Localization | Defan',
      description: 'Build credit approval, operations and regulatory reporting apps fast on a fully domestic IT stack.',
      keywords: 'financial services solution,IT localization,leasing,credit approval,regulatory reporting,compliance',
      h1: 'Defan Financial Services Digital Solution',
    },
    hero: {
      parts: ['Financial institutions:', 'agile and compliant', 'business innovation'],
      highlight: 1,
      subtitle: 'Build credit approval, operations and regulatory reporting apps quickly under strict regulation and a domestic IT stack',
      bg: 'finance',
    },
    challenges: {
      title: 'The challenges institutions face',
      rows: [
        ['xinchuang', 'Tight localization deadlines', 'Peripheral systems must move to domestic chips, OS and databases on a fixed timeline.'],
        ['process', 'Complex, changing approvals', 'Credit, leasing and product launches need multi-level approvals whose rules follow policy changes.'],
        ['report', 'Regulatory reporting pressure', 'Data sits in core, lending and finance systems and reports are assembled by hand.'],
      ],
    },
    architecture: {
      title: 'Business platform architecture',
      summary: 'Fully adapted to domestic hardware and software, with low-code apps and integration services deployed in separate zones.',
      pic: 'finance-architecture-en',
    },
    scenarios: {
      title: 'Key scenarios',
      rows: [
        ['approve', 'Credit and lease approval', 'Due diligence, committee review and disbursement online; a configurable authority matrix and auto-generated minutes.'],
        ['desk', 'Operations centre', 'Front and back-office tasks dispatched centrally with live turnaround and error tracking.'],
        ['report', 'Regulatory reporting', 'Multi-source data collected and validated automatically, with deadline reminders and archived submissions.'],
        ['shield', 'Internal control and compliance', 'Policies, risk events and remediation tasks managed and closed online.'],
      ],
    },
    values: {
      title: 'Customer value',
      rows: [
        ['rocket', 'Approvals 40% faster', 'Parallel and mobile sign-off.'],
        ['chip', 'Full-stack localization', 'Runs on mainstream domestic CPUs, OS, databases and middleware.'],
        ['check', '80% fewer reporting errors', 'Validation rules catch bad data before submission.'],
        ['lock', 'Secure by design', 'Separation of duties, national cryptography and complete audit logs.'],
        ['puzzle', 'Works with what you have', 'Connects to core, lending and finance systems without a rebuild.'],
      ],
    },
    featured: {
      caseId: 2018,
      title: 'Hongyuan Securities: 60 office apps moved to a domestic stack in three months',
      summary: 'Hongyuan runs 150+ branches and is localizing its IT. A privately deployed Defan low-code platform and portal took over its office apps and now hosts new ones too.',
      points: [
        '60 apps migrated in three months, 15 months ahead of plan',
        'Migration cost 60% below a custom rebuild',
        '99.95% availability with zero branch downtime',
        '24 new apps built on the same platform within six months',
      ],
      logos: [8, 21, 36, 58],
      pic: 'case-hongyuan-xinchuang',
    },
    cases: { title: 'Financial services customer stories', ids: [2018, 2005] },
  }),

  solution({
    route: '/en/solution_iiot',
    lang: 'en',
    meta: {
      title: 'Industrial IoT Solution: Connected Equipment, OEE, Industrial Apps | Defan',
      description: 'Connect machines to business systems and build OEE, maintenance and energy apps on low-code.',
      keywords: 'industrial IoT,IIoT platform,connected equipment,OEE,industrial apps,energy management',
      h1: 'Defan Industrial IoT Solution',
    },
    hero: {
      parts: ['Industrial IoT:', 'machines, data and apps', 'working as one'],
      highlight: 1,
      subtitle: 'Connect shop-floor equipment to enterprise systems and build industrial apps on low-code',
      bg: 'iiot',
    },
    overview: {
      title: 'Overview',
      summary:
        'The value of IIoT is not in connecting machines but in putting machine data to work in production, quality, maintenance and energy management. Defan edge collectors talk to PLCs, CNCs and sensors, the data platform stores equipment and process data, and the low-code platform lets process, maintenance and IT engineers build the apps the shop floor uses every day.',
    },
    challenges: {
      title: 'Typical pain points',
      rows: [
        ['plug', 'Many protocols', 'Old and new machines mix Modbus, OPC UA and proprietary protocols.'],
        ['island', 'Data silos', 'MES, ERP, EAM and machine data disagree on output, downtime and quality.'],
        ['code', 'Slow app development', 'Shop-floor needs change fast; outsourced projects arrive after the need has moved on.'],
        ['chart', 'No live view of the floor', 'Status and downtime causes are logged on paper.'],
        ['edge', 'Edge-cloud gaps', 'Unstable networks lose data and cloud insights rarely reach the line.'],
        ['lock', 'OT security concerns', 'Production networks must stay isolated and every upload must be auditable.'],
      ],
    },
    architecture: {
      title: 'IIoT platform architecture',
      summary: 'Edge collection, platform storage and low-code applications, decoupled and scaled as needed.',
      pic: 'iiot-architecture-en',
    },
    scenarios: {
      title: 'Key scenarios',
      rows: [
        ['monitor', 'Equipment monitoring', 'Live status, alarms and key parameters on shop-floor screens and mobile.'],
        ['gauge', 'OEE analysis', 'Availability, performance and quality computed automatically, with Pareto charts of downtime causes.'],
        ['wrench', 'Inspection and maintenance', 'QR-code inspections and runtime-based maintenance plans with spare-part usage booked automatically.'],
        ['energy', 'Energy management', 'Sub-metered water, power and gas, energy per unit benchmarked, anomalies alerted.'],
        ['spc', 'Quality data and SPC', 'Key process parameters captured, control charts evaluated live, out-of-limit events escalated.'],
      ],
    },
    values: {
      title: 'Customer value',
      rows: [
        ['gauge', 'OEE up 8–15 points', 'Downtime causes visible and improvements measured.'],
        ['clock', '27% less unplanned downtime', 'Condition-based maintenance before failures occur.'],
        ['rocket', 'App development 70% faster', 'Process and maintenance engineers build apps themselves.'],
      ],
    },
    featured: {
      caseId: 2007,
      title: 'Qiheng Industrial Tech: an industry platform for 300 factories',
      summary: 'Qiheng runs an IIoT platform for textile dyeing, serving 300+ small plants with over 20,000 connected machines. Defan iPaaS and DeHoop form the platform backbone.',
      points: [
        'A new factory onboarded in 4 days instead of 3 weeks',
        'From 80 to 300+ factories in a year, 600 million records a day',
        'Cross-plant benchmarking cut energy per tonne of fabric by 9%',
        'Authorised data services helped plants raise RMB 230 million of equipment financing',
      ],
      logos: [9, 24, 38, 52, 71],
      pic: 'case-qiheng-iiot',
    },
    cases: { title: 'IIoT customer stories', ids: [2007, 2019, 2014] },
  }),

  solution({
    route: '/en/solution_elevator',
    lang: 'en',
    meta: {
      title: 'Elevator Industry Digital Solution: Installation, Maintenance, Rescue | Defan',
      description: 'Installation projects, maintenance work orders, e-records and rescue dispatch for every elevator you service.',
      keywords: 'elevator solution,elevator maintenance,installation management,rescue dispatch,field service',
      h1: 'Defan Elevator Industry Digital Solution',
    },
    hero: {
      parts: ['Elevator companies:', 'installation to maintenance,', 'digital across the lifecycle'],
      highlight: 1,
      subtitle: 'One record per elevator links sales, installation, maintenance and rescue, so the status of every unit is always clear',
      bg: 'elevator',
    },
    challenges: {
      title: 'Management challenges',
      rows: [
        ['map', 'Scattered field work', 'Installers and technicians spread over hundreds of sites make progress, quality and hours hard to track.'],
        ['shield', 'High safety stakes', 'Periodic maintenance must follow regulations and be recorded, and rescue response time is critical.'],
      ],
    },
    architecture: {
      title: 'Elevator lifecycle architecture',
      summary: 'One record per unit across contract, installation, inspection, maintenance and modernisation, with IoT data streamed in.',
      pic: 'elevator-architecture-en',
    },
    scenarios: {
      title: 'Key scenarios',
      rows: [
        ['install', 'Installation projects', 'Site survey, delivery, installation and official inspection with photos and self-checks uploaded.'],
        ['order', 'Maintenance orders and e-records', 'Orders created by maintenance cycle, QR check-in, item-by-item checklists and customer e-signature.'],
        ['alarm', 'Rescue dispatch', 'IoT alarms and hotline calls handled together; the nearest technician dispatched and tracked.'],
        ['contract', 'Spare parts and renewals', 'Part requests and repair quotes approved online; renewal reminders before contracts expire.'],
      ],
    },
    values: {
      title: 'Customer value',
      rows: [
        ['clock', 'Rescue response in 25 minutes', 'Nearest-technician dispatch with navigation.'],
        ['check', '100% electronic maintenance records', 'Authentic, searchable records for inspections.'],
        ['team', '20% more units per technician', 'Smarter routes and order sequencing.'],
        ['renew', '15% higher contract renewal', 'Service quality visible to customers.'],
      ],
    },
    featured: {
      caseId: 2003,
      title: 'Hudong Elevator: maintenance of 26,000 units fully online',
      summary: 'Hudong manufactures, installs and maintains elevators with 40+ service stations and 1,500 technicians. Defan low-code and iPaaS rebuilt its maintenance service, linked to elevator IoT and WeCom.',
      points: [
        'Entrapment response time down from 48 to 25 minutes',
        'Planned maintenance completion up from 91% to 99%',
        'Maintenance contract renewals up 8 points',
      ],
      logos: [4, 19, 44],
      pic: 'case-hudong-maintenance',
    },
    cases: { title: 'Elevator customer stories', ids: [2003, 2017] },
  }),

  solution({
    route: '/en/solution_property',
    lang: 'en',
    meta: {
      title: 'Real Estate Digital Solution: Master Schedules, Dynamic Cost, Procurement | Defan',
      description: 'Connect land bids, schedules, costs, tendering and handover to control many projects and see live costs.',
      keywords: 'real estate solution,property development,master schedule,dynamic cost,tendering,handover',
      h1: 'Defan Real Estate Digital Solution',
    },
    hero: {
      parts: ['Real estate developers:', 'invest, finance, build, operate', 'under one control'],
      highlight: 1,
      subtitle: 'Run schedules, costs, tendering and handover along each project, so progress and profit are visible for every site',
      bg: 'property',
    },
    overview: {
      title: 'Overview',
      summary:
        'As the industry moves to lean operations, developers need to see the cash flow and profit of every project. Defan low-code delivers master schedules, dynamic cost, tendering and handover apps; iPaaS links the real-estate ERP, finance and OA systems; the data platform accumulates project operating data for group, region and project teams.',
    },
    challenges: {
      title: 'Challenges developers face',
      rows: [
        ['layers', 'Many projects, long chains of control', 'Plans cascade from group to region to project, and delays surface late.'],
        ['coin', 'Dynamic cost out of sight', 'Contracts, variations and site instructions are entered separately, so overruns appear at month end.'],
        ['contract', 'Loose vendor and contract control', 'Vendor vetting, onboarding and performance reviews are disconnected.'],
        ['home', 'Handover pressure', 'Defects peak at handover and repair tickets move slowly.'],
      ],
    },
    architecture: {
      title: 'Operations control architecture',
      pic: 'property-architecture-en',
    },
    scenarios: {
      title: 'Key scenarios',
      rows: [
        ['calendar', 'Master schedule and milestones', 'Group milestones broken down to project plans, with red-amber-green alerts and automatic scoring.'],
        ['coin', 'Dynamic cost control', 'Contracts, variations and instructions flow into dynamic cost; overruns trigger approval.'],
        ['handshake', 'Tendering and vendors', 'Tender launch, award and vendor reviews online, with a shared group vendor pool.'],
        ['key', 'Handover and repairs', 'Inspection, handover booking and repair tickets in one flow; owners report by QR code.'],
      ],
    },
    values: {
      title: 'Customer value',
      rows: [
        ['calendar', 'Milestone hit rate up 22%', 'Early delay warnings leave time to react.'],
        ['coin', 'Cost close 5 days earlier', 'Finance and cost teams share one set of numbers.'],
        ['handshake', 'Tender award 30% faster', 'Tendering runs online in parallel.'],
        ['smile', 'Handover satisfaction up 12 points', '96% of repair tickets closed on time.'],
        ['chart', 'Operating data on one screen', 'Saleable value, collections and profit by project.'],
        ['link', 'Smooth integration', 'Connects to existing ERP, finance and OA systems.'],
      ],
    },
    featured: {
      caseId: 2006,
      title: 'Zhuhe Land: 120 construction projects on one screen',
      summary: 'Zhuhe develops housing in the Yangtze River Delta and the Chengdu-Chongqing region. Defan low-code and DeHoop now run its project management: schedule, quality, safety and cost.',
      points: [
        'On-time milestones up from 78% to 93%',
        '98% of quality and safety issues closed',
        'Dynamic cost updated daily instead of monthly',
        'Variation approvals 60% faster',
        'About 45% cheaper than custom development',
      ],
      logos: [6, 31, 49, 68, 85],
      pic: 'case-zhuhe-project',
    },
    cases: { title: 'Real estate customer stories', ids: [2006, 2020] },
  }),
];

// ---------------------------------------------------------------------------------------------
// Products, partner plan and marketing automation (configurable template).

const configPages: SeedPage[] = [
  configPage({
    route: '/product_apaas',
    meta: {
      title: '得帆云 aPaaS 低代码平台_企业级低代码开发平台 - 得帆云',
      description: '得帆云 aPaaS 低代码平台提供可视化表单、流程引擎、数据建模与开放扩展能力，支撑大型企业复杂核心业务应用的快速构建与持续迭代。',
      keywords: '低代码平台,aPaaS,低代码开发,流程引擎,表单设计器,企业级低代码,信创低代码',
      h1: '得帆云 aPaaS 低代码平台',
    },
    hero: {
      title: '得帆云 aPaaS 低代码平台',
      subtitle: '可视化建模、流程引擎与代码扩展相结合，支撑大型企业复杂核心业务的应用开发平台',
      bg: 'apaas',
      button: { text: '免费试用', link: REGISTER_URL },
      secondaryButton: { text: '预约演示', link: '/form' },
    },
    features: {
      title: '平台核心能力',
      rows: [
        ['form', '可视化表单', '60 余种字段控件与子表、公式、联动规则，复杂业务单据拖拽即可完成。'],
        ['workflow', '流程引擎', '会签、或签、条件分支、加签转办与超时处理，支持千级节点的复杂审批流。'],
        ['database', '数据建模', '实体、关系与索引可视化建模，单表亿级数据依然流畅查询。'],
        ['page', '页面设计器', '门户、看板与移动端页面所见即所得，一次设计多端适配。'],
        ['code', '开放扩展', '前端组件、后端脚本与 Java 插件扩展，低代码与专业代码无缝衔接。'],
        ['lock', '企业级安全', '组织权限、字段级权限、数据权限与操作审计，适配主流信创环境。'],
      ],
    },
    showcase: {
      title: '一个平台，覆盖应用全生命周期',
      summary: '从需求建模、开发调试、测试发布到运维监控，aPaaS 提供多环境管理、版本对比与一键迁移，让数百个应用在同一平台上有序演进。',
      pic: 'apaas-lifecycle',
      diagram: { kind: 'cycle', center: 'aPaaS', items: ['需求建模', '开发调试', '测试发布', '运维监控'] },
    },
    tabs: {
      title: '典型应用场景',
      items: [
        ['业务审批', '费用、合同、采购等审批流程快速上线，表单与流程随制度调整当天生效。', 'apaas-tab-approval'],
        ['信创替代', '在国产芯片、操作系统与数据库上重建 OA 与业务系统，平滑迁移历史数据。', 'apaas-tab-xinchuang'],
        ['项目管理', '按项目模板生成 WBS、里程碑与成本预算，进度与成本实时可视。', 'apaas-tab-project'],
        ['供应链协同', '供应商门户、订单协同与对账应用，与 ERP 双向集成。', 'apaas-tab-supply'],
        ['移动应用', '表单与流程自动适配手机与企业微信等移动办公入口，一线员工随时处理业务。', 'apaas-tab-mobile'],
      ],
    },
    cases: { title: '他们正在使用 aPaaS', items: caseItems('zh', [2001, 2018, 2006, 2008]) },
  }),

  configPage({
    route: '/product_ipaas',
    meta: {
      title: '得帆云 iPaaS 集成平台_企业系统集成与API管理 - 得帆云',
      description: '得帆云 iPaaS 集成平台提供可视化集成流、数百个预置连接器与全生命周期 API 管理，帮助企业打通 SAP、MES、CRM 等异构系统。',
      keywords: 'iPaaS,集成平台,系统集成,API管理,ESB,SAP集成,数据集成',
      h1: '得帆云 iPaaS 集成平台',
    },
    hero: {
      title: '得帆云 iPaaS 集成平台',
      subtitle: '连接企业内外的每一个系统：可视化编排集成流，统一管理 API，让数据在业务之间可靠流动',
      bg: 'ipaas',
      button: { text: '免费试用', link: REGISTER_URL },
      secondaryButton: { text: '预约演示', link: '/form' },
    },
    features: {
      title: '核心能力',
      rows: [
        ['connector', '300+ 预置连接器', '覆盖 SAP、国内外主流 ERP 与 CRM 接口协议，以及常见数据库和消息队列。'],
        ['flow', '可视化集成流', '拖拽编排数据映射、转换、路由与异常重试，复杂集成无需编码。'],
        ['api', 'API 全生命周期管理', 'API 设计、发布、鉴权、限流与监控一站完成，对内对外统一网关。'],
        ['monitor', '运维监控与告警', '每一笔报文可追溯，失败消息一键重发，异常按规则推送到责任人。'],
      ],
    },
    showcase: {
      title: '企业集成中枢',
      summary: '以 iPaaS 替代点对点接口，所有系统对接集中在一处管理。接口数量增长时，运维成本不再线性上升。',
      pic: 'ipaas-hub',
      diagram: { kind: 'hub', center: 'iPaaS', items: ['SAP', 'MES', 'WMS', 'CRM', '电商平台', 'OA', '经销商', '供应商'] },
    },
    tabs: {
      title: '典型集成场景',
      items: [
        ['ERP 与业务系统集成', '订单、物料、库存与凭证在 SAP 与 MES、WMS、CRM 之间实时同步。', 'ipaas-tab-erp'],
        ['电商与渠道集成', '对接主流电商平台与分销系统，订单秒级下发，库存统一扣减。', 'ipaas-tab-ecommerce'],
        ['主数据分发', '物料、客户、供应商主数据审核通过后按订阅关系自动分发。', 'ipaas-tab-mdm'],
        ['对外开放 API', '为经销商与供应商开放查询与下单接口，统一鉴权、计量与审计。', 'ipaas-tab-openapi'],
      ],
    },
    cases: { title: '集成平台客户案例', items: caseItems('zh', [2004, 2007, 2016, 2014, 2020]) },
  }),

  configPage({
    route: '/product_mdm',
    meta: {
      title: '得帆云 MDM 主数据管理平台_主数据治理 - 得帆云',
      description: '得帆云 MDM 主数据管理平台覆盖主数据建模、编码申请、清洗查重、审核分发与质量监控，帮助集团企业建立统一、准确、可信的主数据。',
      keywords: '主数据管理,MDM,主数据治理,物料主数据,数据标准,数据清洗',
      h1: '得帆云 MDM 主数据管理平台',
    },
    hero: {
      title: '得帆云 MDM 主数据管理平台',
      subtitle: '一物一码、一户一档：从标准制定到清洗分发，建立集团统一可信的主数据',
      bg: 'mdm',
      button: { text: '预约演示', link: '/form' },
    },
    features: {
      title: '平台能力',
      rows: [
        ['model', '灵活的主数据建模', '物料、客户、供应商、组织、人员等任意主数据，按分类配置属性模板与编码规则。'],
        ['clean', '清洗与智能查重', '相似度算法识别重复数据，批量清洗、合并与历史映射关系自动保留。'],
        ['share', '审核与分发', '申请、审核、发布全流程可配置，按订阅关系向 ERP、MES、SRM 等系统分发。'],
      ],
    },
    showcase: {
      title: '主数据治理全景',
      summary: '标准体系、管理流程、系统平台与运营组织四位一体，让主数据治理不是一次性项目，而是持续运营的能力。',
      pic: 'mdm-governance',
      diagram: { kind: 'cycle', center: '主数据', items: ['标准体系', '管理流程', '系统平台', '运营组织'] },
    },
    tabs: {
      title: '按主数据域落地',
      items: [
        ['物料主数据', '按分类配置描述模板，新物料申请自动查重，当天完成编码。', 'mdm-tab-material'],
        ['客户主数据', '工商信息自动补全，客户一户一档，销售与财务口径统一。', 'mdm-tab-customer'],
        ['供应商主数据', '资质与银行信息校验，准入状态与采购系统联动。', 'mdm-tab-supplier'],
        ['组织与人员主数据', '组织变更自动同步到各业务系统，权限随岗位联动调整。', 'mdm-tab-organization'],
      ],
    },
    cases: { title: '主数据管理客户案例', items: caseItems('zh', [2010, 2016, 2009]) },
  }),

  configPage({
    route: '/product_dehoop',
    meta: {
      title: '得帆云 DeHoop 数据中台_一站式数据开发与治理 - 得帆云',
      description: '得帆云 DeHoop 数据中台提供数据集成、离线与实时开发、数据治理、数据资产与数据服务，帮助企业把分散数据变成可用的业务资产。',
      keywords: '数据中台,DeHoop,数据开发,数据治理,数据资产,数据服务,实时计算',
      h1: '得帆云 DeHoop 数据中台',
    },
    hero: {
      title: '得帆云 DeHoop 数据中台',
      subtitle: '一站式完成数据集成、开发、治理与服务，让数据从系统里走出来，回到业务里去',
      bg: 'dehoop',
      button: { text: '预约演示', link: '/form' },
    },
    features: {
      title: '一站式数据能力',
      rows: [
        ['sync', '数据集成', '数十种数据源离线与实时同步，整库迁移与增量采集开箱即用。'],
        ['code', '数据开发', 'SQL 与可视化开发、任务编排与依赖调度，离线与实时任务统一管理。'],
        ['shield', '数据治理', '数据标准、质量规则与血缘分析，问题数据自动发现并通知责任人。'],
        ['catalog', '数据资产', '资产目录与业务术语统一管理，数据找得到、看得懂、用得上。'],
        ['api', '数据服务', '指标与明细数据一键发布为 API，供报表、大屏与业务系统调用。'],
      ],
    },
    showcase: {
      title: '从数据源到数据应用',
      summary: 'DeHoop 按贴源层、明细层、汇总层与应用层组织数仓，指标口径统一定义、一处维护，经营分析不再各说各话。',
      pic: 'dehoop-pipeline',
      diagram: { kind: 'layers', items: ['数据源', '贴源层 ODS', '明细层 DWD', '汇总层 DWS', '应用层 ADS'] },
    },
    tabs: {
      title: '典型应用',
      items: [
        ['经营分析', '销售、生产、财务数据统一建模，经营日报自动生成。', 'dehoop-tab-operation'],
        ['供应链分析', '库存周转、订单满足率与供应商交付表现一屏掌握。', 'dehoop-tab-supply'],
        ['设备数据分析', '设备运行与工艺数据沉淀，支撑 OEE 与能耗对标。', 'dehoop-tab-equipment'],
        ['客户洞察', '多渠道会员与交易数据融合，构建统一客户标签。', 'dehoop-tab-customer'],
        ['监管与内部报表', '报表指标一次定义多处复用，数据可溯源可核对。', 'dehoop-tab-report'],
      ],
    },
    cases: { title: '数据中台客户案例', items: caseItems('zh', [2011, 2007, 2006, 2012]) },
  }),

  configPage({
    route: '/product_portal',
    meta: {
      title: '得帆云 Portal 企业门户_统一门户与单点登录 - 得帆云',
      description: '得帆云 Portal 企业门户整合统一身份、单点登录、待办聚合与信息发布，为员工、供应商与客户打造一站式数字化工作入口。',
      keywords: '企业门户,Portal,统一门户,单点登录,SSO,统一待办,员工门户',
      h1: '得帆云 Portal 企业门户',
    },
    hero: {
      title: '得帆云 Portal 企业门户',
      subtitle: '一个入口、一次登录、一处待办：连接员工、伙伴与客户的数字化工作台',
      bg: 'portal',
      button: { text: '预约演示', link: '/form' },
    },
    features: {
      title: '门户核心能力',
      rows: [
        ['key', '统一身份认证', '对接 AD/LDAP 与人事系统，账号全生命周期自动管理。'],
        ['sso', '单点登录', '支持 CAS、OAuth2、SAML 与表单代填，老系统也能免密登录。'],
        ['todo', '待办聚合', '各系统待办、已办统一汇总，点击直达处理页面。'],
        ['news', '信息发布', '新闻、公告与制度分级发布，按组织与岗位精准推送。'],
        ['layout', '千人千面', '按角色配置门户布局与应用入口，PC 与移动端同步。'],
        ['search', '全局搜索', '跨系统搜索文档、流程与通讯录，信息一搜即得。'],
      ],
    },
    showcase: {
      title: '员工的数字化工作台',
      summary: '门户把分散在数十个系统里的入口、待办和消息收拢到一处，员工每天打开的第一个页面就是自己的工作台。',
      pic: 'portal-workbench',
      diagram: { kind: 'workbench' },
    },
    tabs: {
      title: '多类门户',
      items: [
        ['员工门户', '待办、通知、常用应用与个人数据集中呈现。', 'portal-tab-employee'],
        ['供应商门户', '订单、对账与资质更新在线处理，对外访问安全隔离。', 'portal-tab-supplier'],
        ['客户与经销商门户', '订单查询、服务申请与资料下载统一入口。', 'portal-tab-dealer'],
        ['领导驾驶舱', '关键经营指标与重点事项一屏掌握。', 'portal-tab-cockpit'],
      ],
    },
    cases: { title: '企业门户客户案例', items: caseItems('zh', [2005, 2015, 2013]) },
  }),

  configPage({
    route: '/en/product_apaas',
    meta: {
      title: 'Defan aPaaS Low-Code Platform for Enterprises | Defan',
      description: 'Visual forms, workflow engine, data modelling and pro-code extensions for complex enterprise applications.',
      keywords: 'low-code platform,aPaaS,enterprise low-code,workflow engine,form designer,application development',
      h1: 'Defan aPaaS Low-Code Platform',
    },
    hero: {
      title: 'Defan aPaaS Low-Code Platform',
      subtitle: 'Visual modelling, a workflow engine and code extensions: the platform large enterprises use to build complex core business apps',
      bg: 'apaas',
      button: { text: 'Try for free', link: REGISTER_URL },
      secondaryButton: { text: 'Book a demo', link: '/en/form' },
    },
    features: {
      title: 'Core capabilities',
      rows: [
        ['form', 'Visual forms', '60+ field types with sub-tables, formulas and linkage rules for complex business documents.'],
        ['workflow', 'Workflow engine', 'Parallel and any-one approval, conditions, delegation and timeouts for complex approval chains.'],
        ['database', 'Data modelling', 'Entities, relations and indexes modelled visually, fast even at hundreds of millions of rows.'],
        ['page', 'Page designer', 'WYSIWYG portals, dashboards and mobile pages, designed once for every screen.'],
        ['code', 'Open extensions', 'Front-end components, back-end scripts and Java plug-ins: low-code and pro-code side by side.'],
        ['lock', 'Enterprise security', 'Organisation, field and row-level permissions with full audit logs.'],
      ],
    },
    showcase: {
      title: 'One platform for the whole application lifecycle',
      summary: 'From modelling and debugging to release and monitoring, aPaaS manages environments, compares versions and migrates apps in one click.',
      pic: 'apaas-lifecycle-en',
      diagram: { kind: 'cycle', center: 'aPaaS', items: ['Modelling', 'Development', 'Testing and release', 'Monitoring'] },
    },
    tabs: {
      title: 'Typical use cases',
      items: [
        ['Business approvals', 'Expense, contract and purchase approvals live fast and follow policy changes the same day.', 'apaas-tab-approval-en'],
        ['IT localization', 'Rebuild OA and business systems on domestic chips, OS and databases, migrating history smoothly.', 'apaas-tab-xinchuang-en'],
        ['Project management', 'WBS, milestones and budgets generated from templates, with live progress and cost.', 'apaas-tab-project-en'],
        ['Supply chain collaboration', 'Supplier portal, order collaboration and statements, integrated both ways with ERP.', 'apaas-tab-supply-en'],
        ['Mobile apps', 'Forms and workflows adapt to phones and WeCom, so frontline staff can act anywhere.', 'apaas-tab-mobile-en'],
      ],
    },
    cases: { title: 'Who builds on aPaaS', items: caseItems('en', [2001, 2018, 2006, 2008]) },
  }),

  configPage({
    route: '/en/product_ipaas',
    meta: {
      title: 'Defan iPaaS Integration Platform and API Management | Defan',
      description: 'Visual integration flows, 300+ connectors and full API lifecycle management to connect SAP, MES, CRM and more.',
      keywords: 'iPaaS,integration platform,API management,system integration,SAP integration,data integration',
      h1: 'Defan iPaaS Integration Platform',
    },
    hero: {
      title: 'Defan iPaaS Integration Platform',
      subtitle: 'Connect every system inside and outside your company: visual integration flows and unified API management keep data moving reliably',
      bg: 'ipaas',
      button: { text: 'Try for free', link: REGISTER_URL },
      secondaryButton: { text: 'Book a demo', link: '/en/form' },
    },
    features: {
      title: 'Core capabilities',
      rows: [
        ['connector', '300+ connectors', 'SAP and other mainstream ERP and CRM interfaces, plus common databases and message queues.'],
        ['flow', 'Visual integration flows', 'Drag-and-drop mapping, transformation, routing and retries without code.'],
        ['api', 'API lifecycle management', 'Design, publish, secure, throttle and monitor APIs behind one gateway.'],
        ['monitor', 'Monitoring and alerts', 'Every message traceable, failed ones resent in one click, alerts routed to owners.'],
      ],
    },
    showcase: {
      title: 'The integration hub of the enterprise',
      summary: 'Replace point-to-point interfaces with iPaaS and manage every connection in one place; operating costs stop growing with each new interface.',
      pic: 'ipaas-hub-en',
      diagram: { kind: 'hub', center: 'iPaaS', items: ['SAP', 'MES', 'WMS', 'CRM', 'Marketplaces', 'OA', 'Dealers', 'Suppliers'] },
    },
    tabs: {
      title: 'Typical integration scenarios',
      items: [
        ['ERP and business systems', 'Orders, materials, stock and postings synchronised live between SAP and MES, WMS and CRM.', 'ipaas-tab-erp-en'],
        ['E-commerce and channels', 'Orders from marketplaces and distributors arrive in seconds with unified stock deduction.', 'ipaas-tab-ecommerce-en'],
        ['Master data distribution', 'Approved material, customer and supplier records pushed to subscribing systems.', 'ipaas-tab-mdm-en'],
        ['Open APIs', 'Query and ordering APIs for dealers and suppliers with unified auth, metering and audit.', 'ipaas-tab-openapi-en'],
      ],
    },
    cases: { title: 'Integration customer stories', items: caseItems('en', [2004, 2007, 2016, 2014, 2020]) },
  }),

  configPage({
    route: '/cooperative',
    meta: {
      title: '得帆合作伙伴计划_实施伙伴_应用伙伴_渠道伙伴 - 得帆云',
      description: '加入得帆合作伙伴计划，成为实施、应用或渠道伙伴，获得产品培训认证、售前支持、市场资源与商机共享，共同服务大型企业数字化。',
      keywords: '得帆合作伙伴,合作伙伴计划,低代码合作伙伴,实施伙伴,渠道伙伴,ISV',
      h1: '得帆合作伙伴计划',
    },
    hero: {
      title: '携手得帆，共赢企业数字化',
      subtitle: '面向实施服务商、行业 ISV 与渠道伙伴开放产品、技术与商机，共同服务 500+ 大型企业客户',
      bg: 'cooperative',
      button: { text: '立即加入', link: '/form' },
    },
    features: {
      title: '合作伙伴类型',
      rows: [
        ['team', '实施伙伴', '基于得帆平台为客户交付项目，获得认证培训、交付方法论与原厂技术支持。'],
        ['app', '应用伙伴', '基于 aPaaS 开发行业应用并上架应用市场，得帆协助推广与销售。'],
        ['handshake', '渠道伙伴', '在区域与行业内销售得帆产品，享受有竞争力的折扣与商机保护。'],
      ],
    },
    showcase: {
      title: '合作流程',
      summary: '提交申请、资质评估、签约培训、联合拓展：最快两周完成签约，首个联合项目由得帆顾问全程陪跑。',
      pic: 'cooperative-process',
      diagram: { kind: 'steps', items: ['提交申请', '资质评估', '签约培训', '联合拓展'] },
    },
    tabs: {
      title: '伙伴支持体系',
      items: [
        ['培训与认证', '线上课程与线下集训结合，提供开发、实施与售前三类认证。', 'cooperative-tab-training'],
        ['售前支持', '方案、演示环境与投标材料支持，重点项目原厂联合拜访。', 'cooperative-tab-presales'],
        ['市场支持', '联合举办行业沙龙，共享市场物料与线上活动资源。', 'cooperative-tab-marketing'],
        ['技术支持', '专属技术对接人与工单通道，疑难问题原厂研发介入。', 'cooperative-tab-support'],
        ['商机共享', '按区域与行业分配商机，报备保护规则公开透明。', 'cooperative-tab-leads'],
      ],
    },
    cases: { title: '伙伴联合交付案例', items: caseItems('zh', [2007, 2017, 2012]) },
  }),

  configPage({
    route: '/en/cooperative',
    meta: {
      title: 'Defan Partner Program: Implementation, Application and Channel Partners',
      description: 'Become a Defan implementation, application or channel partner with training, presales help and shared leads.',
      keywords: 'Defan partner program,low-code partner,implementation partner,channel partner,ISV',
      h1: 'Defan Partner Program',
    },
    hero: {
      title: 'Grow with Defan',
      subtitle: 'Products, technology and opportunities open to implementers, industry ISVs and channel partners serving 500+ large enterprises',
      bg: 'cooperative',
      button: { text: 'Join now', link: '/en/form' },
    },
    features: {
      title: 'Partner types',
      rows: [
        ['team', 'Implementation partners', 'Deliver projects on Defan platforms with certified training, delivery methods and vendor support.'],
        ['app', 'Application partners', 'Build industry apps on aPaaS and list them in the app market; Defan helps promote and sell them.'],
        ['handshake', 'Channel partners', 'Resell Defan products in your region or industry with competitive discounts and deal protection.'],
      ],
    },
    showcase: {
      title: 'How to become a partner',
      summary: 'Apply, get assessed, sign and train, then go to market together. Signing can take as little as two weeks, and a Defan consultant supports your first joint project.',
      pic: 'cooperative-process-en',
      diagram: { kind: 'steps', items: ['Apply', 'Assessment', 'Signing and training', 'Going to market'] },
    },
    tabs: {
      title: 'Partner support',
      items: [
        ['Training and certification', 'Online courses and bootcamps with developer, implementation and presales certificates.', 'cooperative-tab-training-en'],
        ['Presales support', 'Solution designs, demo environments and tender documents; joint visits for key deals.', 'cooperative-tab-presales-en'],
        ['Marketing support', 'Joint industry events, shared marketing materials and online campaigns.', 'cooperative-tab-marketing-en'],
        ['Technical support', 'A named technical contact and ticket channel, with R&D escalation for hard cases.', 'cooperative-tab-support-en'],
        ['Lead sharing', 'Leads assigned by region and industry under transparent registration rules.', 'cooperative-tab-leads-en'],
      ],
    },
    cases: { title: 'Delivered with partners', items: caseItems('en', [2007, 2017, 2012]) },
    news: [
      [
        '2026-08-25 10:30:00',
        'How Linghang Digital delivers low-code projects in three phases and nine steps',
        'Gold implementation partner Linghang Digital maps the business first, builds in short iterations and hands over to operations, and now delivers 95% of its projects on time.',
        'partner-delivery-flow',
        '/en/product_apaas',
      ],
      [
        '2025-11-20 18:00:00',
        'Partner Conference 2025: building industry solutions, sharing apps and growing together',
        'Over 300 partners met in Shanghai to share industry templates, joint wins and the product roadmap for the year ahead.',
        'partner-conference-dashboard',
        '/en/about',
      ],
      [
        '2025-03-06 09:30:00',
        'Partner enablement and certification: from low-code developer to solution architect',
        'Three certification tracks for developers, implementation consultants and presales architects, with online courses and bootcamps.',
        'partner-certification-form',
        '/en/form',
      ],
      [
        '2024-08-08 14:00:00',
        'Partner story: Lantu Information grows from outsourcing to 60 low-code projects in two years',
        'By building equipment-industry templates on aPaaS, Lantu turned one-off development into a repeatable solution business.',
        'partner-story-table',
        '/en/solution_equipment',
      ],
      [
        '2024-03-15 10:00:00',
        'Defan Partner Program launched: three partner types and four benefit levels',
        'Implementation, application and channel partners get training, presales help and shared leads to serve large enterprises with us.',
        'partner-program-app',
        '/en/form',
      ],
    ],
  }),

  configPage({
    route: '/marketing-automation',
    site: 'yx',
    // {prefix} is the host's heading wording (spec §1): 私域流量, 企业微信 or 营销自动化.
    meta: {
      title: '{prefix}解决方案_私域营销自动化_企业微信私域运营_会员营销 - 得帆云',
      description: '得帆{prefix}解决方案基于企业微信连接客户，提供客户标签、自动化营销旅程、内容素材与转化分析，帮助企业低成本运营私域流量。',
      keywords: '营销自动化,私域流量,私域运营,企业微信,SCRM,会员营销,客户旅程',
      h1: '得帆{prefix}解决方案',
    },
    hero: {
      title: '{prefix}解决方案',
      titleParts: ['{prefix}', '解决方案'],
      highlight: 0,
      subtitle: '以企业微信连接每一位客户，用自动化旅程把“加好友”变成持续复购',
      bg: 'marketing-automation',
      button: { text: '预约演示', link: '/form' },
      secondaryButton: { text: '免费试用', link: REGISTER_URL },
    },
    features: {
      title: '{prefix}核心能力',
      rows: [
        ['contact', '全渠道引流获客', '门店二维码、电商包裹卡、直播与广告落地页统一生成渠道活码，来源自动打标。'],
        ['tag', '客户标签与画像', '行为、交易与互动数据汇聚成统一客户画像，标签规则自动更新。'],
        ['journey', '自动化营销旅程', '拖拽配置欢迎语、生日关怀、沉睡唤醒等旅程，按条件自动触达。'],
        ['chart', '转化归因分析', '从触达、打开到下单全链路追踪，渠道与内容效果一目了然。'],
      ],
    },
    showcase: {
      title: '{prefix}增长闭环',
      summary: '引流、培育、转化、复购四个环节在同一平台完成，导购在企业微信侧边栏即可看到客户画像与推荐话术。',
      pic: 'marketing-loop',
      diagram: { kind: 'cycle', center: '私域增长', items: ['引流', '培育', '转化', '复购'] },
    },
    tabs: {
      title: '{prefix}典型场景',
      items: [
        ['新客欢迎与首单转化', '添加好友后自动发送欢迎语与新人券，48 小时未下单自动提醒导购跟进。', 'marketing-tab-welcome'],
        ['会员生日关怀', '生日前 3 天推送专属权益，当天由导购发送祝福。', 'marketing-tab-birthday'],
        ['沉睡客户唤醒', '90 天未购客户按偏好推送内容与优惠，分批测试效果。', 'marketing-tab-reactivate'],
        ['社群运营', '社群 SOP 定时发送内容，群活跃度与转化自动统计。', 'marketing-tab-community'],
        ['导购任务与绩效', '营销任务下发到导购，执行率与业绩贡献实时可见。', 'marketing-tab-guide'],
      ],
    },
    cases: {
      title: '{prefix}客户案例',
      items: [
        caseItem('zh', 2013, '园区服务搬到企业微信，600 家入驻企业的 4 万名员工在熟悉的入口预约访客、报修和报名活动，企业服务满意度提升到 96%。'),
        caseItem('zh', 2008, '借助企业微信触达 3 万名门店员工，入职、培训与通知在员工每天使用的入口完成，入职手续当天办结。'),
        caseItem('zh', 2015, '800 家经销商门店通过统一门户接收商务政策与新车型培训，政策触达与认证 10 天覆盖全部门店。'),
        caseItem('zh', 2020),
      ],
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Fixed-design pages: meta only.

const fixedPages: SeedPage[] = [
  fixedPage('/', {
    title: '得帆云_企业级低代码平台_集成平台_主数据管理_数据中台 - 得帆',
    description: '得帆为大型企业提供 aPaaS 低代码、iPaaS 集成、MDM 主数据、DeHoop 数据中台与企业门户产品及行业解决方案，服务 500+ 大型企业。',
    keywords: '得帆,得帆云,低代码平台,aPaaS,iPaaS,主数据管理,数据中台,企业门户,数字化转型',
    h1: '得帆云：大型企业数字化转型的低代码与集成平台',
  }),
  fixedPage('/news', {
    title: '新闻动态_得帆产品发布与行业活动 - 得帆云',
    description: '了解得帆最新产品发布、客户签约、行业峰会与低代码、数据治理领域的观点文章。',
    keywords: '得帆新闻,得帆动态,低代码资讯,产品发布,行业峰会',
    h1: '得帆新闻动态',
  }),
  fixedPage('/tags', {
    title: '热门关键词_低代码、集成与数据治理话题索引 - 得帆云',
    description: '按字母浏览得帆内容关键词，快速找到低代码、系统集成、主数据、数据中台与行业数字化相关文章。',
    keywords: '关键词索引,低代码,系统集成,主数据管理,数据中台,数字化转型',
    h1: '得帆内容关键词',
  }),
  fixedPage('/whitepaper', {
    title: '白皮书下载_低代码与企业数字化研究报告 - 得帆云',
    description: '下载得帆低代码、集成平台与主数据治理白皮书，获取大型企业数字化建设的方法论与实践总结。',
    keywords: '低代码白皮书,集成平台白皮书,主数据白皮书,数字化转型报告',
    h1: '得帆白皮书',
  }),
  fixedPage('/form', {
    title: '免费试用与方案咨询 - 得帆云',
    description: '填写信息申请得帆云产品试用或预约解决方案顾问，我们将在一个工作日内与您联系。',
    keywords: '得帆试用,低代码试用,方案咨询,预约演示',
    h1: '申请试用得帆云',
  }),
  fixedPage('/complex-scene', {
    title: '复杂场景解决方案_大型企业低代码实践 - 得帆云',
    description: '汇集得帆在大型企业复杂业务场景中的低代码与集成实践，涵盖多组织、多系统、高并发与信创环境。',
    keywords: '复杂场景,低代码实践,大型企业低代码,信创,系统集成',
    h1: '复杂场景解决方案',
  }),
  fixedPage('/application', {
    title: '应用市场_基于得帆低代码的行业应用 - 得帆云',
    description: '得帆应用市场汇集原厂与合作伙伴基于 aPaaS 构建的行业与通用应用，安装后即可按需调整。',
    keywords: '应用市场,低代码应用,行业应用,aPaaS 应用模板',
    h1: '得帆应用市场',
  }),
  {
    ...fixedPage('/cases', {
      title: '客户案例_汽车、医药、制造、金融等行业数字化实践 - 得帆云',
      description: '查看得帆在汽车、医药、装备制造、金融、房地产等行业的客户案例，了解低代码与集成平台如何落地。',
      keywords: '得帆客户案例,低代码案例,集成平台案例,主数据案例,数字化转型案例',
      h1: '得帆客户案例',
    }),
    // The case list's cases block (spec §2 'Case block', in its 马上咨询 variant): one case per
    // platform, older than the list's first page.
    ext: {
      pageConfig: {
        p8: {
          title: '标杆案例',
          summary: '低代码、集成与主数据三个平台的代表性实践，看看同行业的企业从哪里起步',
          cases: caseItems('zh', [2001, 2004, 2010]),
          button: { text: '马上咨询', link: '/form' },
        },
      },
    },
  },
  fixedPage('/evaluate', {
    title: '客户之声_大咖访谈与客户评价 - 得帆云',
    description: '听听 CIO 与业务负责人如何评价得帆：大咖访谈记录与来自一线的客户评价。',
    keywords: '客户之声,客户评价,CIO访谈,得帆口碑',
    h1: '得帆客户之声',
  }),
  fixedPage('/about', {
    title: '关于得帆_上海得帆信息技术有限公司 - 得帆云',
    description: '得帆成立于 2014 年，总部位于上海，450+ 员工，为 500+ 大型企业提供低代码、集成与数据平台产品及服务。',
    keywords: '关于得帆,得帆公司简介,上海得帆信息技术有限公司,得帆发展历程',
    h1: '关于得帆',
  }),
  fixedPage('/en', {
    title: 'Defan: Low-Code, Integration and Data Platforms for Large Enterprises',
    description: 'Defan aPaaS low-code, iPaaS integration, MDM and data platform products and industry solutions for 500+ enterprises.',
    keywords: 'Defan,low-code platform,aPaaS,iPaaS,master data management,data platform,digital transformation',
    h1: 'Defan: the low-code and integration platform for large enterprises',
  }),
  fixedPage('/en/about', {
    title: 'About Defan | Shanghai Definesys Information Technology',
    description: 'Founded in 2014 and based in Shanghai, Defan has 450+ staff and serves 500+ large enterprises.',
    keywords: 'about Defan,Defan company profile,Defan history,low-code vendor China',
    h1: 'About Defan',
  }),
  fixedPage('/en/form', {
    title: 'Request a Trial or Consultation | Defan',
    description: 'Tell us about your needs to start a Defan trial or book a solution consultant; we reply within one business day.',
    keywords: 'Defan trial,low-code trial,book a demo,solution consultation',
    h1: 'Request a Defan trial',
  }),
];

export const pages: SeedPage[] = [
  ...fixedPages,
  ...zhIndustrySolutions,
  ...zhSceneSolutions,
  ...enSolutions,
  ...configPages,
];

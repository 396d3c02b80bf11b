// Customer cases 2001–2020 as the case items of pages show them (title, tags, summary per
// language). The English titles also label the cases' English covers (/media/cover/{id}.svg?lang=en).
// Every customer named here is fictional.

type Lang = 'zh' | 'en';

export type CaseCopy = readonly [title: string, tags: readonly string[], summary: string];

export const CASES: Record<Lang, Record<number, CaseCopy>> = {
  zh: {
    2001: ['瑞程精密机械集团：用低代码三个月上线 40 个业务应用', ['装备制造', '低代码平台'], '瑞程信息部 12 人的团队三个月上线 40 个业务应用，需求平均交付周期由 45 天缩短到 9 天。'],
    2002: ['华岳生物医药：低代码重构实验室管理，检测报告出具提速 60%', ['医药', '实验室管理'], '样品、仪器、试剂与检测报告全流程线上化，满足 GMP 数据完整性要求，报告出具周期缩短 60%。'],
    2003: ['沪东电梯：2.6 万台在保电梯维保全线上，故障响应缩短至 25 分钟', ['电梯', '售后服务'], '重建维保服务体系，困人故障平均响应时间从 48 分钟降到 25 分钟，维保计划完成率提升到 99%。'],
    2004: ['远驰汽车零部件：一个集成平台连起 23 套系统，接口交付效率提升 3 倍', ['汽车', 'iPaaS'], '以 iPaaS 替代点对点接口，统一连接 SAP、MES、WMS 与主机厂 EDI，新接口交付周期从 15 天缩短到 5 天。'],
    2005: ['沧澜金控：统一员工门户聚合 35 个系统，一次登录办完所有事', ['金融', '企业门户'], '在信创环境下建成集团统一工作门户，聚合 35 个业务系统，员工日均切换系统次数减少 80%。'],
    2006: ['筑禾置地：低代码搭建工程项目管理平台，120 个在建项目一屏掌握', ['房地产', '项目管理'], '进度、质量、安全与成本统一管控，项目关键节点按期完成率从 78% 提升到 93%。'],
    2007: ['启衡工业科技：以 iPaaS 为底座汇聚 300 家工厂数据，打造行业级工业互联网平台', ['工业互联网', '数据集成'], '新工厂接入周期从 3 周缩短到 4 天，基于跨厂能耗对标，入驻工厂平均降低能耗 9%。'],
    2008: ['万澜零售：入转调离全流程线上化，3 万门店员工入职当天办结', ['人力资源', '企业微信'], '低代码与企业微信打造员工全生命周期服务，入职手续当天办结，HR 事务性工作量下降 55%。'],
    2009: ['朔方新材料：供应商协同门户上线，采购寻源周期缩短一半', ['采购', '供应商协同'], '寻源周期从 24 天缩短到 12 天，线上寻源覆盖率 92%，年节约采购成本约 1.6 亿元。'],
    2010: ['中曜能源装备：主数据统一治理，42 万条物料编码瘦身到 18 万', ['主数据', '装备制造'], '建立集团级主数据标准与管控体系，编码申请从 3 天缩短到 2 小时，采购集中度提升 23 个百分点。'],
    2011: ['青禾食品：DeHoop 数据中台让经营日报从 T+3 变为 T+1', ['数据中台', '消费品'], '统一数据口径，建设 18 个经营主题和 200 余个指标，报表开发需求减少 65%。'],
    2012: ['华筑设计院：项目工时与成本实时核算，利润看清到每个专业', ['项目管理', '工程设计'], '工时与成本实时核算，项目毛利核算由月度变为每日，亏损项目比例从 30% 降至 12%。'],
    2013: ['星湾科创园：低代码加企业微信打造智慧园区，服务 600 家入驻企业', ['智慧园区', '企业微信'], '整合访客、物业、能耗与企业服务等 26 项服务，企业服务满意度由 81% 提升到 96%。'],
    2014: ['岳擎工程机械：服务工单与备件一体化，客户设备开机率提升到 97%', ['售后服务', '工程机械'], '打通物联网、备件仓储与代理商系统，服务工单平均完工时间缩短 38%。'],
    2015: ['东铖汽车：经销商门户支撑 800 家门店在线协同，订单处理提速 4 倍', ['汽车', '经销商门户'], '订单、商务政策与培训协同重建在统一门户上，返利核算周期从 15 个工作日缩短到 3 个。'],
    2016: ['康衡医药：主数据加集成平台支撑合规流通，首营资料审核缩短至 1 天', ['医药', '主数据'], '统一商品、客户与供应商主数据，首营审核线上化，资质问题导致的违规销售零发生。'],
    2017: ['宁川电梯：安装项目全过程数字化，单台电梯交付周期缩短 12 天', ['电梯', '安装管理'], '打通排产、发货、安装、验收与回款，安装一次验收合格率从 91% 提升到 98%。'],
    2018: ['泓远证券：信创环境下三个月完成 60 个办公应用迁移', ['金融', '信创'], '私有化部署低代码平台与企业门户承接信创迁移，迁移成本比重新定制开发降低 60%。'],
    2019: ['衡岳重工：质量数据全链路打通，质量问题闭环周期从 21 天降到 6 天', ['装备制造', '质量管理'], '打通 MES、QMS 与售后数据，重复发生问题下降 52%，外部质量损失下降 34%。'],
    2020: ['锦峦置业：营销费用与合同一体化管控，费用核销周期缩短 70%', ['房地产', '费用管控'], '营销费用预算、合同、结算与财务系统打通，营销费用率下降 0.6 个百分点。'],
  },
  en: {
    2001: ['Ruicheng Precision Machinery: 40 business apps in three months on low-code', ['Equipment', 'Low-code'], 'A 12-person IT team launched 40 apps in three months; average delivery of a request fell from 45 days to 9.'],
    2002: ['Huayue Biopharma: lab management rebuilt on low-code, reports 60% faster', ['Medicine', 'Laboratory'], 'Samples, instruments, reagents and reports fully online, meeting GMP data-integrity rules; reports issued 60% faster.'],
    2003: ['Hudong Elevator: maintenance of 26,000 elevators online, response in 25 minutes', ['Elevator', 'After-sales'], 'Entrapment response time down from 48 to 25 minutes; planned maintenance completion up to 99%.'],
    2004: ['Yuanchi Auto Parts: one integration platform links 23 systems', ['Automotive', 'iPaaS'], 'iPaaS replaced point-to-point interfaces between SAP, MES, WMS and OEM EDI; new interfaces take 5 days instead of 15.'],
    2005: ['Canglan Financial Holdings: one employee portal for 35 systems', ['Finance', 'Portal'], 'A group portal on a domestic IT stack brings 35 systems together; daily system switching down 80%.'],
    2006: ['Zhuhe Land: 120 construction projects on one low-code platform', ['Real estate', 'Project management'], 'Schedule, quality, safety and cost under one control; on-time milestones up from 78% to 93%.'],
    2007: ['Qiheng Industrial Tech: an industry IIoT platform for 300 factories on iPaaS', ['IIoT', 'Data integration'], 'Onboarding a new factory takes 4 days instead of 3 weeks; cross-plant benchmarking cut energy use by 9%.'],
    2008: ['Wanlan Retail: hire-to-retire online for 30,000 store employees', ['HR', 'WeCom'], 'New hires complete onboarding on their first day; transactional HR work down 55%.'],
    2009: ['Shuofang New Materials: a supplier portal halves the sourcing cycle', ['Procurement', 'Supplier collaboration'], 'Sourcing cycle cut from 24 to 12 days, 92% of sourcing online, about RMB 160 million saved a year.'],
    2010: ['Zhongyao Energy Equipment: 420,000 material codes consolidated to 180,000', ['MDM', 'Equipment'], 'Group-wide master data standards; a new code takes 2 hours instead of 3 days.'],
    2011: ['Qinghe Foods: DeHoop moves the daily business report from T+3 to T+1', ['Data platform', 'Consumer goods'], '18 business subjects and 200+ metrics on one definition; report development requests down 65%.'],
    2012: ['Huazhu Design Institute: live labour and cost accounting per project', ['Project management', 'Engineering design'], 'Project margins updated daily instead of monthly; loss-making projects down from 30% to 12%.'],
    2013: ['Xingwan Science Park: a smart park on low-code and WeCom for 600 tenants', ['Smart park', 'WeCom'], '26 services including visitors, facilities and energy in one place; tenant satisfaction up from 81% to 96%.'],
    2014: ['Yueqing Construction Machinery: service orders and spare parts as one', ['After-sales', 'Machinery'], 'IoT, spare-parts warehouses and dealer systems connected; service orders completed 38% faster.'],
    2015: ['Dongcheng Auto: a dealer portal for 800 outlets, orders 4x faster', ['Automotive', 'Dealer portal'], 'Orders, commercial policies and training rebuilt on one portal; rebate settlement from 15 working days to 3.'],
    2016: ['Kangheng Pharma: MDM and integration for compliant distribution', ['Medicine', 'MDM'], 'Unified product, customer and supplier data; first-time supplier review in 1 day instead of 5.'],
    2017: ['Ningchuan Elevator: installation projects digital end to end', ['Elevator', 'Installation'], 'Scheduling, shipping, installation, acceptance and collection connected; first-pass acceptance up to 98%.'],
    2018: ['Hongyuan Securities: 60 office apps migrated to a domestic stack in three months', ['Finance', 'IT localization'], 'Private low-code and portal deployment; migration cost 60% below a custom rebuild.'],
    2019: ['Hengyue Heavy Industry: quality issues closed in 6 days instead of 21', ['Equipment', 'Quality'], 'MES, QMS and after-sales data connected; repeat issues down 52%, external quality losses down 34%.'],
    2020: ['Jinluan Properties: marketing spend and contracts under one control', ['Real estate', 'Spend control'], 'Budgets, contracts, settlement and finance connected; expense claims closed 70% faster.'],
  },
};

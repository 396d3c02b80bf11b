// The demo's honours wall: awards the site shows (seeded into the site config, seed.ts) and whose
// cards the art kit draws (server/demo-art/honour.ts). Titles and issuers are invented for the
// demo; no real award or organisation is named.

export interface Honour {
  title: string;
  issuer: string;
  year: number;
}

export const HONOURS: readonly Honour[] = [
  { title: '年度最具创新力低代码平台', issuer: '中国软件行业年度评选', year: 2021 },
  { title: '中国数字化转型优秀服务商', issuer: '企业数字化发展论坛', year: 2020 },
  { title: '低代码领域领导者象限', issuer: '某权威咨询机构报告', year: 2022 },
  { title: '年度最佳企业集成平台（iPaaS）', issuer: '行业技术峰会组委会', year: 2021 },
  { title: '主数据管理优秀解决方案', issuer: '中国信息化年度评选', year: 2019 },
  { title: '国家高新技术企业', issuer: '科技主管部门认定', year: 2017 },
  { title: '年度最受用户欢迎企业门户产品', issuer: '企业服务用户口碑榜', year: 2020 },
  { title: '信创生态优秀合作产品', issuer: '信创产业生态联盟', year: 2022 },
  { title: '最佳数据中台解决方案', issuer: '数据智能产业大会', year: 2021 },
  { title: '制造业数字化标杆案例', issuer: '智能制造创新大会', year: 2023 },
  { title: '年度值得信赖企业服务品牌', issuer: '企业服务年度榜单', year: 2018 },
  { title: '中国 SaaS 百强企业', issuer: '云计算产业年度评选', year: 2019 },
  { title: '年度最佳低代码开发平台', issuer: '开发者技术大会', year: 2017 },
  { title: '优秀软件产品奖', issuer: '软件行业协会年度评选', year: 2016 },
  { title: '汽车行业数字化最佳合作伙伴', issuer: '汽车产业数字化论坛', year: 2022 },
  { title: '年度技术创新奖', issuer: '中国软件行业年度评选', year: 2023 },
];

/** The honours in English, in the same order (the year stays the same). */
export const HONOURS_EN: readonly { title: string; issuer: string }[] = [
  { title: 'Most Innovative Low-Code Platform of the Year', issuer: 'China Software Awards' },
  { title: 'Outstanding Digital Transformation Provider', issuer: 'Digital Enterprise Forum' },
  { title: 'Leader Quadrant in Low-Code', issuer: 'Analyst Research Report' },
  { title: 'Enterprise Integration Platform (iPaaS) of the Year', issuer: 'Industry Tech Summit' },
  { title: 'Outstanding Master Data Management Solution', issuer: 'China IT Awards' },
  { title: 'National High-Tech Enterprise', issuer: 'Science Authority' },
  { title: "Users' Favourite Enterprise Portal of the Year", issuer: 'Enterprise User Rankings' },
  { title: 'Outstanding Domestic IT Ecosystem Product', issuer: 'Domestic IT Alliance' },
  { title: 'Best Data Platform Solution', issuer: 'Data Intelligence Summit' },
  { title: 'Benchmark Case of Manufacturing Digitalization', issuer: 'Smart Factory Forum' },
  { title: 'Trusted Enterprise Service Brand of the Year', issuer: 'Enterprise Service Awards' },
  { title: 'China Top 100 SaaS Companies', issuer: 'Cloud Industry Awards' },
  { title: 'Best Low-Code Development Platform of the Year', issuer: 'Developer Tech Conference' },
  { title: 'Outstanding Software Product Award', issuer: 'Software Industry Awards' },
  { title: 'Best Automotive Digitalization Partner', issuer: 'Automotive Digital Forum' },
  { title: 'Technology Innovation Award of the Year', issuer: 'China Software Awards' },
];

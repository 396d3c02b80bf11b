// The words of the generated images on the English site (/media/{kind}/{name}.svg?lang=en). The
// generators keep their Chinese words; an English image swaps them for these, so the Chinese
// images stay exactly as they are. Every word a generator can draw needs an entry here
// (render-media.test.ts draws every view in English and finds no Chinese character).
import type { Lang } from '../../shared/site-types.ts';

/** The year line of an honour card. */
export const honourYear = (year: number, lang: Lang): string => (lang === 'en' ? String(year) : `${year} 年度`);

/** The labels of the stylised application window (art-window.ts and its views), kept short
 *  enough for the boxes the Chinese words were drawn for. */
const ART_WORDS_EN: Readonly<Record<string, string>> = {
  // window chrome
  得帆云: 'Defan Cloud',
  '+ 新建': '+ New',
  导出: 'Export',
  数据驾驶舱: 'Dashboard',
  主数据管理: 'Master data',
  流程设计器: 'Flow designer',
  表单设计器: 'Form designer',
  // menus
  工作台: 'Workspace',
  数据概览: 'Overview',
  指标管理: 'Metrics',
  报表中心: 'Reports',
  数据源: 'Data sources',
  权限设置: 'Permissions',
  物料主数据: 'Materials',
  客户主数据: 'Customers',
  供应商: 'Suppliers',
  数据标准: 'Data standards',
  审计日志: 'Audit log',
  流程设计: 'Flows',
  表单设计: 'Forms',
  集成编排: 'Integrations',
  应用发布: 'Releases',
  运维监控: 'Monitoring',
  应用管理: 'Apps',
  页面设计: 'Pages',
  数据模型: 'Data models',
  // dashboard
  本月流程数: 'Flows this month',
  集成调用量: 'API calls',
  活跃应用: 'Active apps',
  数据质量分: 'Data quality',
  趋势分析: 'Trends',
  应用分布: 'Usage by type',
  流程: 'Flows',
  集成: 'APIs',
  数据: 'Data',
  // table
  查询: 'Search',
  单据名称: 'Document',
  所属部门: 'Department',
  负责人: 'Owner',
  状态: 'Status',
  操作: 'Actions',
  已完成: 'Done',
  审批中: 'In review',
  待处理: 'To do',
  查看: 'View',
  编辑: 'Edit',
  // flow designer
  始: 'Go',
  终: 'End',
  提交申请: 'Submit request',
  部门审批: 'Dept. approval',
  采购立项: 'Purchase request',
  合同评审: 'Contract review',
  条件: 'If',
  '金额 ≥ 5万': 'Amount ≥ 50k',
  其他: 'Other',
  总监审批: 'Director review',
  财务审核: 'Finance review',
  节点属性: 'Step settings',
  节点名称: 'Step name',
  审批人: 'Approver',
  审批方式: 'Approval mode',
  超时处理: 'On timeout',
  // form designer
  组件库: 'Components',
  单行文本: 'Text',
  多行文本: 'Long text',
  数字: 'Number',
  日期时间: 'Date',
  下拉选择: 'Dropdown',
  人员选择: 'Person',
  附件上传: 'File',
  子表单: 'Sub-form',
  采购申请单: 'Purchase request',
  申请人: 'Applicant',
  申请部门: 'Department',
  采购类别: 'Category',
  预算金额: 'Budget',
  期望到货日期: 'Needed by',
  提交: 'Submit',
  字段属性: 'Field settings',
  标题: 'Label',
  占位提示: 'Placeholder',
  默认值: 'Default value',
  校验规则: 'Validation',
  必填: 'Required',
};

/** The word function of the window art: Chinese words as they are, or their English versions. */
export function artWords(lang: Lang): (zh: string) => string {
  return lang === 'en' ? (zh) => ART_WORDS_EN[zh] ?? zh : (zh) => zh;
}

// Words of the desktop's template-driven pages. The spec fixes the English solution buttons and
// the Chinese defaults (立即使用, 获取完整方案, 了解更多案例); a page config may override the
// Chinese ones.
import type { Lang } from '../../site-types.ts';

export const TEMPLATE = {
  zh: {
    heroButton: '立即使用',
    solutionButton: '获取完整方案',
    moreCases: '了解更多案例',
    consult: '立即咨询',
    casesTitle: '客户案例',
    featuredLabel: '标杆案例',
    featuredLogos: '更多选择得帆的企业',
    zoom: '查看大图',
    practiceTitle: '更多最佳实践',
    practiceLink: '查看详情',
    tabsLabel: '切换查看',
    carouselLabel: '客户案例轮播',
    caseLink: '阅读案例',
    prev: '上一个',
    next: '下一个',
    contact: {
      title: '与解决方案顾问聊聊您的业务',
      summary: '从需求梳理、方案设计到 POC 验证，得帆顾问全程陪伴，帮助您找到最合适的数字化路径。',
      hotline: '咨询热线',
      primary: '预约顾问',
      secondary: '免费注册试用',
    },
    dock: { label: '联系我们', phone: '电话咨询', online: '在线客服', trial: '申请试用', qr: '扫码添加客服' },
  },
  en: {
    heroButton: 'Try for free',
    solutionButton: 'Get the complete solution',
    moreCases: 'Explore more',
    consult: 'Explore more',
    casesTitle: 'Customer stories',
    featuredLabel: 'Featured story',
    featuredLogos: 'Also building on Defan',
    zoom: 'View full size',
    practiceTitle: 'More best practices',
    practiceLink: 'Read more',
    tabsLabel: 'Select a topic',
    carouselLabel: 'Customer stories',
    caseLink: 'Discuss a similar project',
    prev: 'Previous',
    next: 'Next',
    contact: {
      title: 'Talk to a solution consultant',
      summary:
        'From scoping and solution design to a proof of concept, a Defan consultant works with you to find the right path.',
      hotline: 'Hotline',
      primary: 'Book a consultant',
      secondary: 'Start a free trial',
    },
    dock: {
      label: 'Contact us',
      phone: 'Call us',
      online: 'Chat',
      trial: 'Try it',
      qr: 'Scan to add our service account',
    },
  },
} as const;

export type TemplateCopy = (typeof TEMPLATE)[Lang];

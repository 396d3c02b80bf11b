// Static copy of the English home page (spec §2 'English home page', served at /en; /en/product_ipaas
// is the English iPaaS product page, content/pages/config/en-product_ipaas.json): seven banner
// slides, six story tabs, six industry tabs and the company's events in place of the Chinese news
// list.
import type { BrandLogoRef, HomeCopy, HomeNewsItem } from './home-types.ts';

// Generated images with words come in English (?lang=en): logos, and the product windows.
const logo = (id: number, name: string): BrandLogoRef => ({
  icon: `/media/logo/${id}.svg?lang=en`,
  name,
  width: 150,
  height: 60,
});

const EVENTS: HomeNewsItem[] = [
  {
    id: 'digital-employee-launch',
    title: 'Launch event: the Defan Digital Employee platform',
    summary:
      'Live from Shanghai: AI agents that act within the same roles, approvals and audit rules as people, shown on real customer workflows.',
    date: '2026-11-13T10:00:00+08:00',
    link: '/en/form',
    cover: '/media/art/card-agent-flow.svg?lang=en',
    tag: 'Launch',
  },
  {
    id: 'summit-2026',
    title: 'Defan Digital Summit 2026: AI agents move into core business processes',
    summary: '1,200 CIOs and business leaders in Hangzhou on AI agents in approvals, reporting and service.',
    date: '2026-11-05T18:00:00+08:00',
    link: '/en/about',
    cover: '/media/art/card-summit-dashboard.svg?lang=en',
    tag: 'Summit',
  },
  {
    id: 'webinar-integration',
    title: 'Webinar: retiring point-to-point interfaces with an integration platform',
    summary: 'How a tier-one auto supplier moved 312 interfaces onto iPaaS in one year.',
    date: '2026-10-22T15:00:00+08:00',
    link: '/en/form',
    cover: '/media/art/card-integration-flow.svg?lang=en',
    tag: 'Webinar',
  },
  {
    id: 'mfg-forum',
    title: 'Smart Manufacturing Forum talk: making industrial data actually flow',
    summary: 'Our IIoT team on connecting machines, MES and quality data across plants.',
    date: '2026-06-11T16:00:00+08:00',
    link: '/en/about',
    cover: '/media/art/card-iiot-dashboard.svg?lang=en',
    tag: 'Talk',
  },
  {
    id: 'webinar-gmp',
    title: 'Webinar: GMP data integrity on a low-code laboratory system',
    summary: 'Electronic signatures, audit trails and ALCOA+ by design, shown live.',
    date: '2026-05-20T14:00:00+08:00',
    link: '/en/form',
    cover: '/media/art/card-lab-form.svg?lang=en',
    tag: 'Webinar',
  },
  {
    id: 'partner-day',
    title: 'Partner Day 2026: 500 apps now on the Defan application market',
    summary: 'Implementation and channel partners shared industry templates built on aPaaS.',
    date: '2026-04-09T15:00:00+08:00',
    link: '/en/cooperative',
    cover: '/media/art/card-market-app.svg?lang=en',
    tag: 'Partners',
  },
  {
    id: 'workshop-mdm',
    title: 'Workshop: a master data roadmap for multi-entity groups',
    summary: 'A hands-on session on coding standards, data stewardship and distribution.',
    date: '2026-03-18T14:00:00+08:00',
    link: '/en/form',
    cover: '/media/art/card-mdm-table.svg?lang=en',
    tag: 'Workshop',
  },
  {
    id: 'devops-talk',
    title: 'Meetup talk: DevOps for low-code teams at enterprise scale',
    summary: 'Environments, versions and releases when dozens of teams build on one platform.',
    date: '2026-01-15T19:00:00+08:00',
    link: '/en/about',
    cover: '/media/art/card-devops-app.svg?lang=en',
    tag: 'Talk',
  },
];

export const HOME_EN: HomeCopy = {
  lang: 'en',
  head: {
    title: 'Defan: Low-Code, Integration and Data Platforms for Large Enterprises',
    description:
      'Defan aPaaS low-code, iPaaS integration, MDM and data platform products and industry solutions for 500+ enterprises.',
    keywords: 'Defan,low-code platform,aPaaS,iPaaS,master data management,data platform,digital transformation',
  },
  h1: 'Defan: the low-code and integration platform for large enterprises',
  banner: {
    label: 'Defan highlights',
    prev: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    slides: [
      {
        art: 'platform',
        eyebrow: 'Defan Cloud · Enterprise digital platform',
        title: 'One platform for the core business of large enterprises',
        subtitle: 'Low-code, integration, master data, data platform and portal, delivered as one.',
        points: ['Private cloud or on-premises', 'Delivered by our own engineers', '24/7 operations support'],
        ctas: [
          { text: 'Start for free', register: 'trial', primary: true },
          { text: 'See customer stories', link: '#home-stories' },
        ],
      },
      {
        art: 'customers',
        eyebrow: 'Trusted at scale',
        title: 'Chosen by 900+ large enterprises across 2,000+ projects',
        subtitle: 'From automotive and pharma to finance and real estate, from first pilot to group-wide rollout.',
        points: ['20+ industries', 'Fortune Global 500 customers', '90%+ renewal rate'],
        ctas: [
          { text: 'See customer stories', link: '#home-stories', primary: true },
          { text: 'Get your digital roadmap', link: '/en/form' },
        ],
      },
      {
        art: 'apaas-lowcode',
        eyebrow: 'Defan aPaaS low-code platform',
        title: 'Build complex business apps visually',
        subtitle: 'Data modelling, a workflow engine and code-level extension cut average delivery time by 60%.',
        points: ['Model-driven, code-extensible', 'Millions of workflow instances', 'Built-in DevOps'],
        ctas: [
          { text: 'Start for free', register: 'trial', primary: true },
          { text: 'Explore aPaaS', link: '/en/product_apaas' },
        ],
      },
      {
        art: 'ipaas-integration',
        eyebrow: 'Defan iPaaS integration platform',
        title: '300+ connectors to join up every system you run',
        subtitle:
          'API management, data sync and orchestration in one place, instead of a web of point-to-point interfaces.',
        points: ['SAP, Oracle, Yonyou, Kingdee', 'Visual orchestration', 'End-to-end monitoring'],
        ctas: [
          { text: 'Get the complete solution', link: '/en/form', primary: true },
          { text: 'Explore iPaaS', link: '/en/product_ipaas' },
        ],
      },
      {
        art: 'mdm-data',
        eyebrow: 'Defan MDM · DeHoop data platform',
        title: 'Data you can trust, use and share',
        subtitle: 'From master data standards to metric definitions: one governed data foundation for the group.',
        points: ['One code per item', 'Metric dictionary and lineage', 'Self-service analytics'],
        ctas: [
          { text: 'Get the complete solution', link: '/en/form', primary: true },
          { text: 'Talk to an expert', link: '/en/form' },
        ],
      },
      {
        art: 'industry-solutions',
        eyebrow: 'Industry solutions',
        title: 'Ten years of industry practice, ready to reuse',
        subtitle: 'Templates for automotive, pharmaceutical, equipment, finance, real estate and industrial IoT.',
        points: ['Proven at group scale', 'Compliance by design', 'Fast to adapt'],
        ctas: [
          { text: 'Explore solutions', link: '#home-industries', primary: true },
          { text: 'Automotive solution', link: '/en/solution_automobile' },
        ],
      },
      {
        art: 'partner-program',
        eyebrow: 'Partner program',
        title: 'Grow with Defan as an implementation or channel partner',
        subtitle: 'Training, pre-sales support and joint marketing for partners who build on our platforms.',
        points: ['Certified training', 'Joint go-to-market', 'Shared industry templates'],
        ctas: [
          { text: 'Become a partner', link: '/en/cooperative', primary: true },
          { text: 'About Defan', link: '/en/about' },
        ],
      },
    ],
  },
  figures: {
    title: 'Defan in figures',
    items: [
      { value: '500', unit: '+', label: 'Large enterprise customers' },
      { value: '1,000', unit: '+', label: 'Projects delivered' },
      { value: '5M', unit: '+', label: 'Workflow instances a day' },
      { value: '75%', unit: '+', label: 'Gain in IT efficiency' },
      { value: '90%', unit: '+', label: 'Customer renewal rate' },
    ],
  },
  products: {
    title: 'Product portfolio',
    subtitle:
      'Five platforms on one foundation that work together out of the box, from building apps to governing data',
    linkText: 'Learn more',
    items: [
      {
        code: 'aPaaS',
        name: 'Low-code platform',
        summary:
          'Low-code development for the complex core business of large enterprises, built by IT and business together.',
        points: [
          'Visual data modelling and forms',
          'High-performance workflow engine',
          'Code-level extension, private deployment',
        ],
        icon: '/media/art/icon-lowcode.svg',
        pic: '/media/art/sketch-apaas-lowcode-form.svg',
        link: '/en/product_apaas',
      },
      {
        code: 'iPaaS',
        name: 'Integration platform',
        summary: '300+ connectors and full API lifecycle management across every system.',
        points: ['Visual orchestration', 'API gateway and developer portal', 'Live monitoring and alerts'],
        icon: '/media/art/icon-integration.svg',
        link: '/en/product_ipaas',
      },
      {
        code: 'MDM',
        name: 'Master data',
        summary: 'One trusted record for every item, customer and supplier.',
        points: ['Standards and coding rules', 'Cleansing and de-duplication', 'Distribution to all systems'],
        icon: '/media/art/icon-mdm.svg',
        link: '/en/form',
      },
      {
        code: 'DeHoop',
        name: 'Data platform',
        summary: 'Integrate, develop, govern and serve data in one place.',
        points: ['Batch and real-time pipelines', 'Metrics and data assets', 'Data service APIs'],
        icon: '/media/art/icon-analytics.svg',
        link: '/en/form',
      },
      {
        code: 'Portal',
        name: 'Enterprise portal',
        summary: 'A digital workplace with single sign-on and one to-do list.',
        points: ['Unified identity and SSO', 'Aggregated tasks and messages', 'Role-based layouts'],
        icon: '/media/art/icon-portal.svg',
        link: '/en/form',
      },
    ],
  },
  stories: {
    title: 'Customer success stories',
    subtitle: 'How large enterprises solve real business problems with Defan',
    tabsLabel: 'Choose a customer',
    linkText: 'Discuss a similar project',
    items: [
      {
        customer: 'Ruicheng Precision',
        industry: 'Equipment',
        title: '40 business apps live in three months on low-code',
        summary:
          'A 12-person IT team made aPaaS the group-wide app foundation and connected SAP, MES and WeCom through iPaaS, so key users now build apps themselves.',
        bg: '/media/art/hero-story-ruicheng.svg',
        metrics: [
          { value: '40', label: 'Apps live in three months' },
          { value: '45→9 days', label: 'Average delivery time' },
          { value: '¥6.2M', label: 'Outsourcing saved in year one' },
        ],
        link: '/en/form',
      },
      {
        customer: 'Huayue Biopharma',
        industry: 'Pharmaceutical',
        title: 'A low-code lab system issues test reports 60% faster',
        summary:
          'Samples, instruments, reagents and reports in one laboratory app, with e-signatures and full audit trails that meet GMP data-integrity rules.',
        bg: '/media/art/hero-story-huayue.svg',
        metrics: [
          { value: '60%', label: 'Faster report issuing' },
          { value: '85%', label: 'Instrument data captured automatically' },
          { value: '420K pages', label: 'Less paper every year' },
        ],
        link: '/en/form',
      },
      {
        customer: 'Yuanchi Auto Parts',
        industry: 'Automotive',
        title: 'One integration platform for 23 systems, interfaces delivered 3x faster',
        summary:
          'iPaaS replaced point-to-point interfaces between SAP, MES, WMS and OEM EDI; delivery schedules now reach nine plants within minutes.',
        bg: '/media/art/hero-story-yuanchi.svg',
        metrics: [
          { value: '312', label: 'Interfaces migrated' },
          { value: '15→5 days', label: 'New interface delivery' },
          { value: '10 min', label: 'Schedule sync to plants' },
        ],
        link: '/en/form',
      },
      {
        customer: 'Canglan Financial',
        industry: 'Financial services',
        title: 'One employee portal for 35 systems and a single sign-on',
        summary:
          'A portal and low-code apps on a fully localized IT stack give 12,000 staff one identity, one to-do list and role-based content.',
        bg: '/media/art/hero-story-canglan.svg',
        metrics: [
          { value: '35', label: 'Systems behind one login' },
          { value: '80%', label: 'Fewer system switches a day' },
          { value: '3.2→1.1 days', label: 'Cross-entity approvals' },
        ],
        link: '/en/form',
      },
      {
        customer: 'Zhongyao Energy',
        industry: 'Energy equipment',
        title: 'Group-wide master data: 420,000 item codes cut to 180,000',
        summary:
          'MDM and iPaaS set one coding standard and approval flow for eleven subsidiaries, and distribute clean data to every system.',
        bg: '/media/art/hero-story-zhongyao.svg',
        metrics: [
          { value: '180K', label: 'Clean item codes' },
          { value: '3 days→2 h', label: 'Code request time' },
          { value: '+23 pts', label: 'Procurement concentration' },
        ],
        link: '/en/form',
      },
      {
        customer: 'Qinghe Foods',
        industry: 'Consumer goods',
        title: 'Daily business reports move from T+3 to T+1 on DeHoop',
        summary:
          'One set of definitions for 12 plants and 50,000 outlets: 18 subject areas and 200+ metrics, delivered to management every morning at 8.',
        bg: '/media/art/hero-story-qinghe.svg',
        metrics: [
          { value: 'T+1', label: 'Daily report latency' },
          { value: '200+', label: 'Governed core metrics' },
          { value: '65%', label: 'Fewer report requests' },
        ],
        link: '/en/form',
      },
    ],
  },
  industries: {
    title: 'Industry solutions',
    subtitle: 'A decade of industry practice turned into reusable solutions and app templates',
    tabsLabel: 'Choose an industry',
    linkText: 'Explore the solution',
    logosLabel: 'Customers include',
    items: [
      {
        name: 'Automotive',
        icon: '/media/art/icon-automotive.svg',
        cover: '/media/art/card-automobile-flow.svg?lang=en',
        title: 'Automotive solution',
        summary:
          'Connect OEMs, suppliers and dealers: supplier collaboration, PPAP, quality traceability and warranty claims across plants and brands.',
        points: ['Supplier collaboration portal', 'PPAP and traceability', 'Closed-loop warranty claims'],
        logos: [
          logo(1, 'Lanzhou Auto'),
          logo(2, 'Xiaochi Motors'),
          logo(3, 'Hengyue Auto Parts'),
          logo(5, 'Xinglan Autonomous Driving'),
        ],
        link: '/en/solution_automobile',
      },
      {
        name: 'Equipment',
        icon: '/media/art/icon-manufacturing.svg',
        cover: '/media/art/card-equipment-table.svg?lang=en',
        title: 'Equipment manufacturing solution',
        summary:
          'Engineer-to-order, engineering changes, installation and spare parts on one data thread from design to service.',
        points: ['Engineer-to-order BOMs', 'Closed-loop engineering change', 'Installation and service'],
        logos: [
          logo(21, 'Ruicheng Precision'),
          logo(22, 'Juheng Heavy Industry'),
          logo(23, 'Yuantuo CNC'),
          logo(26, 'Qingchuan Intelligent Equipment'),
        ],
        link: '/en/solution_equipment',
      },
      {
        name: 'Pharmaceutical',
        icon: '/media/art/icon-pharma.svg',
        cover: '/media/art/card-medicine-form.svg?lang=en',
        title: 'Pharmaceutical solution',
        summary:
          'Batch-centred traceability and quality management with GSP and GMP compliance and audit trails built in.',
        points: ['GSP supplier qualification', 'End-to-end batch tracing', 'Audit trails and e-signatures'],
        logos: [
          logo(11, 'Kanglan Bio'),
          logo(12, 'Jiyuan Pharma'),
          logo(13, 'Hexu Medical'),
          logo(16, 'Huacheng Pharma Distribution'),
        ],
        link: '/en/solution_medicine',
      },
      {
        name: 'Finance',
        icon: '/media/art/icon-bank.svg',
        cover: '/media/art/card-finance-portal.svg?lang=en',
        title: 'Financial services solution',
        summary:
          'Replace and build apps on a localized IT stack: credit approval, compliance and regulatory reporting, secure and agile.',
        points: ['Full localized-stack support', 'Credit and compliance workflows', 'Regulatory data governance'],
        logos: [
          logo(31, 'Huicheng Bank'),
          logo(32, 'Rongyue Securities'),
          logo(33, 'Xinlan Insurance'),
          logo(35, 'Hongzhou Fund'),
        ],
        link: '/en/solution_finance',
      },
      {
        name: 'Real estate',
        icon: '/media/art/icon-estate.svg',
        cover: '/media/art/card-property-dashboard.svg?lang=en',
        title: 'Real estate solution',
        summary:
          'Master schedules, dynamic cost, marketing spend and handover services, with group, city and project dashboards.',
        points: ['Milestones and early warnings', 'Dynamic cost control', 'Handover and customer care'],
        logos: [
          logo(40, 'Jinlan Properties'),
          logo(41, 'Junyi Real Estate'),
          logo(42, "Xi'an Urban Development"),
          logo(43, 'Yueqi Property Services'),
        ],
        link: '/en/solution_property',
      },
      {
        name: 'Industrial IoT',
        icon: '/media/art/icon-iot.svg',
        cover: '/media/art/card-iiot-data.svg?lang=en',
        title: 'Industrial IoT solution',
        summary:
          'Connect machines, gather data and build industrial apps fast, turning plant data into visible results.',
        points: ['Machine connectivity and OEE', 'Industrial apps on low-code', 'Energy and quality dashboards'],
        logos: [
          logo(74, 'Zhiling IoT'),
          logo(72, 'Xingyan Sensing'),
          logo(28, 'Tuocen Robotics'),
          logo(50, 'Landian New Energy'),
        ],
        link: '/en/solution_iiot',
      },
    ],
  },
  facts: {
    title: 'Why Defan',
    subtitle: 'Ten years focused on large enterprises: we deliver lasting digital capability, not just software',
    items: [
      {
        icon: '/media/art/icon-factory.svg',
        title: 'Built for large enterprises',
        summary:
          '500+ large customers with many entities, many systems and heavy load; every solution proven at group scale.',
      },
      {
        icon: '/media/art/icon-platform.svg',
        title: 'One product foundation',
        summary: 'Low-code, integration, master data, data platform and portal share identity, models and operations.',
      },
      {
        icon: '/media/art/icon-security.svg',
        title: 'Secure and fully localized',
        summary:
          'Private and hybrid deployment on domestic chips, operating systems and databases, with certified security.',
      },
      {
        icon: '/media/art/icon-team.svg',
        title: 'Delivered and supported by us',
        summary:
          '450+ staff in 8 cities, on-site delivery by our own consultants, 24/7 support and a 90%+ renewal rate.',
      },
    ],
  },
  news: {
    title: 'Defan events',
    subtitle: 'Summits, webinars and talks where our customers and engineers share what works',
    moreText: 'Ask about upcoming events',
    moreLink: '/en/form',
    featuredLabel: 'Featured',
    dateFormat: 'yyyy-MM-dd',
    events: EVENTS,
  },
  brands: {
    title: 'Trusted by 500+ large enterprises',
    subtitle: 'Automotive, pharmaceutical, equipment, finance, real estate, energy, consumer goods and more',
    more: 'Show all customers',
    less: 'Show fewer',
  },
  connect: {
    title: 'Start your digital journey on solid ground',
    subtitle: 'Talk to a Defan solution consultant about your business and get a roadmap based on projects like yours',
    hotlineLabel: 'Hotline',
    hours: 'Weekdays 09:00-18:30 (UTC+8)',
    ctas: [
      { text: 'Talk to us', link: '/en/form', primary: true },
      { text: 'Start for free', register: 'trial' },
    ],
  },
  consult: {
    title: 'Get your tailored digital solution',
    subtitle: 'Leave your details and a solution consultant will contact you within one business day.',
    asideTitle: 'What a consultation brings',
    points: [
      { title: 'One-to-one consultation', summary: 'An industry consultant reviews your situation and goals' },
      { title: 'Cases from your industry', summary: 'Results from companies of your size and sector' },
      { title: 'A demo built for you', summary: 'We set up a demo around your own scenario' },
    ],
  },
};

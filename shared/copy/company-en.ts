// Static English copy of the company pages (about, partner programme, trial application); the
// white paper has no English page. Same figures and structure as the Chinese copy.
import type { AboutCopy, PartnerCopy, TrialCopy } from './company.ts';

export const ABOUT_EN: AboutCopy = {
  hero: {
    title: 'About Defan',
    summary:
      'Defan builds the low-code, integration, master data, data platform and portal products that large enterprises use to move complex business online quickly and safely.',
  },
  profile: {
    title: 'Company profile',
    paragraphs: [
      'Shanghai Definesys Information Technology was founded in 2014. Headquartered in Shanghai, it has offices in Beijing, Guangzhou, Shenzhen, Chengdu, Wuhan, Hangzhou and Nanjing. Defan started out integrating and implementing systems for large enterprises, and knows how demanding core business systems are.',
      'Building on ten years of large projects, Defan created five products: the aPaaS low-code platform, the iPaaS integration platform, MDM master data management, the DeHoop data platform and the Portal enterprise portal. Together they cover application development, system integration and data governance for 500+ large enterprises in automotive, pharma, equipment, finance, real estate and more.',
    ],
    facts: [
      { value: '2014', label: 'Founded in Shanghai' },
      { value: '450+', label: 'Employees' },
      { value: '500+', label: 'Large enterprise customers' },
      { value: '8', label: 'Cities with offices' },
    ],
  },
  recognitions: {
    title: 'Industry recognition',
    items: [
      {
        title: 'Included in Gartner low-code research',
        summary: 'Listed as one of the representative vendors of the China market in research on low-code platforms.',
      },
      {
        title: 'Included in Gartner integration research',
        summary: 'Recognised for integration capabilities built for complex enterprise environments.',
      },
      {
        title: 'Representative vendor in domestic studies',
        summary: 'Repeatedly named a representative low-code and integration vendor by Chinese industry analysts.',
      },
      {
        title: 'National High-Tech Enterprise',
        summary: 'Five self-developed platform products, with software copyrights and domestic-stack certifications.',
      },
    ],
  },
  top500: {
    title: 'Trusted by leading enterprises',
    subtitle:
      'Large enterprises choose Defan for their core business, a long-term vote of confidence in our platform and delivery',
    unit: '',
    items: [
      { value: 154, label: 'China Top 500 enterprises' },
      { value: 167, label: 'China Top 500 manufacturers' },
      { value: 124, label: 'China Top 500 private enterprises' },
      { value: 8, label: 'Fortune Global 500 companies' },
    ],
  },
  honours: {
    title: 'Awards and certifications',
    subtitle: 'Our products and services keep earning the recognition of the industry and our customers',
  },
  timeline: {
    title: 'Our history',
    subtitle: 'From an integration services firm to a digital platform vendor for large enterprises',
    items: [
      {
        year: 2014,
        events: [
          'Defan founded in Shanghai, starting with ERP extensions and system integration for large enterprises',
        ],
      },
      {
        year: 2015,
        events: [
          'First automotive and equipment manufacturing customers; integration and workflow delivery methods take shape',
        ],
      },
      {
        year: 2016,
        events: [
          'Beijing office opens',
          'In-house integration middleware delivered in a first group-wide interface platform',
        ],
      },
      {
        year: 2017,
        events: ['Defan aPaaS low-code platform 1.0 released', 'Certified as a National High-Tech Enterprise'],
      },
      {
        year: 2018,
        events: [
          'iPaaS integration platform released with connectors for mainstream ERP and CRM',
          'Guangzhou and Chengdu offices open',
        ],
      },
      {
        year: 2019,
        events: ['MDM master data management platform released', 'More than 100 large enterprise customers'],
      },
      {
        year: 2020,
        events: [
          'Portal enterprise portal released',
          'Low-code platform certified on domestic chips, operating systems and databases',
        ],
      },
      {
        year: 2021,
        events: ['DeHoop data platform completes the five-product portfolio', 'Team grows beyond 300 people'],
      },
      {
        year: 2022,
        events: [
          'Automotive, pharma and equipment industry solutions launched',
          'Shenzhen, Wuhan, Hangzhou and Nanjing offices open',
        ],
      },
      {
        year: 2023,
        events: ['More than 500 large enterprise customers', 'More than 450 employees, over half of them in R&D'],
      },
    ],
  },
  brands: {
    title: 'Benchmark customers',
    subtitle: 'Trusted by 500+ large enterprises in automotive, pharma, manufacturing, finance, real estate and more',
  },
};

export const PARTNER_EN: PartnerCopy = {
  hero: {
    title: 'Grow with Defan',
    summary:
      'Products, technology and opportunities open to implementers, industry ISVs and channel partners serving 500+ large enterprises',
    button: 'Join now',
  },
  gold: {
    title: 'Gold partners',
    subtitle: 'Core partners who have built with Defan for years and proven themselves on large projects',
    label: 'Gold partners',
    prev: 'Previous partners',
    next: 'Next partners',
    items: [
      {
        name: 'Linghang Digital',
        initial: 'LD',
        city: 'Shanghai',
        type: 'Gold implementation partner',
        summary: '100+ low-code projects delivered with its nine-step method; 95% delivered on schedule.',
      },
      {
        name: 'Lantu Information Technology',
        initial: 'LT',
        city: 'Chengdu',
        type: 'Gold implementation partner',
        summary:
          'Equipment manufacturing specialist: 60 low-code projects in two years and two templates in the app market.',
      },
      {
        name: 'Hengchuan Digital',
        initial: 'HD',
        city: 'Wuhan',
        type: 'Gold application partner',
        summary: 'A project management suite on aPaaS used by 30+ construction and design firms.',
      },
      {
        name: 'Beichen Cloudbridge',
        initial: 'BC',
        city: 'Beijing',
        type: 'Gold channel partner',
        summary: 'Domestic-stack projects in finance and energy for 40+ large customers in northern China.',
      },
      {
        name: 'Nanyue Digital Intelligence',
        initial: 'ND',
        city: 'Guangzhou',
        type: 'Gold implementation partner',
        summary: 'Master data and integration projects for manufacturers and developers in southern China.',
      },
    ],
  },
  mechanism: {
    title: 'Partner types',
    subtitle: 'Three kinds of partners, each with its own focus, and benefits that grow with you',
    items: [
      {
        icon: 'gear',
        title: 'Implementation partners',
        summary: 'Deliver projects on Defan platforms: deployment, application building and system integration.',
        benefits: [
          'Developer and implementation certification',
          'Vendor delivery methods and support',
          'Priority on Defan subcontracted projects',
        ],
      },
      {
        icon: 'code',
        title: 'Application partners',
        summary: 'Build industry or scenario apps on aPaaS and sell them in the Defan app market.',
        benefits: [
          'App market listing and promotion',
          'Revenue share weighted to partners',
          'Joint industry solution design',
        ],
      },
      {
        icon: 'partner',
        title: 'Channel partners',
        summary: 'Sell Defan products in your region or industry and win large enterprise customers together.',
        benefits: ['Competitive product discounts', 'Deal registration and protection', 'Presales and tender support'],
      },
    ],
  },
  products: {
    title: 'Three core products',
    subtitle: 'Partners deliver on one platform, from application development and integration to data governance',
    more: 'Learn more',
    moreSeparator: ': ',
    items: [
      {
        icon: 'code',
        name: 'aPaaS',
        title: 'Low-code platform',
        summary: 'Visual forms, a workflow engine and data modelling with code extensions for complex core apps.',
      },
      {
        icon: 'integration',
        name: 'iPaaS',
        title: 'Integration platform',
        summary: '300+ connectors and visual integration flows to manage every interface and API.',
      },
      {
        icon: 'database',
        name: 'MDM',
        title: 'Master data platform',
        summary: 'One standard, one request process and one distribution for materials, customers and suppliers.',
      },
    ],
  },
  process: {
    title: 'How to become a partner',
    summary: 'Signing can take as little as two weeks, and a Defan consultant supports your first joint project.',
    requirements: {
      title: 'What you need to apply',
      items: [
        { title: 'A registered company', summary: 'With experience in software, system implementation or IT services' },
        { title: 'A delivery team', summary: 'At least two people ready to certify in implementation or presales' },
        { title: 'Customers', summary: 'Steady mid-size or large enterprise customers in your region or industry' },
        {
          title: 'Documents',
          summary: 'Business licence, company profile and reference projects of the last two years',
        },
      ],
    },
    zoom: 'View full size',
    button: 'Become a partner',
  },
  supports: {
    title: 'Six kinds of partner support',
    subtitle: 'From building skills to closing deals, Defan grows with its partners',
    items: [
      {
        icon: 'training',
        title: 'Training and certification',
        summary: 'Online courses and bootcamps with developer, implementation and presales certificates.',
      },
      {
        icon: 'presales',
        title: 'Presales support',
        summary: 'Solution designs, demo environments and tender documents; joint visits for key deals.',
      },
      {
        icon: 'marketing',
        title: 'Marketing support',
        summary: 'Joint industry events, shared materials, case studies and online campaigns.',
      },
      {
        icon: 'headset',
        title: 'Technical support',
        summary: 'A named technical contact and ticket channel, with R&D escalation for hard cases.',
      },
      {
        icon: 'lead',
        title: 'Lead sharing',
        summary: 'Leads assigned by region and industry under transparent registration rules.',
      },
      {
        icon: 'incentive',
        title: 'Incentives',
        summary: 'Tiers by annual results and certified staff, with rebates, marketing funds and awards.',
      },
    ],
  },
  stories: {
    title: 'Partner news',
    subtitle: 'The latest from the partner programme and stories of our partners',
    more: 'Learn more',
  },
};

export const TRIAL_EN: TrialCopy = {
  title: 'Request a free trial',
  subtitle:
    'Tell us a little about your needs. A solution consultant will contact you within one business day to set up your trial and a product demo.',
  promises: [
    'One-to-one demo with a consultant',
    'A sample built around your business',
    'Technical support throughout the trial',
  ],
  gartner: {
    badge: 'Gartner',
    title: 'Included in Gartner low-code research',
    summary:
      'Defan is one of the representative vendors of the China market included in Gartner research on low-code and integration platforms.',
  },
  logosTitle: 'Trusted by 500+ large enterprises',
  phoneLabel: 'Hotline',
  hoursLabel: 'Service hours',
  hours: 'Weekdays 09:00-18:30 (UTC+8)',
  qrCaption: 'Scan to add our customer service on WeCom',
  chatLink: 'Chat with us',
};

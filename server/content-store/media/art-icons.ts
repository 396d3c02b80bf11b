// Line icons, 64x64, drawn by hand on a 64-unit grid. An icon is chosen by the first keyword of
// the image name that matches (icon-workflow-approval → workflow), else by the name's hash.
import { ACCENTS, PALETTE, fnv1a, num, pick, svgDocument } from './svg-kit.ts';

interface IconDef {
  keywords: readonly string[];
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
    pts.push(`${num(32 + r * Math.cos(a))} ${num(32 + r * Math.sin(a))}`);
  }
  return `<path d="M${pts.join('L')}Z"/>`;
}

const ICONS: readonly IconDef[] = [
  {
    keywords: ['workflow', 'flow', 'process', 'bpm', 'approval'],
    main: '<rect x="8" y="8" width="20" height="14" rx="3"/><rect x="36" y="42" width="20" height="14" rx="3"/><path d="M18 22v12h28v8"/>',
    accent: '<circle cx="46" cy="15" r="7"/><path d="M28 15h11"/>',
  },
  {
    keywords: ['database', 'data', 'db', 'mdm', 'master', 'storage'],
    main: '<ellipse cx="32" cy="14" rx="18" ry="6"/><path d="M14 14v36c0 3.3 8 6 18 6s18-2.7 18-6V14"/>',
    accent: '<path d="M14 26c0 3.3 8 6 18 6s18-2.7 18-6M14 38c0 3.3 8 6 18 6s18-2.7 18-6"/>',
  },
  {
    keywords: ['api', 'plug', 'integration', 'ipaas', 'esb', 'connector'],
    main: '<path d="M18 22h28v8a14 14 0 0 1-28 0Z"/><path d="M32 44v14"/>',
    accent: '<path d="M25 8v14M39 8v14"/>',
  },
  {
    keywords: ['shield', 'security', 'safe', 'secure', 'auth', 'permission'],
    main: '<path d="M32 6l20 8v16c0 13-9 22-20 28C21 52 12 43 12 30V14Z"/>',
    accent: '<path d="M23 31l6 6 12-13"/>',
  },
  {
    keywords: ['chart', 'analytics', 'report', 'bi', 'dashboard', 'stats', 'insight'],
    main: '<path d="M8 8v48h48"/><path d="M20 48V36M31 48V28M42 48V32M53 48V22"/>',
    accent: '<path d="M18 26l12-10 10 6 14-12"/>',
  },
  {
    keywords: ['users', 'user', 'team', 'people', 'hr', 'crm', 'customer', 'partner'],
    main: '<circle cx="24" cy="22" r="9"/><path d="M8 54c0-10 7-17 16-17s16 7 16 17"/>',
    accent: '<circle cx="45" cy="24" r="6"/><path d="M44 37c7 0 12 6 12 13"/>',
  },
  {
    keywords: ['factory', 'manufacturing', 'industry', 'mfg', 'equipment', 'mes'],
    main: '<path d="M8 56V30l14 9v-9l14 9v-9l14 9V10h6v46Z"/><path d="M6 56h52"/>',
    accent: '<path d="M17 48h5M29 48h5M41 48h5"/>',
  },
  {
    keywords: ['car', 'auto', 'automotive', 'vehicle'],
    main: '<path d="M10 40l5-13a6 6 0 0 1 5.6-4h22.8a6 6 0 0 1 5.6 4l5 13"/><path d="M8 46v-4a4 4 0 0 1 4-4h40a4 4 0 0 1 4 4v4a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4Z"/>',
    accent: '<circle cx="20" cy="50" r="5"/><circle cx="44" cy="50" r="5"/>',
  },
  {
    keywords: ['pill', 'pharma', 'medicine', 'medical', 'health', 'drug'],
    main: '<rect x="6" y="22" width="52" height="20" rx="10" transform="rotate(-45 32 32)"/>',
    accent: '<path d="M25 25l14 14"/><path d="M46 48h10M51 43v10"/>',
  },
  {
    keywords: ['building', 'estate', 'property', 'realestate', 'finance', 'bank', 'park'],
    main: '<path d="M12 56V10h24v46M36 26h16v30M6 56h52"/><path d="M21 56v-8h6v8"/>',
    accent: '<path d="M19 18h4M27 18h2M19 28h4M27 28h2M19 38h4M27 38h2M42 34h4M42 44h4"/>',
  },
  { keywords: ['gear', 'settings', 'config', 'ops', 'devops', 'admin'], main: gearPath(), accent: '<circle cx="32" cy="32" r="7"/>' },
  {
    keywords: ['cloud', 'saas', 'paas', 'deploy', 'hosting'],
    main: '<path d="M20 48h26a11 11 0 0 0 1-22 15 15 0 0 0-29-3 12 12 0 0 0 2 25Z"/>',
    accent: '<path d="M32 44V30M26 36l6-6 6 6"/>',
  },
  {
    keywords: ['document', 'doc', 'file', 'contract', 'form', 'policy'],
    main: '<path d="M14 6h24l12 12v40H14Z"/><path d="M38 6v12h12"/>',
    accent: '<path d="M22 30h20M22 38h20M22 46h12"/>',
  },
  {
    keywords: ['link', 'connect', 'chain', 'sync'],
    main: '<path d="M28 36a9 9 0 0 0 13 0l9-9a9 9 0 0 0-13-13l-4 4"/>',
    accent: '<path d="M36 28a9 9 0 0 0-13 0l-9 9a9 9 0 0 0 13 13l4-4"/>',
  },
  {
    keywords: ['elevator', 'lift', 'escalator'],
    main: '<rect x="12" y="6" width="40" height="52" rx="4"/><path d="M32 6v52"/>',
    accent: '<path d="M18 28l4-5 4 5M38 23l4 5 4-5"/>',
  },
  {
    keywords: ['cart', 'retail', 'shop', 'store', 'mall', 'ecommerce'],
    main: '<path d="M6 10h8l6 30h30l6-22H17"/>',
    accent: '<circle cx="24" cy="50" r="4"/><circle cx="46" cy="50" r="4"/>',
  },
  {
    keywords: ['truck', 'logistics', 'delivery', 'supply', 'transport'],
    main: '<path d="M6 14h32v30H6Z"/><path d="M38 24h10l8 10v10H38"/>',
    accent: '<circle cx="16" cy="46" r="5"/><circle cx="46" cy="46" r="5"/>',
  },
  {
    keywords: ['energy', 'power', 'bolt', 'electric', 'fast'],
    main: '<path d="M36 6L14 36h16l-4 22 22-30H32Z"/>',
  },
  {
    keywords: ['chip', 'electronics', 'semiconductor', 'iot', 'device'],
    main: '<rect x="16" y="16" width="32" height="32" rx="4"/><path d="M24 8v8M32 8v8M40 8v8M24 48v8M32 48v8M40 48v8M8 24h8M8 32h8M8 40h8M48 24h8M48 32h8M48 40h8"/>',
    accent: '<rect x="25" y="25" width="14" height="14" rx="2"/>',
  },
  {
    keywords: ['flask', 'chemical', 'chemistry', 'lab', 'lims'],
    main: '<path d="M22 6h20M27 6v18L12 52a4 4 0 0 0 3.6 6h32.8a4 4 0 0 0 3.6-6L37 24V6"/>',
    accent: '<path d="M18 42h28"/>',
  },
  {
    keywords: ['globe', 'portal', 'web', 'site', 'world', 'global'],
    main: '<circle cx="32" cy="32" r="24"/>',
    accent: '<path d="M8 32h48M32 8c-9 8-9 40 0 48M32 8c9 8 9 40 0 48"/>',
  },
  {
    keywords: ['code', 'lowcode', 'dev', 'app', 'apaas', 'platform'],
    main: '<rect x="6" y="10" width="52" height="44" rx="5"/><path d="M6 20h52"/>',
    accent: '<path d="M26 30l-7 7 7 7M38 30l7 7-7 7"/>',
  },
];

export const ICON_KEYWORDS: readonly string[] = ICONS.flatMap((i) => i.keywords);

function chooseIcon(name: string): IconDef {
  for (const part of name.split('-')) {
    const hit = ICONS.find((i) => i.keywords.includes(part));
    if (hit) return hit;
  }
  return pick(ICONS, fnv1a(name));
}

export function renderIcon(name: string): string {
  const icon = chooseIcon(name);
  const accent = pick(ACCENTS.slice(1), fnv1a(`accent:${name}`));
  const common = 'fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"';
  let body = `<g ${common} stroke="${PALETTE.primary}">${icon.main}</g>`;
  if (icon.accent) body += `<g ${common} stroke="${accent}">${icon.accent}</g>`;
  return svgDocument(64, 64, body);
}

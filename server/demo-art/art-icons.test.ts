// Icons are chosen by meaning: every icon the site shows, in the seeded pages and in the fixed copy
// of both apps, is drawn from a listed name (never the hash fallback) and fits the title next to it.
import { describe, expect, it } from 'vitest';
import * as companyEn from '../../shared/copy/company-en.ts';
import * as companyZh from '../../shared/copy/company.ts';
import * as homeEn from '../../shared/copy/home-en.ts';
import * as homeZh from '../../shared/copy/home.ts';
import * as mobileAbout from '../../shared/copy/mobile/about.ts';
import * as mobilePartner from '../../shared/copy/mobile/partner.ts';
import * as mobileWhitepaper from '../../shared/copy/mobile/whitepaper.ts';
import { loadContent } from '../content-store/seed/load-content.ts';
import { seedPages } from '../content-store/seed/pages.ts';
import { ICONS } from './art-icon-set.ts';
import { iconByName, iconForTitle, renderIcon } from './art-icons.ts';

interface Use {
  name: string;
  title: string;
  where: string;
}

/** Every object with an icon and a title (or name) anywhere in a value: the icons the site shows. */
function iconUses(value: unknown, where: string, out: Use[] = []): Use[] {
  if (Array.isArray(value)) {
    value.forEach((v, i) => iconUses(v, `${where}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const title = typeof o.title === 'string' ? o.title : typeof o.name === 'string' ? o.name : undefined;
    if (typeof o.icon === 'string' && title !== undefined) {
      const m = /^\/media\/art\/icon-([a-z0-9-]+)\.svg$/.exec(o.icon) ?? /^([a-z0-9-]+)$/.exec(o.icon);
      if (m?.[1]) out.push({ name: m[1], title, where });
    }
    for (const [k, v] of Object.entries(o)) iconUses(v, `${where}.${k}`, out);
  }
  return out;
}

const { pages } = seedPages();
const { site } = loadContent();
const uses = [
  ...pages.flatMap((p) => iconUses(p, p.route)),
  ...iconUses(site, 'site'),
  ...iconUses({ companyEn, companyZh, homeEn, homeZh, mobileAbout, mobilePartner, mobileWhitepaper }, 'copy'),
];

describe('icons by meaning', () => {
  it('finds the icons of the seeded pages and the copy', () => {
    expect(uses.length).toBeGreaterThan(250);
    expect(new Set(uses.map((u) => u.name)).size).toBeGreaterThan(100);
  });

  it('draws every icon the site uses from a listed name, never from the hash fallback', () => {
    const unlisted = [...new Set(uses.filter((u) => !iconByName(u.name)).map((u) => `${u.name} (${u.where})`))];
    expect(unlisted).toEqual([]);
  });

  it('draws an icon that fits each title', () => {
    const misfits = uses
      .filter((u) => !iconByName(u.name)?.means.test(u.title))
      .map((u) => `${u.title} → ${iconByName(u.name)?.id} (${u.name}, ${u.where})`);
    expect(misfits).toEqual([]);
  });

  it('no longer pairs the reported mismatches', () => {
    const drawn = (title: RegExp) =>
      new Set(uses.filter((u) => title.test(u.title)).map((u) => iconByName(u.name)?.id));
    expect(drawn(/绩效|performance/i).has('cart')).toBe(false);
    expect(drawn(/索赔|claim/i).has('flask')).toBe(false);
    expect([...drawn(/^(技术支持|Technical support)$/)]).toEqual(['headset']);
    expect([...drawn(/^售后索赔审核压力大$/)]).toEqual(['receipt']);
  });

  it('has one drawing per icon and each name picks one icon', () => {
    expect(new Set(ICONS.map((i) => i.main + (i.accent ?? ''))).size).toBe(ICONS.length);
    const names = ICONS.flatMap((i) => i.names);
    expect(new Set(names).size).toBe(names.length);
    expect(ICONS.length).toBeGreaterThanOrEqual(60);
  });

  it('draws items shown side by side with different icons (a connector is not an API)', () => {
    // siblings: uses whose place differs only in the last list position
    const rows = new Map<string, Use[]>();
    for (const u of uses) {
      const row = u.where.replace(/\[\d+\](\.[a-z]+)*$/i, '');
      rows.set(row, [...(rows.get(row) ?? []), u]);
    }
    const twins: string[] = [];
    for (const [row, items] of rows) {
      const seen = new Map<string | undefined, string>();
      for (const u of items) {
        const id = iconByName(u.name)?.id;
        const other = seen.get(id);
        if (other !== undefined) twins.push(`${row}: ${other} and ${u.title} → ${id}`);
        seen.set(id, u.title);
      }
    }
    expect(twins).toEqual([]);
    const ipaas = uses.filter((u) => u.where.startsWith('/product_ipaas') && /连接器|API/.test(u.title));
    expect(ipaas.map((u) => iconByName(u.name)?.id).sort()).toEqual(['api', 'plug']);
  });

  it('picks a fitting icon for a title', () => {
    expect(iconForTitle('合同管理：从起草到归档')?.id).toBe('document');
    expect(iconForTitle('Laboratory reagents')?.id).toBe('flask');
    expect(iconForTitle('电梯维保')?.id).toBe('elevator');
  });

  it('renders the first listed part of a name and still draws unknown names', () => {
    expect(iconByName('warranty-claim')?.id).toBe('receipt');
    expect(renderIcon('zz-unknown')).toMatch(/^<svg /);
  });
});

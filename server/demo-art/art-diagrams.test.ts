// Architecture and showcase pictures show their own page's content: a solution's architecture
// lists its own scenarios (the HR solution no longer shows a customer master-data table), the
// showcases their steps, and the windows of tabs and featured cases the page's own entries.
import { describe, expect, it } from 'vitest';
import type { PageConfig } from '../../shared/api/types.ts';
import { seedPages } from '../content-store/seed/pages.ts';
import { renderMedia } from './render-media.ts';

const { pages, diagrams } = seedPages();
const ctx = { article: () => undefined };
// An English page's picture carries ?lang=en (its words are drawn in English).
const PIC = /\/media\/art\/pic-([a-z0-9-]+)\.svg(?:\?lang=(en))?$/;
const picName = (url: string | undefined): string => PIC.exec(url ?? '')?.[1] ?? '';
const picLang = (url: string | undefined): 'zh' | 'en' => (PIC.exec(url ?? '')?.[2] === 'en' ? 'en' : 'zh');
const pic = (url: string | undefined): string => renderMedia('art', `pic-${picName(url)}`, ctx, picLang(url)) ?? '';
/** The text of an SVG without tags or spaces, so a label wrapped over lines reads whole. */
const words = (svg: string): string => svg.replace(/<[^>]+>/g, '').replace(/\s+/g, '');
const squeeze = (t: string | undefined): string => (t ?? '').replace(/\s+/g, '');
const configOf = (route: string): PageConfig => {
  const page = pages.find((p) => p.route === route);
  return (page?.ext as { pageConfig: PageConfig }).pageConfig;
};

const solutions = pages.filter((p) => (p.ext as { template?: string }).template === 'solution');
const products = pages.filter((p) => (p.ext as { template?: string }).template === 'config');

describe('diagrams from the pages', () => {
  it('draw every solution architecture from its own scenarios and no other', () => {
    expect(solutions.length).toBeGreaterThanOrEqual(18);
    for (const page of solutions) {
      const c = (page.ext as { pageConfig: PageConfig }).pageConfig;
      const text = words(pic(c.p4?.pic));
      for (const item of c.p5?.items ?? []) expect(text, `${page.route}: ${item.title}`).toContain(squeeze(item.title));
      for (const other of solutions) {
        if (other.route === page.route || other.route.startsWith('/en/') !== page.route.startsWith('/en/')) continue;
        // the security and operations column names an audit trail on every architecture
        const own = new Set([...(c.p5?.items ?? []).map((i) => i.title), 'Audit trail']);
        for (const item of (other.ext as { pageConfig: PageConfig }).pageConfig.p5?.items ?? [])
          if (!own.has(item.title))
            expect(text, `${page.route} shows ${item.title}`).not.toContain(squeeze(item.title));
      }
    }
  });

  it('show the HR platform, not a customer master-data table', () => {
    const hr = words(pic(configOf('/solution_hr').p4?.pic));
    for (const t of ['员工全生命周期流程', '招聘与入职', '绩效与人才盘点', '企业微信', 'aPaaS 低代码平台'])
      expect(hr).toContain(squeeze(t));
    expect(hr).not.toContain('客户主数据');
    const en = words(pic(configOf('/en/solution_automobile').p4?.pic));
    for (const t of ['Supplier portal', 'Warranty claims and parts return', 'SAP', 'MES', 'Business apps'])
      expect(en).toContain(squeeze(t));
  });

  it('list a featured case window’s menu from the solution’s scenarios', () => {
    const c = configOf('/solution_hr');
    const win = words(pic(c.p7?.pic));
    expect(win).toContain('万澜零售');
    expect(win).toContain('招聘与入职');
    expect(win).not.toContain('物料主数据');
    // the English page has its own window, in English
    expect(picName(configOf('/en/solution_automobile').p7?.pic)).toMatch(/-en$/);
  });

  it('draw each product showcase from its own steps and each tab as the highlighted entry', () => {
    expect(words(pic(configOf('/cooperative').p3?.pic))).toMatch(/提交申请.*资质评估.*签约培训.*联合拓展/);
    expect(words(pic(configOf('/product_dehoop').p3?.pic))).toContain('明细层DWD');
    // the portal's workbench shows an employee's day (to-dos with their systems, apps, notices),
    // not the six capability cards above it once more
    const portal = configOf('/product_portal');
    const bench = words(pic(portal.p3?.pic));
    expect(bench).toMatch(/我的待办.*SAP.*常用应用.*费用报销.*通知公告/);
    expect(portal.p2?.items?.length).toBe(6);
    for (const f of portal.p2?.items ?? []) expect(bench).not.toContain(squeeze(f.title));
    for (const page of products) {
      const c = (page.ext as { pageConfig: PageConfig }).pageConfig;
      expect(diagrams.has(picName(c.p3?.pic)), page.route).toBe(true);
      (c.p4?.items ?? []).forEach((tab) => {
        expect(diagrams.get(picName(tab.pic)), `${page.route} ${tab.title}`).toMatchObject({
          kind: 'screen',
          title: tab.title,
        });
      });
    }
  });

  it('draw the iPaaS integration tabs as systems exchanging records, not as an approval flow', () => {
    for (const route of ['/product_ipaas', '/en/product_ipaas']) {
      const tabs = configOf(route).p4?.items ?? [];
      const erp = tabs.find((t) => /ERP/.test(t.title ?? ''));
      const text = words(pic(erp?.pic));
      // the systems the tab's summary names, the source on the left and its targets
      expect(text, route).toMatch(/SAP.*MES.*WMS.*CRM/);
      expect(text, route).not.toMatch(/部门审批|审批人|Dept\.approval|Approver/);
      for (const tab of tabs.filter((t) => /集成|E-commerce|API/i.test(t.title ?? '')))
        expect(words(pic(tab.pic)), `${route} ${tab.title}`).toMatch(/运行日志|Runlog/);
    }
  });

  it('stay well-formed and small', () => {
    for (const name of diagrams.keys()) {
      const svg = renderMedia('art', `pic-${name}`, ctx) ?? '';
      expect(svg, name).toMatch(/^<svg [^>]*width="1200" height="640"/);
      expect(svg, name).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg.length, name).toBeLessThan(24_000);
      // the pages offer these at full size where they show them small (test/e2e/art-layout.spec.ts):
      // there every word is 12 px or more
      for (const [, size] of svg.matchAll(/<text [^>]*font-size="([\d.]+)"/g))
        expect(Number(size), name).toBeGreaterThanOrEqual(12);
    }
  });
});

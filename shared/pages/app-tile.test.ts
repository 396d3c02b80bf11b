import { describe, expect, it } from 'vitest';
import { appTileParts } from './app-tile.tsx';

const tag = (slug: string, name: string) => ({ slug, name });
const market = tag('yingyongshichang', '应用市场');

describe('appTileParts', () => {
  it('splits a market title into the app name and its line, and leaves out the market tag', () => {
    const parts = appTileParts({
      title: '设备点检：扫码点检、异常报修与点检标准统一管理',
      tags: [market, tag('zhinengzhizao', '智能制造'), tag('zhuangbeizhizao', '装备制造')],
    });
    expect(parts).toMatchObject({
      name: '设备点检',
      line: '扫码点检、异常报修与点检标准统一管理',
      glyph: '设备',
      categories: [tag('zhinengzhizao', '智能制造'), tag('zhuangbeizhizao', '装备制造')],
    });
  });

  it('gives apps of one category one icon colour, and other categories others', () => {
    const colour = (slug: string, title: string) => appTileParts({ title, tags: [market, tag(slug, slug)] }).colour;
    expect(colour('zhihuiyuanqu', '访客管理：预约')).toBe(colour('zhihuiyuanqu', '会议室预订：排期'));
    const colours = new Set(
      ['zhinengzhizao', 'zhihuiyuanqu', 'caigouguanli', 'renliziyuan', 'didaima'].map((s) => colour(s, 'x')),
    );
    expect(colours.size).toBeGreaterThan(2);
    for (const c of colours) (expect(c).toBeGreaterThanOrEqual(0), expect(c).toBeLessThan(8));
  });

  it('copes with what the vendor may publish: no colon, a Latin name, no tags', () => {
    expect(appTileParts({ title: '知识库', tags: [] })).toMatchObject({ name: '知识库', line: '', glyph: '知识' });
    expect(appTileParts({ title: 'SAP Connector - 订单与库存双向同步', tags: [] })).toMatchObject({
      name: 'SAP Connector',
      line: '订单与库存双向同步',
      glyph: 'SC',
    });
    expect(appTileParts({ title: 'ERP 对接｜凭证自动生成', tags: [] }).glyph).toBe('ER');
    expect(appTileParts({ title: '《巡检》', tags: [] }).glyph).toBe('巡检');
  });
});

// Every <dl> the site renders is a list of name-value groups as HTML defines it: one or more
// <dt> terms, then one or more <dd> values, directly or each group wrapped in a <div>. A figure
// shown above its label keeps the label first in the markup and moves it with CSS (issue 39: the
// phone home's story metrics put <dd> before <dt>).
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { EN_ROUTES, PAGE_TYPES } from '../helpers/page-types.ts';
import { buildSite } from '../helpers/site.ts';
import { USER_AGENTS } from '../helpers/user-agents.ts';

const agent = (name: string) => USER_AGENTS.find((a) => a.name === name)!.ua;
const [DESKTOP, IPHONE] = [agent('Chrome on Windows'), agent('Safari on iPhone')];
const site = buildSite();
afterAll(() => site.dispose());

/**
 * The dt and dd children of every <dl>, and of every <div> directly in one, in document order.
 * React writes well-formed markup, so a stack of the four elements is enough; scripts (the
 * hydration data) are left out.
 */
function definitionGroups(html: string): string[][] {
  const groups: string[][] = [];
  const stack: { tag: string; children?: string[] }[] = [];
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
  for (const [, close, tag] of markup.matchAll(/<(\/?)(dl|div|dt|dd)\b[^>]*>/g)) {
    if (close) {
      const open = stack.pop();
      if (!open || open.tag !== tag) throw new Error(`</${tag}> closes <${open?.tag}>`);
      if (open.children?.length) groups.push(open.children);
      continue;
    }
    const parent = stack.at(-1);
    if ((tag === 'dt' || tag === 'dd') && parent?.children) parent.children.push(tag);
    const holdsGroups = tag === 'dl' || (tag === 'div' && parent?.tag === 'dl');
    stack.push({ tag: tag!, children: holdsGroups ? [] : undefined });
  }
  return groups;
}

/** Terms first, then values, as many groups as there are. */
const wellOrdered = (children: string[]) => /^((dt,)+(dd,)+)+$/.test(children.map((c) => `${c},`).join(''));

const PAGES = [
  ...PAGE_TYPES.filter((t) => !t.en).map((t) => t.path),
  '/news/1001',
  '/cases/2002',
  '/product_mdm',
  '/solution_hr',
];

describe('definition lists', () => {
  it('reads the groups of a list, and tells a value before its term', () => {
    const groups = definitionGroups(
      '<dl><div><dd>8</dd><dt>a</dt></div><div><dt>b</dt><dd><div>9</div></dd></div></dl><dl><dt>c</dt><dt>d</dt><dd>1</dd></dl>',
    );
    expect(groups).toEqual([
      ['dd', 'dt'],
      ['dt', 'dd'],
      ['dt', 'dt', 'dd'],
    ]);
    expect(groups.map(wellOrdered)).toEqual([false, true, true]);
  });

  it.each([
    ...PAGES.flatMap((path) => [
      [path, 'phone', IPHONE],
      [path, 'desktop', DESKTOP],
    ]),
    ...EN_ROUTES.map((path) => [path, 'desktop', DESKTOP]),
  ])('%s on the %s: every term comes before its value', async (path, _device, ua) => {
    const res = await request(site.listener).get(path).set('Host', 'localhost').set('User-Agent', ua!);
    expect(res.status).toBe(200);
    const groups = definitionGroups(res.text);
    expect(groups.filter((g) => !wellOrdered(g)).map((g) => g.join(' '))).toEqual([]);
  });

  it('checks the lists it should: the phone home has its story metrics and figures', async () => {
    const res = await request(site.listener).get('/').set('Host', 'localhost').set('User-Agent', IPHONE);
    expect(res.text).toContain('class="m-story__metrics"');
    expect(definitionGroups(res.text).length).toBeGreaterThanOrEqual(10);
  });
});

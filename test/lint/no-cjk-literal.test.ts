// The lint rule that keeps copy in one home (local/no-cjk-literal in eslint.config.js): Chinese
// text in a string, a template literal, JSX text, a JSX attribute or a regular expression is
// reported anywhere in app code but shared/copy, tests and the demo content. Linted with the
// repository's own configuration, so the file patterns are the ones `npm run lint` uses.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

/** The rule's reports for `code` as if it were the file at `file` (relative to the repository). */
async function cjkReports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'local/no-cjk-literal').map((m) => m.message);
}

const SAMPLES = {
  'a plain string': "export const title = '客户案例';\n",
  'template-literal text': 'export const size = (n: number) => `${n} 条/页`;\n',
  'JSX text': 'export const Back = () => <a href="/">返回首页</a>;\n',
  'a JSX attribute': 'export const Nav = () => <nav aria-label="分页" />;\n',
  'a regular expression': "export const strip = (s: string) => s.replace(/[《》]/g, '');\n",
  'full-width punctuation alone': "export const colon = '：';\n",
  'CJK punctuation alone': "export const comma = ['a', 'b'].join('、');\n",
};

describe('local/no-cjk-literal', () => {
  for (const [what, code] of Object.entries(SAMPLES)) {
    it(`reports ${what} in app code`, async () => {
      expect(await cjkReports('client-desktop/pages/sample.tsx', code)).toHaveLength(1);
    });
  }

  it('reports it in every app folder, the server included', async () => {
    for (const file of ['client-mobile/pages/sample.tsx', 'shared/pages/sample.tsx', 'server/admin/sample.tsx'])
      expect(await cjkReports(file, SAMPLES['a plain string']), file).toHaveLength(1);
  });

  it('quotes the text in its message', async () => {
    expect(await cjkReports('shared/components/sample.tsx', SAMPLES['JSX text'])).toEqual([
      'Chinese text belongs in shared/copy (the module of its page or area), not in a literal here: "返回首页"',
    ]);
  });

  it('leaves English strings and comments with Chinese in them alone', async () => {
    const code =
      '// The heading (客户案例) comes from the copy.\nexport const Title = () => <h1 title="Cases">{\'Customer stories\'}</h1>;\n';
    expect(await cjkReports('client-desktop/pages/sample.tsx', code)).toEqual([]);
  });

  it('allows Chinese in shared/copy, in tests and in the demo content', async () => {
    const files = [
      'shared/copy/sample.ts',
      'shared/copy/mobile/sample.ts',
      'shared/components/sample.test.tsx',
      'server/pages/sample.test.ts',
      'test/integration/sample.test.ts',
      'server/content-store/seed.ts',
      'server/content-store/seed/sample.ts',
      'server/demo-art/sample.ts',
    ];
    for (const file of files) {
      const code = file.endsWith('.tsx') ? SAMPLES['JSX text'] : SAMPLES['a plain string'];
      expect(await cjkReports(file, code), file).toEqual([]);
    }
  });
});

// ESLint enforces the code boundaries: which part of the code may import which. TypeScript checks
// types and Prettier owns layout, so the rule set stays small: the import zones and layers, no
// import circles, React's rules of hooks, kebab-case file names, and a few correctness rules the
// compiler does not cover. typescript-eslint needs the TypeScript compiler
// API, which TypeScript 7 does not ship, so Babel's parser reads the TS/TSX sources.
import fs from 'node:fs';
import path from 'node:path';
import babelParser from '@babel/eslint-parser';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const SOURCES = ['{server,shared,client-desktop,client-mobile,build,bench,test}/**/*.{ts,tsx}', '*.config.ts'];

/** The server's HTTP layer: what answers requests, as opposed to the content it serves. */
const HTTP_LAYER = [
  './server/index.ts',
  './server/site.ts',
  './server/app.ts',
  './server/request-setup.ts',
  './server/site-paths.ts',
  './server/fast-path.ts',
  './server/file-routes.ts',
  './server/readiness.ts',
  './server/error-handler.ts',
  './server/http-errors.ts',
  './server/access-log.ts',
  './server/assets-route.ts',
  './server/request-context.ts',
  './server/graceful-shutdown.ts',
  './server/api',
  './server/pages',
  './server/leads',
  './server/admin',
  './server/seo',
  './server/revalidate',
  './server/images',
  './server/brand',
  './server/security',
];
/**
 * The content side: the embedded store (storage and seeding), the content sources over it, and the
 * demo art, which draws the demo content's pictures (/media/) from the seed's words and is drawn
 * on by the HTTP layer (the media route). None of them answers requests.
 */
const CONTENT = ['./server/content-store', './server/content', './server/demo-art'];
/** The SVG drawing kit (palette, text wrapping, the banner art): the preview cards and the demo
 *  art draw with it; it draws from its arguments alone. */
const SVG_KIT = './server/svg';

/**
 * The coordination layer: how the processes of one server (the SQLite journal) and the servers of one
 * site (the Redis link and its revalidation stream) agree. The HTTP layer uses it; it answers no
 * request and knows nothing of the HTTP layer but the shape of a revalidation.
 */
const COORDINATION = './server/coordination';

/**
 * The layers of shared/, from the bottom: a module imports from the layers below its own and from
 * its own folder, nothing else of shared/ (so no import circle crosses two folders, type imports
 * included). The folders of one layer do not import each other. A new folder of shared/ joins a
 * layer here before anything may import it.
 */
const SHARED_LAYERS = [
  { paths: ['site-types.ts', 'constants.ts'], holds: 'site-wide types and constants' },
  { paths: ['format', 'images', 'copy'], holds: 'formatting, picture addresses and copy' },
  { paths: ['api'], holds: 'the content API: entity types, typed calls, transports' },
  { paths: ['routes'], holds: 'the route table, loaders, route facts and router context' },
  { paths: ['seo'], holds: 'titles, heads, structured data and brand files' },
  { paths: ['analytics'], holds: 'the analytics providers, page views and events' },
  { paths: ['forms'], holds: 'lead rules, sending, outboxes and the ad click' },
  { paths: ['app'], holds: 'the hydration payload, document, site data, links and app hooks' },
  { paths: ['components'], holds: 'components both apps use' },
  { paths: ['pages'], holds: 'pages both apps use' },
];

/** One zone per folder (or file) of a layer: all of shared/ but what lies below, and itself. */
const sharedLayerZones = SHARED_LAYERS.flatMap(({ paths, holds }, i) => {
  const below = SHARED_LAYERS.slice(0, i).flatMap((layer) => layer.paths);
  const named = (p) => (p.endsWith('.ts') ? p : `${p}/`);
  return paths.map((own) => ({
    target: `./shared/${own}`,
    from: './shared',
    except: [...below, own].map((p) => `./${p}`),
    message:
      `shared/${named(own)} (${holds}) imports nothing of shared/` +
      (below.length ? ` but itself and the layers below it: ${below.map(named).join(', ')}` : '') +
      ' (SHARED_LAYERS in eslint.config.js). Move code to the layer it belongs in rather than import upwards,' +
      ' and give a new folder its layer there.',
  }));
});

/**
 * Babel's parser alone (no transform, no config file lookup): TypeScript syntax, plus JSX in .tsx.
 * The file decides, so the import rules can parse the modules an import leads to as well.
 */
const typescriptParser = {
  meta: { name: 'babel-typescript' },
  parseForESLint: (code, options) =>
    babelParser.parseForESLint(code, {
      ...options,
      requireConfigFile: false,
      babelOptions: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: options.filePath.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
      },
    }),
};

/** A module's relative imports and re-exports, `import type` included; dynamic import() is not an
 *  edge (a lazy chunk closing a loop is deliberate, as for import-x/no-cycle below). */
function staticImports(file, program) {
  return program.body
    .filter(
      (node) => node.type.match(/^(Import|ExportNamed|ExportAll)Declaration$/) && node.source?.value.startsWith('.'),
    )
    .map((node) => ({ node, file: path.resolve(path.dirname(file), node.source.value) }));
}

const importsRead = new Map();
/** The files a module on disk imports (read once per version of the file). */
function importsOf(file) {
  const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtime === undefined) return [];
  const known = importsRead.get(file);
  if (known?.mtime === mtime) return known.files;
  const code = fs.readFileSync(file, 'utf8');
  const { ast } = typescriptParser.parseForESLint(code, {
    filePath: file,
    sourceType: 'module',
    ecmaVersion: 'latest',
  });
  const files = staticImports(file, ast).map((i) => i.file);
  importsRead.set(file, { mtime, files });
  return files;
}

/**
 * import-x/no-cycle skips `import type`, so a circle made of type imports passes it; this rule
 * counts them. It reports an import from which the importing module can be reached again, with
 * the shortest way round.
 */
const noCycleWithTypes = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import circle (type imports count): {{circle}}' } },
  create(context) {
    const self = context.physicalFilename;
    const shown = (file) => path.relative(context.cwd, file);
    return {
      Program(program) {
        for (const { node, file } of staticImports(self, program)) {
          const before = new Map([[file, null]]);
          for (const queue = [file]; queue.length;) {
            const at = queue.shift();
            if (at === self) {
              const circle = [];
              for (let f = at; f; f = before.get(f)) circle.unshift(shown(f));
              context.report({ node, messageId: 'cycle', data: { circle: [shown(self), ...circle].join(' → ') } });
              break;
            }
            for (const next of importsOf(at).filter((f) => !before.has(f))) {
              before.set(next, at);
              queue.push(next);
            }
          }
        }
      },
    };
  },
};

/**
 * What a visitor reads is copy, and copy lives in shared/copy (a module per page or area, each
 * language a typed object or constant): this rule reports a string, template-literal text, JSX
 * text, JSX attribute value or regular expression with Chinese characters in it anywhere else in
 * app code. Chinese characters: CJK ideographs (with extension A and the compatibility ones), CJK
 * punctuation (U+3000-303F) and full-width forms (U+FF00-FFEF). Comments are not copy.
 */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const noCjkLiteral = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cjk: 'Chinese text belongs in shared/copy (the module of its page or area), not in a literal here: "{{text}}"',
    },
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && CJK.test(text))
        context.report({ node, messageId: 'cjk', data: { text: text.trim().slice(0, 40) } });
    };
    return {
      // A regular expression that matches Chinese words is made of copy too: build it from them.
      Literal: (node) => check(node, node.regex ? node.regex.pattern : node.value),
      TemplateElement: (node) => check(node, node.value.raw),
      JSXText: (node) => check(node, node.value),
    };
  },
};

/** The repository's own rules. */
const local = { rules: { 'no-cycle-with-types': noCycleWithTypes, 'no-cjk-literal': noCjkLiteral } };

export default [
  {
    ignores: [
      'dist/**',
      'dist-dev/**',
      'releases/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.build/**',
      '.cache/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: typescriptParser } },
  {
    files: SOURCES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./server', './client-desktop', './client-mobile'],
              message: 'shared/ serves the server and both apps, so it imports none of them.',
            },
            ...sharedLayerZones,
            {
              target: './client-desktop',
              from: ['./client-mobile', './server'],
              message: 'The desktop app reaches phone code through shared/ only, and never the server.',
            },
            {
              target: './client-mobile',
              from: ['./client-desktop', './server'],
              message: 'The phone app reaches desktop code through shared/ only, and never the server.',
            },
            {
              target: CONTENT,
              from: HTTP_LAYER,
              message: 'The HTTP layer calls the content modules, never the reverse.',
            },
            {
              target: COORDINATION,
              from: HTTP_LAYER.filter((p) => p !== './server/revalidate'),
              message: 'The HTTP layer calls the coordination layer (server/coordination), never the reverse.',
            },
            {
              target: COORDINATION,
              from: './server/revalidate',
              except: ['./revalidate-body.ts'],
              message:
                'The coordination layer carries revalidations as revalidate-body.ts shapes them and knows nothing else of server/revalidate.',
            },
            {
              target: './server/content-store',
              from: ['./server/demo-art', SVG_KIT],
              message: 'The art kit draws from the demo content; the content store keeps no pictures.',
            },
            {
              target: SVG_KIT,
              from: './server',
              except: ['./svg'],
              message:
                'The SVG kit draws from its arguments alone: it imports nothing else of server/ (the preview cards and the demo art call it).',
            },
          ],
        },
      ],
      'import-x/no-self-import': 'error',
      // A dynamic import() that closes a loop is a deliberate lazy chunk (the lead outbox loads the
      // sender only when it has something to send), not a tangle.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-self-compare': 'error',
      'no-unsafe-finally': 'error',
    },
  },
  {
    // No import circle in shared/, type imports counted: the layer zones keep one from crossing
    // two folders, this rule from closing inside one.
    files: ['shared/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/no-cycle-with-types': 'error' },
  },
  {
    // Copy in one home: no Chinese literal in app code outside shared/copy.
    files: ['{client-desktop,client-mobile,shared,server}/**/*.{ts,tsx}'],
    ignores: [
      // The home of copy.
      'shared/copy/**',
      // Tests assert what visitors read, in the words they read (test/ is not app code: the rule
      // does not look there at all).
      '**/*.test.{ts,tsx}',
      // Demo content is data, not copy: the seed of the embedded store (it reads content/, and the
      // demo's honours, page templates and category names are written in it)...
      'server/content-store/seed.ts',
      'server/content-store/seed/**',
      // ...and the art kit that draws the demo content's pictures, with the words inside them.
      'server/demo-art/**',
      // The line breaker's dictionary of Chinese words (never shown on its own).
      'server/svg/text-wrap.ts',
    ],
    plugins: { local },
    rules: { 'local/no-cjk-literal': 'error' },
  },
  {
    // React's rules of hooks where React runs: hooks only at the top level of components and
    // hooks, and effects, callbacks and memos list everything they read.
    files: ['{client-desktop,client-mobile,shared}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // File names in kebab-case (the part before the first dot: page-service.test.ts, vitest.config.ts).
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,cjs,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // The resolver gives Express's real path (node_modules may be a link), which a zone cannot
    // name, so the content modules and the SVG kit are kept off it by package name.
    files: [...CONTENT, SVG_KIT].map((dir) => `${dir.slice(2)}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'express', message: 'The HTTP layer calls the content modules, never the reverse.' }] },
      ],
    },
  },
];

// ESLint enforces the code boundaries: which part of the code may import which. TypeScript checks
// types and Prettier owns layout, so the rule set stays small: the import zones plus a few
// correctness rules the compiler does not cover. typescript-eslint needs the TypeScript compiler
// API, which TypeScript 7 does not ship, so Babel's parser reads the TS/TSX sources.
import babelParser from '@babel/eslint-parser';
import importX from 'eslint-plugin-import-x';

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
const CONTENT = ['./server/content-store', './server/content'];

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

export default [
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
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
    // The resolver gives Express's real path (node_modules may be a link), which a zone cannot
    // name, so the content modules are kept off it by package name.
    files: CONTENT.map((dir) => `${dir.slice(2)}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'express', message: 'The HTTP layer calls the content modules, never the reverse.' }] },
      ],
    },
  },
];

// Browser tests in Debian's Chromium against the built production server (npm test builds first).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { runnerOwned, tagRun } from './test/helpers/test-run.ts';

// Every process the run starts carries its tag; the global teardown kills those left running.
tagRun();

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The fake oCPC endpoint the site forwards conversions to. */
export const OCPC_PORT = PORT + 1000;
export const OCPC_TOKEN = 'e2e-server-side-token';
// Chosen once by the runner and inherited by its workers, so tests can reach the server's data.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `defan-e2e-${process.pid}`);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
const dataDir = E2E_DATA_DIR;

export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/playwright',
  globalTeardown: './test/helpers/playwright-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 }, userAgent: DESKTOP_UA },
      testIgnore: /\.phone\.spec\.ts$/,
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        userAgent: IPHONE_UA,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
      testMatch: /\.(phone|both)\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: `node test/e2e/fake-ocpc.ts ${OCPC_PORT}`,
      url: `http://127.0.0.1:${OCPC_PORT}/ready`,
      reuseExistingServer: false,
      timeout: 10_000,
      // Playwright ends its web servers after the global teardown: not for that one to kill.
      env: runnerOwned(),
    },
    {
      command: `node --max-old-space-size=384 --enable-source-maps ${process.env.E2E_DIST ?? 'dist'}/server/index.js`,
      url: `http://127.0.0.1:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        ...runnerOwned(),
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        OCPC_API_URL: `http://127.0.0.1:${OCPC_PORT}/upload`,
        OCPC_TOKEN,
        // The tests send many leads from one address.
        LEAD_RATE_LIMIT: '1000',
      },
    },
  ],
});

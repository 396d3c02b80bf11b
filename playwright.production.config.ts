// `npm run test:production`: the site as ops run it (test/production/stack.ts): nginx with the
// shipped config in front, pm2 in cluster mode with two workers behind it, a vendor CMS and a fake
// oCPC endpoint, tested through nginx in Debian's Chromium, desktop and phone. Needs a build.
import { defineConfig } from '@playwright/test';
import { DESKTOP_UA, IPHONE_UA } from './playwright.config.ts';

export default defineConfig({
  testDir: 'test/production',
  outputDir: 'test-results/production',
  globalSetup: './test/production/global-setup.ts',
  // After the stack's own stop: kills whatever the run left running (test/helpers/test-run.ts);
  // importing playwright.config.ts tagged the run.
  globalTeardown: './test/helpers/playwright-teardown.ts',
  // One stack, whose caches the tests read: one test at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ignoreHTTPSErrors: true,
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
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 }, userAgent: DESKTOP_UA } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true },
      testMatch: /\.both\.spec\.ts$/,
    },
  ],
});

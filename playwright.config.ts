import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { systemChromiumLaunchOptions } from './tests/e2e/system-chromium';

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://localhost:${PORT}`;

// The browser tests' server turns its user factory on with this token (server/testing/
// test-user-factory.ts); made once per run here, the workers and the server inherit it.
process.env.TEST_FACTORY_TOKEN ??= randomBytes(24).toString('hex');

// Browser tests run the built app (npm run build) against a fresh data folder every time.
// Every test that changes data does so with accounts of its own (tests/e2e/accounts.ts), so the
// tests run in parallel: two workers, one per core of the CI machine. A third worker saved little
// time and made every test slower (the server and the browsers share the same two cores).
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A flow test visits up to six pages; with two browsers, the server and the database sharing
  // two cores, the longest flows took 33-36 s in a busy CI run while axe still ran on every page
  // (a one-page test took 11 s there; only accessibility.spec.ts runs axe now). 60 s leaves them
  // room; a test that hangs still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // No trace: recording one for every test (to keep the failed ones' only) took 14% of the suite's
    // time (docs/benchmarks.md#the-test-suites-time). A failed test keeps a screenshot and the
    // page's accessibility tree (error-context.md); to see every step of a failure, run it again
    // with `npx playwright test <file> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The system Chromium (tests/e2e/system-chromium.ts): no browser download.
    launchOptions: systemChromiumLaunchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node tests/e2e/start-server.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

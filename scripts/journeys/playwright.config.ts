import { defineConfig, devices } from '@playwright/test';
import { systemChromiumLaunchOptions } from '../../tests/e2e/system-chromium';

// The five journeys of issue 35 (new student, new employer, new school, admin, the student again),
// walked on a server started like `npm start` (built app, outbox on, demo data), on a desktop and
// a phone, with a full-page screenshot of every step in .tmp/journeys/<project>/ (README, "Test it").
// Not part of the browser tests (tests/e2e) nor of vitest: `npm run journeys`.

// One run's accounts are new: this stamp, made once here, is inherited by the worker, and goes
// into every e-mail address with the project's name, so both projects can walk one database.
process.env.JOURNEYS_RUN ??= Date.now().toString(36);

export default defineConfig({
  testDir: '.',
  testMatch: 'journeys.spec.ts',
  // The journeys follow each other (the admin verifies the employer and the school the journeys
  // before made; the student comes back): one worker, in file order.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  // Playwright's own output (a failed test's page snapshot, error-context.md) beside the screenshots.
  outputDir: '../../.tmp/journeys-results',
  globalSetup: './global-setup.ts',
  use: {
    baseURL: process.env.JOURNEYS_URL ?? 'http://127.0.0.1:5110',
    // A click that finds nothing fails the step in 15 s, so its screenshot is taken.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'off',
    screenshot: 'off',
    // The system Chromium, exactly as the browser tests launch it.
    launchOptions: systemChromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});

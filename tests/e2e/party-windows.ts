// A placement's walk through, each party in a browser window of its own (the placement specs): the
// windows opened signed in as a party (or no one), every window watched for console and page errors,
// and each key step a full-page screenshot in the test's output folder, copied in order to the folder
// WALK_SHOTS_DIR names (when set) for a person to look at.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { addSessionCookies, newSessionCookies, type TestUser } from './accounts';
import { watchForProblems } from './fixtures';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
export type Viewport = { width: number; height: number };

/**
 * The parties' windows of one test. `shotsFolder`: the screenshots' folder under WALK_SHOTS_DIR (none:
 * WALK_SHOTS_DIR itself). `close()` in the test's `finally`: closes the windows and copies the shots.
 */
export function partyWindows({
  browser,
  request,
  baseURL,
  testInfo,
  shotsFolder,
}: {
  browser: Browser;
  request: APIRequestContext;
  baseURL: string;
  testInfo: TestInfo;
  shotsFolder?: string;
}) {
  const shots: string[] = [];
  const windows: BrowserContext[] = [];
  const problems: string[][] = [];
  return {
    /** A new window signed in as `user` (or no one); answers its page. */
    async open(user: TestUser | null, viewport: Viewport): Promise<Page> {
      const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true });
      windows.push(context);
      if (user) await addSessionCookies(context, await newSessionCookies(request, user.id), baseURL);
      const page = await context.newPage();
      problems.push(await watchForProblems(page, { allowed: [] }));
      return page;
    },
    /** A full-page screenshot of `page` (any page of the test's) in the test's output folder, kept in order. */
    async shoot(page: Page, name: string) {
      const file = testInfo.outputPath(`${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      shots.push(file);
    },
    /** What every window reported so far. */
    problems: () => problems.flat(),
    async close() {
      await Promise.all(windows.map((window) => window.close()));
      const root = process.env.WALK_SHOTS_DIR;
      if (!root) return;
      const folder = shotsFolder ? path.join(root, shotsFolder) : root;
      // This run's screenshots only, in the order taken; another walk's folder inside stays.
      mkdirSync(folder, { recursive: true });
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        if (entry.isFile() && entry.name.endsWith('.png')) rmSync(path.join(folder, entry.name));
      }
      for (const shot of shots) copyFileSync(shot, path.join(folder, path.basename(shot)));
    },
  };
}

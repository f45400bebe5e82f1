// A signed-in user's home page on its first load, as a phone on a slow link gets it
// (docs/benchmarks.md, "Signed-in pages on a phone"): the page arrives knowing who is signed in
// (the browser does not ask), its data is asked for beside its code (dashboards/first-data.ts), and
// it renders whole: no card shows a spinner once the page's heading is there (the cards pushing each
// other down as their lists came in was most of the layout shift), and nothing is asked twice.
import { DEMO_USERS } from './demo-users';
import { expect, test } from './fixtures';

declare global {
  interface Window {
    /** The labels of the spinners that appeared under the page's heading (the init script below). */
    spinnersUnderHeading?: string[];
  }
}

for (const key of ['maya', 'priya', 'riverside'] as const) {
  test(`${DEMO_USERS[key].email}'s home renders whole on its first load, with its data asked beside its code`, async ({ page, visit, signIn }) => {
    await page.addInitScript(() => {
      window.spinnersUnderHeading = [];
      new MutationObserver((changes) => {
        if (!document.querySelector('main h1')) return;
        for (const change of changes) {
          for (const node of change.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const spinner of [node, ...node.querySelectorAll('[role="status"]')].filter((element) => element.matches('[role="status"]'))) {
              if (spinner.querySelector('.animate-spin')) window.spinnersUnderHeading!.push(spinner.textContent ?? '');
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiRequests.push(`${url.pathname}${url.search}`);
    });

    await signIn(key);
    await visit('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_USERS[key].homeHeading);
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => window.spinnersUnderHeading)).toEqual([]);
    expect(apiRequests).not.toContain('/api/auth/user');
    expect(apiRequests.filter((request, index) => apiRequests.indexOf(request) !== index)).toEqual([]);
  });
}

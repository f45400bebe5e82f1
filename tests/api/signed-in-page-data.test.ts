// A signed-in user's app page arrives with who is signed in, as GET /api/auth/user answers it, so
// the browser fetches the page's code and data at once instead of asking first
// (server/features/web/signed-in-page-data.ts). A visitor's page and one whose session ended carry
// nothing of the kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, type PageDataEntry } from '@common/contracts/seo';
import { authEndpoints } from '@common/endpoints/auth';
import { INDEX_TEMPLATE } from './helpers/index-template';
import { createPersona } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webBuild: { template: INDEX_TEMPLATE, prerendered: {} } });
});
afterAll(() => t.close());

function pageDataOf(html: string): PageDataEntry[] {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as PageDataEntry[]) : [];
}

describe('the current user inside a signed-in page', () => {
  it('is the answer of GET /api/auth/user, under its query key, on the app pages a signed-in user opens', async () => {
    const student = await createPersona(t.app, 'student');
    const answer = await t.app.inject({ method: 'GET', url: authEndpoints.currentUser.path, headers: { cookie: student.cookie } });
    expect(answer.statusCode).toBe(200);
    for (const path of ['/', '/setup-profile/student', '/no-such-page']) {
      const page = await t.app.inject({ method: 'GET', url: path, headers: { cookie: student.cookie } });
      expect(page.statusCode, path).toBe(200);
      expect(pageDataOf(page.body), path).toEqual([{ key: [authEndpoints.currentUser.path, {}, {}], data: answer.json() }]);
    }
  });

  it("is not in a visitor's page, nor in a page whose session cookie names no session", async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/' });
    expect(pageDataOf(visitor.body)).toEqual([]);
    const ended = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'firstrung.session_token=no-such-session' } });
    expect(ended.statusCode).toBe(200);
    expect(pageDataOf(ended.body)).toEqual([]);
  });
});

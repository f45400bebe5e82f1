// A placement for the browser tests (docs/product/placements.md#from-offer-to-placement): a school's
// student accepted an offer of a new employer's, all three accounts the test's own, made through the
// real API as each party would.
import type { APIRequestContext } from '@playwright/test';
import { UNDO_WINDOW_MS } from '../../common/constants';
import { approveLinkRequest, clockMovesFor, giveResume, postJob, uniqueTag, type NewUserOptions, type TestUser } from './accounts';
import { expect } from './fixtures';

type NewUser = (options?: NewUserOptions & { signIn?: boolean }) => Promise<TestUser & { api: APIRequestContext }>;

/**
 * A school's student accepted an offer of a new employer's: the placement, a draft, and its parties.
 * `withSchool: false`: the student has no school (the school is made, but takes no part). The
 * student was born on `dateOfBirth` (16 or 17 in the summer of 2027 unless told): given before
 * applying, it is on the agreement from the start.
 */
export async function placementStarted(newUser: NewUser, options: { withSchool?: boolean; dateOfBirth?: string } = {}) {
  const school = await newUser({ role: 'institution', signIn: false });
  const employer = await newUser({ role: 'employer', signIn: false });
  const withSchool = options.withSchool !== false;
  const dateOfBirth = options.dateOfBirth ?? '2010-09-01';
  const student = await newUser({ profile: { dateOfBirth, ...(withSchool ? { institutionId: school.profileId } : {}) }, signIn: false });
  if (withSchool) await approveLinkRequest(school.api, student);
  const title = `Bakery Helper ${uniqueTag()}`;
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  await giveResume(student.api);
  const applied = await student.api.post(`/api/jobs/${jobId}/apply`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };
  const offered = await employer.api.patch(`/api/employer/applications/${application.id}`, { data: { status: 'offered' } });
  expect(offered.status(), await offered.text()).toBe(200);
  await clockMovesFor(student.api, application.id, UNDO_WINDOW_MS);
  const accepted = await student.api.post(`/api/student/applications/${application.id}/offer`, { data: { answer: 'accept' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const list = (await (await student.api.get('/api/placements')).json()) as { items: Array<{ id: string }> };
  expect(list.items).toHaveLength(1);
  return { school, employer, student, title, id: list.items[0]!.id };
}

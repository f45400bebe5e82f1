import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@common/endpoints/auth';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { createInstitutionProfile } from '@server/seed/factories';
import { createPersona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const { studentProfile, saveStudentProfile, employerProfile, saveEmployerProfile, institutionProfile, saveInstitutionProfile, institutionPicker } =
  profilesEndpoints;

const issuesOf = (response: { json(): unknown }) =>
  Object.fromEntries(
    ((response.json() as { issues?: Array<{ path: string; message: string }> }).issues ?? []).map((issue) => [issue.path, issue.message]),
  );

const fullStudent = {
  youthStatus: 'current_student',
  bio: 'I like building things.',
  school: 'Riverside Secondary',
  grade: '11',
  country: 'Canada',
  region: 'Ontario',
  city: 'Toronto',
  phoneNumber: '(555) 123-4567',
  dateOfBirth: '2008-05-31',
  educationLevel: 'Grade 11',
  expectedGraduation: '2027-06',
  portfolioUrl: 'https://maya.example',
  linkedinUrl: 'https://linkedin.com/in/maya',
  availability: 'Summer only',
  languageBenchmark: 'Advanced CLB Level 9-12',
  interests: ['Carpentry', 'Design'],
  skills: ['Teamwork'],
};

describe('student profile', () => {
  it('returns null before a profile exists, then creates and updates it (upsert)', async () => {
    const student = await createPersona(t.app, 'student', { withProfile: false });
    expect((await sendTo(t.app, student, studentProfile)).json()).toEqual({ profile: null });

    const created = await sendTo(t.app, student, saveStudentProfile, { body: fullStudent });
    expect(created.statusCode).toBe(200);
    expect(created.json().profile).toMatchObject({
      ...fullStudent,
      userId: student.userId,
      resumeUrl: null,
      resumeFileName: null,
      institutionId: null,
    });
    const id = created.json().profile.id;

    const updated = await sendTo(t.app, student, saveStudentProfile, { body: { ...fullStudent, city: 'Ottawa', skills: [] } });
    expect(updated.json().profile).toMatchObject({ id, city: 'Ottawa', skills: [] });
    expect((await sendTo(t.app, student, studentProfile)).json().profile).toMatchObject({ id, city: 'Ottawa', bio: fullStudent.bio });
  });

  it('needs no field, and stores blanks as null', async () => {
    const student = await createPersona(t.app, 'student', { withProfile: false });
    const response = await sendTo(t.app, student, saveStudentProfile, { body: { bio: '', city: '  ', country: '', portfolioUrl: '' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ bio: null, city: null, country: null, portfolioUrl: null, interests: [], skills: [] });
  });

  it('names every invalid field with 400', async () => {
    const student = await createPersona(t.app, 'student');
    const response = await sendTo(t.app, student, saveStudentProfile, {
      body: {
        youthStatus: 'retired',
        bio: 'x'.repeat(2001),
        country: 'France',
        phoneNumber: 'call me',
        dateOfBirth: '2008-02-30',
        educationLevel: 'PhD',
        expectedGraduation: '2027-13',
        portfolioUrl: 'javascript:alert(1)',
        linkedinUrl: 'not a url',
        availability: 'Never',
        languageBenchmark: 'Fluent',
        institutionId: 'not-a-uuid',
        interests: 'Carpentry, Design',
        skills: ['ok', ''],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(issuesOf(response)).toEqual({
      youthStatus: 'Choose one of the listed options',
      bio: 'Must be 2000 characters or fewer',
      country: 'Choose one of the listed options',
      phoneNumber: 'Enter a phone number like (555) 123-4567',
      dateOfBirth: 'Enter a date like 2008-05-31',
      educationLevel: 'Choose one of the listed options',
      expectedGraduation: 'Enter a month like 2027-06',
      portfolioUrl: 'Enter a full web address, like https://example.com',
      linkedinUrl: 'Enter a full web address, like https://example.com',
      availability: 'Choose one of the listed options',
      languageBenchmark: 'Choose one of the listed options',
      institutionId: 'Choose an institution from the list',
      interests: 'Enter a list of items',
      'skills.1': 'Remove the empty item',
    });
  });

  it('refuses a date of birth in the future and a list that is too long', async () => {
    const student = await createPersona(t.app, 'student');
    const response = await sendTo(t.app, student, saveStudentProfile, {
      body: { dateOfBirth: '2999-01-01', skills: Array.from({ length: 31 }, (_, i) => `s${i}`) },
    });
    expect(issuesOf(response)).toEqual({ dateOfBirth: 'Enter a date in the past', skills: 'Enter at most 30 items' });
  });

  it('requires the region to belong to the chosen country', async () => {
    const student = await createPersona(t.app, 'student');
    const wrong = await sendTo(t.app, student, saveStudentProfile, { body: { country: 'USA', region: 'Ontario' } });
    expect(wrong.statusCode).toBe(400);
    expect(issuesOf(wrong)).toEqual({ region: 'Choose a region of USA' });
    const noCountry = await sendTo(t.app, student, saveStudentProfile, { body: { region: 'Texas' } });
    expect(issuesOf(noCountry)).toEqual({ region: 'Choose a country first' });
    const right = await sendTo(t.app, student, saveStudentProfile, { body: { country: 'USA', region: 'Texas' } });
    expect(right.json().profile).toMatchObject({ country: 'USA', region: 'Texas' });
  });

  it('links an existing institution and refuses an unknown one', async () => {
    const institution = await createPersona(t.app, 'institution');
    const student = await createPersona(t.app, 'student');
    const linked = await sendTo(t.app, student, saveStudentProfile, { body: { institutionId: institution.profileId } });
    expect(linked.json().profile.institutionId).toBe(institution.profileId);
    const unknown = await sendTo(t.app, student, saveStudentProfile, { body: { institutionId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.statusCode).toBe(400);
    expect(issuesOf(unknown)).toEqual({ institutionId: 'Choose an institution from the list' });
  });

  it('clears school, institution and expected graduation for graduated youth, on the server too', async () => {
    const institution = await createPersona(t.app, 'institution');
    const student = await createPersona(t.app, 'student');
    const response = await sendTo(t.app, student, saveStudentProfile, {
      body: {
        youthStatus: 'graduated_youth',
        school: 'Old School',
        institutionId: institution.profileId,
        expectedGraduation: '2026-06',
        city: 'Toronto',
      },
    });
    expect(response.json().profile).toMatchObject({
      youthStatus: 'graduated_youth',
      school: null,
      institutionId: null,
      expectedGraduation: null,
      city: 'Toronto',
    });
  });
});

describe('employer profile', () => {
  const fullEmployer = {
    companyName: 'NorthBuild Trades',
    companyDescription: 'We build things.',
    industry: 'Trades',
    website: 'https://northbuild.example',
    location: '12 King St',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
    companySize: '11-50 employees',
    phoneNumber: '(555) 123-4567',
    hiringContactName: 'Priya Patel',
    hiringContactEmail: 'Priya@NorthBuild.example',
    linkedinUrl: 'https://linkedin.com/company/northbuild',
    yearsInBusiness: '12',
  };

  it('creates and updates the profile; a number typed as text is stored as a number', async () => {
    const employer = await createPersona(t.app, 'employer', { withProfile: false });
    const created = await sendTo(t.app, employer, saveEmployerProfile, { body: fullEmployer });
    expect(created.statusCode).toBe(200);
    expect(created.json().profile).toMatchObject({ ...fullEmployer, hiringContactEmail: 'priya@northbuild.example', yearsInBusiness: 12 });
    const updated = await sendTo(t.app, employer, saveEmployerProfile, { body: { companyName: 'NorthBuild', yearsInBusiness: 13 } });
    expect(updated.json().profile).toMatchObject({ id: created.json().profile.id, companyName: 'NorthBuild', yearsInBusiness: 13, website: null });
    expect((await sendTo(t.app, employer, employerProfile)).json().profile.companyName).toBe('NorthBuild');
  });

  it('takes a website typed without https:// as an https address (issue 35), and still refuses what is not one', async () => {
    const employer = await createPersona(t.app, 'employer', { withProfile: false });
    const saved = await sendTo(t.app, employer, saveEmployerProfile, {
      body: { companyName: 'NorthBuild', website: '  northbuild.example  ', linkedinUrl: 'linkedin.com/company/northbuild' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ website: 'https://northbuild.example', linkedinUrl: 'https://linkedin.com/company/northbuild' });
    const kept = await sendTo(t.app, employer, saveEmployerProfile, {
      body: { companyName: 'NorthBuild', website: 'http://northbuild.example/jobs' },
    });
    expect(kept.json().profile.website).toBe('http://northbuild.example/jobs');
    for (const website of ['northbuild', 'north build.example', 'javascript:alert(1)', 'ftp://northbuild.example']) {
      const refused = await sendTo(t.app, employer, saveEmployerProfile, { body: { companyName: 'NorthBuild', website } });
      expect(refused.statusCode, website).toBe(400);
      expect(issuesOf(refused), website).toEqual({ website: 'Enter a full web address, like https://example.com' });
    }
    const school = await createPersona(t.app, 'institution', { withProfile: false });
    const schoolSaved = await sendTo(t.app, school, saveInstitutionProfile, { body: { institutionName: 'Hilltop', website: 'hilltop.example' } });
    expect(schoolSaved.json().profile.website).toBe('https://hilltop.example');
  });

  it('requires the company name', async () => {
    const employer = await createPersona(t.app, 'employer');
    for (const payload of [{}, { companyName: '' }, { companyName: '   ' }]) {
      const response = await sendTo(t.app, employer, saveEmployerProfile, { body: payload });
      expect(response.statusCode).toBe(400);
      expect(issuesOf(response)).toEqual({ companyName: 'Company name is required' });
    }
  });

  it('names every invalid field with 400', async () => {
    const employer = await createPersona(t.app, 'employer');
    const response = await sendTo(t.app, employer, saveEmployerProfile, {
      body: {
        companyName: 'x'.repeat(201),
        industry: 'Mining',
        website: 'ftp://x',
        companySize: 'huge',
        hiringContactEmail: 'nope',
        linkedinUrl: 'linkedin',
        yearsInBusiness: 'twelve',
        country: 'Canada',
        region: 'Texas',
      },
    });
    expect(issuesOf(response)).toEqual({
      companyName: 'Must be 200 characters or fewer',
      industry: 'Choose one of the listed options',
      website: 'Enter a full web address, like https://example.com',
      companySize: 'Choose one of the listed options',
      hiringContactEmail: 'Enter a valid e-mail address',
      linkedinUrl: 'Enter a full web address, like https://example.com',
      yearsInBusiness: 'Enter a whole number',
      region: 'Choose a region of Canada',
    });
    const negative = await sendTo(t.app, employer, saveEmployerProfile, { body: { companyName: 'A', yearsInBusiness: -1 } });
    expect(issuesOf(negative)).toEqual({ yearsInBusiness: 'Enter a number from 0 to 500' });
  });
});

describe('institution profile', () => {
  it('creates and updates the profile, with focus areas as a list', async () => {
    const institution = await createPersona(t.app, 'institution', { withProfile: false });
    const payload = {
      institutionName: 'Riverside Secondary School',
      institutionType: 'High school',
      location: '1 River Rd',
      country: 'Canada',
      region: 'Ontario',
      city: 'Toronto',
      website: 'https://riverside.example',
      contactPerson: 'Ms Lee',
      contactEmail: 'office@riverside.example',
      contactPhone: '555-123-4567',
      numberOfStudents: '850',
      focusAreas: ['Trades', 'Retail'],
      establishedYear: 1962,
    };
    const created = await sendTo(t.app, institution, saveInstitutionProfile, { body: payload });
    expect(created.statusCode).toBe(200);
    expect(created.json().profile).toMatchObject({ ...payload, numberOfStudents: 850 });
    const read = await sendTo(t.app, institution, institutionProfile);
    expect(read.json()).toEqual({ profile: { ...created.json().profile } });
    const updated = await sendTo(t.app, institution, saveInstitutionProfile, { body: { institutionName: 'Riverside SS', focusAreas: [] } });
    expect(updated.json().profile).toMatchObject({ id: created.json().profile.id, institutionName: 'Riverside SS', focusAreas: [], city: null });
  });

  it('requires the institution name and checks the number kinds', async () => {
    const institution = await createPersona(t.app, 'institution');
    const missing = await sendTo(t.app, institution, saveInstitutionProfile, { body: { institutionName: '' } });
    expect(issuesOf(missing)).toEqual({ institutionName: 'Institution name is required' });
    const wrong = await sendTo(t.app, institution, saveInstitutionProfile, {
      body: {
        institutionName: 'A',
        numberOfStudents: 2.5,
        establishedYear: 3000,
        contactEmail: 'x@',
        focusAreas: ['x'.repeat(81)],
      },
    });
    expect(issuesOf(wrong)).toEqual({
      numberOfStudents: 'Enter a whole number',
      establishedYear: `Enter a number from 1500 to ${new Date().getFullYear()}`,
      contactEmail: 'Enter a valid e-mail address',
      'focusAreas.0': 'Must be 80 characters or fewer',
    });
  });
});

describe('who may save which profile', () => {
  it('refuses visitors with 401', async () => {
    const visitor = await createPersona(t.app, 'visitor');
    expect((await sendTo(t.app, visitor, studentProfile)).statusCode).toBe(401);
    expect((await sendTo(t.app, visitor, saveEmployerProfile, { body: { companyName: 'X' } })).statusCode).toBe(401);
  });

  it('refuses a profile of another role with 403', async () => {
    const employer = await createPersona(t.app, 'employer');
    const student = await createPersona(t.app, 'student');
    const admin = await createPersona(t.app, 'admin');
    expect((await sendTo(t.app, employer, saveStudentProfile, { body: {} })).statusCode).toBe(403);
    expect((await sendTo(t.app, student, saveInstitutionProfile, { body: { institutionName: 'X' } })).statusCode).toBe(403);
    expect((await sendTo(t.app, admin, saveEmployerProfile, { body: { companyName: 'X' } })).statusCode).toBe(403);
    expect((await sendTo(t.app, employer, studentProfile)).json()).toEqual({ profile: null });
  });

  it('gives a user with no role the role of the profile they save, in the same step', async () => {
    const noRole = await createPersona(t.app, 'noRole');
    const saved = await sendTo(t.app, noRole, saveEmployerProfile, { body: { companyName: 'New Co' } });
    expect(saved.statusCode).toBe(200);
    const user = await sendTo(t.app, noRole, authEndpoints.currentUser);
    expect(user.json()).toMatchObject({ role: 'employer', hasProfile: true });
    expect((await sendTo(t.app, noRole, saveStudentProfile, { body: {} })).statusCode).toBe(403);
  });

  it('leaves the role unset when the save is refused', async () => {
    const noRole = await createPersona(t.app, 'noRole');
    expect((await sendTo(t.app, noRole, saveInstitutionProfile, { body: { institutionName: '' } })).statusCode).toBe(400);
    const unknown = await sendTo(t.app, noRole, saveStudentProfile, { body: { institutionId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.statusCode).toBe(400);
    expect((await sendTo(t.app, noRole, authEndpoints.currentUser)).json().role).toBeNull();
  });
});

describe('institution picker', () => {
  it('lists institutions publicly by name, with id, name, city and region only', async () => {
    const owner = await createPersona(t.app, 'noRole');
    const zed = await createInstitutionProfile(t.database.db, owner.userId!, {
      institutionName: 'Zed Academy',
      city: 'Calgary',
      region: 'Alberta',
      contactEmail: 'secret@zed.example',
    });
    const response = await sendTo(t.app, null, institutionPicker);
    expect(response.statusCode).toBe(200);
    const list = response.json().items as Array<Record<string, unknown>>;
    expect(list).toContainEqual({ id: zed.id, institutionName: 'Zed Academy', city: 'Calgary', region: 'Alberta' });
    const names = list.map((item) => item.institutionName as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const searched = await sendTo(t.app, null, institutionPicker, { query: { search: 'zed' } });
    expect(searched.json()).toEqual({ items: [{ id: zed.id, institutionName: 'Zed Academy', city: 'Calgary', region: 'Alberta' }] });
  });
});

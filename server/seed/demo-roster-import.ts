import crypto from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { rosterEntries, rosterImports, schoolLinks, studentProfiles, users } from '../db/schema';
import { bornYearsAgo, MAYA_GUARDIAN } from './demo-placements';

/** The file Riverside imported (README, "Demo accounts"). */
export const DEMO_ROSTER_FILE = 'riverside-grade-11.csv';

/** Students only the import made: invited accounts nobody has claimed (no password, never signed in). */
const INVITED = [
  {
    firstName: 'Zoé',
    lastName: 'Gagnon',
    email: 'zoe.gagnon@riverside.test',
    age: 16,
    guardian: 'Anne Gagnon',
    guardianEmail: 'anne.gagnon@example.org',
    guardianPhone: null,
  },
  {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: 'omar.haddad@riverside.test',
    age: 17,
    guardian: 'Samir Haddad',
    guardianEmail: null,
    guardianPhone: '+14165550177',
  },
] as const;

/**
 * Riverside's finished sample import (docs/product/school-sign-in.md#roster-import-csv), as a run
 * leaves it: Maya's account linked, two new students invited, each with a roster entry holding
 * their guardian's contact. Signed in as Riverside, the "Import students from a file" card shows its
 * result at once. Written as the run writes them, without its invitation e-mails.
 */
export async function loadDemoRosterImport(
  db: DbOrTx,
  input: { institutionId: string; schoolUserId: string; schoolName: string; maya: { id: string; email: string; bornOn: string } },
): Promise<void> {
  const now = new Date();
  const [sample] = await db
    .insert(rosterImports)
    .values({
      institutionId: input.institutionId,
      uploadedBy: input.schoolUserId,
      fileName: DEMO_ROSTER_FILE,
      status: 'done',
      totalRows: 3,
      validRows: 3,
      processedRows: 3,
      createdCount: 3,
      invitedCount: INVITED.length,
      confirmedAt: now,
      finishedAt: now,
    })
    .returning({ id: rosterImports.id });

  const invited = INVITED.map((student) => ({ ...student, id: crypto.randomBytes(16).toString('hex'), bornOn: bornYearsAgo(now, student.age) }));
  await db.insert(users).values(
    invited.map((student) => ({
      id: student.id,
      name: `${student.firstName} ${student.lastName}`,
      email: student.email,
      firstName: student.firstName,
      lastName: student.lastName,
      role: 'student',
      emailVerified: false,
      language: 'en',
    })),
  );
  await db.insert(studentProfiles).values(
    invited.map((student) => ({
      userId: student.id,
      youthStatus: 'current_student',
      school: input.schoolName,
      grade: 'Grade 11',
      educationLevel: 'Grade 11',
      dateOfBirth: student.bornOn,
      institutionId: input.institutionId,
    })),
  );
  await db
    .insert(schoolLinks)
    .values(
      invited.map((student) => ({ studentId: student.id, institutionId: input.institutionId, status: 'approved', source: 'roster', decidedAt: now })),
    );

  const entry = (student: { id: string; email: string; firstName: string; lastName: string; bornOn: string }) => ({
    institutionId: input.institutionId,
    email: student.email,
    firstName: student.firstName,
    lastName: student.lastName,
    grade: 'Grade 11',
    dateOfBirth: student.bornOn,
    studentId: student.id,
    lastImportId: sample!.id,
  });
  await db.insert(rosterEntries).values([
    // Maya had an account already: linked, not invited.
    {
      ...entry({ ...input.maya, firstName: 'Maya', lastName: 'Chen' }),
      guardianName: MAYA_GUARDIAN.name,
      guardianEmail: MAYA_GUARDIAN.email,
      guardianPhone: MAYA_GUARDIAN.phone,
    },
    ...invited.map((student) => ({
      ...entry(student),
      guardianName: student.guardian,
      guardianEmail: student.guardianEmail,
      guardianPhone: student.guardianPhone,
      invitedAt: now,
    })),
  ]);
}

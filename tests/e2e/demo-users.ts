// The accounts the server's demo seed creates. The names and e-mails come from the seed itself
// so the tests and the demo data never drift; this file adds what each account should see.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts';

export { DEMO_PASSWORD };

export const DEMO_USERS = {
  /** admin@firstrung.test */
  admin: { ...DEMO_ACCOUNTS.admin, role: 'admin', homeHeading: 'Admin Dashboard' },
  /** maya.chen@firstrung.test: current student linked to an institution, with a profile. */
  maya: { ...DEMO_ACCOUNTS.maya, role: 'student', homeHeading: 'Welcome back, Maya!' },
  /** leo.martin@firstrung.test: current student without an institution, with a profile. */
  leo: { ...DEMO_ACCOUNTS.leo, role: 'student', homeHeading: 'Welcome back, Leo!' },
  /** sam.okafor@firstrung.test: graduated youth, with a profile. */
  sam: { ...DEMO_ACCOUNTS.sam, role: 'student', homeHeading: 'Welcome back, Sam!' },
  /** priya@northbuild.test: NorthBuild Trades. */
  priya: { ...DEMO_ACCOUNTS.northbuild, role: 'employer', homeHeading: 'Employer Dashboard' },
  /** tom@maplemarket.test: Maple Market. */
  tom: { ...DEMO_ACCOUNTS.maplemarket, role: 'employer', homeHeading: 'Employer Dashboard' },
  /** sophie@boisfranc.test: Atelier Bois-Franc, Montréal (its company and posting written in French). */
  sophie: { ...DEMO_ACCOUNTS.boisfranc, role: 'employer', homeHeading: 'Employer Dashboard' },
  /** office@riverside.test: Riverside Secondary School, Toronto. */
  riverside: { ...DEMO_ACCOUNTS.riverside, role: 'institution', homeHeading: 'Institution Dashboard' },
  /** careers@lakeview.test: Lakeview High School, Vancouver. */
  lakeview: { ...DEMO_ACCOUNTS.lakeview, role: 'institution', homeHeading: 'Institution Dashboard' },
} as const;

export type DemoUserKey = keyof typeof DEMO_USERS;

import type { MatrixRow } from '../matrix-types';
import { accountRows } from './account';
import { adminRows } from './admin';
import { contactRows } from './contact';
import { coreRows } from './core';
import { documentsRows } from './documents';
import { eventsRows } from './events';
import { filesRows } from './files';
import { institutionsRows } from './institutions';
import { jobsRows } from './jobs';
import { newsletterRows } from './newsletter';
import { profilesRows } from './profiles';
import { schoolLinksRows } from './school-links';

export const allRows: MatrixRow[] = [
  ...coreRows,
  ...profilesRows,
  ...filesRows,
  ...accountRows,
  ...jobsRows,
  ...institutionsRows,
  ...schoolLinksRows,
  ...documentsRows,
  ...eventsRows,
  ...adminRows,
  ...newsletterRows,
  ...contactRows,
];

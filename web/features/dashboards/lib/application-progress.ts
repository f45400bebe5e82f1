// What a student's application shows and allows at each status (docs/product/applications.md#the-pipeline).
import { AWAITING_ANSWER_STATUSES, type StudentApplicationStatus } from '@common/enums';

/** Withdrawing is for an application still in play: never a closed one, nor one already withdrawn (docs/product/jobs.md#withdrawing). */
const WITHDRAWABLE: readonly StudentApplicationStatus[] = ['pending', 'reviewing', 'interview', 'offered'];

export const canWithdraw = (status: StudentApplicationStatus) => WITHDRAWABLE.includes(status);

/** The employer still owes a first answer: the student sees by when (docs/product/applications.md#the-deadline). */
export const awaitsAnswer = (status: StudentApplicationStatus) => (AWAITING_ANSWER_STATUSES as readonly string[]).includes(status);

/** A call link is shown as a link only when it is an https:// address (the contract allows no other; a stored oddity stays text). */
export const isHttpsLink = (link: string) => /^https:\/\/[^\s<>"]+$/i.test(link);

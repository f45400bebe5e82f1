// What the student and the employer both read of an application (docs/product/applications.md): its
// progress (the answer's deadline, an interview, an offer, not selected) and the status as the
// employer sees it. The student's reads and withdrawal: student-application-repository.ts; the
// employer's lists and one application: employer-application-lists.ts; the employer's status
// changes held for undo: application-status-writes.ts.
import { eq, sql } from 'drizzle-orm';
import { endpointUrl } from '@common/api/endpoint';
import type { Interview } from '@common/contracts/application-answers';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { INTERVIEW_RESPONSES, NOT_SELECTED_REASONS, type NotSelectedReason } from '@common/enums';
import { applicationInterviews, applications } from '../../db/schema';
import { afterCursor } from '../../http/keyset';
import type { PageRequest } from './page-request';

const normaliseNotSelectedReason = (value: string): NotSelectedReason =>
  (NOT_SELECTED_REASONS as readonly string[]).includes(value) ? (value as NotSelectedReason) : 'other';
const normaliseInterviewResponse = (value: string): Interview['response'] =>
  (INTERVIEW_RESPONSES as readonly string[]).includes(value) ? (value as Interview['response']) : 'awaiting';

/** Rows after the page's cursor in (created_at desc, id desc) order, or no condition on the first page. */
export const afterPageStart = (page: PageRequest) =>
  page.cursor ? afterCursor(applications.createdAt, applications.id, page.cursor, true) : undefined;

/**
 * What both sides read of an application's progress; the interview's columns come from a left join
 * of application_interviews (withInterview), flat so that a missing row reads as nulls.
 */
export const progressColumns = {
  viewedAt: applications.viewedAt,
  answerDueAt: applications.answerDueAt,
  answeredAt: applications.answeredAt,
  offerNote: applications.offerNote,
  offerDeclineNote: applications.offerDeclineNote,
  offerAnswerDueAt: applications.offerAnswerDueAt,
  notSelectedReason: applications.notSelectedReason,
  notSelectedNote: applications.notSelectedNote,
  interviewStartsAt: applicationInterviews.startsAt,
  interviewDurationMinutes: applicationInterviews.durationMinutes,
  interviewPlace: applicationInterviews.place,
  interviewCallLink: applicationInterviews.callLink,
  interviewNote: applicationInterviews.note,
  interviewResponse: applicationInterviews.response,
  interviewResponseNote: applicationInterviews.responseNote,
};

/** The join that progressColumns' interview needs. */
export const interviewJoin = eq(applicationInterviews.applicationId, applications.id);

export interface ProgressRow {
  id: string;
  viewedAt: Date | null;
  answerDueAt: Date;
  answeredAt: Date | null;
  offerNote: string | null;
  offerDeclineNote: string | null;
  offerAnswerDueAt: Date | null;
  notSelectedReason: string | null;
  notSelectedNote: string | null;
  interviewStartsAt: Date | null;
  interviewDurationMinutes: number | null;
  interviewPlace: string | null;
  interviewCallLink: string | null;
  interviewNote: string | null;
  interviewResponse: string | null;
  interviewResponseNote: string | null;
}

function interviewOf(row: ProgressRow): Interview | null {
  if (!row.interviewStartsAt) return null;
  return {
    startsAt: row.interviewStartsAt.toISOString(),
    durationMinutes: Number(row.interviewDurationMinutes),
    place: row.interviewPlace,
    callLink: row.interviewCallLink,
    note: row.interviewNote,
    response: normaliseInterviewResponse(row.interviewResponse ?? 'awaiting'),
    responseNote: row.interviewResponseNote,
    calendarUrl: endpointUrl(applicationsEndpoints.interviewCalendar, { params: { id: row.id } }),
  };
}

/**
 * The progress fields of an application as someone sees it whose status is `status`: the student
 * passes the status they were told, the employer the one it chose (docs/product/applications.md).
 */
export function progressOf(row: ProgressRow, status: string) {
  const offered = status === 'offered' || status === 'accepted' || status === 'declined' || status === 'offer_expired';
  return {
    viewedAt: row.viewedAt?.toISOString() ?? null,
    answerDueAt: row.answerDueAt.toISOString(),
    interview: status === 'interview' ? interviewOf(row) : null,
    offer: offered
      ? {
          note: row.offerNote,
          declineNote: row.offerDeclineNote,
          // Only while it waits for the student's answer (docs/product/applications.md#offers-expire).
          answerBy: status === 'offered' ? (row.offerAnswerDueAt?.toISOString() ?? null) : null,
          otherOpenApplications: null,
        }
      : null,
    notSelected:
      status === 'rejected' && row.notSelectedReason
        ? { reason: normaliseNotSelectedReason(row.notSelectedReason), note: row.notSelectedNote }
        : null,
  };
}

/**
 * The status as the employer sees it: the one they chose, told to the student or still held for
 * undo (statusChangeTo). The student and their school see `applications.status`, the told one.
 */
export const employerStatus = sql<string>`coalesce(${applications.statusChangeTo}, ${applications.status})`;

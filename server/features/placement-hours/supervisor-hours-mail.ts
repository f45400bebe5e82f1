import { SUPERVISOR_LINK_DAYS } from '@common/constants';
import type { PlannedDay, ShiftFlag } from '@common/contracts/placement-hours';
import type { Language } from '@common/languages';
import { plainWallClock, plainWeekdayDate } from '@common/plain-format';
import type { AppConfig } from '../../config/config';
import { mailT } from '../../mail/mail-i18n';
import type { MailRequest } from '../../mail/mailer';
import { supervisorPageUrl } from './supervisor-links';

// The supervisor's weekly (and final) e-mail (docs/product/placement-hours.md#the-supervisor-needs-no-account):
// the days the agreement planned and the shifts the student logged, each with what they did and the
// limits it breaks in words, and the single-use link that answers them all. In the employer's account
// language: the supervisor works there and has no account of their own.

export const SUPERVISOR_HOURS_KIND = 'supervisor_hours';

export interface SupervisorHoursShift {
  workDate: string;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  minutes: number;
  activities: string;
  flags: ShiftFlag[];
}

export interface SupervisorHoursMail {
  to: string;
  language: Language;
  supervisorName: string | null;
  studentId: string;
  studentName: string;
  jobTitle: string;
  employerName: string;
  schoolName: string | null;
  /** The final e-mail, the day after the end date (`endDate`), rather than a week's. */
  final: boolean;
  periodStart: string;
  periodEnd: string;
  endDate: string | null;
  planned: PlannedDay[];
  shifts: SupervisorHoursShift[];
  token: string;
}

/** "Monday, July 5, 2027" from "2027-07-05". */
export function plainDay(isoDay: string, language: Language): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return plainWeekdayDate(date.getUTCDay(), date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), language);
}

const clock = (time: string, language: Language) => plainWallClock(time, language) ?? time;

/** The e-mail to queue (the run queues a batch's at once: mailer.sendMany). */
export function supervisorHoursMail(config: Pick<AppConfig, 'publicUrl'>, mail: SupervisorHoursMail): MailRequest {
  const { language } = mail;
  const t = mailT(language);
  const names = {
    studentName: mail.studentName,
    employerName: mail.employerName,
    jobTitle: mail.jobTitle,
    schoolName: mail.schoolName ?? '',
    from: plainDay(mail.periodStart, language),
    to: plainDay(mail.periodEnd, language),
    endDate: mail.endDate ? plainDay(mail.endDate, language) : '',
  };
  const plannedLines = mail.planned.map((day) =>
    t('supervisorHours.plannedDay', {
      date: plainDay(day.workDate, language),
      start: clock(day.startTime, language),
      end: clock(day.endTime, language),
      breakMinutes: day.breakMinutes,
    }),
  );
  const shiftParagraphs = mail.shifts.map((shift) =>
    [
      t('supervisorHours.shift', {
        date: plainDay(shift.workDate, language),
        start: clock(shift.startTime, language),
        end: clock(shift.endTime, language),
        breakMinutes: shift.breakMinutes,
        worked: t('supervisorHours.worked', { hours: Math.floor(shift.minutes / 60), minutes: shift.minutes % 60 }),
      }),
      ...(shift.activities ? [t('supervisorHours.activities', { activities: shift.activities })] : []),
      ...shift.flags.map((flag) =>
        flag.ruleId === 'outside_dates' ? t('supervisorHours.outsideDates') : t('supervisorHours.flag', { rule: flag.text[language] }),
      ),
    ].join('\n'),
  );
  return {
    kind: SUPERVISOR_HOURS_KIND,
    to: mail.to,
    language,
    mentions: [mail.studentId],
    name: mail.supervisorName,
    subject: t(mail.final ? 'supervisorHours.subjectFinal' : 'supervisorHours.subject', names),
    paragraphs: [
      t(mail.final ? 'supervisorHours.introFinal' : 'supervisorHours.intro', names),
      ...(plannedLines.length > 0 ? [[t('supervisorHours.planned'), ...plannedLines].join('\n')] : []),
      ...(shiftParagraphs.length > 0 ? [t('supervisorHours.logged'), ...shiftParagraphs] : [t('supervisorHours.nothingLogged')]),
      ...(shiftParagraphs.length > 0 ? [t('supervisorHours.howTo', { days: SUPERVISOR_LINK_DAYS })] : []),
      t(mail.schoolName ? 'supervisorHours.responsibleSchool' : 'supervisorHours.responsibleNoSchool', names),
    ],
    // Nothing logged (only planned days): nothing to answer, so no button.
    ...(mail.shifts.length > 0
      ? { action: { label: t('supervisorHours.action'), url: supervisorPageUrl(config.publicUrl, 'hours', mail.token) } }
      : {}),
  };
}

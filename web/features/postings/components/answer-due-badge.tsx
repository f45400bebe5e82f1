import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@common/enums';
import { formatDate } from '@web/lib/format-date';
import { useNow } from '@web/lib/page-clock';
import { cn } from '@web/lib/utils';
import { answerDueState, type AnswerDueState } from '../lib/answer-due';

const COLOURS: Record<AnswerDueState, string> = {
  due: 'text-muted-foreground',
  soon: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  overdue: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
};

/** "Answer by {date}" while the application waits for a first answer: amber within 2 days, red once past (the words say it too). */
export function AnswerDueBadge({ application }: { application: { status: ApplicationStatus; answerDueAt: string } }) {
  const { t, i18n } = useTranslation('postings');
  const state = answerDueState(application, useNow().getTime());
  if (!state) return null;
  return (
    <span className={cn('inline-flex w-fit items-center rounded-md px-2 py-0.5 text-sm font-medium', COLOURS[state])}>
      {t(`answerDue.${state}`, { date: formatDate(application.answerDueAt, i18n.language) })}
    </span>
  );
}

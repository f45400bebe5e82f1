import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_ANSWER_DAYS } from '@common/constants';
import { personName } from '@common/text';
import { ShowMoreButton } from '@web/components/list-controls';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { isOrganisationNotVerified } from '@web/lib/api-client';
import { useAllApplicationsToAnswer } from '../api/employer-applications';
import { AnswerDueBadge } from './answer-due-badge';
import { applicationPath } from './applicants-list';

/**
 * The employer dashboard's "Applications to answer": every posting's applications still owed a first
 * answer, the soonest due first (docs/product/applications.md#the-deadline), each opening its page.
 */
export function ApplicationsToAnswerCard() {
  const { t } = useTranslation('postings');
  const query = useAllApplicationsToAnswer();
  const applications = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? applications.length;
  // A company FirstRung has not verified sees no applicant: its postings' cards say why.
  if (query.isError && isOrganisationNotVerified(query.error)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('toAnswer.title', { count: total })}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t('toAnswer.intro', { days: APPLICATION_ANSWER_DAYS })}</p>
        {query.isPending ? (
          <Spinner label={t('toAnswer.loading')} />
        ) : query.isError ? (
          <p role="alert" className="text-destructive dark:text-red-300">
            {t('toAnswer.failed')}
          </p>
        ) : applications.length === 0 ? (
          <p>{t('toAnswer.none')}</p>
        ) : (
          <>
            <ul className="grid gap-2" aria-label={t('toAnswer.list')}>
              {applications.map((application) => {
                const name = personName(application.student) || application.student.email;
                return (
                  <li key={application.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                    <div className="grid gap-1">
                      <span className="font-medium">{name}</span>
                      <span className="text-sm text-muted-foreground">{t('toAnswer.for', { title: application.job.title })}</span>
                      <AnswerDueBadge application={application} />
                    </div>
                    <Button asChild size="sm">
                      <Link to={applicationPath(application.id)} aria-label={t('list.openFor', { name })}>
                        {t('list.open')}
                      </Link>
                    </Button>
                  </li>
                );
              })}
            </ul>
            <ShowMoreButton query={query} label={t('toAnswer.more', { shown: applications.length, total })} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

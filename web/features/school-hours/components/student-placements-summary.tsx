import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placementPagePath } from '@common/placement-paths';
import { verifyPagePath } from '@common/public-reference';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { StudentConversations } from '@web/features/messages';
import { formatHours } from '@web/lib/format-hours';
import { useStudentPlacementsSummary } from '../api/school-hours';
import { HoursTable, HoursTableRow } from './hours-table';

/**
 * A student's placements with the school, for the roster's row (docs/product/placement-hours.md#the-schools-views):
 * a button opening each placement's verified hours, evaluation and certificate, and the total.
 */
export function StudentPlacementsSummaryButton({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation('school-hours');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size={null} className="h-auto p-0 text-sm" aria-label={t('summary.openLabel', { name })}>
          {t('summary.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('summary.title', { name })}</DialogTitle>
          <DialogDescription>{t('summary.description')}</DialogDescription>
        </DialogHeader>
        {open && <StudentPlacementsSummary studentId={studentId} name={name} />}
        {open && <StudentConversations studentId={studentId} />}
      </DialogContent>
    </Dialog>
  );
}

function StudentPlacementsSummary({ studentId, name }: { studentId: string; name: string }) {
  const { t, i18n } = useTranslation('school-hours');
  const summary = useStudentPlacementsSummary(studentId, true);
  if (summary.isPending) return <Spinner label={t('loading')} />;
  if (summary.isError)
    return (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        {t('loadFailed')}
      </p>
    );
  const { placements, verifiedMinutes } = summary.data;
  if (placements.length === 0) return <p className="text-sm text-muted-foreground">{t('summary.none')}</p>;
  const hoursOf = (minutes: number) => formatHours(minutes / 60, i18n.language);
  return (
    <HoursTable
      caption={t('summary.caption', { name })}
      columns={[
        { label: t('summary.placement') },
        { label: t('hours.verifiedHours'), numeric: true },
        { label: t('summary.evaluation') },
        { label: t('summary.certificate') },
      ]}
      total={{ label: t('hours.total'), value: hoursOf(verifiedMinutes), column: 1 }}
    >
      {placements.map((placement) => (
        <HoursTableRow key={placement.placementId} className="align-top">
          <th scope="row" className="p-2 text-left font-normal break-words">
            <Link to={placementPagePath(placement.placementId)} className="font-medium text-primary underline underline-offset-4">
              {placement.jobTitle}
            </Link>
            <span className="block text-muted-foreground">{placement.employerName}</span>
            <span className="block text-muted-foreground">{t(`summary.status.${placement.status}`)}</span>
          </th>
          <td className="p-2 text-right">{hoursOf(placement.verifiedMinutes)}</td>
          <td className="p-2">
            {placement.evaluation ? (
              <>
                {t(`summary.outcome.${placement.evaluation.outcome}`)}
                {placement.evaluation.averageRating !== null && (
                  <span className="block">
                    {t('summary.averageRating', { rating: placement.evaluation.averageRating.toLocaleString(i18n.language) })}
                  </span>
                )}
                <span className="block text-muted-foreground">
                  {t(placement.evaluation.wouldHostAgain ? 'summary.wouldHostAgain' : 'summary.wouldNotHostAgain')}
                </span>
              </>
            ) : (
              <span className="text-muted-foreground">{t('summary.noEvaluation')}</span>
            )}
          </td>
          <td className="p-2">
            {placement.certificateReference ? (
              <a href={verifyPagePath(placement.certificateReference)} className="text-primary underline underline-offset-4">
                {placement.certificateReference}
              </a>
            ) : (
              <span className="text-muted-foreground">—</span>
            )}
          </td>
        </HoursTableRow>
      ))}
    </HoursTable>
  );
}

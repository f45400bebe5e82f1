import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SupervisorEvaluationResponse } from '@common/contracts/placement-closure';
import { PageContainer } from '@web/components/layout/page-container';
import { TokenLinkPage } from '@web/components/layout/token-link-page';
import { formatDate } from '@web/lib/format-date';
import { useSupervisorEvaluation } from '../api/supervisor-evaluation';
import { EvaluationForm } from '../components/evaluation-form';

/**
 * /supervisor/evaluation/{token}: the page a placement's supervisor opens from their e-mail, with no
 * account (docs/product/placement-hours.md#evaluation-and-reflection). Whose placement it is, then the
 * outcome, five ratings, would they host again; once sent (or opened again), when it was answered.
 */
export function SupervisorEvaluationPage() {
  const { t } = useTranslation('placement-closure');
  const { token = '' } = useParams();
  const query = useSupervisorEvaluation(token);
  return (
    <TokenLinkPage
      query={query}
      heading={t('evaluation.heading')}
      loading={t('evaluation.loading')}
      unavailable={({ notFound, message }) => <p role="alert">{notFound ? t('evaluation.unknownLink') : (message ?? t('evaluation.failed'))}</p>}
    >
      {(link) => <Evaluation token={token} link={link} />}
    </TokenLinkPage>
  );
}

function Evaluation({ token, link }: { token: string; link: SupervisorEvaluationResponse }) {
  const { t, i18n } = useTranslation('placement-closure');
  const { placement } = link;
  const day = (date: string) => formatDate(date, i18n.language, { zone: 'UTC' });
  const names = {
    student: placement.studentName,
    employer: placement.employerName,
    job: placement.jobTitle,
    start: placement.startDate ? day(placement.startDate) : '',
    end: placement.endDate ? day(placement.endDate) : '',
  };
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(link.verifiedMinutes / 60);
  return (
    <PageContainer title={t('evaluation.title', names)} narrow>
      <div className="grid gap-6">
        <div className="grid gap-2">
          <p className="text-lg">{t('evaluation.intro', names)}</p>
          <p>{t('evaluation.verifiedHours', { hours })}</p>
        </div>
        {link.answeredAt ? (
          <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-4">
            {t('evaluation.answered', { date: formatDate(link.answeredAt, i18n.language) })}
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">{t('evaluation.noAccount')}</p>
            <EvaluationForm token={token} />
          </>
        )}
      </div>
    </PageContainer>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Placement } from '@common/contracts/placements';
import { ErrorBoundary } from '@web/components/error-boundary';
import { PageContainer } from '@web/components/layout/page-container';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth';
import { SchoolMessageReports } from '@web/features/messages';
import { SchoolInvitationsList } from '@web/features/placements';
import { OverdueList, SchoolHoursPanel } from '@web/features/school-hours';
import { serverMessage } from '@web/lib/api-client';
import { usePlacementList } from '../api/placements';
import { PlacementCard } from '../components/placement-card';
import { StepFilter } from '../components/step-filter';
import { BOARD_STEPS, boardStepOf, parseBoardStep, type BoardStep, type BoardViewer } from '../lib/placement-step';

const viewerOf = (role: string | null | undefined): BoardViewer =>
  role === 'employer' || role === 'institution' || role === 'admin' ? role : 'student';

function countByStep(placements: readonly Placement[]): Record<BoardStep, number> {
  const counts = Object.fromEntries(BOARD_STEPS.map((step) => [step, 0])) as Record<BoardStep, number>;
  for (const placement of placements) counts[boardStepOf(placement)] += 1;
  return counts;
}

/**
 * /placements (docs/product/placements.md#the-schools-placement-board): for a school, the board of
 * every placement of its students; for a student or an employer, their placements; for an admin,
 * all. Newest first, a page at a time ("Load more"); the step filter (`?step=`) applies to the
 * placements loaded.
 */
export function PlacementBoardPage() {
  const { t } = useTranslation('placement-board');
  const { data: user } = useCurrentUser();
  const viewer = viewerOf(user?.role);
  const list = usePlacementList();
  const [searchParams] = useSearchParams();
  const step = parseBoardStep(searchParams.get('step'));
  const placements = list.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = step ? placements.filter((placement) => boardStepOf(placement) === step) : placements;

  return (
    <PageContainer title={t(`title.${viewer}`)} description={t(`description.${viewer}`)}>
      {viewer === 'institution' && list.isSuccess && <SchoolInvitationsList />}
      {/* The school's hours and what is overdue on its students' placements (docs/product/placement-hours.md#the-schools-views). */}
      {viewer === 'institution' && list.isSuccess && (
        <div className="mb-6 grid gap-6">
          {/* Reports on its students' conversations (docs/product/messages.md#report-and-block); nothing while there is none. */}
          <ErrorBoundary>
            <SchoolMessageReports />
          </ErrorBoundary>
          <ErrorBoundary>
            <OverdueList />
          </ErrorBoundary>
          <ErrorBoundary>
            <SchoolHoursPanel />
          </ErrorBoundary>
        </div>
      )}
      {list.isPending ? (
        <Spinner label={t('loading')} className="py-12" />
      ) : list.isError ? (
        <div className="flex flex-wrap items-center gap-3" role="alert">
          {/* A school or an employer FirstRung has not verified reads why (403), in its language. */}
          <p>{serverMessage(list.error) ?? t('loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : placements.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{t(`empty.${viewer}`)}</p>
      ) : (
        <div className="grid gap-6">
          {(placements.length > 1 || step) && <StepFilter counts={countByStep(placements)} total={placements.length} current={step} />}
          {shown.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground" role="status">
              {t(list.hasNextPage ? 'noneAtStepMore' : 'noneAtStep', { step: step ? t(`steps.${step}`) : '' })}
            </p>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('listLabel')}>
              {shown.map((placement) => (
                <li key={placement.id} className="min-w-0">
                  <ErrorBoundary>
                    <PlacementCard placement={placement} viewer={viewer} />
                  </ErrorBoundary>
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <div className="grid justify-items-center gap-2">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('shown', { shown: placements.length })}
              </p>
              <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
              </Button>
            </div>
          )}
        </div>
      )}
    </PageContainer>
  );
}

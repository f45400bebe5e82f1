import { Check, UserPlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LinkDecision, LinkRequest } from '@common/contracts/school-links';
import { personName } from '@common/text';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { useDecideLinkRequest, useLinkRequests } from '../api/school-links';

/**
 * "Link requests": students asking to join the roster (docs/product/schools.md#joining-a-school).
 * Before approving, the school sees only the name and grade the student gave.
 */
export function LinkRequestsCard() {
  const { t, i18n } = useTranslation('institutions');
  const requests = useLinkRequests();
  const decide = useDecideLinkRequest();
  const items = requests.data?.items ?? [];
  const total = requests.data?.total ?? items.length;

  const answer = (request: LinkRequest, name: string, decision: LinkDecision) =>
    decide.mutate(
      { id: request.id, decision },
      {
        onSuccess: () => toast({ title: t(`linkRequests.done.${decision}`, { name }) }),
        onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('linkRequests.failed') }),
      },
    );

  return (
    <Card role="region" aria-labelledby="link-requests-title">
      <CardHeader>
        <CardTitle as="h2" id="link-requests-title" className="flex items-center gap-2">
          <UserPlus aria-hidden="true" className="size-5" />
          {t('linkRequests.title')}
        </CardTitle>
        <CardDescription>{t('linkRequests.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {requests.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {requests.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t('linkRequests.none')}</p>}
        {items.length > 0 && (
          <ul className="grid gap-2">
            {items.map((request) => {
              const name = personName(request.student) || t('students.unnamed');
              const busy = decide.isPending && decide.variables?.id === request.id;
              return (
                <li key={request.id} className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="font-medium">{name}</p>
                    <p className="text-sm text-muted-foreground">
                      {t('linkRequests.details', {
                        grade: request.student.grade ?? t('linkRequests.noGrade'),
                        date: formatDate(request.requestedAt, i18n.language, { style: 'short' }),
                      })}
                    </p>
                    {/* A request from a class code: which one, as the school named it (docs/product/school-sign-in.md#class-codes). */}
                    {request.classCode && (
                      <p className="text-sm text-muted-foreground">{t('linkRequests.fromCode', { label: request.classCode.label })}</p>
                    )}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={busy}
                      onClick={() => answer(request, name, 'approve')}
                      aria-label={t('linkRequests.approveLabel', { name })}
                    >
                      <Check aria-hidden="true" />
                      {t('linkRequests.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => answer(request, name, 'decline')}
                      aria-label={t('linkRequests.declineLabel', { name })}
                    >
                      <X aria-hidden="true" />
                      {t('linkRequests.decline')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {total > items.length && (
          <p className="mt-2 text-sm text-muted-foreground">{t('linkRequests.moreNotShown', { shown: items.length, total })}</p>
        )}
      </CardContent>
    </Card>
  );
}

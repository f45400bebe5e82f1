import { useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@common/contracts/auth';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { currentUserQueryKey, useCurrentUser } from '@web/features/auth';
import { serverMessage } from '@web/lib/api-client';
import { useStopImpersonation } from '../api/stop-impersonation';
import { adminDisplayName, impersonatedName, isSessionExpired } from '../lib/impersonation';

/** Spec 4: a sticky strip while an admin is viewing the app as someone else. */
export function ImpersonationBanner() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const stop = useStopImpersonation();

  if (!user?.impersonating) return null;

  /**
   * Switches the signed-in user in the cache first (so the viewed user's pages unmount), then
   * drops every other cached answer: no data of the viewed user stays in memory. No full reload,
   * so the toast stays on screen.
   */
  function switchUser(next: CurrentUser | null | undefined, to: string) {
    if (next === undefined) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    else queryClient.setQueryData(currentUserQueryKey, next);
    void navigate(to, { replace: true });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  }

  function returnToAdmin() {
    stop.mutate(undefined, {
      onSuccess: (answer) => {
        toast({ title: t('impersonation.endedTitle'), description: t('impersonation.endedDescription') });
        // The answer names the admin again; without it, ask the server who is signed in now.
        switchUser(answer?.user, '/admin');
      },
      onError: (error) => {
        if (isSessionExpired(error)) {
          toast({
            variant: 'destructive',
            title: t('impersonation.expiredTitle'),
            description: t('impersonation.expiredDescription'),
          });
          // The session is gone, so nobody is signed in any more.
          switchUser(null, '/');
          return;
        }
        toast({
          variant: 'destructive',
          title: t('impersonation.errorTitle'),
          description: serverMessage(error) ?? t('impersonation.errorFallback'),
        });
      },
    });
  }

  return (
    <div
      role="region"
      aria-label={t('impersonation.regionLabel')}
      className="sticky top-0 z-40 border-b border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-2 px-4 py-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          {t('impersonation.viewingAs', {
            name: impersonatedName(user),
            email: user.email,
            admin: adminDisplayName(user),
          })}
        </p>
        <Button
          size="sm"
          variant="outline"
          className="border-amber-700 bg-transparent text-amber-950 hover:bg-amber-200 dark:border-amber-300 dark:text-amber-50 dark:hover:bg-amber-900"
          disabled={stop.isPending}
          onClick={returnToAdmin}
        >
          {t('impersonation.returnButton')}
        </Button>
      </div>
    </div>
  );
}

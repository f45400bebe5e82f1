import { useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { replaceSignedInUser, useCurrentUser } from '@web/features/auth';
import { serverMessage } from '@web/lib/api-client';
import { useStopImpersonation } from '../api/stop-impersonation';
import { adminDisplayName, impersonatedName, isSessionExpired } from '../lib/impersonation';

/** A sticky strip while an admin is viewing the app as someone else (docs/product/accounts.md#the-header-and-footer). */
export function ImpersonationBanner() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  // The callbacks are the mutation's own, not mutate()'s: a successful stop resets the whole
  // cache (it changes 'session'), which unmounts this banner while the admin's record reloads.
  const stop = useStopImpersonation({
    onSuccess: (answer) => {
      toast({ title: t('impersonation.endedTitle'), description: t('impersonation.endedDescription') });
      // Before that reset: the admin's pages replace the viewed user's at once, and nothing of the
      // viewed user is cached, so nothing of theirs is asked for again with the admin's session.
      replaceSignedInUser(queryClient, answer.user);
      void navigate('/admin', { replace: true });
    },
    onError: (error) => {
      if (isSessionExpired(error)) {
        toast({ variant: 'destructive', title: t('impersonation.expiredTitle'), description: t('impersonation.expiredDescription') });
        // The session is gone, so nobody is signed in any more.
        replaceSignedInUser(queryClient, null);
        void navigate('/', { replace: true });
        return;
      }
      toast({ variant: 'destructive', title: t('impersonation.errorTitle'), description: serverMessage(error) ?? t('impersonation.errorFallback') });
    },
  });

  if (!user?.impersonating) return null;

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
          variant={null}
          className="border border-amber-700 bg-transparent text-amber-950 hover:bg-amber-200 hover:text-accent-foreground dark:border-amber-300 dark:text-amber-50 dark:hover:bg-amber-900"
          disabled={stop.isPending}
          onClick={() => stop.mutate()}
        >
          {t('impersonation.returnButton')}
        </Button>
      </div>
    </div>
  );
}

import { MailExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { authEndpoints } from '@common/endpoints/auth';
import { Button } from '@web/components/ui/button';
import { useCurrentUser } from '@web/features/auth';
import { useApiMutation } from '@web/lib/api-query';

/**
 * A strip on every page while the signed-in user's e-mail address is not confirmed: applying and
 * posting wait for it (docs/decisions/022). "Send the link again" mails a new confirmation link to
 * the user's own address (at most 3 an hour reach it; the answer is the same either way).
 */
export function UnverifiedEmailBanner() {
  const { t } = useTranslation('shell');
  const { data: user } = useCurrentUser();
  const resend = useApiMutation(authEndpoints.resendVerification);

  if (!user || user.emailVerified) return null;

  return (
    <div
      role="region"
      aria-label={t('unverified.regionLabel')}
      className="border-b border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-2 px-4 py-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm">
          <MailExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('unverified.text', { email: user.email })}</span>
        </p>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Button
            size="sm"
            variant={null}
            className="border border-sky-700 bg-transparent text-sky-950 hover:bg-sky-100 hover:text-accent-foreground dark:border-sky-300 dark:text-sky-50 dark:hover:bg-sky-900"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() => resend.mutate({ body: {} })}
          >
            {resend.isPending ? t('unverified.sending') : t('unverified.resend')}
          </Button>
          <p role="status" className="text-xs">
            {resend.isSuccess && t('unverified.sent', { email: user.email })}
            {resend.isError && t('unverified.failed')}
          </p>
        </div>
      </div>
    </div>
  );
}

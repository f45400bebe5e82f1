import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResendLink } from './resend-link';

/** After sign-up: where the confirmation link went, and a way to send it again (docs/product/accounts.md#signing-in). */
export function CheckYourInbox({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid min-w-0 gap-4 [overflow-wrap:anywhere]">
      <div role="status" className="flex items-start gap-3 rounded-md border bg-muted/40 p-4 text-sm [overflow-wrap:anywhere]">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid min-w-0 gap-2">
          <p className="font-medium">{t('checkInbox.sentTo', { email })}</p>
          <p className="text-muted-foreground">{t('checkInbox.expires')}</p>
        </div>
      </div>
      <ResendLink email={email} />
    </div>
  );
}

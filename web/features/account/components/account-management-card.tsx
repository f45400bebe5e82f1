import { PauseCircle, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REDIRECT_AFTER_ACCOUNT_CHANGE_MS } from '@common/constants';
import { accountEndpoints } from '@common/endpoints/account';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/features/auth';
import { useApiMutation } from '@web/lib/api-query';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { CloseAccountDialog, isShownInDialog } from './close-account-dialog';
import { DataExportSection } from './data-export-section';

/**
 * After a suspend or delete, a message, then a full page load of / after 2 seconds
 * (docs/product/accounts.md#closing-an-account): the load starts the app afresh, signed out.
 */
function leaveAfterMessage() {
  window.setTimeout(() => window.location.assign('/'), REDIRECT_AFTER_ACCOUNT_CHANGE_MS);
}

/**
 * The Account Management card on every dashboard: change your password or e-mail address, suspend
 * or delete your account; export your data.
 */
export function AccountManagementCard() {
  const { t } = useTranslation('account');
  const { data: user } = useCurrentUser();
  const suspend = useApiMutation(accountEndpoints.suspendOwn);
  const remove = useApiMutation(accountEndpoints.deleteOwn);
  const isBusy = suspend.isPending || remove.isPending || suspend.isSuccess || remove.isSuccess;

  /** As deleting: the dialog shows a wrong password (or a wait) itself; other failures get the toast. */
  async function onSuspend(password: string) {
    try {
      await suspend.mutateAsync({ body: { password } });
    } catch (error) {
      if (!isShownInDialog(error)) toast({ variant: 'destructive', title: t('suspend.failed') });
      throw error;
    }
    toast({ title: t('suspend.doneTitle'), description: t('suspend.doneText') });
    leaveAfterMessage();
  }

  /** The dialog shows a wrong password (or a wait) itself; other failures get the toast. */
  async function onDelete(password: string) {
    try {
      await remove.mutateAsync({ body: { password } });
    } catch (error) {
      if (!isShownInDialog(error)) toast({ variant: 'destructive', title: t('delete.failed') });
      throw error;
    }
    // A confirmed address gets the e-mail confirming it (docs/product/accounts.md#closing-an-account).
    const description = user?.emailVerified ? t('delete.doneTextMailed', { email: user.email }) : t('delete.doneText');
    toast({ title: t('delete.doneTitle'), description });
    leaveAfterMessage();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      {user?.impersonating ? (
        // Every change here needs the account holder's own session (docs/product/admin.md#viewing-as-a-user-impersonation).
        <CardContent>
          <p role="note" className="text-sm text-muted-foreground">
            {t('notWhileViewingAs')}
          </p>
        </CardContent>
      ) : (
        <CardContent className="flex flex-col flex-wrap gap-3 sm:flex-row">
          <ChangePasswordDialog disabled={isBusy} />
          {user && <ChangeEmailDialog currentEmail={user.email} disabled={isBusy} />}
          <CloseAccountDialog
            action="suspend"
            trigger={
              <Button variant="outline" disabled={isBusy}>
                <PauseCircle aria-hidden="true" />
                {t('suspend.button')}
              </Button>
            }
            isPending={suspend.isPending}
            onConfirm={onSuspend}
          />
          <CloseAccountDialog
            action="delete"
            trigger={
              <Button variant="destructive" disabled={isBusy}>
                <Trash2 aria-hidden="true" />
                {t('delete.button')}
              </Button>
            }
            isPending={remove.isPending}
            onConfirm={onDelete}
          />
        </CardContent>
      )}
      {!user?.impersonating && (
        <CardContent>
          <DataExportSection />
        </CardContent>
      )}
    </Card>
  );
}

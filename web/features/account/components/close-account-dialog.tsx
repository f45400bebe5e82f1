import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@web/components/form/password-field';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';

/** A wrong password, or a wait before the next try: the dialog says so under the field and stays open. */
export function isShownInDialog(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && (failure.status === 429 || Boolean(failure.issues?.some((issue) => issue.path === 'password')));
}

/**
 * The Suspend Account and Delete Account confirmations: each asks for the current password again
 * (docs/product/accounts.md#closing-an-account), so a session left open on a shared computer
 * cannot close the account. A wrong password keeps the dialog open with the server's message
 * under the field; any other failure closes it and the caller shows its toast.
 */
export function CloseAccountDialog({
  action,
  trigger,
  isPending,
  onConfirm,
}: {
  /** Which closing: its texts (`suspend.*` or `delete.*`) and its button's look. */
  action: 'suspend' | 'delete';
  trigger: ReactNode;
  isPending: boolean;
  /** Sends the password; rejects with the server's error when closing failed. */
  onConfirm: (password: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setPassword('');
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError(t('password.required'));
      return;
    }
    try {
      await onConfirm(password);
      setOpen(false);
    } catch (failure) {
      if (!isShownInDialog(failure)) {
        setOpen(false);
        return;
      }
      const passwordIssue = failure.issues?.find((issue) => issue.path === 'password');
      setError(passwordIssue ? t('password.wrong', { defaultValue: passwordIssue.message }) : (failure.serverMessage ?? t(`${action}.failed`)));
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{t(`${action}.confirmTitle`)}</AlertDialogTitle>
            <AlertDialogDescription>{t(`${action}.confirmText`)}</AlertDialogDescription>
          </AlertDialogHeader>
          <PasswordField
            name="password"
            namespace="account"
            label={t('password.label')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error ? { type: 'server', message: error } : undefined}
          />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{t('cancel')}</AlertDialogCancel>
            <Button type="submit" variant={action === 'delete' ? 'destructive' : 'default'} disabled={isPending}>
              {t(`${action}.confirm`)}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

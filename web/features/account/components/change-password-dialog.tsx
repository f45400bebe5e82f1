import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordBody } from '@common/contracts/auth';
import { accountEndpoints } from '@common/endpoints/account';
import { InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { ApiError } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The server's refusal of one field (a wrong current password, a common new one), or a wait: shown in the form. */
function fieldIssue(error: unknown) {
  return error instanceof ApiError ? error.issues?.find((issue) => (FIELDS as readonly string[]).includes(issue.path)) : undefined;
}

/**
 * Change Password (docs/product/accounts.md#your-password-and-e-mail-address): the current password
 * and a new one under the sign-up rules. This session goes on; every other one ends.
 */
export function ChangePasswordDialog({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const change = useApiMutation(accountEndpoints.changePassword);
  const form = useForm({ resolver: zodResolver(changePasswordBody), defaultValues: { currentPassword: '', newPassword: '' } });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    form.reset();
    change.reset();
  };

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      { body: values },
      {
        onSuccess: () => {
          toast({ title: t('changePassword.doneTitle'), description: t('changePassword.doneText') });
          onOpenChange(false);
        },
        onError: (error) => {
          const issue = fieldIssue(error);
          if (issue) form.setError(issue.path as (typeof FIELDS)[number], { type: 'server', message: issue.message }, { shouldFocus: true });
          else if (error instanceof ApiError && error.status === 429 && error.serverMessage)
            form.setError('currentPassword', { type: 'server', message: error.serverMessage });
          else toast({ variant: 'destructive', title: t('changePassword.failed') });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <KeyRound aria-hidden="true" />
          {t('changePassword.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('changePassword.title')}</DialogTitle>
            <DialogDescription>{t('changePassword.description')}</DialogDescription>
          </DialogHeader>
          <InputField
            namespace="account"
            label={t('changePassword.current')}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
            {...form.register('currentPassword')}
          />
          <InputField
            namespace="account"
            label={t('changePassword.new')}
            type="password"
            autoComplete="new-password"
            hint={t('changePassword.newHint')}
            error={errors.newPassword}
            {...form.register('newPassword')}
          />
          <DialogFooter>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('changePassword.submitting') : t('changePassword.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeEmailBody } from '@common/contracts/auth';
import { accountEndpoints } from '@common/endpoints/account';
import { InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { ApiError } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';

const FIELDS = ['newEmail', 'password'] as const;

function fieldIssue(error: unknown) {
  return error instanceof ApiError ? error.issues?.find((issue) => (FIELDS as readonly string[]).includes(issue.path)) : undefined;
}

/**
 * Change E-mail (docs/product/accounts.md#your-password-and-e-mail-address): the new address and
 * the password. A link goes to the new address; nothing changes until it is opened there.
 */
export function ChangeEmailDialog({ currentEmail, disabled }: { currentEmail: string; disabled: boolean }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const change = useApiMutation(accountEndpoints.changeEmail);
  const form = useForm({ resolver: zodResolver(changeEmailBody), defaultValues: { newEmail: '', password: '' } });
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
          toast({ title: t('changeEmail.doneTitle'), description: t('changeEmail.doneText', { email: values.newEmail.trim().toLowerCase() }) });
          onOpenChange(false);
        },
        onError: (error) => {
          const issue = fieldIssue(error);
          if (issue) form.setError(issue.path as (typeof FIELDS)[number], { type: 'server', message: issue.message }, { shouldFocus: true });
          else if (error instanceof ApiError && error.status === 429 && error.serverMessage)
            form.setError('password', { type: 'server', message: error.serverMessage });
          else toast({ variant: 'destructive', title: t('changeEmail.failed') });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <AtSign aria-hidden="true" />
          {t('changeEmail.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('changeEmail.title')}</DialogTitle>
            <DialogDescription>{t('changeEmail.description', { email: currentEmail })}</DialogDescription>
          </DialogHeader>
          <InputField
            namespace="account"
            label={t('changeEmail.new')}
            type="email"
            autoComplete="email"
            error={errors.newEmail}
            {...form.register('newEmail')}
          />
          <InputField
            namespace="account"
            label={t('changeEmail.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password}
            {...form.register('password')}
          />
          <DialogFooter>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('changeEmail.submitting') : t('changeEmail.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

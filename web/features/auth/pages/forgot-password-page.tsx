import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBody } from '@common/contracts/auth';
import { authEndpoints } from '@common/endpoints/auth';
import { InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';

/**
 * "Forgot password?": the address, then the same answer whether it has an account or not
 * (docs/product/accounts.md#forgotten-password). The mailed link opens /reset-password.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useApiMutation(authEndpoints.forgotPassword);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit((values) => request.mutate({ body: values }, { onSuccess: () => setSentTo(values.email.trim().toLowerCase()) }));
  const failure = request.error ? (serverMessage(request.error) ?? t('forgotPassword.failed')) : null;

  return (
    <AuthCard
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
      footer={
        <Link to="/sign-in" className="font-medium text-primary underline underline-offset-4">
          {t('forgotPassword.backToSignIn')}
        </Link>
      }
    >
      {sentTo ? (
        <p role="status" className="rounded-md border bg-muted/40 p-4 text-sm">
          {t('forgotPassword.sent', { email: sentTo })}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {failure && <FormAlert message={failure} />}
          <InputField
            namespace="auth"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={form.formState.errors.email}
            {...form.register('email')}
          />
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

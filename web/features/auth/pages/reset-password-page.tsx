import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordBody } from '@common/contracts/auth';
import { authEndpoints } from '@common/endpoints/auth';
import { PasswordField } from '@web/components/form/password-field';
import { Button } from '@web/components/ui/button';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import type { SignInPageState } from './sign-in-page';

const passwordForm = resetPasswordBody.pick({ password: true });

/** A refusal of the link itself (not of the password): the way on is a new link. */
const isLinkRefusal = (error: unknown) => error instanceof ApiError && (error.code === 'LINK_EXPIRED' || error.code === 'LINK_INVALID');

function passwordIssue(error: unknown) {
  return error instanceof ApiError ? error.issues?.find((issue) => issue.path === 'password') : undefined;
}

/**
 * The mailed link's page (/reset-password?token=): a new password under the sign-up rules. It ends
 * every session of the account, so the way on is the sign-in page, which says so
 * (docs/product/accounts.md#forgotten-password).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  // Decided here, once the cache has been reset (the declaration changes 'session'): this page is
  // unmounted while "who is signed in" is asked again.
  const reset = useApiMutation(authEndpoints.resetPassword, {
    onSettled: (answer) => {
      if (answer) void navigate('/sign-in', { replace: true, state: { passwordChanged: true } satisfies SignInPageState });
    },
  });
  const form = useForm({ resolver: zodResolver(passwordForm), defaultValues: { password: '' } });
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      { body: { token, password: values.password } },
      {
        onError: (error) => {
          const issue = passwordIssue(error);
          if (issue) form.setError('password', { type: 'server', message: issue.message }, { shouldFocus: true });
        },
      },
    ),
  );

  let failure: string | null = null;
  if (!token) failure = t('resetPassword.missingToken');
  else if (reset.error instanceof ApiError && reset.error.code === 'LINK_EXPIRED') failure = t('resetPassword.expired');
  else if (reset.error instanceof ApiError && reset.error.code === 'LINK_INVALID') failure = t('resetPassword.invalid');
  else if (reset.error && !passwordIssue(reset.error)) failure = serverMessage(reset.error) ?? t('resetPassword.failed');
  const linkIsDead = !token || isLinkRefusal(reset.error);

  return (
    <AuthCard
      title={t('resetPassword.title')}
      description={t('resetPassword.description')}
      footer={
        <Link to="/sign-in" className="font-medium text-primary underline underline-offset-4">
          {t('forgotPassword.backToSignIn')}
        </Link>
      }
    >
      {linkIsDead ? (
        <div className="grid gap-4">
          {failure && <FormAlert message={failure} />}
          <Button asChild>
            <Link to="/forgot-password">{t('resetPassword.askAgain')}</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {failure && <FormAlert message={failure} />}
          <PasswordField
            namespace="auth"
            label={t('fields.newPassword')}
            autoComplete="new-password"
            hint={t('signUp.passwordHint')}
            error={form.formState.errors.password}
            {...form.register('password')}
          />
          <Button type="submit" disabled={reset.isPending}>
            {reset.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

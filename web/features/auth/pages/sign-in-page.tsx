import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginBody } from '@common/contracts/auth';
import { Button } from '@web/components/ui/button';
import { isUnauthorized, serverMessage } from '@web/lib/api-client';
import { currentUserQueryKey } from '../api/current-user';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: async ({ user }) => {
        await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        // Spec 2.7: someone who has not picked a role yet does that first.
        void navigate(user.role ? '/' : '/role-selection');
      },
    }),
  );

  const failure = signIn.error
    ? (serverMessage(signIn.error) ??
      (isUnauthorized(signIn.error) ? t('signIn.wrongCredentials') : t('signIn.failed')))
    : null;

  return (
    <AuthCard
      title={t('signIn.title')}
      description={t('signIn.description')}
      footer={
        <p>
          {t('signIn.noAccount')}{' '}
          <Link to="/sign-up" className="font-medium text-primary underline underline-offset-4">
            {t('signIn.signUpLink')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {failure && <FormAlert message={failure} />}
        <FormField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register('email')}
        />
        <FormField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...form.register('password')}
        />
        <Button type="submit" disabled={signIn.isPending || isSubmitting}>
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { registerBody } from '@common/contracts/auth';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-client';
import { currentUserQueryKey } from '../api/current-user';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: async () => {
        // Wait for the new user so /role-selection exists in the route table before we go there.
        await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        void navigate('/role-selection');
      },
    }),
  );

  const failure = signUp.error ? (serverMessage(signUp.error) ?? t('signUp.failed')) : null;

  return (
    <AuthCard
      title={t('signUp.title')}
      description={t('signUp.description')}
      footer={
        <p>
          {t('signUp.haveAccount')}{' '}
          <Link to="/sign-in" className="font-medium text-primary underline underline-offset-4">
            {t('signUp.signInLink')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {failure && <FormAlert message={failure} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('fields.firstName')}
            autoComplete="given-name"
            error={errors.firstName}
            {...form.register('firstName')}
          />
          <FormField
            label={t('fields.lastName')}
            autoComplete="family-name"
            error={errors.lastName}
            {...form.register('lastName')}
          />
        </div>
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
          autoComplete="new-password"
          hint={t('signUp.passwordHint')}
          error={errors.password}
          {...form.register('password')}
        />
        <Button type="submit" disabled={signUp.isPending || isSubmitting}>
          {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { registerBody } from '@common/contracts/auth';
import { authEndpoints } from '@common/endpoints/auth';
import { InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';

function passwordIssue(error: Error) {
  return error instanceof ApiError ? error.issues?.find((issue) => issue.path === 'password') : undefined;
}

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signUp = useApiMutation(authEndpoints.register, {
    // After the cache reset the new user has loaded, so /role-selection exists for them.
    onSettled: (answer) => {
      if (answer) void navigate('/role-selection');
    },
  });
  const form = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // A password the server refuses (too common, or the user's own name or e-mail) is shown under
  // the password field, like the form's own checks; other failures above the form.
  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(
      { body: values },
      {
        onError: (error) => {
          const issue = passwordIssue(error);
          if (issue) form.setError('password', { type: 'server', message: issue.message }, { shouldFocus: true });
        },
      },
    ),
  );

  const failure = signUp.error && !passwordIssue(signUp.error) ? (serverMessage(signUp.error) ?? t('signUp.failed')) : null;

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
          <InputField
            namespace="auth"
            label={t('fields.firstName')}
            autoComplete="given-name"
            error={errors.firstName}
            {...form.register('firstName')}
          />
          <InputField
            namespace="auth"
            label={t('fields.lastName')}
            autoComplete="family-name"
            error={errors.lastName}
            {...form.register('lastName')}
          />
        </div>
        <InputField namespace="auth" label={t('fields.email')} type="email" autoComplete="email" error={errors.email} {...form.register('email')} />
        <InputField
          namespace="auth"
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

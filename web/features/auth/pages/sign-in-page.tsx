import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginBody } from '@common/contracts/auth';
import { authEndpoints } from '@common/endpoints/auth';
import { InputField } from '@web/components/form/form-field';
import { PasswordField } from '@web/components/form/password-field';
import { Button } from '@web/components/ui/button';
import { isUnauthorized, serverMessage } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { SchoolSignIn } from '../components/school-sign-in';
import { returnPathFromSearch } from '../lib/return-path';
import { pathAfterSignIn, roleFromSearch, withRole } from '../lib/setup-return';

/** How the reset page says, on arriving here, that the password has changed. */
export interface SignInPageState {
  passwordChanged?: boolean;
}

export function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Sent here from a setup page (?role=employer): back to that form once signed in (lib/setup-return.ts).
  const [search] = useSearchParams();
  const wantedRole = roleFromSearch(search);
  // Sent here from a page that needs an account (?next=/employer/applications/…): back there (lib/return-path.ts).
  const returnPath = returnPathFromSearch(search);
  const passwordChanged = (useLocation().state as SignInPageState | null)?.passwordChanged === true;
  const signIn = useApiMutation(authEndpoints.signIn, {
    // Signing in resets the whole cache (the declaration changes 'session'), and this page is
    // unmounted while the new user loads: so the way on is decided here, once that user is known.
    // Someone who has not picked a role yet does that first (docs/product/accounts.md#roles).
    onSettled: (answer) => {
      if (answer) void navigate(returnPath && answer.user.role ? returnPath : pathAfterSignIn(answer.user, wantedRole));
    },
  });
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) => signIn.mutate({ body: values }));

  const failure = signIn.error
    ? (serverMessage(signIn.error) ?? (isUnauthorized(signIn.error) ? t('signIn.wrongCredentials') : t('signIn.failed')))
    : null;

  return (
    <AuthCard
      title={t('signIn.title')}
      description={t('signIn.description')}
      footer={
        <p>
          {t('signIn.noAccount')}{' '}
          <Link to={withRole('/sign-up', wantedRole)} className="font-medium text-primary underline underline-offset-4">
            {t('signIn.signUpLink')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {passwordChanged && !failure && (
          <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
            {t('signIn.passwordChanged')}
          </p>
        )}
        {failure && <FormAlert message={failure} />}
        <InputField namespace="auth" label={t('fields.email')} type="email" autoComplete="email" error={errors.email} {...form.register('email')} />
        <PasswordField
          namespace="auth"
          label={t('fields.password')}
          autoComplete="current-password"
          error={errors.password}
          {...form.register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-primary underline underline-offset-4">
            {t('signIn.forgotPassword')}
          </Link>
        </p>
        <Button type="submit" disabled={signIn.isPending || isSubmitting}>
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
      {/* Students of a school with its own identity provider; ?error= says why one came back refused. */}
      <div className="mt-4">
        <SchoolSignIn refusal={search.get('error')} />
      </div>
    </AuthCard>
  );
}

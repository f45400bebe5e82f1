import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { registerBody } from '@common/contracts/auth';
import { CONTENT_PAGE_PATHS } from '@common/contracts/seo';
import { authEndpoints } from '@common/endpoints/auth';
import { InputField } from '@web/components/form/form-field';
import { PasswordField } from '@web/components/form/password-field';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { AuthCard } from '../components/auth-card';
import { CheckYourInbox } from '../components/check-your-inbox';
import { FormAlert } from '../components/form-alert';
import { classCodeFromSearch, rememberClassCode } from '../lib/class-code-link';
import { rememberSetupRole, roleFromSearch, withRole } from '../lib/setup-return';

function passwordIssue(error: Error) {
  return error instanceof ApiError ? error.issues?.find((issue) => issue.path === 'password') : undefined;
}

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * Sign-up, then "check your inbox": the answer is the same whether the address is new or already
 * has an account (docs/decisions/022), so the page says where the link went and nothing more. The
 * link opens /verify-email, which signs the new user in. A visitor sent here from a setup page
 * (`?role=student`) is told so, and the link's page takes them to that setup form (lib/setup-return.ts).
 */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const signUp = useApiMutation(authEndpoints.register);
  const [search] = useSearchParams();
  const role = roleFromSearch(search);
  // A school's sign-up link names its class code: kept for the student profile's form, whether
  // the student signs up here or signs in to an account they have.
  const classCode = classCodeFromSearch(search);
  useEffect(() => {
    if (classCode) rememberClassCode(classCode);
  }, [classCode]);
  const description = role ? t(`signUp.descriptionFor.${role}`) : t('signUp.description');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const termsId = useId();
  const form = useForm({
    resolver: zodResolver(registerBody),
    // Unticked until the person ticks it: the contract accepts only `true`.
    defaultValues: { firstName: '', lastName: '', email: '', password: '', acceptTerms: false as unknown as true },
  });
  const { errors, isSubmitting } = form.formState;

  // A password the server refuses (too common, or the user's own name or e-mail) is shown under
  // the password field, like the form's own checks; other failures above the form.
  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(
      { body: values },
      {
        onSuccess: () => {
          if (role) rememberSetupRole(role);
          setSentTo(values.email.trim().toLowerCase());
        },
        onError: (error) => {
          const issue = passwordIssue(error);
          if (issue) form.setError('password', { type: 'server', message: issue.message }, { shouldFocus: true });
        },
      },
    ),
  );

  const startAgain = () => {
    form.reset();
    signUp.reset();
    setSentTo(null);
  };

  if (sentTo) {
    return (
      <AuthCard
        title={t('checkInbox.title')}
        description={description}
        footer={
          <div className="grid gap-2 text-center">
            <p>
              {t('checkInbox.wrongAddress')}{' '}
              <Button type="button" variant="link" size={null} className="h-auto p-0 text-sm underline" onClick={startAgain}>
                {t('checkInbox.startAgain')}
              </Button>
            </p>
            <p>
              {t('checkInbox.haveAccount')}{' '}
              <Link to={withRole('/sign-in', role)} className={linkClass}>
                {t('checkInbox.signInLink')}
              </Link>
            </p>
          </div>
        }
      >
        <CheckYourInbox email={sentTo} />
      </AuthCard>
    );
  }

  const failure = signUp.error && !passwordIssue(signUp.error) ? (serverMessage(signUp.error) ?? t('signUp.failed')) : null;

  return (
    <AuthCard
      title={t('signUp.title')}
      description={description}
      footer={
        <p>
          {t('signUp.haveAccount')}{' '}
          <Link to={withRole('/sign-in', role)} className={linkClass}>
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
        <PasswordField
          namespace="auth"
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('signUp.passwordHint')}
          error={errors.password}
          {...form.register('password')}
        />
        <Controller
          control={form.control}
          name="acceptTerms"
          render={({ field }) => (
            <div className="grid gap-2">
              <div className="flex items-start gap-2">
                <Checkbox
                  id={termsId}
                  ref={field.ref}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  aria-invalid={errors.acceptTerms ? true : undefined}
                  aria-describedby={errors.acceptTerms ? `${termsId}-error` : undefined}
                  aria-required
                />
                <Label htmlFor={termsId} weight="normal" leading="snug">
                  {t('signUp.accept.before')}
                  <Link to={CONTENT_PAGE_PATHS.terms} target="_blank" rel="noreferrer" className={linkClass}>
                    {t('signUp.accept.terms')}
                  </Link>
                  {t('signUp.accept.between')}
                  <Link to={CONTENT_PAGE_PATHS.privacy} target="_blank" rel="noreferrer" className={linkClass}>
                    {t('signUp.accept.privacy')}
                  </Link>
                  {t('signUp.accept.after')}
                </Label>
              </div>
              {errors.acceptTerms && (
                <p id={`${termsId}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
                  {t('signUp.accept.required')}
                </p>
              )}
            </div>
          )}
        />
        <Button type="submit" disabled={signUp.isPending || isSubmitting}>
          {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

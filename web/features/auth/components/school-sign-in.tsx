import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { startSchoolSignInBody } from '@common/contracts/school-sign-in';
import { schoolSignInEndpoints } from '@common/endpoints/school-sign-in';
import { InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { FormAlert } from './form-alert';

/** The reasons the server gives, back from the school's provider (?error=), that have their own words. */
const KNOWN_REFUSALS = ['domain_not_vouched', 'not_a_student_account'] as const;

function refusalKey(error: string): `schoolSignIn.refused.${(typeof KNOWN_REFUSALS)[number] | 'other'}` {
  const known = KNOWN_REFUSALS.find((code) => code === error);
  return `schoolSignIn.refused.${known ?? 'other'}`;
}

/**
 * "Sign in with your school": the student types their school address; a school that signs its
 * students in with its own identity provider sends the browser there (docs/product/school-sign-in.md).
 * `refusal` is the reason a sign-in just came back refused, from the page's ?error=.
 */
export function SchoolSignIn({ refusal }: { refusal: string | null }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(refusal !== null);
  const start = useApiMutation(schoolSignInEndpoints.start, {
    onSuccess: (answer) => window.location.assign(answer.url),
  });
  const form = useForm({ resolver: zodResolver(startSchoolSignInBody), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit((values) => start.mutate({ body: values }));
  const failure = start.error ? (serverMessage(start.error) ?? t('schoolSignIn.failed')) : refusal ? t(refusalKey(refusal)) : null;

  if (!open) {
    return (
      <Button type="button" variant="outline" className="w-full" onClick={() => setOpen(true)}>
        {t('schoolSignIn.open')}
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 rounded-md border p-4" aria-label={t('schoolSignIn.open')}>
      <p className="text-sm text-muted-foreground">{t('schoolSignIn.description')}</p>
      {failure && <FormAlert message={failure} />}
      <InputField
        namespace="auth"
        label={t('schoolSignIn.email')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <Button type="submit" disabled={start.isPending || start.isSuccess}>
        {start.isPending || start.isSuccess ? t('schoolSignIn.submitting') : t('schoolSignIn.submit')}
      </Button>
    </form>
  );
}

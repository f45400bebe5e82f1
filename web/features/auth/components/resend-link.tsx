import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emailAddressBody } from '@common/contracts/auth';
import { authEndpoints } from '@common/endpoints/auth';
import { InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { useApiMutation } from '@web/lib/api-query';
import { FormAlert } from './form-alert';

/** What "sent" says: the same for any address, since the server answers alike (docs/decisions/022). */
function SentNote({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t('resend.sent', { email })}
    </p>
  );
}

/**
 * "Send the link again" for a known address (the check-your-inbox state, a signed-in user), or a
 * field to name the address (an expired link opened on another device).
 */
export function ResendLink({ email }: { email?: string }) {
  const { t } = useTranslation('auth');
  const resend = useApiMutation(authEndpoints.resendVerification);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(emailAddressBody), defaultValues: { email: '' } });
  const send = (address: string) => resend.mutate({ body: { email: address } }, { onSuccess: () => setSentTo(address) });
  const failure = resend.isError ? <FormAlert message={t('resend.failed')} /> : null;

  if (email) {
    return (
      <div className="grid gap-3">
        {failure}
        <Button type="button" variant="outline" disabled={resend.isPending} onClick={() => send(email)}>
          {resend.isPending ? t('resend.sending') : t('resend.button')}
        </Button>
        {sentTo && <SentNote email={sentTo} />}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send(values.email))} className="grid gap-3">
      <h2 className="text-lg font-semibold">{t('resend.formTitle')}</h2>
      {failure}
      <InputField
        namespace="auth"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        hint={t('resend.formHint')}
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <Button type="submit" variant="outline" disabled={resend.isPending}>
        {resend.isPending ? t('resend.sending') : t('resend.button')}
      </Button>
      {sentTo && <SentNote email={sentTo} />}
    </form>
  );
}

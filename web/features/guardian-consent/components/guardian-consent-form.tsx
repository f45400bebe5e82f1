import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { guardianConsentRequestBody, type GuardianConsentRequestBody } from '@common/contracts/consent';
import { InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { useRequestGuardianConsent } from '../api/consent';

const FIELDS = ['name', 'email', 'phone'] as const;

/**
 * The student names the parent or guardian who will consent: their e-mail gets the link, their phone
 * the code. The server refuses the student's own e-mail or phone (shown under the field).
 */
export function GuardianConsentForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('guardian-consent');
  const request = useRequestGuardianConsent();
  const form = useForm<GuardianConsentRequestBody>({
    resolver: zodResolver(guardianConsentRequestBody),
    defaultValues: { name: '', email: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    request.mutate(
      { body },
      {
        onSuccess: () => {
          toast({ title: t('student.sentTitle'), description: t('student.sentText', { email: body.email }) });
          form.reset();
          onDone?.();
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? (error.issues ?? []) : [];
          const onField = issues.filter((issue) => (FIELDS as readonly string[]).includes(issue.path));
          for (const issue of onField) form.setError(issue.path as (typeof FIELDS)[number], { type: 'server', message: issue.message });
          if (onField.length === 0) toast({ variant: 'destructive', title: serverMessage(error) ?? t('student.failed') });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <InputField namespace="guardian-consent" label={t('student.fields.name')} autoComplete="off" error={errors.name} {...form.register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          namespace="guardian-consent"
          label={t('student.fields.email')}
          type="email"
          autoComplete="off"
          error={errors.email}
          {...form.register('email')}
        />
        <InputField
          namespace="guardian-consent"
          label={t('student.fields.phone')}
          type="tel"
          autoComplete="off"
          hint={t('student.fields.phoneHint')}
          error={errors.phone}
          {...form.register('phone')}
        />
      </div>
      <div>
        <Button type="submit" disabled={request.isPending || isSubmitting}>
          {request.isPending ? t('student.sending') : t('student.send')}
        </Button>
      </div>
    </form>
  );
}

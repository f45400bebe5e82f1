import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { guardianContactBody, type Placement } from '@common/contracts/placements';
import { Button } from '@web/components/ui/button';
import { useNameGuardian } from '../api/placement';
import type { ContactValues } from '../lib/school-form';
import { useContractForm } from '../lib/use-contract-form';
import { TextField } from './form-fields';
import { FormSection } from './form-section';
import { RefusalMessage } from './refusal-message';

/** With no school, a student under the age of majority names their parent or guardian (PUT …/guardian). */
export function GuardianForm({ placement, onSaved }: { placement: Placement; onSaved: () => void }) {
  const { t } = useTranslation('placements');
  const save = useNameGuardian();
  const { guardian } = placement.terms;
  const { form, refusal, onRefused, clearRefusal } = useContractForm(guardianContactBody, (values: ContactValues) => values, {
    name: guardian.name ?? '',
    email: guardian.email ?? '',
    phone: guardian.phone ?? '',
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('form.guardianTitle')}
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => {
          clearRefusal();
          save.mutate({ params: { id: placement.id }, body: values }, { onSuccess: onSaved, onError: onRefused });
        })}
      >
        <FormSection title={t('form.guardianTitle')}>
          <p className="text-sm text-muted-foreground sm:col-span-2">{t('form.guardianStudentHint')}</p>
          <TextField name="name" label={t('fields.name')} required />
          <TextField name="email" label={t('fields.email')} required type="email" />
          <TextField name="phone" label={t('fields.phone')} required type="tel" />
        </FormSection>
        {refusal ? <RefusalMessage error={refusal} fallback={t('form.saveFailed')} /> : null}
        <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.saveGuardian')}
        </Button>
      </form>
    </FormProvider>
  );
}

import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schoolPartBody, type Placement } from '@common/contracts/placements';
import { Button } from '@web/components/ui/button';
import { useSaveSchoolPart } from '../api/placement';
import { guardianNeeded } from '../lib/reader-actions';
import { schoolFormDefaults, toSchoolPartBody } from '../lib/school-form';
import { useContractForm } from '../lib/use-contract-form';
import { TextField } from './form-fields';
import { FormSection } from './form-section';
import { RefusalMessage } from './refusal-message';

/**
 * The school's part (PUT …/school-part): its coordinator (prefilled from its profile), the parent or
 * guardian, and the student's date of birth when the agreement does not have it yet.
 */
export function SchoolPartForm({ placement, onSaved }: { placement: Placement; onSaved: () => void }) {
  const { t } = useTranslation('placements');
  const save = useSaveSchoolPart();
  const { form, refusal, onRefused, clearRefusal } = useContractForm(schoolPartBody, toSchoolPartBody, schoolFormDefaults(placement.terms));
  // Asked only while the agreement lacks it: the student's profile had none.
  const askDateOfBirth = placement.terms.studentDateOfBirth === null;
  const guardianRequired = guardianNeeded(placement.terms) === true;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('form.schoolTitle')}
        className="grid gap-6"
        onSubmit={form.handleSubmit((values) => {
          clearRefusal();
          save.mutate({ params: { id: placement.id }, body: toSchoolPartBody(values) }, { onSuccess: onSaved, onError: onRefused });
        })}
      >
        <FormSection title={t('sections.coordinator')}>
          <TextField name="coordinator.name" label={t('fields.name')} required />
          <TextField name="coordinator.email" label={t('fields.email')} required type="email" />
          <TextField name="coordinator.phone" label={t('fields.phone')} required type="tel" />
        </FormSection>
        <FormSection title={t('sections.guardian')}>
          <p className="text-sm text-muted-foreground sm:col-span-2">{t(guardianRequired ? 'form.guardianRequired' : 'form.guardianHint')}</p>
          <TextField name="guardian.name" label={t('fields.name')} required={guardianRequired} />
          <TextField name="guardian.email" label={t('fields.email')} required={guardianRequired} type="email" />
          <TextField name="guardian.phone" label={t('fields.phone')} required={guardianRequired} type="tel" />
        </FormSection>
        {askDateOfBirth && (
          <FormSection title={t('sections.student')}>
            <TextField name="studentDateOfBirth" label={t('fields.studentDateOfBirth')} required type="date" hint={t('form.dateOfBirthHint')} />
          </FormSection>
        )}
        {refusal ? <RefusalMessage error={refusal} fallback={t('form.saveFailed')} /> : null}
        <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.saveSchoolPart')}
        </Button>
      </form>
    </FormProvider>
  );
}

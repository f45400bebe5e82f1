import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { employerPartBody, type Placement } from '@common/contracts/placements';
import { COUNTRIES, PLACEMENT_INSURERS, REGIONS_BY_COUNTRY } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { useChoiceLabel } from '@web/lib/choice-labels';
import { useSaveEmployerPart } from '../api/placement';
import { employerFormDefaults, employerFormPath, toEmployerPartBody, type EmployerFormValues } from '../lib/employer-form';
import { useContractForm } from '../lib/use-contract-form';
import { SelectField, TextAreaField, TextField } from './form-fields';
import { FormSection } from './form-section';
import { RefusalMessage } from './refusal-message';
import { ScheduleEditor } from './schedule-editor';

/**
 * The employer's part of the agreement (PUT …/employer-part): checked by the shared contract as it
 * is typed, the server's field errors shown in place, its other refusals (409) above the button.
 */
export function EmployerPartForm({ placement, onSaved }: { placement: Placement; onSaved: () => void }) {
  const { t } = useTranslation('placements');
  const regionLabel = useChoiceLabel('regions');
  const save = useSaveEmployerPart();
  const { form, refusal, onRefused, clearRefusal } = useContractForm(
    employerPartBody,
    toEmployerPartBody,
    employerFormDefaults(placement.terms),
    employerFormPath,
  );
  const country = useWatch({ control: form.control, name: 'workplace.country' });
  const timeMode = useWatch({ control: form.control, name: 'timeMode' });
  const insurer = useWatch({ control: form.control, name: 'insurance.coveredBy' });
  const regions = country ? REGIONS_BY_COUNTRY[country] : [];

  const onSubmit = (values: EmployerFormValues) => {
    clearRefusal();
    save.mutate({ params: { id: placement.id }, body: toEmployerPartBody(values) }, { onSuccess: onSaved, onError: onRefused });
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6" aria-label={t('form.employerTitle')}>
        <FormSection title={t('sections.workplace')}>
          <TextField name="workplace.legalName" label={t('fields.legalName')} required autoComplete="organization" />
          <TextField name="workplace.address" label={t('fields.address')} required autoComplete="street-address" />
          <TextField name="workplace.city" label={t('fields.city')} required />
          <SelectField<EmployerFormValues>
            name="workplace.country"
            label={t('fields.country')}
            required
            options={COUNTRIES.map((value) => ({ value, label: t(`countries.${value}`) }))}
            placeholder={t('form.chooseCountry')}
            onChosen={() => form.setValue('workplace.region', '')}
          />
          <SelectField<EmployerFormValues>
            name="workplace.region"
            label={t('fields.region')}
            required
            options={regions.map((value) => ({ value, label: regionLabel(value) }))}
            placeholder={t('form.chooseRegion')}
          />
          <TextField name="workplace.postalCode" label={t('fields.postalCode')} required autoComplete="postal-code" />
        </FormSection>

        <FormSection title={t('sections.dates')}>
          <TextField name="startDate" label={t('fields.startDate')} required type="date" />
          <TextField name="endDate" label={t('fields.endDate')} required type="date" />
        </FormSection>

        <FormSection title={t('sections.time')} wide>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('form.timeChoice')}</legend>
            {(['schedule', 'hours'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-sm">
                <input type="radio" value={mode} {...form.register('timeMode')} className="size-4 accent-primary" />
                {t(`form.timeModes.${mode}`)}
              </label>
            ))}
            {form.formState.errors.timeMode && (
              <p className="text-sm font-medium text-destructive dark:text-red-300">{form.formState.errors.timeMode.message}</p>
            )}
          </fieldset>
          {timeMode === 'schedule' ? (
            <ScheduleEditor />
          ) : (
            <TextField
              name="weeklyHours"
              label={t('fields.weeklyHours')}
              required
              type="number"
              inputMode="decimal"
              min={0}
              step="0.5"
              className="max-w-40"
            />
          )}
        </FormSection>

        <FormSection title={t('sections.tasks')} wide>
          <TextAreaField name="tasks" label={t('fields.tasks')} required />
          <TextAreaField name="learningGoals" label={t('fields.learningGoals')} required />
        </FormSection>

        <FormSection title={t('sections.supervisor')}>
          <TextField name="supervisor.name" label={t('fields.name')} required />
          <TextField name="supervisor.role" label={t('fields.role')} required />
          <TextField name="supervisor.email" label={t('fields.email')} required type="email" />
          <TextField name="supervisor.phone" label={t('fields.phone')} required type="tel" />
        </FormSection>

        <FormSection title={t('sections.safety')} wide>
          <TextAreaField name="hazards" label={t('fields.hazards')} required hint={t('form.hazardsHint')} />
          <TextAreaField name="protectiveEquipment" label={t('fields.protectiveEquipment')} />
        </FormSection>

        <FormSection title={t('sections.insurance')}>
          <SelectField<EmployerFormValues>
            name="insurance.coveredBy"
            label={t('fields.coveredBy')}
            required
            options={PLACEMENT_INSURERS.map((value) => ({ value, label: t(`insurers.${value}`) }))}
            placeholder={t('form.chooseInsurer')}
          />
          <TextField name="insurance.details" label={t('fields.insuranceDetails')} required={insurer === 'other'} />
        </FormSection>

        <FormSection title={t('sections.emergency')}>
          <TextField name="emergencyContact.name" label={t('fields.name')} required />
          <TextField name="emergencyContact.phone" label={t('fields.phone')} required type="tel" />
        </FormSection>

        {refusal ? <RefusalMessage error={refusal} fallback={t('form.saveFailed')} /> : null}
        <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.saveEmployerPart')}
        </Button>
      </form>
    </FormProvider>
  );
}

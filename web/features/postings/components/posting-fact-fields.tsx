import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MINIMUM_AGES, PAY_UNITS } from '@common/posting-facts';
import { InputField } from '@web/components/form/form-field';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { NOT_STATED, PAY_CHOICES, type PostingFormInput, type PostingFormOutput } from './posting-form';

/** A select of the posting form, labelled by its visible label. */
function ChoiceField({
  form,
  name,
  label,
  options,
}: {
  form: UseFormReturn<PostingFormInput, unknown, PostingFormOutput>;
  name: 'payKind' | 'payUnit' | 'minimumAge';
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label id={`${id}-label`}>{label}</Label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger aria-labelledby={`${id}-label`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </div>
  );
}

/**
 * What the work is (docs/product/jobs.md#what-the-work-is): pay (an amount per hour, week, month or
 * year in CAD, or unpaid), hours per week, start date, places, minimum age and the postal code. All
 * optional. Unpaid is the employer's declaration; the hint says the school stays responsible.
 */
export function PostingFactFields({ form }: { form: UseFormReturn<PostingFormInput, unknown, PostingFormOutput> }) {
  const { t } = useTranslation('dashboards');
  const payKind = useWatch({ control: form.control, name: 'payKind' });
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4 rounded-md border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{t('employer.facts.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceField
          form={form}
          name="payKind"
          label={t('employer.facts.pay')}
          options={PAY_CHOICES.map((value) => ({ value, label: t(`employer.facts.payKinds.${value}`) }))}
        />
        {payKind === 'paid' && (
          <>
            <InputField
              namespace="dashboards"
              label={t('employer.facts.amount')}
              inputMode="decimal"
              error={errors.payAmount}
              {...form.register('payAmount')}
            />
            <ChoiceField
              form={form}
              name="payUnit"
              label={t('employer.facts.per')}
              options={PAY_UNITS.map((value) => ({ value, label: t(`employer.facts.units.${value}`) }))}
            />
          </>
        )}
      </div>
      {payKind === 'unpaid' && <p className="text-sm text-muted-foreground">{t('employer.facts.unpaidHint')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          namespace="dashboards"
          label={t('employer.facts.hoursPerWeek')}
          inputMode="numeric"
          error={errors.hoursPerWeek}
          {...form.register('hoursPerWeek')}
        />
        <InputField
          namespace="dashboards"
          label={t('employer.facts.startDate')}
          type="date"
          error={errors.startDate}
          {...form.register('startDate')}
        />
        <InputField
          namespace="dashboards"
          label={t('employer.facts.places')}
          inputMode="numeric"
          error={errors.places}
          {...form.register('places')}
        />
        <ChoiceField
          form={form}
          name="minimumAge"
          label={t('employer.facts.minimumAge')}
          options={[
            { value: NOT_STATED, label: t('employer.facts.noMinimumAge') },
            ...MINIMUM_AGES.map((age) => ({ value: String(age), label: t('employer.facts.ageAndOver', { age }) })),
          ]}
        />
        <InputField
          namespace="dashboards"
          label={t('employer.facts.postalCode')}
          autoComplete="postal-code"
          error={errors.postalCode}
          {...form.register('postalCode')}
        />
      </div>
      <p className="text-sm text-muted-foreground">{t('employer.facts.lawHint')}</p>
    </fieldset>
  );
}

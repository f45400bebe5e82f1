import { Controller, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, REGIONS_BY_COUNTRY, type Country } from '@common/enums';
import { Input } from '@web/components/ui/input';
import { asOptions, ChoiceSelect } from './choice-select';
import { FormField } from '@web/components/form/form-field';
import { useChoiceLabel } from '@web/lib/choice-labels';

interface LocationShape {
  country?: string | null;
  region?: string | null;
  city?: string | null;
}

const isCountry = (value: unknown): value is Country => (COUNTRIES as readonly unknown[]).includes(value);

/**
 * Country, region and city (docs/product/profiles.md): the region list is the chosen country's, it stays disabled
 * until a country is chosen, and choosing a country clears the region.
 */
export function LocationFields() {
  const { t } = useTranslation('profiles');
  const regionLabel = useChoiceLabel('regions');
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<LocationShape>();
  const country = useWatch({ control, name: 'country' });
  const regions = isCountry(country) ? REGIONS_BY_COUNTRY[country] : [];

  return (
    <>
      <FormField namespace="profiles" name="country" label={t('fields.country')} error={errors.country as FieldError | undefined}>
        {(props) => (
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <ChoiceSelect
                control={props}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(value) => {
                  field.onChange(value);
                  setValue('region', '', { shouldDirty: true });
                }}
                options={COUNTRIES.map((value) => ({ value, label: t(`countries.${value}`) }))}
                placeholder={t('placeholders.country')}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        namespace="profiles"
        name="region"
        label={t('fields.region')}
        error={errors.region as FieldError | undefined}
        hint={regions.length === 0 ? t('hints.regionNeedsCountry') : undefined}
      >
        {(props) => (
          <Controller
            control={control}
            name="region"
            render={({ field }) => (
              <ChoiceSelect
                control={props}
                value={field.value}
                onBlur={field.onBlur}
                onChange={field.onChange}
                options={asOptions(regions, regionLabel)}
                placeholder={t('placeholders.region')}
                disabled={regions.length === 0}
              />
            )}
          />
        )}
      </FormField>
      <FormField namespace="profiles" name="city" label={t('fields.city')} error={errors.city as FieldError | undefined}>
        {(props) => <Input {...props} {...register('city')} autoComplete="address-level2" />}
      </FormField>
    </>
  );
}

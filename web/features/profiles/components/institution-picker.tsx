import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InstitutionListItem } from '@common/contracts/profiles';
import { useInstitutionPicker } from '../api/institutions';
import { ChoiceSelect } from './choice-select';
import { FormField } from '@web/components/form/form-field';
import { VerifiedMark } from '@web/components/verified-mark';

/** A select cannot hold '', so "none" has a value of its own that the form stores as ''. */
const NONE = 'none';

function describe(item: InstitutionListItem): string {
  const place = [item.city, item.region].filter(Boolean).join(', ');
  return place ? `${item.institutionName} (${place})` : item.institutionName;
}

/** The student's institution, chosen from the institution picker list (docs/product/profiles.md). */
export function InstitutionPicker() {
  const { t } = useTranslation('profiles');
  const {
    control,
    formState: { errors },
  } = useFormContext<{ institutionId?: string | null }>();
  const institutions = useInstitutionPicker();
  const options = [
    { value: NONE, label: t('placeholders.noInstitution') },
    // The list holds only schools FirstRung has verified (docs/product/admin.md#verification).
    ...(institutions.data ?? []).map((item) => ({ value: item.id, label: describe(item), mark: <VerifiedMark className="ml-1 align-middle" /> })),
  ];
  return (
    <FormField
      namespace="profiles"
      name="institutionId"
      label={t('fields.institutionId')}
      error={errors.institutionId as FieldError | undefined}
      hint={institutions.isError ? t('hints.institutionsFailed') : t('hints.institution')}
    >
      {(props) => (
        <Controller
          control={control}
          name="institutionId"
          render={({ field }) => (
            <ChoiceSelect
              control={props}
              value={field.value || ''}
              onBlur={field.onBlur}
              onChange={(value) => field.onChange(value === NONE ? '' : value)}
              options={options}
              placeholder={institutions.isPending ? t('loading') : t('placeholders.institution')}
            />
          )}
        />
      )}
    </FormField>
  );
}

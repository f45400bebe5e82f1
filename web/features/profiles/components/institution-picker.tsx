import { useState } from 'react';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InstitutionListItem } from '@common/contracts/profiles';
import { useInstitutionPicker } from '../api/institutions';
import { ChoiceSelect } from './choice-select';
import { TextField } from './fields';
import { FormField } from '@web/components/form/form-field';
import { VerifiedMark } from '@web/components/verified-mark';

/** A select cannot hold '', so "not listed" has a value of its own that the form stores as no institution. */
const NOT_LISTED = 'none';

function describe(item: InstitutionListItem): string {
  const place = [item.city, item.region].filter(Boolean).join(', ');
  return place ? `${item.institutionName} (${place})` : item.institutionName;
}

/**
 * The student's one question about their school (docs/product/profiles.md#validation-rules): a
 * school from the list of FirstRung's verified schools (`institutionId`), or "My school is not
 * listed", which then asks for its name (`school`, free text). Choosing one clears the other, so
 * the profile names the school once.
 */
export function InstitutionPicker() {
  const { t } = useTranslation('profiles');
  const {
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<{ institutionId?: string | null; school?: string | null }>();
  // A school typed before (and none chosen from the list) opens on "not listed", with its name.
  const [notListed, setNotListed] = useState(() => !getValues('institutionId') && Boolean(getValues('school')));
  const institutions = useInstitutionPicker();
  const options = [
    { value: NOT_LISTED, label: t('placeholders.noInstitution') },
    // The list holds only schools FirstRung has verified (docs/product/admin.md#verification).
    ...(institutions.data ?? []).map((item) => ({ value: item.id, label: describe(item), mark: <VerifiedMark className="ml-1 align-middle" /> })),
  ];

  function choose(value: string, onChange: (value: string) => void) {
    const isNotListed = value === NOT_LISTED;
    setNotListed(isNotListed);
    onChange(isNotListed ? '' : value);
    if (!isNotListed) setValue('school', '', { shouldDirty: true });
  }

  return (
    <>
      <FormField
        namespace="profiles"
        name="institutionId"
        label={t('fields.school')}
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
                value={notListed ? NOT_LISTED : field.value || ''}
                onBlur={field.onBlur}
                onChange={(value) => choose(value, field.onChange)}
                options={options}
                placeholder={institutions.isPending ? t('loading') : t('placeholders.institution')}
              />
            )}
          />
        )}
      </FormField>
      {notListed && <TextField name="school" label={t('fields.schoolName')} autoComplete="organization" />}
    </>
  );
}

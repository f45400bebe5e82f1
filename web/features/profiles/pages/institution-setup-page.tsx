import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  institutionProfileForm,
  type InstitutionProfile,
  type InstitutionProfileFormInput,
  type InstitutionProfileFormValues,
} from '@common/contracts/profiles';
import { splitCommaList } from '@common/text';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth';
import { useOwnInstitutionProfile, useSaveInstitutionProfile } from '../api/institution-profile';
import { TextField } from '../components/fields';
import { LocationFields } from '../components/location-fields';
import { FieldSection, SetupPageLayout } from '../components/setup-page-layout';
import { toFormDefaults } from '../lib/form-defaults';
import { useFinishSave } from '../lib/use-finish-save';

const EMPTY = {
  institutionName: '',
  institutionType: '',
  location: '',
  country: '',
  region: '',
  city: '',
  website: '',
  contactPerson: '',
  contactEmail: '',
  contactPhone: '',
  numberOfStudents: '',
  focusAreas: '',
  establishedYear: '',
};

/** "Set Up Your Institution Profile"; a save goes to / (docs/product/profiles.md). */
export function InstitutionSetupPage() {
  const { t } = useTranslation('profiles');
  const { data: user } = useCurrentUser();
  const profile = useOwnInstitutionProfile({ enabled: Boolean(user) });
  if (user && profile.isPending) return <Spinner label={t('loading')} className="py-20" />;
  return <InstitutionSetupForm profile={profile.data ?? null} />;
}

function InstitutionSetupForm({ profile }: { profile: InstitutionProfile | null }) {
  const { t } = useTranslation('profiles');
  const { data: user } = useCurrentUser();
  const save = useSaveInstitutionProfile();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const form = useForm<InstitutionProfileFormInput, unknown, InstitutionProfileFormValues>({
    resolver: zodResolver(institutionProfileForm),
    defaultValues: toFormDefaults(EMPTY, profile),
  });
  const { onSaved, onFailed } = useFinishSave('/', form.setError, Object.keys(EMPTY));

  const onSubmit = form.handleSubmit((values) => {
    if (!user) return setNeedsSignIn(true);
    save.mutate({ ...values, focusAreas: splitCommaList(values.focusAreas) }, { onSuccess: onSaved, onError: onFailed });
  });

  return (
    <FormProvider {...form}>
      <SetupPageLayout
        role="institution"
        title={t('institutionSetup.title')}
        description={t('institutionSetup.description')}
        onSubmit={onSubmit}
        isSaving={save.isPending}
        needsSignIn={needsSignIn}
      >
        <FieldSection title={t('sections.institution')}>
          <TextField name="institutionName" label={t('fields.institutionName')} autoComplete="organization" required className="sm:col-span-2" />
          <TextField name="institutionType" label={t('fields.institutionType')} placeholder={t('placeholders.institutionType')} />
          <TextField name="website" label={t('fields.website')} type="url" placeholder="https://" autoComplete="url" />
          <TextField name="numberOfStudents" label={t('fields.numberOfStudents')} type="number" />
          <TextField name="establishedYear" label={t('fields.establishedYear')} type="number" />
          <TextField
            name="focusAreas"
            label={t('fields.focusAreas')}
            hint={t('hints.commaList')}
            placeholder={t('placeholders.focusAreas')}
            className="sm:col-span-2"
          />
        </FieldSection>
        <FieldSection title={t('sections.location')}>
          <TextField name="location" label={t('fields.location')} autoComplete="street-address" className="sm:col-span-2" />
          <LocationFields />
        </FieldSection>
        <FieldSection title={t('sections.contact')}>
          <TextField name="contactPerson" label={t('fields.contactPerson')} autoComplete="name" />
          <TextField name="contactEmail" label={t('fields.contactEmail')} type="email" autoComplete="email" />
          <TextField name="contactPhone" label={t('fields.contactPhone')} type="tel" placeholder={t('placeholders.phone')} autoComplete="tel" />
        </FieldSection>
      </SetupPageLayout>
    </FormProvider>
  );
}

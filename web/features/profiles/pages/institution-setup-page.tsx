import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { institutionProfileForm, type InstitutionProfile } from '@common/contracts/profiles';
import { DEFAULT_SCHOOL_ALERT_RADIUS_KM, SCHOOL_ALERT_RADII_KM } from '@common/near-me';
import { splitCommaList } from '@common/text';
import { useOwnInstitutionProfile, useSaveInstitutionProfile } from '../api/institution-profile';
import { SelectField, TextField } from '../components/fields';
import { LocationFields } from '../components/location-fields';
import { SetupPage } from '../components/setup-page';
import { FieldSection, SetupPageLayout } from '../components/setup-page-layout';
import { useSetupForm } from '../lib/use-setup-form';

const EMPTY = {
  institutionName: '',
  institutionType: '',
  location: '',
  country: '',
  region: '',
  city: '',
  postalCode: '',
  alertRadiusKm: String(DEFAULT_SCHOOL_ALERT_RADIUS_KM),
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
  return <SetupPage useOwnProfile={useOwnInstitutionProfile} form={InstitutionSetupForm} />;
}

function InstitutionSetupForm({ profile }: { profile: InstitutionProfile | null }) {
  const { t } = useTranslation('profiles');
  const { form, layout } = useSetupForm({
    schema: institutionProfileForm,
    empty: EMPTY,
    profile,
    destination: '/',
    save: useSaveInstitutionProfile(),
    toBody: (values) => ({ ...values, focusAreas: splitCommaList(values.focusAreas) }),
  });

  return (
    <FormProvider {...form}>
      <SetupPageLayout role="institution" {...layout}>
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
          <TextField name="postalCode" label={t('fields.schoolPostalCode')} hint={t('hints.schoolPostalCode')} autoComplete="postal-code" />
          <SelectField
            name="alertRadiusKm"
            label={t('fields.alertRadiusKm')}
            hint={t('hints.alertRadius')}
            placeholder={t('placeholders.alertRadius')}
            options={SCHOOL_ALERT_RADII_KM.map((km) => ({ value: String(km), label: t('alertRadius.km', { km }) }))}
          />
          {profile && !profile.placeFound && (
            // Its alerts then match its city's name (docs/product/schools.md#alerts).
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
            >
              {t('institutionSetup.placeNotFound')}
            </p>
          )}
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

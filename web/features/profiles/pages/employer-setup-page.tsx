import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { employerProfileForm, type EmployerProfile } from '@common/contracts/profiles';
import { COMPANY_SIZES, INDUSTRIES } from '@common/enums';
import { useOwnEmployerProfile, useSaveEmployerProfile } from '../api/employer-profile';
import { asOptions } from '../components/choice-select';
import { SelectField, TextAreaField, TextField } from '../components/fields';
import { LocationFields } from '../components/location-fields';
import { SetupPage } from '../components/setup-page';
import { FieldSection, SetupPageLayout } from '../components/setup-page-layout';
import { useSetupForm } from '../lib/use-setup-form';
import { useChoiceLabel } from '@web/lib/choice-labels';

const EMPTY = {
  companyName: '',
  companyDescription: '',
  industry: '',
  website: '',
  location: '',
  country: '',
  region: '',
  city: '',
  companySize: '',
  phoneNumber: '',
  hiringContactName: '',
  hiringContactEmail: '',
  linkedinUrl: '',
  yearsInBusiness: '',
};

/** "Set Up Your Employer Profile"; a save goes to /employer-dashboard (docs/product/profiles.md). */
export function EmployerSetupPage() {
  return <SetupPage useOwnProfile={useOwnEmployerProfile} form={EmployerSetupForm} />;
}

function EmployerSetupForm({ profile }: { profile: EmployerProfile | null }) {
  const { t } = useTranslation('profiles');
  const companySizeLabel = useChoiceLabel('companySizes');
  const industryLabel = useChoiceLabel('industries');
  const { form, layout } = useSetupForm({
    schema: employerProfileForm,
    empty: EMPTY,
    profile,
    destination: '/employer-dashboard',
    save: useSaveEmployerProfile(),
    toBody: (values) => values,
  });

  return (
    <FormProvider {...form}>
      <SetupPageLayout role="employer" {...layout}>
        <FieldSection title={t('sections.company')}>
          <TextField name="companyName" label={t('fields.companyName')} autoComplete="organization" required className="sm:col-span-2" />
          <TextAreaField name="companyDescription" label={t('fields.companyDescription')} className="sm:col-span-2" />
          <SelectField
            name="industry"
            label={t('fields.industry')}
            options={asOptions(INDUSTRIES, industryLabel)}
            placeholder={t('placeholders.industry')}
          />
          <SelectField
            name="companySize"
            label={t('fields.companySize')}
            options={asOptions(COMPANY_SIZES, companySizeLabel)}
            placeholder={t('placeholders.companySize')}
          />
          <TextField name="yearsInBusiness" label={t('fields.yearsInBusiness')} type="number" />
          <TextField name="website" label={t('fields.website')} type="url" placeholder="https://" autoComplete="url" />
          <TextField name="linkedinUrl" label={t('fields.linkedinUrl')} type="url" placeholder="https://linkedin.com/company/" />
        </FieldSection>
        <FieldSection title={t('sections.location')}>
          <TextField name="location" label={t('fields.location')} autoComplete="street-address" className="sm:col-span-2" />
          <LocationFields />
        </FieldSection>
        <FieldSection title={t('sections.contact')}>
          <TextField name="hiringContactName" label={t('fields.hiringContactName')} autoComplete="name" />
          <TextField name="hiringContactEmail" label={t('fields.hiringContactEmail')} type="email" autoComplete="email" />
          <TextField name="phoneNumber" label={t('fields.phoneNumber')} type="tel" placeholder={t('placeholders.phone')} autoComplete="tel" />
        </FieldSection>
      </SetupPageLayout>
    </FormProvider>
  );
}

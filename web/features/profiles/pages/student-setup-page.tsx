import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { studentProfileForm, type StudentProfile, type StudentProfileBody } from '@common/contracts/profiles';
import { AVAILABILITIES, EDUCATION_LEVELS, LANGUAGE_BENCHMARKS, YOUTH_STATUSES } from '@common/enums';
import { splitCommaList } from '@common/text';
import { useSearchParams } from 'react-router';
import { forgetClassCode, sharedClassCode } from '@web/features/auth';
import { ResumeUpload } from '@web/features/files';
import { useOwnStudentProfile, useSaveStudentProfile } from '../api/student-profile';
import { useChoiceLabel } from '@web/lib/choice-labels';
import { asOptions } from '../components/choice-select';
import { SelectField, TextAreaField, TextField } from '../components/fields';
import { InstitutionPicker } from '../components/institution-picker';
import { LocationFields } from '../components/location-fields';
import { SetupPage } from '../components/setup-page';
import { FieldSection, SetupPageLayout } from '../components/setup-page-layout';
import { useSetupForm } from '../lib/use-setup-form';

const EMPTY = {
  youthStatus: '',
  bio: '',
  school: '',
  institutionId: '',
  classCode: '',
  grade: '',
  country: '',
  region: '',
  city: '',
  homePostalCode: '',
  phoneNumber: '',
  dateOfBirth: '',
  educationLevel: '',
  expectedGraduation: '',
  portfolioUrl: '',
  linkedinUrl: '',
  availability: '',
  languageBenchmark: '',
  interests: '',
  skills: '',
};

/** "Set Up Your Student Profile"; a save goes to /jobs (docs/product/profiles.md). */
export function StudentSetupPage() {
  return <SetupPage useOwnProfile={useOwnStudentProfile} form={StudentSetupForm} />;
}

function StudentSetupForm({ profile }: { profile: StudentProfile | null }) {
  const { t } = useTranslation('profiles');
  const [search] = useSearchParams();
  const availabilityLabel = useChoiceLabel('availabilities');
  const educationLevelLabel = useChoiceLabel('educationLevels');
  const languageBenchmarkLabel = useChoiceLabel('languageBenchmarks');
  const [resumeNeedsSave, setResumeNeedsSave] = useState(false);
  // A school's link brings its class code (docs/product/school-sign-in.md#class-codes): the field
  // shows it, and saving with it asks to join that school.
  const [sharedCode] = useState(() => sharedClassCode(search));
  const save = useSaveStudentProfile();
  const { form, user, layout } = useSetupForm({
    schema: studentProfileForm,
    empty: { ...EMPTY, classCode: sharedCode ?? '' },
    profile,
    destination: '/jobs',
    save: {
      isPending: save.isPending,
      mutate: (body: StudentProfileBody, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) =>
        save.mutate(body, {
          ...callbacks,
          onSuccess: () => {
            // The code is used: the link's code is not offered again, and the field is emptied.
            forgetClassCode();
            form.setValue('classCode', '');
            callbacks.onSuccess();
          },
        }),
    },
    toBody: (values) => ({ ...values, interests: splitCommaList(values.interests), skills: splitCommaList(values.skills) }),
  });
  const isGraduated = useWatch({ control: form.control, name: 'youthStatus' }) === 'graduated_youth';

  // Graduated youth have no school, institution or expected graduation (docs/product/profiles.md).
  function onYouthStatusChosen(value: string) {
    if (value !== 'graduated_youth') return;
    for (const name of ['school', 'institutionId', 'expectedGraduation'] as const) form.setValue(name, '', { shouldDirty: true });
  }

  return (
    <FormProvider {...form}>
      <SetupPageLayout role="student" {...layout} notice={resumeNeedsSave ? 'saveFirst' : null}>
        <FieldSection title={t('sections.aboutYou')}>
          <SelectField
            name="youthStatus"
            label={t('fields.youthStatus')}
            options={YOUTH_STATUSES.map((value) => ({ value, label: t(`youthStatuses.${value}`) }))}
            placeholder={t('placeholders.youthStatus')}
            onChosen={onYouthStatusChosen}
          />
          <TextField name="dateOfBirth" label={t('fields.dateOfBirth')} type="date" autoComplete="bday" />
          <TextAreaField name="bio" label={t('fields.bio')} placeholder={t('placeholders.bio')} className="sm:col-span-2" />
        </FieldSection>
        <FieldSection title={t('sections.education')}>
          {/* One question each for the school and the grade: the picker asks for a school's name only
              when it is not listed; "grade" (free text) is not asked any more, but a saved one is kept. */}
          {!isGraduated && <InstitutionPicker />}
          {!isGraduated && (
            <TextField name="classCode" label={t('fields.classCode')} hint={t('hints.classCode')} placeholder="ABCD-EFGH" autoComplete="off" />
          )}
          <SelectField
            name="educationLevel"
            label={t('fields.educationLevel')}
            options={asOptions(EDUCATION_LEVELS, educationLevelLabel)}
            placeholder={t('placeholders.educationLevel')}
          />
          {!isGraduated && (
            <TextField name="expectedGraduation" label={t('fields.expectedGraduation')} type="month" placeholder="YYYY-MM" hint={t('hints.month')} />
          )}
        </FieldSection>
        <FieldSection title={t('sections.location')}>
          <LocationFields />
          {/* Where a search by distance starts when the student names no place (docs/product/near-me.md). */}
          <TextField name="homePostalCode" label={t('fields.homePostalCode')} hint={t('hints.homePostalCode')} autoComplete="postal-code" />
          <TextField name="phoneNumber" label={t('fields.phoneNumber')} type="tel" placeholder={t('placeholders.phone')} autoComplete="tel" />
        </FieldSection>
        <FieldSection title={t('sections.work')}>
          <SelectField
            name="availability"
            label={t('fields.availability')}
            options={asOptions(AVAILABILITIES, availabilityLabel)}
            placeholder={t('placeholders.availability')}
          />
          <SelectField
            name="languageBenchmark"
            label={t('fields.languageBenchmark')}
            hint={t('hints.languageBenchmark')}
            options={asOptions(LANGUAGE_BENCHMARKS, languageBenchmarkLabel)}
            placeholder={t('placeholders.languageBenchmark')}
          />
          <TextField
            name="interests"
            label={t('fields.interests')}
            hint={t('hints.commaList')}
            placeholder={t('placeholders.interests')}
            className="sm:col-span-2"
          />
          <TextField
            name="skills"
            label={t('fields.skills')}
            hint={t('hints.commaList')}
            placeholder={t('placeholders.skills')}
            className="sm:col-span-2"
          />
          <TextField name="portfolioUrl" label={t('fields.portfolioUrl')} type="url" placeholder="https://" autoComplete="url" />
          <TextField name="linkedinUrl" label={t('fields.linkedinUrl')} type="url" placeholder="https://linkedin.com/in/" />
          <ResumeUpload
            fileName={profile?.resumeFileName ?? null}
            canUpload={user?.role === 'student'}
            // A user with no role saves first (the upload is a student's). Another role's account is
            // told at the top of the page why this is not its profile.
            onNeedsSignIn={() => setResumeNeedsSave(user?.role === null)}
          />
        </FieldSection>
      </SetupPageLayout>
    </FormProvider>
  );
}

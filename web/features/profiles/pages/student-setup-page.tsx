import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { studentProfileForm, type StudentProfile, type StudentProfileFormInput, type StudentProfileFormValues } from '@common/contracts/profiles';
import { AVAILABILITIES, EDUCATION_LEVELS, LANGUAGE_BENCHMARKS, YOUTH_STATUSES } from '@common/enums';
import { splitCommaList } from '@common/text';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth';
import { ResumeUpload } from '@web/features/files';
import { useOwnStudentProfile, useSaveStudentProfile } from '../api/student-profile';
import { useChoiceLabel } from '@web/lib/choice-labels';
import { asOptions } from '../components/choice-select';
import { SelectField, TextAreaField, TextField } from '../components/fields';
import { InstitutionPicker } from '../components/institution-picker';
import { LocationFields } from '../components/location-fields';
import { FieldSection, SetupPageLayout } from '../components/setup-page-layout';
import { toFormDefaults } from '../lib/form-defaults';
import { useFinishSave } from '../lib/use-finish-save';

const EMPTY = {
  youthStatus: '',
  bio: '',
  school: '',
  institutionId: '',
  grade: '',
  country: '',
  region: '',
  city: '',
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
  const { t } = useTranslation('profiles');
  const { data: user } = useCurrentUser();
  const profile = useOwnStudentProfile({ enabled: Boolean(user) });
  if (user && profile.isPending) return <Spinner label={t('loading')} className="py-20" />;
  return <StudentSetupForm profile={profile.data ?? null} />;
}

function StudentSetupForm({ profile }: { profile: StudentProfile | null }) {
  const { t } = useTranslation('profiles');
  const availabilityLabel = useChoiceLabel('availabilities');
  const educationLevelLabel = useChoiceLabel('educationLevels');
  const languageBenchmarkLabel = useChoiceLabel('languageBenchmarks');
  const { data: user } = useCurrentUser();
  const save = useSaveStudentProfile();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [resumeNeedsSave, setResumeNeedsSave] = useState(false);
  const form = useForm<StudentProfileFormInput, unknown, StudentProfileFormValues>({
    resolver: zodResolver(studentProfileForm),
    defaultValues: toFormDefaults(EMPTY, profile),
  });
  const { onSaved, onFailed } = useFinishSave('/jobs', form.setError, Object.keys(EMPTY));
  const isGraduated = useWatch({ control: form.control, name: 'youthStatus' }) === 'graduated_youth';

  // Graduated youth have no school, institution or expected graduation (docs/product/profiles.md).
  function onYouthStatusChosen(value: string) {
    if (value !== 'graduated_youth') return;
    for (const name of ['school', 'institutionId', 'expectedGraduation'] as const) form.setValue(name, '', { shouldDirty: true });
  }

  const onSubmit = form.handleSubmit((values) => {
    if (!user) return setNeedsSignIn(true);
    const body = { ...values, interests: splitCommaList(values.interests), skills: splitCommaList(values.skills) };
    save.mutate(body, { onSuccess: onSaved, onError: onFailed });
  });

  return (
    <FormProvider {...form}>
      <SetupPageLayout
        role="student"
        title={t('studentSetup.title')}
        description={t('studentSetup.description')}
        onSubmit={onSubmit}
        isSaving={save.isPending}
        needsSignIn={needsSignIn}
        notice={needsSignIn ? 'signIn' : resumeNeedsSave ? 'saveFirst' : null}
      >
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
          {!isGraduated && <TextField name="school" label={t('fields.school')} />}
          {!isGraduated && <InstitutionPicker />}
          <TextField name="grade" label={t('fields.grade')} />
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
            // A visitor signs in; a user with no role saves first (the upload is a student's). Another
            // role's account is told at the top of the page why this is not its profile.
            onNeedsSignIn={() => (user ? setResumeNeedsSave(user.role === null) : setNeedsSignIn(true))}
          />
        </FieldSection>
      </SetupPageLayout>
    </FormProvider>
  );
}

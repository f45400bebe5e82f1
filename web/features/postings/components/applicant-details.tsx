import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@common/contracts/jobs';
import { Button } from '@web/components/ui/button';
import { useChoiceLabel } from '@web/lib/choice-labels';
import { formatList } from '@web/lib/format-list';

/** What the applicant told of themselves: e-mail, school, city, education, availability, skills, and the resume to download. */
export function ApplicantDetails({ application, name }: { application: EmployerApplication; name: string }) {
  const { t, i18n } = useTranslation('dashboards');
  const availabilityLabel = useChoiceLabel('availabilities');
  const educationLevelLabel = useChoiceLabel('educationLevels');
  const { student } = application;
  const profile = student.profile;
  return (
    <>
      <p className="text-sm">
        <a className="text-primary underline underline-offset-4" href={`mailto:${student.email}`}>
          {student.email}
        </a>
      </p>
      {profile && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{t('employer.applicant.school')}</dt>
          <dd>{profile.school ?? t('employer.applicant.notGiven')}</dd>
          <dt className="font-medium">{t('employer.applicant.city')}</dt>
          <dd>{profile.city ?? t('employer.applicant.notGiven')}</dd>
          <dt className="font-medium">{t('employer.applicant.education')}</dt>
          <dd>{profile.educationLevel ? educationLevelLabel(profile.educationLevel) : t('employer.applicant.notGiven')}</dd>
          <dt className="font-medium">{t('employer.applicant.availability')}</dt>
          <dd>{profile.availability ? availabilityLabel(profile.availability) : t('employer.applicant.notGiven')}</dd>
          <dt className="font-medium">{t('employer.applicant.skills')}</dt>
          <dd>{profile.skills.length ? formatList(profile.skills, i18n.language) : t('employer.applicant.notGiven')}</dd>
        </dl>
      )}
      {application.resumeUrl && (
        <div>
          <Button asChild variant="outline" size="sm">
            <a href={application.resumeUrl}>
              <Download aria-hidden="true" />
              {t('employer.applicant.resume', { name })}
            </a>
          </Button>
        </div>
      )}
    </>
  );
}

import { CircleCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** A student profile is Complete once a resume is uploaded (docs/product/dashboards.md#student-dashboard). */
export function ProfileCompletenessCard({ resumeFileName, hasResume }: { resumeFileName: string | null; hasResume: boolean }) {
  const { t } = useTranslation('dashboards');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('student.profileTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {hasResume ? (
          <p className="flex items-center gap-2 font-semibold text-green-800 dark:text-green-300">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('student.complete')}
          </p>
        ) : (
          <p className="flex items-center gap-2 font-semibold text-amber-800 dark:text-amber-300">
            <CircleAlert aria-hidden="true" className="size-5" />
            {t('student.incomplete')}
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          {hasResume ? t('student.resumeOnFile', { fileName: resumeFileName ?? '' }) : t('student.uploadResumeHint')}
        </p>
        {!hasResume && (
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <Link to="/setup-profile/student">{t('student.uploadResume')}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

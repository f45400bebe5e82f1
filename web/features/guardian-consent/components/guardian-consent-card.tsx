import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useGuardianConsentStatus } from '../api/consent';
import { BirthDateNeededCard } from './birth-date-needed-card';
import { GuardianConsentForm } from './guardian-consent-form';

/**
 * On the student dashboard, only while a parent's or guardian's consent is missing
 * (docs/product/accounts.md#consent-at-sign-up): why the student cannot apply yet, the form that names
 * the parent or guardian, and, once named, whom the link went to (with a way to name someone else).
 * Without a date of birth, asks for it first (the age decides). Renders nothing for a student who
 * needs no consent or has it.
 */
export function GuardianConsentCard() {
  const { t } = useTranslation('guardian-consent');
  const status = useGuardianConsentStatus().data;
  const [renaming, setRenaming] = useState(false);
  if (!status || status.state === 'not_needed' || status.state === 'consented') return null;
  if (status.state === 'birth_date_needed') return <BirthDateNeededCard consentAge={status.consentAge} />;

  const { guardian } = status;
  const pending = status.state === 'pending' && guardian;
  return (
    <Card role="region" aria-labelledby="guardian-consent-title" className="border-amber-500/60">
      <CardHeader>
        <CardTitle as="h2" id="guardian-consent-title" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {t('student.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p>{t('student.why', { age: status.consentAge })}</p>
        {pending ? (
          <p data-testid="guardian-consent-status">{t('student.pending', { name: guardian.name, email: guardian.email })}</p>
        ) : (
          guardian?.status === 'refused' && <p data-testid="guardian-consent-status">{t('student.refused', { name: guardian.name })}</p>
        )}
        {pending && !renaming ? (
          <div>
            <Button variant="outline" onClick={() => setRenaming(true)}>
              {t('student.nameAgain')}
            </Button>
          </div>
        ) : (
          <GuardianConsentForm onDone={() => setRenaming(false)} />
        )}
      </CardContent>
    </Card>
  );
}

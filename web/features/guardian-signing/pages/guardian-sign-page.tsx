import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { GuardianAgreement } from '@common/contracts/placement-signatures';
import { PageContainer } from '@web/components/layout/page-container';
import { TokenLinkPage } from '@web/components/layout/token-link-page';
import { useGuardianAgreement } from '../api/guardian-agreement';
import { AgreementText } from '../components/agreement-text';
import { AnswerForm } from '../components/answer-form';
import { CodeStep, type SentCode } from '../components/code-step';
import { LinkStateCard } from '../components/link-state-card';

/**
 * /guardian/sign/{token}: the page a parent or guardian opens from their e-mail, with no account
 * (docs/product/placements.md#the-guardians-signature). Who asks and why, the agreement's exact text,
 * then a code sent separately, then sign (full name, "I have read…") or decline with a reason.
 * A link that is no longer open says why in one sentence. The school stays responsible: said on every state.
 */
export function GuardianSignPage() {
  const { t } = useTranslation('guardian');
  const { token = '' } = useParams();
  const query = useGuardianAgreement(token);
  return (
    <TokenLinkPage
      query={query}
      heading={t('heading')}
      loading={t('loading')}
      unavailable={({ notFound, message }) => (notFound ? <LinkStateCard state="unknown" /> : <p role="alert">{message ?? t('failed')}</p>)}
    >
      {(agreement) => <Agreement token={token} agreement={agreement} />}
    </TokenLinkPage>
  );
}

function Agreement({ token, agreement }: { token: string; agreement: GuardianAgreement }) {
  const { t } = useTranslation('guardian');
  const [sent, setSent] = useState<SentCode | null>(null);
  const names = { student: agreement.studentName, employer: agreement.employerName, job: agreement.jobTitle, school: agreement.schoolName ?? '' };
  const open = agreement.state === 'open';
  // Only an open link asks them to sign; once answered (or closed), the page says what it is about.
  const intro = open
    ? t(agreement.schoolName ? 'whoAsksSchool' : 'whoAsksNoSchool', names)
    : t(agreement.schoolName ? 'aboutSchool' : 'aboutNoSchool', names);
  return (
    <PageContainer title={t(open ? 'title' : 'titleAnswered', { student: agreement.studentName })} narrow>
      <div className="grid gap-8">
        <div className="grid gap-3 text-lg">
          <p>{intro}</p>
          {open && <p className="text-base text-muted-foreground">{t('noAccount')}</p>}
        </div>
        {agreement.state !== 'open' && <LinkStateCard state={agreement.state} reference={agreement.reference} />}
        <aside className="flex items-start gap-3 rounded-md border border-primary/40 bg-primary/5 p-4">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p>{t(agreement.schoolName ? 'responsibleSchool' : 'responsibleNoSchool', names)}</p>
        </aside>
        {open && (
          <>
            <AgreementText text={agreement.text} version={agreement.version} />
            <CodeStep token={token} agreement={agreement} sent={sent} onSent={setSent} />
            <AnswerForm token={token} agreement={agreement} sent={sent} />
          </>
        )}
      </div>
    </PageContainer>
  );
}

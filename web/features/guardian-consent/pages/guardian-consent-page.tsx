import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { GuardianConsentCode, GuardianConsentLinkState } from '@common/contracts/consent';
import { CODE_TTL_MINUTES } from '@common/constants';
import { PageContainer } from '@web/components/layout/page-container';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { useGuardianConsentLink, useSendGuardianConsentCode } from '../api/consent';
import { CodeAnswerForm } from '../components/code-answer-form';

/** The shape of the tokens the server makes (32 random bytes, base64url). */
const GUARDIAN_CONSENT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /guardian/consent/{token}: a parent or guardian, with no account, reads what FirstRung is and what
 * the student will do, asks for a 6-digit code (by SMS, else by e-mail), and consents or refuses with
 * it (docs/product/accounts.md#consent-at-sign-up).
 */
export function GuardianConsentPage() {
  const { t } = useTranslation('guardian-consent');
  const { token = '' } = useParams();
  // A text that cannot be one of our tokens (43 characters of base64url) is not asked about.
  const wellFormed = GUARDIAN_CONSENT_TOKEN.test(token);
  const link = useGuardianConsentLink(token, wellFormed);
  const [answered, setAnswered] = useState<GuardianConsentLinkState | null>(null);

  let body: React.ReactNode;
  if (!wellFormed) body = <Notice text={t('guardian.notFound')} />;
  else if (link.isPending) body = <Spinner label={t('guardian.loading')} align="start" />;
  else if (link.isError) {
    const notFound = link.error instanceof ApiError && link.error.status === 404;
    body = <Notice text={notFound ? t('guardian.notFound') : (serverMessage(link.error) ?? t('guardian.failed'))} />;
  } else {
    const state = answered ?? link.data.state;
    body =
      state === 'open' ? (
        <OpenLink token={token} link={link.data} onAnswered={setAnswered} />
      ) : (
        <Notice text={t(`guardian.state.${state}`, { studentName: link.data.studentName })} />
      );
  }
  return (
    <PageContainer title={t('guardian.title')} description={t('guardian.intro')} narrow>
      <div className="grid gap-6" aria-live="polite">
        {body}
      </div>
    </PageContainer>
  );
}

function OpenLink({
  token,
  link,
  onAnswered,
}: {
  token: string;
  link: { guardianName: string; studentName: string; codeChannel: 'sms' | 'email'; codeSentTo: string };
  onAnswered: (state: GuardianConsentLinkState) => void;
}) {
  const { t } = useTranslation('guardian-consent');
  const send = useSendGuardianConsentCode();
  const [code, setCode] = useState<GuardianConsentCode | null>(null);
  const askCode = () => send.mutate({ params: { token } }, { onSuccess: setCode });
  return (
    <>
      <section className="grid gap-3">
        <p>{t('guardian.hello', { guardianName: link.guardianName, studentName: link.studentName })}</p>
        <h2 className="text-lg font-semibold">{t('guardian.whatTitle')}</h2>
        <p>{t('guardian.what')}</p>
        <h2 className="text-lg font-semibold">{t('guardian.doTitle', { studentName: link.studentName })}</h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('guardian.do.profile')}</li>
          <li>{t('guardian.do.apply')}</li>
          <li>{t('guardian.do.share')}</li>
        </ul>
        <p className="text-sm text-muted-foreground">{t('guardian.withdraw')}</p>
      </section>
      <section className="grid gap-3 rounded-xl border p-4">
        <p>{t(`guardian.codeGoes.${link.codeChannel}`, { to: link.codeSentTo, count: CODE_TTL_MINUTES })}</p>
        <div>
          <Button variant={code ? 'outline' : 'default'} onClick={askCode} disabled={send.isPending}>
            {code ? t('guardian.sendAgain') : t('guardian.sendCode')}
          </Button>
        </div>
        {send.isError && (
          <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
            {serverMessage(send.error) ?? t('guardian.failed')}
          </p>
        )}
        {code && <CodeAnswerForm token={token} code={code} onAnswered={onAnswered} />}
      </section>
    </>
  );
}

function Notice({ text }: { text: string }) {
  return <p className="rounded-xl border p-6">{text}</p>;
}

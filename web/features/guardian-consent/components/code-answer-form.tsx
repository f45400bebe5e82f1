import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuardianConsentCode, GuardianConsentLinkState } from '@common/contracts/consent';
import { FormField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { useAnswerGuardianConsent } from '../api/consent';

/** The code typed, then "I consent" or "I refuse": the server checks the code and records the answer. */
export function CodeAnswerForm({
  token,
  code,
  onAnswered,
}: {
  token: string;
  code: GuardianConsentCode;
  onAnswered: (state: GuardianConsentLinkState) => void;
}) {
  const { t } = useTranslation('guardian-consent');
  const answer = useAnswerGuardianConsent();
  const [typed, setTyped] = useState('');
  const formId = useId();
  const issue = answer.error instanceof ApiError ? answer.error.issues?.find((item) => item.path === 'code') : undefined;
  const failure = answer.error && !issue ? (serverMessage(answer.error) ?? t('guardian.failed')) : null;
  const decide = (decision: 'consent' | 'refuse') =>
    answer.mutate(
      { params: { token }, body: { codeToken: code.codeToken, code: typed, decision } },
      { onSuccess: (result) => onAnswered(result.state) },
    );
  return (
    <form id={formId} noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-3">
      <FormField name="code" namespace="guardian-consent" label={t('guardian.codeLabel')} error={issue ? { message: issue.message } : undefined}>
        {(control) => (
          <Input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="max-w-40"
          />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={() => decide('consent')} disabled={answer.isPending}>
          {t('guardian.consent')}
        </Button>
        <Button type="button" variant="outline" onClick={() => decide('refuse')} disabled={answer.isPending}>
          {t('guardian.refuse')}
        </Button>
      </div>
    </form>
  );
}

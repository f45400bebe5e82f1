import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuardianAgreement } from '@common/contracts/placement-signatures';
import { FormField, InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { useGuardianDecline, useGuardianSign } from '../api/guardian-agreement';
import type { SentCode } from './code-step';

type Mode = 'sign' | 'decline';
type FieldError = { type: string; message?: string };
type Errors = Partial<Record<'code' | 'name' | 'confirm' | 'reason', FieldError>>;

/** As the server reads a code: 6 digits, a space or a dash in the middle allowed ("123 456"). */
const CODE_FORMAT = /^\d{3}[\s-]?\d{3}$/;
const REASON_MAX = 1000;
const NAME_MAX = 200;

/** The server's complaint about the code typed (a wrong code: how many tries are left), else null. */
function codeIssue(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.issues?.find((issue) => issue.path === 'code')?.message ?? null;
}

/**
 * Step 2: the code, then sign (full name and "I have read…") or decline (a reason). Checked here
 * first so a slip costs no try; the server's refusals (a wrong code and the tries left, an expired
 * code: ask for a new one) are shown where they belong.
 */
export function AnswerForm({ token, agreement, sent }: { token: string; agreement: GuardianAgreement; sent: SentCode | null }) {
  const { t } = useTranslation('guardian');
  const confirmId = useId();
  const [mode, setMode] = useState<Mode>('sign');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const sign = useGuardianSign(token);
  const decline = useGuardianDecline(token);
  const pending = sign.isPending || decline.isPending;
  const lastError = mode === 'sign' ? sign.error : decline.error;
  const wrongCode = codeIssue(lastError);
  const failure = lastError && !wrongCode ? (serverMessage(lastError) ?? t('failed')) : null;
  const codeError = errors.code ?? (wrongCode ? { type: 'server', message: wrongCode } : undefined);
  const codeInput = useRef<HTMLInputElement>(null);

  // A code was just sent: the field to type it in is where the guardian goes next.
  const codeToken = sent?.codeToken;
  useEffect(() => {
    if (codeToken) codeInput.current?.focus();
  }, [codeToken]);

  function check(): Errors {
    const found: Errors = {};
    if (!CODE_FORMAT.test(code.trim())) found.code = { type: 'format' };
    if (mode === 'sign' && !name.trim()) found.name = { type: 'required' };
    if (mode === 'sign' && !confirmed) found.confirm = { type: 'required' };
    if (mode === 'decline' && !reason.trim()) found.reason = { type: 'required' };
    return found;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !sent) return;
    const proof = { codeToken: sent.codeToken, code: code.trim(), version: agreement.version };
    if (mode === 'sign') sign.mutate({ ...proof, textHash: agreement.textHash, name: name.trim() });
    else decline.mutate({ ...proof, reason: reason.trim() });
  }

  return (
    <section aria-labelledby="guardian-answer-heading" className="grid gap-4">
      <h2 id="guardian-answer-heading" className="text-xl font-semibold">
        {t('answer.heading')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {failure && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive dark:bg-destructive/25 dark:text-red-200"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {failure}
          </p>
        )}
        <InputField
          name="code"
          namespace="guardian"
          label={t('code.label')}
          hint={t('code.hint')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          ref={codeInput}
          maxLength={7}
          className="max-w-40 tracking-widest"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          disabled={!sent}
          error={codeError}
        />
        <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <TabsList>
            <TabsTrigger value="sign">{t('answer.signTab')}</TabsTrigger>
            <TabsTrigger value="decline">{t('answer.declineTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign" className="grid gap-4 pt-4">
            <InputField
              name="name"
              namespace="guardian"
              label={t('sign.name')}
              hint={t('sign.nameHint')}
              required
              autoComplete="name"
              maxLength={NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={errors.name}
            />
            <div className="grid gap-2">
              <div className="flex items-start gap-3">
                <Checkbox
                  id={confirmId}
                  checked={confirmed}
                  onCheckedChange={(value) => setConfirmed(value === true)}
                  aria-invalid={errors.confirm ? true : undefined}
                  aria-describedby={errors.confirm ? `${confirmId}-error` : undefined}
                  className="mt-0.5"
                />
                <Label htmlFor={confirmId} weight="normal" leading="snug">
                  {t('sign.confirm', { student: agreement.studentName })}
                </Label>
              </div>
              {errors.confirm && (
                <p id={`${confirmId}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
                  {t('validation.confirm.required')}
                </p>
              )}
            </div>
            <Button type="submit" className="w-full sm:w-fit" disabled={pending || !sent}>
              {sign.isPending ? t('sign.submitting') : t('sign.submit')}
            </Button>
          </TabsContent>
          <TabsContent value="decline" className="grid gap-4 pt-4">
            <p className="text-muted-foreground">{t('decline.intro')}</p>
            <FormField name="reason" namespace="guardian" label={t('decline.reason')} required error={errors.reason}>
              {(control) => (
                <Textarea rows={4} maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} {...control} />
              )}
            </FormField>
            <Button type="submit" variant="destructive" className="w-full sm:w-fit" disabled={pending || !sent}>
              {decline.isPending ? t('decline.submitting') : t('decline.submit')}
            </Button>
          </TabsContent>
        </Tabs>
      </form>
    </section>
  );
}

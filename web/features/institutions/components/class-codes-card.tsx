import { Check, Copy, KeyRound, Link2, Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClassCode } from '@common/contracts/class-codes';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { useApproveClassCodeRequests, useClassCodes, useRevokeClassCode } from '../api/class-codes';
import { ClassCodeForm } from './class-code-form';

/** The link a school shares: sign up as a student, with the code already in the profile's field. */
export const classCodeSignUpLink = (code: string) => `${window.location.origin}/sign-up?role=student&classCode=${encodeURIComponent(code)}`;

/**
 * "Class codes" (docs/product/school-sign-in.md#class-codes): make a code, share it or its sign-up
 * link, revoke it, and approve all of its requests at once.
 */
export function ClassCodesCard() {
  const { t } = useTranslation('institutions');
  const codes = useClassCodes();
  const items = codes.data?.items ?? [];
  return (
    <Card role="region" aria-labelledby="class-codes-title">
      <CardHeader>
        <CardTitle as="h2" id="class-codes-title" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" />
          {t('classCodes.title')}
        </CardTitle>
        <CardDescription>{t('classCodes.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ClassCodeForm />
        {codes.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {codes.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t('classCodes.none')}</p>}
        {items.length > 0 && (
          <ul className="grid gap-2">
            {items.map((code) => (
              <ClassCodeItem key={code.id} code={code} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ClassCodeItem({ code }: { code: ClassCode }) {
  const { t, i18n } = useTranslation('institutions');
  const revoke = useRevokeClassCode();
  const approve = useApproveClassCodeRequests();
  const failed = (error: Error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('classCodes.failed') });

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: done });
    } catch {
      toast({ variant: 'destructive', title: t('classCodes.copyFailed') });
    }
  };

  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">{code.label}</p>
        <code className="rounded bg-muted px-2 py-0.5 font-mono text-sm">{code.code}</code>
        <Badge variant={code.state === 'active' ? 'default' : 'secondary'}>{t(`classCodes.states.${code.state}`)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {t(code.state === 'revoked' ? 'classCodes.revokedOn' : 'classCodes.expiresOn', {
          date: formatDate(code.revokedAt ?? code.expiresAt, i18n.language, { style: 'short' }),
        })}
        {' · '}
        {t('classCodes.pending', { count: code.pendingRequests })}
      </p>
      <div className="flex flex-wrap gap-2">
        {code.pendingRequests > 0 && (
          <Button
            size="sm"
            disabled={approve.isPending}
            onClick={() =>
              approve.mutate(code.id, {
                onSuccess: ({ approved }) => toast({ title: t('classCodes.approved', { count: approved }) }),
                onError: failed,
              })
            }
            aria-label={t('classCodes.approveAllLabel', { count: code.pendingRequests, label: code.label })}
          >
            <Check aria-hidden="true" />
            {t('classCodes.approveAll', { count: code.pendingRequests })}
          </Button>
        )}
        {code.state === 'active' && (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void copy(code.code, t('classCodes.codeCopied'))}
              aria-label={t('classCodes.copyCodeLabel', { label: code.label })}
            >
              <Copy aria-hidden="true" />
              {t('classCodes.copyCode')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void copy(classCodeSignUpLink(code.code), t('classCodes.linkCopied'))}
              aria-label={t('classCodes.copyLinkLabel', { label: code.label })}
            >
              <Link2 aria-hidden="true" />
              {t('classCodes.copyLink')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(code.id, { onSuccess: () => toast({ title: t('classCodes.revoked', { label: code.label }) }), onError: failed })
              }
              aria-label={t('classCodes.revokeLabel', { label: code.label })}
            >
              <Ban aria-hidden="true" />
              {t('classCodes.revoke')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

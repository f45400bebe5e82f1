import { Ban, CircleCheck, CircleX, History, LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuardianAgreement } from '@common/contracts/placement-signatures';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

/** Every way a link can stand but open, and a link that names nothing. */
export type ClosedLinkState = Exclude<GuardianAgreement['state'], 'open'> | 'unknown';

const ICON = { signed: CircleCheck, declined: CircleX, replaced: History, cancelled: Ban, unknown: LinkIcon } as const satisfies Record<
  ClosedLinkState,
  unknown
>;

/**
 * Where the link stands, in one sentence a parent reads at once (an icon too, never colour alone).
 * `reference`: once every party signed, the agreement's public reference (theirs was the last signature).
 */
export function LinkStateCard({ state, reference = null }: { state: ClosedLinkState; reference?: string | null }) {
  const { t } = useTranslation('guardian');
  const complete = state === 'signed' && reference !== null;
  const Icon = ICON[state];
  return (
    // A status: after signing or declining, a screen reader hears the new state at once.
    <Card role="status">
      <CardHeader>
        <CardTitle as="h2" size="lg" className="flex items-center gap-3">
          <Icon aria-hidden="true" className={cn('size-6 shrink-0', state === 'signed' ? 'text-primary' : 'text-muted-foreground')} />
          {t(`state.${state}Title`)}
        </CardTitle>
        <CardDescription size="lg">{complete ? t('state.signedComplete', { reference }) : t(`state.${state}`)}</CardDescription>
      </CardHeader>
    </Card>
  );
}

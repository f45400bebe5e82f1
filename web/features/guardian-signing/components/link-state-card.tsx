import { Ban, CircleCheck, CircleX, History, LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuardianAgreement } from '@common/contracts/placement-signatures';
import { LinkStatusCard } from '@web/components/layout/token-link-page';

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
  return (
    <LinkStatusCard
      icon={ICON[state]}
      title={t(`state.${state}Title`)}
      text={complete ? t('state.signedComplete', { reference }) : t(`state.${state}`)}
      done={state === 'signed'}
    />
  );
}

import { Eye, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ThreadResponse } from '@common/contracts/messages';

/** The top of a thread: who can read it, and why contact details are hidden (docs/product/messages.md#who-can-read-and-who-is-told). */
export function ThreadBanner({ thread }: { thread: Pick<ThreadResponse, 'schoolName' | 'masking'> }) {
  const { t } = useTranslation('messages');
  return (
    <section aria-label={t('thread.whoReadsLabel')} className="grid gap-2 rounded-md border bg-muted/40 p-4 text-sm">
      <p className="flex items-start gap-2">
        <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {thread.schoolName && <>{t('thread.schoolReads', { school: thread.schoolName })} </>}
          {t('thread.teamReads')}
        </span>
      </p>
      {thread.masking && (
        <p className="flex items-start gap-2">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('thread.masking')}</span>
        </p>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';

/**
 * The agreement's exact text, as it was sent for signature (the one its hash was taken from): plain
 * text, never markup, its line breaks kept. A scrollable region the keyboard can reach and scroll.
 */
export function AgreementText({ text, version }: { text: string; version: number }) {
  const { t } = useTranslation('guardian');
  return (
    <section aria-labelledby="guardian-agreement-heading" className="grid gap-3">
      <h2 id="guardian-agreement-heading" className="text-xl font-semibold">
        {t('agreement.heading', { version })}
      </h2>
      <div
        role="region"
        aria-label={t('agreement.label')}
        tabIndex={0}
        className="max-h-[28rem] overflow-y-auto rounded-md border bg-muted/30 p-4 text-base leading-relaxed break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {text}
      </div>
    </section>
  );
}

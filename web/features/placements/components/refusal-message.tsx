import { useTranslation } from 'react-i18next';
import { serverMessage } from '@web/lib/api-client';
import { sentencesOf } from '../lib/server-sentences';

/**
 * A refusal as the server words it (the rules a schedule breaks, a step that is not this party's),
 * shown as text: a list when it has several sentences. `fallback` when the server said nothing.
 */
export function RefusalMessage({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useTranslation('placements');
  const sentences = sentencesOf(serverMessage(error) ?? fallback);
  return (
    <div role="alert" className="grid gap-1 rounded-md border border-destructive/50 p-3 text-sm text-destructive dark:text-red-300">
      {sentences.length > 1 ? (
        <>
          <p className="font-medium">{t('refusal.several')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {sentences.map((sentence, index) => (
              <li key={index}>{sentence}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{sentences[0]}</p>
      )}
    </div>
  );
}

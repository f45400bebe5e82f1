import { useTranslation } from 'react-i18next';

/** What the employer wrote with its answer, as text (never markup), its line breaks kept. */
export function EmployerNote({ note }: { note: string | null }) {
  const { t } = useTranslation('dashboards');
  if (!note) return null;
  return (
    <p className="text-sm break-words whitespace-pre-line">
      <span className="font-medium">{t('application.fromEmployer')}</span> {note}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { APPLICATION_ANSWER_DAYS } from '@common/constants';
import type { NotSelected } from '@common/contracts/application-answers';
import { EmployerNote } from './employer-note';

/** "Not selected": the reason's kind sentence, the employer's note, and a word to keep going (docs/product/applications.md#not-selected). */
export function NotSelectedNote({ notSelected }: { notSelected: NotSelected | null }) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="grid gap-1 text-sm">
      {notSelected && <p>{t(`application.notSelected.reasons.${notSelected.reason}`)}</p>}
      {notSelected && <EmployerNote note={notSelected.note} />}
      <p className="text-muted-foreground">{t('application.notSelected.keepGoing')}</p>
    </div>
  );
}

/** Closed with no answer by the deadline: said kindly, it is not a rejection (docs/product/applications.md#the-deadline). */
export function NoResponseNote({ companyName }: { companyName: string }) {
  const { t } = useTranslation('dashboards');
  return <p className="text-sm">{t('application.noResponse', { company: companyName, days: APPLICATION_ANSWER_DAYS })}</p>;
}

import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';

/**
 * "Partner of your school": the posting's employer is a partner of the student's approved school
 * (docs/product/schools.md#partners). The icon is decoration; the words are its name.
 */
export function SchoolPartnerBadge() {
  const { t } = useTranslation('jobs');
  const label = t('card.schoolPartner');
  return (
    <Badge
      variant={null}
      role="note"
      aria-label={label}
      className="gap-1 border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50"
    >
      <Handshake aria-hidden="true" className="size-3.5" />
      {label}
    </Badge>
  );
}

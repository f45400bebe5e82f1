import { Ban, CircleCheck, CircleX, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicRecordKind, PublicRecordResponse, PublicRecordStatus } from '@common/contracts/verify';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate, formatDateTime } from '@web/lib/format-date';
import { cn } from '@web/lib/utils';

const STATUS_ICON = { valid: CircleCheck, superseded: History, cancelled: CircleX, revoked: Ban } as const satisfies Record<
  PublicRecordStatus,
  unknown
>;

/** Each kind's fields in the order the page lists them (a certificate's as it prints them); any other field follows. */
const FIELD_ORDER: Record<PublicRecordKind, readonly string[]> = {
  placement_agreement: ['employerLegalName', 'startDate', 'endDate', 'version', 'signedAt'],
  certificate: ['studentName', 'jobTitle', 'employerLegalName', 'schoolName', 'startDate', 'endDate', 'verifiedHours', 'issuedOn'],
};
const rankIn = (order: readonly string[]) => (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
/** The statuses a certificate's own words explain (it is never superseded or cancelled). */
const CERTIFICATE_EXPLAINED: readonly PublicRecordStatus[] = ['valid', 'revoked'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A number (a certificate's hours to the quarter hour, a version) as the reader writes it, without Intl (docs/decisions/032):
 * "1,234.5" in English, "1 234,5" in French.
 */
export function decimalText(value: number, language: string): string {
  const [whole = '0', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, () => (language === 'fr' ? '\u202f' : ','));
  return fraction ? `${grouped}${language === 'fr' ? ',' : '.'}${fraction}` : grouped;
}

/** A statement's value as the reader reads it: days and instants in their language, the rest as it is. */
function valueText(value: string | number, language: string): string {
  if (typeof value === 'number') return decimalText(value, language);
  // A calendar day is the day that was written, in every zone; an instant is shown on the reader's clock.
  if (DAY.test(value)) return formatDate(value, language, { zone: 'UTC' });
  if (INSTANT.test(value)) return formatDateTime(value, language);
  return value;
}

/**
 * What a reference vouches for: its status in words and colour (never colour alone), what the
 * record states (an agreement's names no one; a certificate's names its student, docs/decisions/043),
 * the public reason of a cancelled or revoked one, and when its status last changed.
 */
export function RecordResult({ record }: { record: PublicRecordResponse }) {
  const { t, i18n } = useTranslation('verify');
  const Icon = STATUS_ICON[record.status];
  const good = record.status === 'valid';
  const rank = rankIn(FIELD_ORDER[record.kind]);
  const fields = Object.entries(record.statement).sort(([a], [b]) => rank(a) - rank(b));
  const certificate = record.kind === 'certificate';
  // A certificate with no school named was issued without a school's sign-off, and only its holder closing their account withdraws it.
  const noSchool = certificate && !('schoolName' in record.statement) ? 'NoSchool' : '';
  const explain =
    certificate && CERTIFICATE_EXPLAINED.includes(record.status) ? `explainCertificate.${record.status}${noSchool}` : `explain.${record.status}`;
  const text = (key: string, value: string | number) =>
    certificate && key === 'verifiedHours' && typeof value === 'number'
      ? t('hours', { count: value, hours: decimalText(value, i18n.language) })
      : valueText(value, i18n.language);
  return (
    <Card aria-labelledby="record-status">
      <CardHeader>
        <p className="text-sm font-medium text-muted-foreground">
          {t(`kind.${record.kind}`)} · <span className="font-mono">{record.reference}</span>
        </p>
        <CardTitle as="h2" size="lg" id="record-status" className="flex items-center gap-2">
          <Icon aria-hidden="true" className={cn('size-6 shrink-0', good ? 'text-primary' : 'text-destructive dark:text-red-300')} />
          {t(`status.${record.status}`)}
        </CardTitle>
        <CardDescription size="lg">{t(explain)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {record.reason && (
          <div>
            <h3 className="font-semibold">{t('reason')}</h3>
            <p className="mt-1 whitespace-pre-line break-words">{record.reason}</p>
          </div>
        )}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {fields.map(([key, value]) => (
            <div key={key} className="grid gap-1 sm:col-span-2 sm:grid-cols-subgrid">
              <dt className="font-medium text-muted-foreground">{t(`fields.${key}`, { defaultValue: key })}</dt>
              <dd className="break-words">{text(key, value)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">{t('updatedAt', { date: formatDateTime(record.updatedAt, i18n.language) })}</p>
      </CardContent>
    </Card>
  );
}

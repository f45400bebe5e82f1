import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseReference } from '@common/public-reference';
import { PageContainer } from '@web/components/layout/page-container';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { usePublicRecord } from '../api/get-public-record';
import { RecordResult } from '../components/record-result';
import { ReferenceForm } from '../components/reference-form';

/**
 * /verify and /verify/{reference}: anyone, signed in or not, checks the reference printed on an
 * agreement or a certificate (docs/product/placements.md#verifying-a-reference). The page shows what
 * the record states (a certificate's names its student, nothing else personal) and says plainly
 * that the school stays responsible.
 */
export function VerifyPage() {
  const { t } = useTranslation('verify');
  const { reference: typed } = useParams();
  const reference = typed === undefined ? null : parseReference(typed);
  return (
    <PageContainer title={t('title')} description={t('intro')} narrow>
      <div className="grid gap-8">
        {/* A new form for each reference, so it starts from the one in the address. */}
        <ReferenceForm key={typed ?? ''} initial={reference ?? typed ?? ''} />
        {typed !== undefined && (
          <section aria-live="polite">
            {reference ? <Lookup reference={reference} /> : <Problem title={t('malformedTitle')} text={t('validation.reference.format')} />}
          </section>
        )}
        <p className="text-sm text-muted-foreground">{t('guidance')}</p>
      </div>
    </PageContainer>
  );
}

function Lookup({ reference }: { reference: string }) {
  const { t } = useTranslation('verify');
  const query = usePublicRecord(reference);
  if (query.isPending) return <Spinner label={t('checking')} align="start" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404) return <Problem title={t('notFoundTitle')} text={t('notFound', { reference })} />;
    if (status === 429) return <Problem title={t('failedTitle')} text={t('tooMany')} />;
    return <Problem title={t('failedTitle')} text={t('failed')} />;
  }
  return <RecordResult record={query.data} />;
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl border border-destructive/40 p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 break-words text-muted-foreground">{text}</p>
    </div>
  );
}

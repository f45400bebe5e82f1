import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointUrl } from '@common/api/endpoint';
import type { Placement } from '@common/contracts/placements';
import { placementsEndpoints } from '@common/endpoints/placements';
import { verifyPagePath } from '@common/public-reference';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { usePlacementVersion, usePlacementVersions } from '../api/placement';
import { formatInstant } from '../lib/format';
import { AgreementText } from './agreement-text';

/**
 * Once the agreement went out: its PDF, its public reference once signed (with the public check,
 * /verify/{reference}), and every version sent, each readable as it was sent.
 */
export function AgreementDocuments({ placement }: { placement: Placement }) {
  const { t, i18n } = useTranslation('placements');
  const versions = usePlacementVersions(placement.id, true);
  const pdf = endpointUrl(placementsEndpoints.agreementPdf, { params: { id: placement.id }, query: { lang: i18n.language === 'fr' ? 'fr' : 'en' } });
  return (
    <section aria-labelledby="documents-heading" className="grid gap-3">
      <h2 id="documents-heading" className="text-xl font-semibold">
        {/* "Signed" only once it is: before, the PDF is a copy still out for signature (or back for correction). */}
        {t(placement.reference ? 'documents.title' : 'documents.titleUnsigned')}
      </h2>
      <a href={pdf} download className="inline-flex w-fit items-center gap-2 font-medium text-primary underline underline-offset-4">
        <Download aria-hidden="true" className="size-4" />
        {t('documents.pdf')}
      </a>
      {placement.reference && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('documents.reference')} <span className="font-mono font-semibold">{placement.reference}</span>
          <Link to={verifyPagePath(placement.reference)} className="font-medium text-primary underline underline-offset-4">
            {t('documents.verify')}
          </Link>
        </p>
      )}
      <h3 className="text-lg font-semibold">{t('documents.versions')}</h3>
      {versions.isPending ? (
        <Spinner label={t('documents.loadingVersions')} />
      ) : versions.isError ? (
        <p role="alert" className="text-destructive dark:text-red-300">
          {t('documents.versionsFailed')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {versions.data.items.map((item) => (
            <li key={item.version} className="grid gap-2 rounded-md border p-3 text-sm">
              <VersionItem
                placementId={placement.id}
                version={item.version}
                sentAt={formatInstant(item.sentAt, i18n.language)}
                signed={item.signedAt !== null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One version: when it was sent, whether it was signed, and its text on demand. */
function VersionItem({ placementId, version, sentAt, signed }: { placementId: string; version: number; sentAt: string; signed: boolean }) {
  const { t } = useTranslation('placements');
  const [open, setOpen] = useState(false);
  const detail = usePlacementVersion(placementId, version, open);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {t('documents.version', { version, date: sentAt })}
          {signed && <> · {t('documents.signed')}</>}
        </span>
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((now) => !now)}>
          {open ? t('documents.hide', { version }) : t('documents.read', { version })}
        </Button>
      </div>
      {open &&
        (detail.data ? (
          <AgreementText text={detail.data.version.text} label={t('sign.textLabel', { version })} />
        ) : detail.isPending ? (
          <Spinner label={t('sign.loadingText')} />
        ) : (
          <p role="alert" className="text-destructive dark:text-red-300">
            {t('sign.textFailed')}
          </p>
        ))}
    </>
  );
}

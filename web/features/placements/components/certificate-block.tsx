import { Award, Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointUrl } from '@common/api/endpoint';
import type { Certificate } from '@common/contracts/placement-closure';
import { placementClosureEndpoints } from '@common/endpoints/placement-closure';
import { verifyPagePath } from '@common/public-reference';
import { quarterHoursOf } from '@common/quarter-hours';
import { Button } from '@web/components/ui/button';
import { formatHours } from '@web/lib/format-hours';
import { useRevokeCertificate } from '../api/certificate';
import { formatInstant } from '../lib/format';
import { ReasonDialog } from './reason-dialog';

/**
 * A placement's certificate (docs/product/placement-hours.md#the-certificate): valid or revoked
 * with the school's reason, its verified hours, its PDF (in the language it was issued in), its
 * reference with the public check, and for the placement's school a way to revoke it with a reason
 * the public page shows. The closure's section renders it once GET …/closure answers a certificate.
 */
export function CertificateBlock({
  placementId,
  certificate,
  mayDownload,
  mayRevoke,
}: {
  placementId: string;
  certificate: Certificate;
  /** The student, the school, admins: the employer reads the certificate's state, not its PDF. */
  mayDownload: boolean;
  mayRevoke: boolean;
}) {
  const { t, i18n } = useTranslation('placements');
  const [done, setDone] = useState(false);
  const pdf = endpointUrl(placementClosureEndpoints.certificatePdf, { params: { id: placementId } });
  const valid = certificate.status === 'valid';
  // To the quarter hour, down, as the certificate and its public record print them.
  const hours = quarterHoursOf(certificate.verifiedMinutes);
  return (
    <section aria-labelledby="certificate-heading" className="grid gap-3">
      <h2 id="certificate-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Award aria-hidden="true" className="size-5" />
        {t('certificate.heading')}
      </h2>
      <p className={valid ? undefined : 'font-medium text-destructive dark:text-red-300'}>
        {valid
          ? t('certificate.valid', { date: formatInstant(certificate.issuedAt, i18n.language) })
          : t('certificate.revoked', { reason: certificate.revokedReason ?? '' })}
      </p>
      <p>{t('certificate.hours', { count: hours, hours: formatHours(hours, i18n.language) })}</p>
      {mayDownload && (
        <a href={pdf} download className="inline-flex w-fit items-center gap-2 font-medium text-primary underline underline-offset-4">
          <Download aria-hidden="true" className="size-4" />
          {t('certificate.pdf')}
        </a>
      )}
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t('certificate.reference')} <span className="font-mono font-semibold">{certificate.reference}</span>
        <Link to={verifyPagePath(certificate.reference)} className="font-medium text-primary underline underline-offset-4">
          {t('certificate.verify')}
        </Link>
      </p>
      <p aria-live="polite" role="status" className="text-sm font-medium empty:hidden">
        {done ? t('certificate.revoke.done') : null}
      </p>
      {mayRevoke && valid && <RevokeDialog placementId={placementId} onRevoked={() => setDone(true)} />}
    </section>
  );
}

/** The school revokes it (POST …/certificate/revoke) with a public reason; a refusal (409: revoked already) shown as the server words it. */
function RevokeDialog({ placementId, onRevoked }: { placementId: string; onRevoked: () => void }) {
  const { t } = useTranslation('placements');
  const revoke = useRevokeCertificate();
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" className="w-full sm:w-fit">
          {t('certificate.revoke.action')}
        </Button>
      }
      title={t('certificate.revoke.title')}
      description={t('certificate.revoke.explain')}
      confirm={t('certificate.revoke.confirm')}
      pending={revoke.isPending}
      error={revoke.error}
      fallback={t('certificate.revoke.failed')}
      onOpenChange={() => revoke.reset()}
      onConfirm={(reason, close) =>
        revoke.mutate(
          { params: { id: placementId }, body: { reason } },
          {
            onSuccess: () => {
              close();
              onRevoked();
            },
          },
        )
      }
    />
  );
}

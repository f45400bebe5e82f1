import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '@common/api/endpoint';
import { acceptAttribute } from '@common/contracts/documents';
import { PLACEMENT_FILE_EXTENSIONS, PLACEMENT_FILE_MAX_BYTES } from '@common/contracts/placement-files';
import type { Placement } from '@common/contracts/placements';
import { PLACEMENT_FILE_KINDS, type PlacementFileKind } from '@common/enums';
import { placementsEndpoints } from '@common/endpoints/placements';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useUploadPlacementFile } from '../api/placement';
import { RefusalMessage } from './refusal-message';

const TYPES = [...new Set(PLACEMENT_FILE_EXTENSIONS.map((ext) => (ext === 'jpeg' ? 'jpg' : ext).toUpperCase()))].join(', ');

/**
 * The agreement's files (docs/product/placements.md#the-agreements-files): the risk assessment and
 * the insurance certificate, each a download link for the parties; the employer whose part is open
 * attaches or replaces each one (uploaded as soon as it is chosen).
 */
export function AgreementFiles({
  placement,
  mayUpload,
  changeMakesNewVersion,
}: {
  placement: Placement;
  mayUpload: boolean;
  changeMakesNewVersion: boolean;
}) {
  const { t } = useTranslation('placements');
  return (
    <section aria-labelledby="files-heading" className="grid gap-4">
      <h2 id="files-heading" className="text-xl font-semibold">
        {t('files.title')}
      </h2>
      {mayUpload && changeMakesNewVersion && (
        <p role="note" className="rounded-md border border-amber-500/60 p-3 text-sm">
          {t('files.newVersionNotice')}
        </p>
      )}
      {PLACEMENT_FILE_KINDS.map((kind) => (
        <FileRow key={kind} placement={placement} kind={kind} mayUpload={mayUpload} />
      ))}
    </section>
  );
}

function FileRow({ placement, kind, mayUpload }: { placement: Placement; kind: PlacementFileKind; mayUpload: boolean }) {
  const { t } = useTranslation('placements');
  const id = useId();
  const upload = useUploadPlacementFile();
  const file = kind === 'risk_assessment' ? placement.terms.riskAssessment : placement.terms.insurance.certificate;
  const required = kind === 'risk_assessment' || placement.terms.insurance.coveredBy === 'employer';

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const body = new FormData();
    body.append('file', chosen);
    upload.mutate({ params: { id: placement.id, kind }, body }, { onSettled: () => (input.value = '') });
  };

  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <h3 className="font-semibold">{t(`files.kinds.${kind}`)}</h3>
      <p className="text-sm text-muted-foreground">{t(required ? 'files.required' : 'files.optional')}</p>
      {file ? (
        <a
          href={endpointUrl(placementsEndpoints.downloadFile, { params: { id: placement.id, fileId: file.id } })}
          download
          className="w-fit break-all text-sm font-medium text-primary underline underline-offset-4"
        >
          {t('files.download', { name: file.fileName })}
        </a>
      ) : (
        <p className="text-sm italic text-muted-foreground">{t('files.notAttached')}</p>
      )}
      {mayUpload && (
        <div className="grid gap-2">
          <Label htmlFor={id}>{t(file ? `files.replace.${kind}` : `files.attach.${kind}`)}</Label>
          <Input
            id={id}
            type="file"
            accept={acceptAttribute(PLACEMENT_FILE_EXTENSIONS)}
            disabled={upload.isPending}
            aria-describedby={`${id}-hint`}
            onChange={onChosen}
          />
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t('files.hint', { types: TYPES, size: PLACEMENT_FILE_MAX_BYTES / 1024 / 1024 })}
          </p>
        </div>
      )}
      <p role="status" className="text-sm empty:hidden">
        {upload.isPending ? t('files.uploading') : upload.isSuccess ? t('files.uploaded') : ''}
      </p>
      {upload.isError && <RefusalMessage error={upload.error} fallback={t('files.failed')} />}
    </div>
  );
}

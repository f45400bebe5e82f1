import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import AwsS3 from '@uppy/aws-s3';
import Uppy, { type Body, type Meta } from '@uppy/core';
import Dashboard from '@uppy/dashboard';
import { CircleCheck, FileText, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RESUME_MAX_BYTES,
  RESUME_MAX_FILES,
  UPLOAD_CONCURRENT_LIMIT,
  UPLOAD_INFO_TIMEOUT_MS,
  UPLOAD_RETRY_DELAYS_MS,
  UPLOAD_THUMBNAIL_WIDTH,
} from '@common/constants';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { uploadRefusal } from '@web/lib/upload-refusal';
import { requestResumeUploadUrl, useRecordResume } from '../api/resume';
import { type UppyLocale, uppyLocale } from '../lib/uppy-locale';

/** The Uppy instance of the resume dialog: one file, the resume limits, one PUT per file. */
function createResumeUppy(note: string, locale: UppyLocale, refusalText: (error: unknown) => string | undefined) {
  const uploadUrls = new Map<string, string>();
  const uppy = new Uppy({
    id: 'resume',
    // Uppy's own texts (buttons, drop hint, errors, aria labels) from our i18n, not its English.
    locale,
    autoProceed: false,
    restrictions: { maxNumberOfFiles: RESUME_MAX_FILES, maxFileSize: RESUME_MAX_BYTES },
    infoTimeout: UPLOAD_INFO_TIMEOUT_MS,
  })
    .use(Dashboard, {
      inline: false,
      target: document.body,
      note,
      closeAfterFinish: true,
      closeModalOnClickOutside: true,
      proudlyDisplayPoweredByUppy: false,
      thumbnailWidth: UPLOAD_THUMBNAIL_WIDTH,
      animateOpenClose: false,
    })
    .use(AwsS3, {
      // Single-request uploads only, to the address the server gives (docs/product/profiles.md#resume).
      shouldUseMultipart: false,
      limit: UPLOAD_CONCURRENT_LIMIT,
      retryDelays: UPLOAD_RETRY_DELAYS_MS,
      async getUploadParameters(file) {
        // Local storage answers with the app's own path; Uppy needs a full address.
        let address: string;
        try {
          address = await requestResumeUploadUrl();
        } catch (error) {
          // Out of file space, too many uploads waiting, or the server's disk is full: say so.
          throw new Error(refusalText(error) ?? (error instanceof Error ? error.message : String(error)), { cause: error });
        }
        const uploadURL = new URL(address, window.location.origin).href;
        uploadUrls.set(file.id, uploadURL);
        return { method: 'PUT', url: uploadURL, headers: { 'content-type': file.type || 'application/octet-stream' } };
      },
    });
  const dashboard = uppy.getPlugin('Dashboard') as unknown as Dashboard<Meta, Body>;
  return { uppy, dashboard, uploadUrls };
}

/**
 * The resume upload in a modal dialog (docs/product/profiles.md#resume); after the PUT the resume
 * is recorded and the form shows a check mark and the file name.
 */
export function ResumeUpload({
  fileName,
  canUpload,
  onNeedsSignIn,
}: {
  fileName: string | null;
  /** A signed-in student; anyone else is asked to sign in. */
  canUpload: boolean;
  onNeedsSignIn: () => void;
}) {
  const { t } = useTranslation('files');
  const { t: tUploads, i18n } = useTranslation('uploads');
  const recordResume = useRecordResume();
  const [savedName, setSavedName] = useState(fileName);
  const uppyRef = useRef<ReturnType<typeof createResumeUppy> | null>(null);
  // TanStack Query keeps `mutate` stable, so the Uppy instance lives as long as the form.
  const { mutate: record } = recordResume;

  useEffect(() => {
    const refusalText = (error: unknown) => {
      const refusal = uploadRefusal(error instanceof Error && error.cause ? error.cause : error);
      return refusal ? t(`resume.refusals.${refusal}`) : undefined;
    };
    const resume = createResumeUppy(t('resume.note'), uppyLocale(tUploads, i18n.language), refusalText);
    uppyRef.current = resume;
    // The dialog's own message bar, in our words, when the server refused the upload for a reason
    // the student can act on (a failed PUT carries the server's JSON answer).
    resume.uppy.on('upload-error', (_file, error) => {
      const text = refusalText(error);
      if (text) resume.uppy.info(text, 'error', UPLOAD_INFO_TIMEOUT_MS);
    });
    resume.uppy.on('upload-success', (file) => {
      const resumeURL = file ? resume.uploadUrls.get(file.id) : undefined;
      if (!file || !resumeURL) return;
      record(
        { resumeURL, resumeFileName: file.name ?? 'resume' },
        {
          onSuccess: (data) => {
            setSavedName(data.profile?.resumeFileName ?? file.name ?? null);
            toast({ title: t('resume.saved') });
          },
          onError: (error) =>
            toast({ variant: 'destructive', title: t('resume.errorTitle'), description: refusalText(error) ?? t('resume.saveFailed') }),
        },
      );
    });
    resume.uppy.on('complete', () => resume.uppy.clear());
    return () => {
      resume.uppy.destroy();
      uppyRef.current = null;
    };
  }, [t, tUploads, i18n.language, record]);

  function openDialog() {
    if (!canUpload) return onNeedsSignIn();
    const dashboard = uppyRef.current?.dashboard;
    dashboard?.setOptions({ theme: document.documentElement.classList.contains('dark') ? 'dark' : 'light' });
    void dashboard?.openModal();
  }

  return (
    <div className="grid gap-3 sm:col-span-2">
      <p className="text-sm font-medium leading-none">{t('resume.label')}</p>
      <div className="flex flex-col gap-3 rounded-md border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
        {savedName ? (
          <p className="flex items-center gap-2 text-sm" role="status">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-600 dark:text-green-400" />
            <span className="sr-only">{t('resume.uploaded')}</span>
            <span className="break-all font-medium">{savedName}</span>
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileText aria-hidden="true" className="size-5 shrink-0" />
            {t('resume.none')}
          </p>
        )}
        <Button type="button" variant="outline" onClick={openDialog} disabled={recordResume.isPending}>
          <Upload aria-hidden="true" />
          {savedName ? t('resume.replace') : t('resume.upload')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('resume.note')}</p>
    </div>
  );
}

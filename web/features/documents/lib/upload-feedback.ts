import type { TFunction } from 'i18next';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { uploadRefusal } from '@web/lib/upload-refusal';

/** The browser's checks before an upload: a file is chosen and not over the limit. Shows the toast. */
export function isFileReady(file: File | null, maxBytes: number, t: TFunction<'documents'>): file is File {
  if (!file) {
    toast({ variant: 'destructive', title: t('toast.noFileTitle'), description: t('toast.noFile') });
    return false;
  }
  if (file.size > maxBytes) {
    toast({ variant: 'destructive', title: t('toast.tooLargeTitle'), description: t('toast.tooLarge', { size: maxBytes / 1024 / 1024 }) });
    return false;
  }
  return true;
}

/**
 * What a failed upload's toast says: our own words for running out of file space or a full server
 * disk, else the server's message (which names the file types a refused file should have been).
 */
export function documentUploadFailure(error: unknown, t: TFunction<'documents'>): string | undefined {
  const refusal = uploadRefusal(error);
  if (refusal && refusal !== 'wrongType') return t(`refusals.${refusal}`);
  return serverMessage(error);
}

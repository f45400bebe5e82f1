import type { TFunction } from 'i18next';
import { toast } from '@web/components/ui/use-toast';

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

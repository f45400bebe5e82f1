import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, serverMessage } from '@web/lib/api-client';

/**
 * What every setup page does after Save (docs/product/profiles.md#saving): on success the toast
 * and the role's next page (`destination`), or, editing a saved profile (null), "Profile saved"
 * and the page stays; on failure the toast, plus the server's field messages next to the
 * fields they name. The current user (hasProfile, and the role a first save gives) has been
 * refreshed by then: the save's declaration changes 'profile', which the current user reads.
 */
export function useFinishSave<T extends FieldValues>(destination: string | null, setError: UseFormSetError<T>, fieldNames: readonly string[]) {
  const { t } = useTranslation('profiles');
  const navigate = useNavigate();

  async function onSaved() {
    if (destination === null) {
      toast({ title: t('toast.updated') });
      return;
    }
    toast({ title: t('toast.saved') });
    await navigate(destination);
  }

  function onFailed(error: unknown) {
    const hasFieldIssues = error instanceof ApiError && (error.issues ?? []).length > 0;
    if (error instanceof ApiError) {
      for (const issue of error.issues ?? []) {
        const field = issue.path.split('.')[0] ?? '';
        if (fieldNames.includes(field)) setError(field as Path<T>, { type: 'server', message: issue.message });
      }
    }
    // A refusal that names no field (another role's profile, a role changed meanwhile) says why in the toast.
    const why = !hasFieldIssues ? serverMessage(error) : undefined;
    toast({ variant: 'destructive', title: t('toast.failed'), ...(why ? { description: why } : {}) });
  }

  return { onSaved, onFailed };
}

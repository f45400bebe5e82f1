import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/use-toast';
import { currentUserQueryKey } from '@web/features/auth/api/current-user';
import { ApiError } from '@web/lib/api-client';

/**
 * What every setup page does after Save (spec 4 and 8): on success the toast, a refetch of the
 * current user (hasProfile and role change) and the role's next page; on failure the toast, plus
 * the server's field messages next to the fields they name.
 */
export function useFinishSave<T extends FieldValues>(destination: string, setError: UseFormSetError<T>, fieldNames: readonly string[]) {
  const { t } = useTranslation('profiles');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function onSaved() {
    toast({ title: t('toast.saved') });
    await queryClient.refetchQueries({ queryKey: currentUserQueryKey });
    await navigate(destination);
  }

  function onFailed(error: unknown) {
    if (error instanceof ApiError) {
      for (const issue of error.issues ?? []) {
        const field = issue.path.split('.')[0] ?? '';
        if (fieldNames.includes(field)) setError(field as Path<T>, { type: 'server', message: issue.message });
      }
    }
    toast({ variant: 'destructive', title: t('toast.failed') });
  }

  return { onSaved, onFailed };
}

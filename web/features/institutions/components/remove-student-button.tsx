import { UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@web/features/account';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useRemoveStudent } from '../api/school-links';

/** Takes a student off the roster after a confirmation: they lose the school's documents, and the school theirs, at once. */
export function RemoveStudentButton({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation('institutions');
  const remove = useRemoveStudent();
  return (
    <ConfirmAction
      destructive
      title={t('students.removeTitle', { name })}
      description={t('students.removeDescription', { name })}
      confirmLabel={t('students.removeConfirm')}
      onConfirm={() =>
        remove.mutate(studentId, {
          onSuccess: () => toast({ title: t('students.removed', { name }) }),
          onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('students.removeFailed') }),
        })
      }
      trigger={
        <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={t('students.removeLabel', { name })}>
          <UserMinus aria-hidden="true" />
          {t('students.remove')}
        </Button>
      }
    />
  );
}

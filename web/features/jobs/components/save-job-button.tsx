import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/features/auth';
import { serverMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';
import { useSetJobSaved } from '../api/save-job';

/**
 * The heart: saves the job for a signed-in student (persisted, so it shows filled on every list);
 * anyone else is asked to sign in as a student.
 */
export function SaveJobButton({ jobId, title, isSaved }: { jobId: string; title: string; isSaved: boolean }) {
  const { t } = useTranslation('jobs');
  const { data: user } = useCurrentUser();
  const save = useSetJobSaved();

  const onClick = () => {
    if (user?.role !== 'student') {
      toast({ title: t('save.signInTitle'), description: t('save.signInDescription') });
      return;
    }
    save.mutate(
      { id: jobId, isSaved: !isSaved },
      {
        onError: (error) => toast({ variant: 'destructive', title: t('save.failed'), description: serverMessage(error) }),
      },
    );
  };

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={isSaved}
      aria-label={isSaved ? t('save.remove', { title }) : t('save.add', { title })}
      disabled={save.isPending}
      onClick={onClick}
    >
      <Heart aria-hidden="true" className={cn('size-5', isSaved && 'fill-red-500 text-red-500')} />
    </Button>
  );
}

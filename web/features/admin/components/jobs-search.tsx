import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminJobsQuery } from '@common/contracts/admin';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

const searchForm = adminJobsQuery.pick({ q: true });

/** Search the postings by title or company (on submit, so typing sends no request per key). */
export function JobsSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const errorId = useId();
  const form = useForm({ resolver: zodResolver(searchForm), defaultValues: { q: '' } });
  const error = form.formState.errors.q?.message;
  return (
    <form noValidate role="search" onSubmit={form.handleSubmit((values) => onSearch(values.q ?? ''))} className="flex items-end gap-2">
      <div className="grid flex-1 gap-1.5 sm:max-w-md">
        <Label htmlFor={searchId}>{t('jobs.searchLabel')}</Label>
        <Input
          id={searchId}
          type="search"
          placeholder={t('jobs.searchPlaceholder')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...form.register('q')}
        />
        {error && (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" />
        {t('jobs.searchButton')}
      </Button>
    </form>
  );
}

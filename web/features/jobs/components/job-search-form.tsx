import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TERM_MAX } from '@common/constants';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';

/** The search box; the term is sent on submit (it becomes part of the URL). */
export function JobSearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('jobs');
  const [term, setTerm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term);
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <Input
        type="search"
        aria-label={t('browse.searchLabel')}
        placeholder={t('browse.searchPlaceholder')}
        maxLength={SEARCH_TERM_MAX}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        {t('browse.searchButton')}
      </Button>
    </form>
  );
}

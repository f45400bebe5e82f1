import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import type { PageWalker } from '../lib/use-page-walker';

/** "N shown of M" with Previous and Next, under an admin table. */
export function Pager({ walker }: { walker: PageWalker<unknown> }) {
  const { t } = useTranslation('admin');
  const shown = walker.items?.length ?? 0;
  return (
    <nav aria-label={t('pager.label')} className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">{t('pager.summary', { shown, total: walker.total ?? shown })}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!walker.hasPrevious} onClick={walker.previous}>
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={!walker.hasNext || walker.isTurning} onClick={walker.next}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

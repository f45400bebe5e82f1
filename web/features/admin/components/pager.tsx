import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';

interface PagerProps {
  shown: number;
  total: number;
  hasPrevious: boolean;
  nextCursor: string | null;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}

export function Pager({ shown, total, hasPrevious, nextCursor, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('pager.label')} className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">{t('pager.summary', { shown, total })}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={!nextCursor} onClick={() => nextCursor && onNext(nextCursor)}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

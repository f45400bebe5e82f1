import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** Any path not open to this kind of visitor (docs/product/screens.md, 404 page). */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild className="mt-6">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

// Both buttons open sign-up for that role, which then leads to its setup form
// (docs/product/profiles.md#setup-pages); "Log in" is on the sign-up page and in the header.

export function CallToAction() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="cta-title" className="text-3xl font-bold">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg opacity-95">{t('cta.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to="/sign-up?role=student">{t('cta.student')}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant={null}
            className="border border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <Link to="/sign-up?role=employer">{t('cta.employer')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { StatsCounters } from './stats-counters';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
        <p className="mb-4 inline-block rounded-full bg-background px-4 py-1 text-sm font-medium text-accent-foreground shadow-sm">
          {t('hero.eyebrow')}
        </p>
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/jobs">
              {t('hero.findOpportunities')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/setup-profile/employer">{t('hero.postOpportunities')}</Link>
          </Button>
        </div>
        <StatsCounters />
      </div>
    </section>
  );
}

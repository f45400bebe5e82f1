import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PageContainer } from '@web/components/layout/page-container';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { readList } from '../lib/content-sections';

// The subscription card shows "Coming Soon" while payment is pending; no amounts anywhere
// (docs/product/public-pages.md).
const PLANS = [
  { key: 'students', to: '/jobs', comingSoon: false },
  { key: 'institutions', to: '/setup-profile/institution', comingSoon: false },
  { key: 'employers', to: '/setup-profile/employer', comingSoon: true },
] as const;

export function PricingPage() {
  const { t } = useTranslation('content');
  const title = t('pricing.title');
  return (
    <PageContainer title={title} description={t('pricing.intro')}>
      <ul aria-label={t('pricing.plansLabel')} className="grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => {
          const features = readList(z.string(), t(`pricing.plans.${plan.key}.features`, { returnObjects: true }));
          return (
            <li key={plan.key} className="flex">
              <Card className={`flex w-full flex-col ${plan.comingSoon ? 'border-primary' : ''}`}>
                <CardHeader>
                  <CardTitle as="h2">{t(`pricing.plans.${plan.key}.name`)}</CardTitle>
                  <CardDescription>{t(`pricing.plans.${plan.key}.description`)}</CardDescription>
                  <p className="pt-2">
                    {plan.comingSoon ? <Badge>{t('pricing.comingSoon')}</Badge> : <span className="text-2xl font-bold">{t('pricing.free')}</span>}
                  </p>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="grid gap-2 text-sm">
                    {features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                  {plan.comingSoon && <p className="mt-4 text-sm text-muted-foreground">{t('pricing.comingSoonNote')}</p>}
                </CardContent>
                <CardFooter>
                  <Button asChild variant={plan.comingSoon ? 'outline' : 'default'} className="w-full">
                    <Link to={plan.to}>{t(`pricing.plans.${plan.key}.cta`)}</Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
    </PageContainer>
  );
}

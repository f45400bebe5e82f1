import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PageContainer } from '@web/components/layout/page-container';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ContactForm } from '@web/features/contact';
import { readList } from '../lib/content-sections';

export function ContactPage() {
  const { t } = useTranslation('content');
  const title = t('contact.title');
  const tips = readList(z.string(), t('contact.aside', { returnObjects: true }));
  return (
    <PageContainer title={title} description={t('contact.intro')}>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Info aria-hidden="true" className="size-5 text-primary" />
              {t('contact.asideTitle')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid list-disc gap-2 pl-5 text-sm leading-6">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}

import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CONTENT_PAGE_PATHS } from '@common/contracts/seo';
import { PageContainer } from '@web/components/layout/page-container';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { readList } from '../lib/content-sections';

const storySchema = z.object({ name: z.string(), role: z.string(), quote: z.string() });

/**
 * The success stories page (docs/product/public-pages.md): the stories are examples the team wrote,
 * and the page says so; nobody's real words or name are shown without a recorded consent.
 */
export function SuccessStoriesPage() {
  const { t } = useTranslation('content');
  const title = t('successStories.title');
  const stories = readList(storySchema, t('successStories.stories', { returnObjects: true }));
  return (
    <PageContainer title={title} description={t('successStories.intro')}>
      <ul aria-label={t('successStories.storiesLabel')} className="grid gap-6 md:grid-cols-2">
        {stories.map((story) => (
          <li key={story.name} className="flex">
            <Card className="w-full">
              <CardContent noHeader>
                <figure className="grid gap-4">
                  <Quote aria-hidden="true" className="size-6 text-primary" />
                  <blockquote className="leading-7">{story.quote}</blockquote>
                  <figcaption>
                    <Badge variant="outline" className="mb-2">
                      {t('successStories.exampleBadge')}
                    </Badge>
                    <p className="font-semibold">{story.name}</p>
                    <p className="text-sm text-muted-foreground">{story.role}</p>
                  </figcaption>
                </figure>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="share-story" className="mt-12 rounded-xl border bg-muted/40 p-6">
        <h2 id="share-story" className="text-2xl font-semibold">
          {t('successStories.shareHeading')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('successStories.shareText')}</p>
        <Button asChild className="mt-4">
          <Link to={CONTENT_PAGE_PATHS.contact}>{t('successStories.shareCta')}</Link>
        </Button>
      </section>
    </PageContainer>
  );
}

import { ChevronLeft, ChevronRight, Mail, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useNewsletterStats } from '@web/features/newsletter';
import { usePageWalker } from '@web/features/admin';
import { formatDateTime } from '@web/lib/format-date';
import { useContactMessages } from '../api/get-contact-messages';

const PAGE_SIZE = 10;

/** The admin dashboard's Messages tab: the newsletter count and the contact-form messages. */
export function AdminContactMessages() {
  const { t, i18n } = useTranslation('contact');
  const stats = useNewsletterStats();
  const messages = useContactMessages(PAGE_SIZE);
  const pager = usePageWalker(messages);
  const total = pager.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader layout="row" className="items-center gap-4">
          <Users aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <div className="grid gap-1">
            <CardTitle as="h3">{t('admin.subscribersLabel')}</CardTitle>
            <CardDescription>{t('admin.subscribersDescription')}</CardDescription>
          </div>
          <p className="ml-auto text-3xl font-bold" aria-live="polite">
            {stats.data ? stats.data.subscribers.toLocaleString(i18n.language) : '…'}
          </p>
        </CardHeader>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('admin.messagesTitle')}</CardTitle>
          <CardDescription>{t('admin.messagesDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {messages.isPending && <Spinner label={t('admin.loading')} />}
          {messages.isError && (
            <p role="alert" className="text-sm text-destructive dark:text-red-300">
              {t('admin.loadFailed')}
            </p>
          )}
          {pager.items && pager.items.length === 0 && <p className="text-muted-foreground">{t('admin.empty')}</p>}
          {pager.items && pager.items.length > 0 && (
            <ul className="grid gap-4">
              {pager.items.map((message) => (
                <li key={message.id} className="rounded-lg border p-4">
                  <article aria-labelledby={`message-${message.id}`} className="grid gap-2">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h4 id={`message-${message.id}`} className="font-semibold break-words">
                        {message.subject}
                      </h4>
                      <time dateTime={message.createdAt} className="text-sm text-muted-foreground">
                        {formatDateTime(message.createdAt, i18n.language)}
                      </time>
                    </div>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      <span>{t('admin.from', { name: message.name })}</span>
                      <a
                        href={`mailto:${message.email}`}
                        className="inline-flex items-center gap-1 break-all text-primary underline underline-offset-4"
                      >
                        <Mail aria-hidden="true" className="size-4" />
                        {message.email}
                      </a>
                      <Badge variant="outline">{message.userId ? t('admin.signedIn') : t('admin.visitor')}</Badge>
                    </p>
                    <p className="whitespace-pre-wrap break-words text-sm leading-6">{message.message}</p>
                  </article>
                </li>
              ))}
            </ul>
          )}
          {total > PAGE_SIZE && (
            <nav aria-label={t('admin.messagesTitle')} className="flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={!pager.hasPrevious} onClick={pager.previous} aria-label={t('admin.previous')}>
                <ChevronLeft aria-hidden="true" />
              </Button>
              <p className="text-sm text-muted-foreground">{t('admin.pageStatus', { page: pager.pageNumber, pages, total })}</p>
              <Button variant="outline" size="sm" disabled={!pager.hasNext || pager.isTurning} onClick={pager.next} aria-label={t('admin.next')}>
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

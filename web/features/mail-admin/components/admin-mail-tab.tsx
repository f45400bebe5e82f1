import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mailMessagesQuery } from '@common/contracts/mail-admin';
import { MAIL_STATUSES, type MailStatus } from '@common/enums';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { Cell, HeaderCell, Pager, ScrollTable, usePageWalker } from '@web/features/admin';
import { serverMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format-date';
import { useFailedTasks, useMailMessages, useMailOverview, useRetryTask } from '../api/mail-admin';
import { MailMessageDialog } from './mail-message-dialog';

const PAGE_SIZE = 20;
const ALL = 'all';
const MESSAGE_COLUMNS = ['when', 'to', 'subject', 'kind', 'status', 'error', 'text'] as const;
const TASK_COLUMNS = ['kind', 'attempts', 'error', 'failedAt', 'action'] as const;
const recipientForm = mailMessagesQuery.pick({ to: true });

/** A kind (`newsletter.issue`, `mail.send`) in words where we have them, else as it is. */
function useKindLabel() {
  const { t } = useTranslation('mail-admin');
  return (kind: string) => t(`kinds.${kind}`, { defaultValue: kind });
}

function Overview() {
  const { t } = useTranslation('mail-admin');
  const overview = useMailOverview();
  if (overview.isPending) return <Spinner label={t('overview.loading')} />;
  if (overview.isError) {
    return (
      <p role="alert" className="text-destructive dark:text-red-300">
        {t('overview.loadFailed')}
      </p>
    );
  }
  const { mode, from, queued, failed, failedTasks } = overview.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{mode === 'smtp' ? t('overview.smtpTitle') : t('overview.outboxTitle')}</CardTitle>
        <CardDescription>{mode === 'smtp' ? t('overview.smtpDescription') : t('overview.outboxDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="break-all">{t('overview.from', { from })}</p>
        <p>
          {t('overview.queued', { count: queued })} · {t('overview.failed', { count: failed })} · {t('overview.failedTasks', { count: failedTasks })}
        </p>
      </CardContent>
    </Card>
  );
}

function Messages() {
  const { t, i18n } = useTranslation('mail-admin');
  const kindLabel = useKindLabel();
  const filterId = useId();
  const recipientId = useId();
  const [status, setStatus] = useState<MailStatus | undefined>(undefined);
  const [to, setTo] = useState<string | undefined>(undefined);
  const messages = useMailMessages(PAGE_SIZE, status, to);
  const pager = usePageWalker(messages);
  const search = useForm({ resolver: zodResolver(recipientForm), defaultValues: { to: '' } });
  const searchError = search.formState.errors.to?.message;

  return (
    <section aria-labelledby="admin-mail-messages" className="grid gap-3">
      <div>
        <h3 id="admin-mail-messages" className="text-lg font-semibold">
          {t('messages.heading')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('messages.description')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          noValidate
          role="search"
          aria-label={t('messages.searchLabel')}
          onSubmit={search.handleSubmit((values) => {
            setTo(values.to || undefined);
            pager.reset();
          })}
          className="flex flex-1 items-end gap-2"
        >
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={recipientId}>{t('messages.recipientLabel')}</Label>
            <Input
              id={recipientId}
              type="search"
              placeholder={t('messages.recipientPlaceholder')}
              aria-invalid={searchError ? true : undefined}
              {...search.register('to')}
            />
            {searchError && <p className="text-sm text-destructive dark:text-red-300">{searchError}</p>}
          </div>
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" />
            {t('messages.search')}
          </Button>
        </form>
        <div className="grid gap-1.5 sm:w-56">
          <Label htmlFor={filterId}>{t('messages.filterLabel')}</Label>
          <Select
            value={status ?? ALL}
            onValueChange={(value) => {
              setStatus(value === ALL ? undefined : (value as MailStatus));
              pager.reset();
            }}
          >
            <SelectTrigger id={filterId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('messages.allStatuses')}</SelectItem>
              {MAIL_STATUSES.map((option) => (
                <SelectItem key={option} value={option}>
                  {t(`statuses.${option}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {messages.isPending && <Spinner label={t('messages.loading')} />}
      {messages.isError && (
        <p role="alert" className="text-destructive dark:text-red-300">
          {t('messages.loadFailed')}
        </p>
      )}
      {pager.items && (
        <div aria-busy={messages.isFetching}>
          <ScrollTable label={t('messages.tableLabel')}>
            <thead>
              <tr>
                {MESSAGE_COLUMNS.map((column) => (
                  <HeaderCell key={column}>{t(`messages.columns.${column}`)}</HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {pager.items.map((message) => (
                <tr key={message.id} className="border-t">
                  <Cell className="whitespace-nowrap">{formatDateTime(message.createdAt, i18n.language)}</Cell>
                  <Cell className="break-all">{message.to}</Cell>
                  <Cell className="break-words">{message.subject}</Cell>
                  <Cell>{kindLabel(message.kind)}</Cell>
                  <Cell>
                    <Badge variant={message.status === 'failed' ? 'destructive' : message.status === 'queued' ? 'secondary' : 'outline'}>
                      {t(`statuses.${message.status}`)}
                    </Badge>
                  </Cell>
                  <Cell className="text-xs break-words text-destructive dark:text-red-300">{message.error ?? ''}</Cell>
                  <Cell>
                    {message.hasText ? (
                      <MailMessageDialog message={message} />
                    ) : (
                      <span className="text-muted-foreground">{t('messages.notKept')}</span>
                    )}
                  </Cell>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {pager.items.length === 0 && <p className="mt-3 text-muted-foreground">{t('messages.empty')}</p>}
          <Pager walker={pager} />
        </div>
      )}
    </section>
  );
}

function FailedTasks() {
  const { t, i18n } = useTranslation('mail-admin');
  const kindLabel = useKindLabel();
  const tasks = useFailedTasks(PAGE_SIZE);
  const pager = usePageWalker(tasks);
  const retry = useRetryTask();

  const tryAgain = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => toast({ title: t('tasks.retried') }),
      onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('tasks.retryFailed') }),
    });

  return (
    <section aria-labelledby="admin-failed-tasks" className="grid gap-3">
      <div>
        <h3 id="admin-failed-tasks" className="text-lg font-semibold">
          {t('tasks.heading')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('tasks.description')}</p>
      </div>
      {tasks.isPending && <Spinner label={t('tasks.loading')} />}
      {tasks.isError && (
        <p role="alert" className="text-destructive dark:text-red-300">
          {t('tasks.loadFailed')}
        </p>
      )}
      {pager.items && pager.items.length === 0 && <p className="text-muted-foreground">{t('tasks.empty')}</p>}
      {pager.items && pager.items.length > 0 && (
        <div aria-busy={tasks.isFetching}>
          <ScrollTable label={t('tasks.tableLabel')}>
            <thead>
              <tr>
                {TASK_COLUMNS.map((column) => (
                  <HeaderCell key={column}>{t(`tasks.columns.${column}`)}</HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {pager.items.map((task) => {
                const failedAt = formatDateTime(task.finishedAt ?? task.createdAt, i18n.language);
                return (
                  <tr key={task.id} className="border-t">
                    <Cell>{kindLabel(task.kind)}</Cell>
                    <Cell className="whitespace-nowrap">{t('tasks.attempts', { attempts: task.attempts, max: task.maxAttempts })}</Cell>
                    <Cell className="text-xs break-words">{task.lastError ?? ''}</Cell>
                    <Cell className="whitespace-nowrap">{failedAt}</Cell>
                    <Cell>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={retry.isPending}
                        onClick={() => tryAgain(task.id)}
                        aria-label={t('tasks.retryLabel', { kind: kindLabel(task.kind), date: failedAt })}
                      >
                        <RotateCcw aria-hidden="true" />
                        {t('tasks.retry')}
                      </Button>
                    </Cell>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
          <Pager walker={pager} />
        </div>
      )}
    </section>
  );
}

/** The E-mail tab of /admin (docs/product/admin.md#e-mail-tab): how FirstRung sends, every message, failed tasks. */
export function AdminMailTab() {
  const { t } = useTranslation('mail-admin');
  return (
    <section aria-labelledby="admin-mail-heading" className="grid grid-cols-1 gap-6">
      <div>
        <h2 id="admin-mail-heading" className="text-xl font-semibold">
          {t('heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </div>
      <Overview />
      <Messages />
      <FailedTasks />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { ThreadMessage, ThreadResponse } from '@common/contracts/messages';
import { formatDateTime } from '@web/lib/format-date';
import { cn } from '@web/lib/utils';
import { ReportDialog } from './report-dialog';

/**
 * A thread's messages, oldest first, each as plain text (never markup: docs/product/messages.md),
 * its line breaks kept. A side may report the other side's messages.
 */
export function MessageList({ thread }: { thread: ThreadResponse }) {
  const { t } = useTranslation('messages');
  const isSide = thread.viewer === 'student' || thread.viewer === 'employer';
  if (thread.messages.length === 0) return <p className="text-muted-foreground">{t('thread.empty')}</p>;
  return (
    <ol aria-label={t('thread.messagesLabel')} className="grid gap-3">
      {thread.messages.map((message) => (
        <MessageItem key={message.id} message={message} reportable={isSide && !message.mine} />
      ))}
    </ol>
  );
}

function MessageItem({ message, reportable }: { message: ThreadMessage; reportable: boolean }) {
  const { t, i18n } = useTranslation('messages');
  return (
    <li
      className={cn('grid max-w-[85%] gap-1 rounded-lg border p-3', message.mine ? 'justify-self-end bg-primary/10' : 'justify-self-start bg-card')}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{message.mine ? t('thread.you') : message.senderName}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
      </p>
      <p className="break-words whitespace-pre-wrap">{message.body}</p>
      {message.masked && <p className="text-xs text-muted-foreground italic">{t('thread.maskedNote')}</p>}
      {reportable && (
        <div className="justify-self-end">
          <ReportDialog messageId={message.id} senderName={message.senderName} />
        </div>
      )}
    </li>
  );
}

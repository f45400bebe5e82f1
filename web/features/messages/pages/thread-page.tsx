import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ThreadResponse } from '@common/contracts/messages';
import { BackLink } from '@web/components/layout/back-link';
import { PageContainer } from '@web/components/layout/page-container';
import { RecordUnavailable } from '@web/components/layout/record-unavailable';
import { useMarkThreadRead, useThread, useWriteMessage, threadQueryOptions } from '../api/messages';
import { BlockButton } from '../components/block-button';
import { MessageForm } from '../components/message-form';
import { MessageList } from '../components/message-list';
import { ThreadBanner } from '../components/thread-banner';
import { withMessage } from '../lib/append-message';
import { MESSAGES_PAGE_PATH, MESSAGE_REPORTS_PAGE_PATH } from '../lib/thread-paths';
import { useLiveThread } from '../lib/use-live-thread';

/**
 * One conversation, /messages/:threadId (docs/product/messages.md): who can read it, its messages
 * as they arrive (live), and for a side of an open thread the form to answer. A school or an admin
 * reads it without the form.
 */
export function ThreadPage() {
  const { t } = useTranslation('messages');
  const { threadId = '' } = useParams();
  const query = useThread(threadId);
  const thread = query.data;
  useLiveThread(threadId, thread?.viewer);
  useMarkReadOnOpen(thread);

  if (!thread) {
    return (
      <PageContainer title={t('thread.title')} narrow>
        <BackLink to={MESSAGES_PAGE_PATH}>{t('thread.back')}</BackLink>
        <RecordUnavailable
          pending={query.isPending}
          error={query.error}
          texts={{
            loading: t('thread.loading'),
            afterVerification: t('thread.afterVerification'),
            notFound: t('thread.notFound'),
            failed: t('thread.failed'),
          }}
        />
      </PageContainer>
    );
  }

  const otherName = thread.viewer === 'student' ? thread.companyName : thread.viewer === 'employer' ? thread.student.name : null;
  const title = otherName ?? t('thread.between', { student: thread.student.name, company: thread.companyName });
  return (
    <PageContainer title={title} description={t('thread.about', { title: thread.jobTitle })} narrow>
      <div className="grid gap-6">
        <BackLink to={thread.viewer === 'admin' ? MESSAGE_REPORTS_PAGE_PATH : thread.viewer === 'school' ? '/' : MESSAGES_PAGE_PATH}>
          {t(`thread.backFor.${thread.viewer}`)}
        </BackLink>
        <ThreadBanner thread={thread} />
        {thread.viewer === 'student' && (
          <div className="justify-self-start">
            <BlockButton thread={thread} />
          </div>
        )}
        <MessageList thread={thread} />
        <ThreadFooter thread={thread} />
      </div>
    </PageContainer>
  );
}

/** The answer form for a side of an open thread; a closed thread says why. */
function ThreadFooter({ thread }: { thread: ThreadResponse }) {
  const { t } = useTranslation('messages');
  const client = useQueryClient();
  const write = useWriteMessage(thread.id);
  if (!thread.open) {
    return (
      <p role="status" className="rounded-md border border-dashed p-4 text-muted-foreground">
        {t('thread.closed')} {thread.closedReason && t(`closedReasons.${thread.closedReason}`)}
      </p>
    );
  }
  if (thread.viewer !== 'student' && thread.viewer !== 'employer') return null;
  const send = (body: string, saved: () => void) =>
    write.mutate(body, {
      onSuccess: (message) => {
        const { queryKey } = threadQueryOptions(thread.id);
        client.setQueryData(queryKey, (held: ThreadResponse | undefined) => (held ? withMessage(held, message) : held));
        saved();
      },
    });
  return (
    <section aria-label={t('form.sectionLabel')} className="border-t pt-4">
      <MessageForm label={t('form.label')} submitLabel={t('form.send')} send={send} pending={write.isPending} error={write.error} />
    </section>
  );
}

/** Opening the thread moves the reader's read mark (a side only: a school or an admin has none). */
function useMarkReadOnOpen(thread: ThreadResponse | undefined) {
  const { mutate } = useMarkThreadRead();
  const side = thread && (thread.viewer === 'student' || thread.viewer === 'employer') ? thread.id : null;
  const count = thread?.messages.length ?? 0;
  useEffect(() => {
    if (side) mutate(side);
  }, [side, count, mutate]);
}

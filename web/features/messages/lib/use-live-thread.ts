import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ThreadResponse, ThreadViewer } from '@common/contracts/messages';
import { threadQueryOptions } from '../api/messages';
import { liveMessageFrom, withMessage } from './append-message';
import { threadEventsPath } from './thread-paths';

/**
 * Keeps an open thread's cached answer current (docs/product/messages.md#live-on-several-servers):
 * each `message` event of its stream is added to it, and after a lost connection (the browser
 * reconnects by itself) the thread is asked again, as messages may have come meanwhile. Without
 * EventSource, or with no stream, the page still shows what a reload shows.
 */
export function useLiveThread(threadId: string, viewer: ThreadViewer | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!viewer || typeof EventSource === 'undefined') return;
    const { queryKey } = threadQueryOptions(threadId);
    const source = new EventSource(threadEventsPath(threadId));
    let lostConnection = false;
    source.onerror = () => {
      lostConnection = true;
    };
    source.onopen = () => {
      if (!lostConnection) return;
      lostConnection = false;
      void client.invalidateQueries({ queryKey, exact: true });
    };
    source.addEventListener('message', (event: MessageEvent<string>) => {
      const message = liveMessageFrom(event.data, { id: threadId, viewer });
      if (!message) return;
      client.setQueryData(queryKey, (thread: ThreadResponse | undefined) => (thread ? withMessage(thread, message) : thread));
    });
    return () => source.close();
  }, [client, threadId, viewer]);
}

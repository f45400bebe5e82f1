import { Suspense, type ComponentProps, type ComponentType } from 'react';
import i18n from '@web/i18n';
import { preloadable } from '@web/lib/preloadable';
import type * as Chunk from '../pages/messages-pages';
import { loadInboxPage as loadMessagesChunk } from '../pages/loaders';

// What other features show of messages comes from the feature's one chunk with its texts, when first
// rendered: their pages (and a visitor's) carry none of it. Nothing is shown until it is here.
function lazyPart<Props extends object>(pick: (chunk: typeof Chunk) => ComponentType<Props>) {
  const part = preloadable(() => Promise.all([loadMessagesChunk(), i18n.loadNamespaces(['messages'])]).then(([chunk]) => pick(chunk)));
  return function LazyPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <part.Component {...props} />
      </Suspense>
    );
  };
}

/** "Messages" with its unread badge in a signed-in header (a student's or an employer's), and the browser's time zone saved. */
export const MessagesNavLink = lazyPart<ComponentProps<typeof Chunk.MessagesNavLink>>((chunk) => chunk.MessagesNavLink);

/** "Message the employer" / "Message <student>" on an application. */
export const MessageApplicationButton = lazyPart<ComponentProps<typeof Chunk.MessageApplicationButton>>((chunk) => chunk.MessageApplicationButton);

/** A school's student's conversations, in the roster's summary. */
export const StudentConversations = lazyPart<ComponentProps<typeof Chunk.StudentConversations>>((chunk) => chunk.StudentConversations);

/** The open reports on a school's students' conversations, on its placement board. */
export const SchoolMessageReports = lazyPart<object>((chunk) => chunk.SchoolMessageReports);

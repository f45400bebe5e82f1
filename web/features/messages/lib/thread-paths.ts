// The messages' pages (docs/product/messages.md): the route table's and the links' one source.
export const MESSAGES_PAGE_PATH = '/messages';
export const THREAD_PAGE_PATH = '/messages/:threadId';
export const MESSAGE_REPORTS_PAGE_PATH = '/admin/message-reports';

export const threadPagePath = (threadId: string) => `${MESSAGES_PAGE_PATH}/${encodeURIComponent(threadId)}`;

/** The live stream of a thread's new messages (Server-Sent Events). */
export const threadEventsPath = (threadId: string) => `/api/messages/threads/${encodeURIComponent(threadId)}/events`;

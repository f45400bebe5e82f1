// Messages between an employer and a student (docs/product/messages.md): calls of the declared endpoints.
import { useQuery } from '@tanstack/react-query';
import { messagesEndpoints } from '@common/endpoints/messages';
import type { MessageReportBody, ResolveReportBody } from '@common/contracts/messages';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

/** How often the navigation's unread count is asked again: a new message also shows in the bell. */
const UNREAD_POLL_MS = 60_000;

export const threadListQueryOptions = () => apiQueryOptions(messagesEndpoints.list);

/** The caller's threads; `poll`: asked again every minute (the navigation's badge). */
export const useThreadList = ({ poll = false, enabled = true }: { poll?: boolean; enabled?: boolean } = {}) =>
  useQuery({ ...threadListQueryOptions(), enabled, ...(poll ? { refetchInterval: UNREAD_POLL_MS } : {}) });

export const threadQueryOptions = (threadId: string) => apiQueryOptions(messagesEndpoints.get, { params: { id: threadId } });

export const useThread = (threadId: string) => useQuery(threadQueryOptions(threadId));

export const useWriteMessage = (threadId: string) =>
  useApiMutation(messagesEndpoints.write, { toInput: (body: string) => ({ params: { id: threadId }, body: { body } }) });

export const useWriteAboutApplication = (applicationId: string) =>
  useApiMutation(messagesEndpoints.writeAboutApplication, { toInput: (body: string) => ({ params: { id: applicationId }, body: { body } }) });

export const useMarkThreadRead = () => useApiMutation(messagesEndpoints.markRead, { toInput: (threadId: string) => ({ params: { id: threadId } }) });

export const useReportMessage = () =>
  useApiMutation(messagesEndpoints.report, {
    toInput: ({ messageId, report }: { messageId: string; report: MessageReportBody }) => ({ params: { id: messageId }, body: report }),
  });

export const useBlockEmployer = () => useApiMutation(messagesEndpoints.block, { toInput: (threadId: string) => ({ params: { id: threadId } }) });

export const useUnblockEmployer = () => useApiMutation(messagesEndpoints.unblock, { toInput: (threadId: string) => ({ params: { id: threadId } }) });

export const useStudentThreads = (studentId: string) =>
  useQuery(apiQueryOptions(messagesEndpoints.studentThreads, { params: { userId: studentId } }));

export const useSchoolReports = () => useQuery(apiQueryOptions(messagesEndpoints.schoolReports, { query: { status: 'open' } }));

export const useAdminReports = (status: 'open' | 'resolved' | 'all') =>
  useQuery(apiQueryOptions(messagesEndpoints.adminReports, { query: { status } }));

export const useResolveReport = () =>
  useApiMutation(messagesEndpoints.resolveReport, {
    toInput: ({ reportId, decision }: { reportId: string; decision: ResolveReportBody }) => ({ params: { id: reportId }, body: decision }),
  });

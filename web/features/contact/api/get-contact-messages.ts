// GET /api/admin/contact-messages (admins only): newest first, paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessagesPage } from '@common/contracts/contact';
import { apiGet } from '@web/lib/api-client';

export const contactMessagesBaseKey = ['admin', 'contact-messages'] as const;

export function getContactMessages(page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return apiGet<ContactMessagesPage>(`/api/admin/contact-messages?${query}`);
}

export function contactMessagesQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...contactMessagesBaseKey, { page, pageSize }],
    queryFn: () => getContactMessages(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(page: number, pageSize: number) {
  return useQuery(contactMessagesQueryOptions(page, pageSize));
}

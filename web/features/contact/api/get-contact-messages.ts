// The contact-form messages (admins only): newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import { contactEndpoints } from '@common/endpoints/contact';
import { apiPagedQueryOptions } from '@web/lib/api-query';

export const contactMessagesQueryOptions = (pageSize: number) => apiPagedQueryOptions(contactEndpoints.messages, { query: { limit: pageSize } });

export const useContactMessages = (pageSize: number) => useInfiniteQuery(contactMessagesQueryOptions(pageSize));

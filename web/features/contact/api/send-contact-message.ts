// POST /api/contact: the /contact form. Admins read the messages (get-contact-messages.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactBody } from '@common/contracts/contact';
import { apiRequest } from '@web/lib/api-client';
import { contactMessagesBaseKey } from './get-contact-messages';

export function sendContactMessage(body: ContactBody) {
  return apiRequest<{ ok: true }>('POST', '/api/contact', body);
}

export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    // An admin writing to themselves should see it in the Messages tab.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesBaseKey }),
  });
}

// The /contact form; admins read the messages (get-contact-messages.ts), which its declaration refreshes.
import type { ContactBody } from '@common/contracts/contact';
import { contactEndpoints } from '@common/endpoints/contact';
import { useApiMutation } from '@web/lib/api-query';

export const useSendContactMessage = () => useApiMutation(contactEndpoints.send, { toInput: (body: ContactBody) => ({ body }) });

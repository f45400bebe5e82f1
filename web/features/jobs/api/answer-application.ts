// A student answers what an employer offered them (docs/product/applications.md): an interview
// (accept it, or ask to move it with a note) and an offer (accept it, or decline it with a note).
// The employer is told at once; the applications list refreshes from the endpoints' `changes`.
import type { InterviewAnswerBody, OfferAnswerBody } from '@common/contracts/application-answers';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { useApiMutation } from '@web/lib/api-query';

export const useAnswerInterview = () =>
  useApiMutation(applicationsEndpoints.answerInterview, {
    toInput: ({ id, ...body }: InterviewAnswerBody & { id: string }) => ({ params: { id }, body }),
  });

export const useAnswerOffer = () =>
  useApiMutation(applicationsEndpoints.answerOffer, {
    toInput: ({ id, ...body }: OfferAnswerBody & { id: string }) => ({ params: { id }, body }),
  });

import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { evaluationBody, supervisorEvaluationResponse } from '../contracts/placement-closure';
import { supervisorAnswerResponse, supervisorHoursAnswerBody, supervisorHoursResponse, supervisorLinkParams } from '../contracts/placement-hours';

// A placement's supervisor answers without an account (docs/product/placement-hours.md#the-supervisor-needs-no-account):
// each e-mail carries a single-use link whose token names one placement's shifts (or its evaluation).
// Public, rate limited per network; a token that names nothing reads as not found, an expired or
// replaced one as LINK_EXPIRED / LINK_INVALID, one already answered shows its answer date (and a
// second answer is 409).

const tag = 'supervisor';

export const supervisorEndpoints = {
  hours: defineEndpoint({
    method: 'GET',
    path: '/api/supervisor/hours/:token',
    tag,
    summary: 'The days a supervisor is asked to confirm, from the link they received',
    access: access.public,
    params: supervisorLinkParams,
    response: supervisorHoursResponse,
    reads: ['placementHours'],
    rateLimited: true,
    errors: ['LINK_EXPIRED', 'LINK_INVALID'],
  }),
  /** Every listed day answered at once: confirm, correct (times and a note) or absent. */
  answerHours: defineEndpoint({
    method: 'POST',
    path: '/api/supervisor/hours/:token',
    tag,
    summary: "Confirm, correct or mark absent each day of the link's week",
    access: access.public,
    params: supervisorLinkParams,
    body: supervisorHoursAnswerBody,
    response: supervisorAnswerResponse,
    changes: ['placementHours'],
    rateLimited: true,
    errors: ['CONFLICT', 'LINK_EXPIRED', 'LINK_INVALID'],
  }),
  evaluation: defineEndpoint({
    method: 'GET',
    path: '/api/supervisor/evaluation/:token',
    tag,
    summary: 'The placement a supervisor is asked to evaluate, from the link they received',
    access: access.public,
    params: supervisorLinkParams,
    response: supervisorEvaluationResponse,
    reads: ['placementClosure'],
    rateLimited: true,
    errors: ['LINK_EXPIRED', 'LINK_INVALID'],
  }),
  evaluate: defineEndpoint({
    method: 'POST',
    path: '/api/supervisor/evaluation/:token',
    tag,
    summary: 'Send the evaluation of the placement',
    access: access.public,
    params: supervisorLinkParams,
    body: evaluationBody,
    response: supervisorAnswerResponse,
    changes: ['placementClosure'],
    rateLimited: true,
    errors: ['CONFLICT', 'LINK_EXPIRED', 'LINK_INVALID'],
  }),
};

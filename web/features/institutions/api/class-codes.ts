// A school's class codes (docs/product/school-sign-in.md#class-codes): the list, making and
// revoking a code, and approving its requests at once. Lists refresh through the declarations'
// reads/changes ('roster').
import { useQuery } from '@tanstack/react-query';
import type { CreateClassCodeBody } from '@common/contracts/class-codes';
import { classCodesEndpoints } from '@common/endpoints/class-codes';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

export const classCodesQueryOptions = () => apiQueryOptions(classCodesEndpoints.list);

export function useClassCodes() {
  return useQuery(classCodesQueryOptions());
}

export function useCreateClassCode() {
  return useApiMutation(classCodesEndpoints.create, { toInput: (body: CreateClassCodeBody) => ({ body }) });
}

export function useRevokeClassCode() {
  return useApiMutation(classCodesEndpoints.revoke, { toInput: (id: string) => ({ params: { id } }) });
}

export function useApproveClassCodeRequests() {
  return useApiMutation(classCodesEndpoints.approveRequests, { toInput: (id: string) => ({ params: { id }, body: {} }) });
}

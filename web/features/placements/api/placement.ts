import { useQuery } from '@tanstack/react-query';
import { placementsEndpoints } from '@common/endpoints/placements';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

// The placement page's calls (common/endpoints/placements.ts). Each change `changes` placements,
// so the query client refreshes the placement and its versions when it settles (web/lib/query-client.ts).

export const usePlacement = (id: string) => useQuery(apiQueryOptions(placementsEndpoints.get, { params: { id } }));

/** Every version sent for signature, newest first: asked for once the agreement went out. */
export const usePlacementVersions = (id: string, enabled: boolean) =>
  useQuery({ ...apiQueryOptions(placementsEndpoints.versions, { params: { id } }), enabled });

/** One version's exact text, to read before signing or to read again. */
export const usePlacementVersion = (id: string, version: number, enabled = true) =>
  useQuery({ ...apiQueryOptions(placementsEndpoints.version, { params: { id, version } }), enabled });

export const useSaveEmployerPart = () => useApiMutation(placementsEndpoints.employerPart);
export const useSaveSchoolPart = () => useApiMutation(placementsEndpoints.schoolPart);
export const useNameGuardian = () => useApiMutation(placementsEndpoints.studentGuardian);
export const useSendForSignature = () => useApiMutation(placementsEndpoints.sendForSignature);
export const useSignPlacement = () => useApiMutation(placementsEndpoints.sign);
export const useDeclinePlacement = () => useApiMutation(placementsEndpoints.decline);
export const useCancelPlacement = () => useApiMutation(placementsEndpoints.cancel);
/** The employer attaches its risk assessment or the insurance certificate (multipart: `file`). */
export const useUploadPlacementFile = () => useApiMutation(placementsEndpoints.uploadFile);

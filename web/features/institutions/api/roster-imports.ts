// A school's roster imports (docs/product/school-sign-in.md#roster-import-csv): upload a file for a
// preview, confirm or discard it, follow the run, and the last imports. Lists refresh through the
// declarations' reads/changes ('roster').
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RosterImport } from '@common/contracts/roster-imports';
import { rosterImportsEndpoints } from '@common/endpoints/roster-imports';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';
import { refreshAfterChange } from '@web/lib/query-client';

/**
 * While an import waits in the queue or runs, its page looks again this often, so the school sees
 * the progress bar move and the counts arrive. The product's queries never poll otherwise: the run
 * happens in the background worker, and no change made in this browser could tell the page it ended.
 */
const RUNNING_REFRESH_MS = 2000;

const isUnderWay = (status: RosterImport['status'] | undefined) => status === 'queued' || status === 'running';

export const rosterImportsQueryOptions = () => apiQueryOptions(rosterImportsEndpoints.list);

export function useRosterImports() {
  return useQuery(rosterImportsQueryOptions());
}

/** One import; polled only while it is queued or running. When it ends, what reads the roster is fetched again. */
export function useRosterImport(id: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    ...apiQueryOptions(rosterImportsEndpoints.get, { params: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (current) => (isUnderWay(current.state.data?.import.status) ? RUNNING_REFRESH_MS : false),
  });
  const status = query.data?.import.status;
  const wasUnderWay = useRef(false);
  useEffect(() => {
    // The run wrote the roster in the background: when this page saw it end, the students' table
    // and the list of imports are fetched again (an import that had ended before needs nothing).
    if (isUnderWay(status)) wasUnderWay.current = true;
    else if (wasUnderWay.current && status !== undefined) {
      wasUnderWay.current = false;
      void refreshAfterChange(client, ['roster']);
    }
  }, [client, status]);
  return query;
}

export function useUploadRosterImport() {
  return useApiMutation(rosterImportsEndpoints.upload, {
    toInput: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return { body };
    },
  });
}

export function useConfirmRosterImport() {
  return useApiMutation(rosterImportsEndpoints.confirm, { toInput: (id: string) => ({ params: { id } }) });
}

export function useDiscardRosterImport() {
  return useApiMutation(rosterImportsEndpoints.discard, { toInput: (id: string) => ({ params: { id } }) });
}

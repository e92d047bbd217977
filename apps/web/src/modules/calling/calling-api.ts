import {
  CALL_STATUS_MACHINE,
  CallStatus,
  assetEndpoints,
  callingEndpoints as endpoints,
  type CallRecord,
  type CallStatusReport,
  type CallUpdateBody,
  type NamedAsset,
  type TeleCallBody,
} from '@console/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { QueryValue } from '../../platform/core/api/api-client.ts';
import { callEndpoint, endpointUrl } from '../../platform/core/api/call-endpoint.ts';
import { listQueryPrefix, updateListRows } from '../../platform/kit/list/list-cache.ts';
import { callStatusOf, lastCallSidOf, rememberCallStatus } from './call-status-store.ts';

// The calling calls (001 §7) and how their answers land: an edited call replaces its row in
// every cached list page; a placed call and every status refresh are remembered per number.

export const CALLS_PATH = endpoints.list.path;
export const MIS_PATH = endpoints.misExcel.path;
export const callKey = (id: number) => ['calling', 'call', id] as const;
const BRANCH_SUMMARY_KEY = ['calling', 'branch-summary'] as const;

export function recordingUrl(id: number): string {
  return endpointUrl(endpoints.recording, { params: { id } });
}

export function useCall(id: number | null) {
  return useQuery({
    queryKey: callKey(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoints.detail, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useSentimentReasons() {
  return useQuery({
    queryKey: ['calling', 'sentiment-reasons'],
    queryFn: ({ signal }) => callEndpoint(endpoints.sentimentReasons, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** A reference list of the asset endpoints that is the same for everyone (groups, programs). */
export function useReferenceList(name: 'group' | 'program', academicYearId: number) {
  return useQuery({
    queryKey: ['asset', 'target_info', name, academicYearId],
    queryFn: ({ signal }): Promise<NamedAsset[]> =>
      name === 'program'
        ? callEndpoint(assetEndpoints.program, {
            query: { academic_year_id: academicYearId },
            signal,
          })
        : callEndpoint(assetEndpoints.group, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /adoption_call/branch_summary: the list's filtered calls per branch and status. */
export function useBranchSummary(filters: Record<string, QueryValue>) {
  return useQuery({
    queryKey: [...BRANCH_SUMMARY_KEY, filters],
    queryFn: ({ signal }) => callEndpoint(endpoints.branchSummary, { query: filters, signal }),
    // New filters keep the old bars on screen until the new ones come.
    placeholderData: keepPreviousData,
  });
}

function replaceCall(client: QueryClient, call: CallRecord) {
  client.setQueryData(callKey(call.id), call);
  updateListRows<CallRecord>(client, CALLS_PATH, (row) => (row.id === call.id ? call : row));
}

/** PUT /adoption_call/{id}: remarks, principal remarks, sentiment and its reason. */
export function useUpdateCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CallUpdateBody }) =>
      callEndpoint(endpoints.review, { params: { id }, body }),
    onSuccess: (call) => replaceCall(client, call),
  });
}

/** POST /adoption_call/tele_call: the new call joins the list and its number's status. */
export function usePlaceCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TeleCallBody) => callEndpoint(endpoints.teleCall, { body }),
    // The call button reports a refusal itself, beside the field it concerns or as one toast.
    meta: { silent: true },
    onSuccess: (call) => {
      rememberCallStatus(call.user_number, call.call_sid, call.status);
      void client.invalidateQueries({ queryKey: listQueryPrefix(CALLS_PATH) });
      void client.invalidateQueries({ queryKey: BRANCH_SUMMARY_KEY });
    },
  });
}

/**
 * POST /adoption_call/update_call_status: remembers each found call's status under its number
 * and refreshes the calls whose status changed.
 */
export async function refreshCallStatuses(
  client: QueryClient,
  callSids: readonly string[],
  /** Called for each call this browser followed that has just been answered and ended. */
  onCompleted?: (report: CallStatusReport) => void,
): Promise<CallStatusReport[]> {
  if (callSids.length === 0) return [];
  const reports = await callEndpoint(endpoints.refreshStatuses, {
    body: { call_sids: [...callSids] },
  });
  let changed = false;
  for (const report of reports) {
    if (!report.found || report.user_number === null) continue;
    // The number's remembered call is its latest: a report on an older call to it (placed again
    // meanwhile) is not that call's. A report that arrives late can be older than one already
    // kept: a call's status only moves forward, as on the server.
    if (lastCallSidOf(report.user_number) !== report.call_sid) continue;
    const before = callStatusOf(report.user_number);
    if (report.status !== before && !CALL_STATUS_MACHINE.canMove(before, report.status)) continue;
    if (report.status !== before) {
      rememberCallStatus(report.user_number, report.call_sid, report.status);
      if (report.status === CallStatus.Completed) onCompleted?.(report);
    }
    updateListRows<CallRecord>(client, CALLS_PATH, (row) => {
      if (row.call_sid !== report.call_sid) return row;
      if (row.status === report.status && row.has_recording === report.has_recording) return row;
      changed = true;
      return {
        ...row,
        status: report.status,
        duration: report.duration,
        has_recording: report.has_recording,
      };
    });
  }
  if (changed) {
    void client.invalidateQueries({ queryKey: ['calling', 'call'] });
    void client.invalidateQueries({ queryKey: BRANCH_SUMMARY_KEY });
  }
  return reports;
}

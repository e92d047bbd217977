import {
  gatePassEndpoints as endpoints,
  type ArchiveAuthorizedMemberBody,
  type AuthorizedMemberBody,
  type GatePassDecision,
  type GatePassDecisionBody,
  type GatePassDetail,
  type GatePassRow,
  type PickupDecisionBody,
} from '@console/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { ApiError } from '../../platform/core/api/api-client.ts';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { listQueryPrefix, updateListRows } from '../../platform/kit/list/list-cache.ts';

// The gate-pass calls (001 §7) as hooks, and how their answers land in the cache: a decision
// updates the detail and every cached list row in place; member and pickup changes refresh the
// detail that shows them.

/** The list's cache key: every cached page of GET /gate_pass. */
const GATE_PASS_LIST = endpoints.list.path;

export const gatePassKey = (id: number) => ['gate-pass', id] as const;
const moduleInfoKey = ['gate-pass', 'module-info'] as const;

/** GET /gate_pass/module_info: the rejection reasons; they change rarely. */
export function useGatePassModuleInfo() {
  return useQuery({
    queryKey: moduleInfoKey,
    queryFn: ({ signal }) => callEndpoint(endpoints.moduleInfo, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /gate_pass/{id} in the header's academic year (404 outside the user's scope). */
export function useGatePass(id: number | null) {
  const [academicYearId] = useAcademicYear();
  return useQuery({
    queryKey: [...gatePassKey(id ?? 0), academicYearId],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.detail, {
        params: { id: id! },
        query: { academic_year_id: academicYearId },
        signal,
      }),
    enabled: id !== null,
  });
}

/** Puts a decision everywhere the screens hold the pass. */
export function storeDecision(client: QueryClient, answer: GatePassDecision): void {
  const changes = {
    status: answer.status,
    rejection_reason: answer.gate_pass_rejection_reason,
    rejection_reason_type: answer.gate_pass_rejection_reason_type,
  };
  client.setQueriesData<GatePassDetail>({ queryKey: gatePassKey(answer.id) }, (pass) =>
    pass ? { ...pass, ...changes, has_limit_reached: answer.has_limit_reached } : pass,
  );
  updateListRows<GatePassRow>(client, GATE_PASS_LIST, (row) =>
    row.id === answer.id ? { ...row, ...changes } : row,
  );
  // Who decided and when come with the next read of the detail.
  void client.invalidateQueries({ queryKey: gatePassKey(answer.id) });
  void client.invalidateQueries({ queryKey: listQueryPrefix(GATE_PASS_LIST), refetchType: 'none' });
}

/** PUT /gate_pass/{id}: approve or reject one pass (the row, the detail, a bulk run). */
export function decideGatePass(
  id: number,
  body: GatePassDecisionBody,
  academicYearId: number,
): Promise<GatePassDecision> {
  return callEndpoint(endpoints.decide, {
    params: { id },
    query: { academic_year_id: academicYearId },
    body,
  });
}

/** The server refused because the pass has moved on (someone else decided it first). */
export const isDecidedElsewhere = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;

/** PUT /gate_pass/{id}: approve or reject. */
export function useGatePassDecision(id: number) {
  const client = useQueryClient();
  const [academicYearId] = useAcademicYear();
  return useMutation({
    mutationFn: (body: GatePassDecisionBody) => decideGatePass(id, body, academicYearId),
    meta: { silent: true },
    onSuccess: (answer) => storeDecision(client, answer),
    // Decided by someone else meanwhile: read the pass again, so the screen shows who and how.
    onError: (error) => {
      if (!isDecidedElsewhere(error)) return;
      void client.invalidateQueries({ queryKey: gatePassKey(id) });
      void client.invalidateQueries({ queryKey: listQueryPrefix(GATE_PASS_LIST) });
    },
  });
}

/** PUT /gate_pass/{gate_pass_id}/member/{member_id} (member_id: the entry/exit log). */
export function usePickupDecision(gatePassId: number) {
  const client = useQueryClient();
  const [academicYearId] = useAcademicYear();
  return useMutation({
    mutationFn: ({ logId, body }: { logId: number; body: PickupDecisionBody }) =>
      callEndpoint(endpoints.decidePickup, {
        params: { gate_pass_id: gatePassId, member_id: logId },
        query: { academic_year_id: academicYearId },
        body,
      }),
    meta: { silent: true },
    onSuccess: (answer) => {
      client.setQueriesData<GatePassDetail>({ queryKey: gatePassKey(gatePassId) }, (pass) =>
        pass
          ? {
              ...pass,
              gate_pass_entry_exit_logs: pass.gate_pass_entry_exit_logs.map((log) =>
                log.id === answer.id ? { ...log, ...answer } : log,
              ),
            }
          : pass,
      );
    },
  });
}

/** POST …/student_authorized_member and PUT …/archive_authorized_member (204). */
export function useMemberChanges(admission: string, gatePassId: number) {
  const client = useQueryClient();
  const [academicYearId] = useAcademicYear();
  const params = { admission };
  const query = { academic_year_id: academicYearId };
  const refresh = () => client.invalidateQueries({ queryKey: gatePassKey(gatePassId) });
  const add = useMutation({
    mutationFn: (body: AuthorizedMemberBody) =>
      callEndpoint(endpoints.addAuthorizedMember, { params, query, body }),
    meta: { silent: true },
    onSuccess: refresh,
  });
  const archive = useMutation({
    mutationFn: (body: ArchiveAuthorizedMemberBody) =>
      callEndpoint(endpoints.archiveAuthorizedMember, { params, query, body }),
    meta: { silent: true },
    onSuccess: refresh,
  });
  return { add, archive };
}

import {
  GatePassMessages,
  GatePassStatus,
  GatePassType,
  PickupType,
  gatePassDecisionRefusal,
  type GatePassDecision,
  type GatePassDetail,
  type GatePassRow,
  type GatePassStatusCode,
} from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { createQueryClient } from '../../../app/providers.tsx';
import { fakeMe } from '../../../test-support/fake-me.ts';
import { stubApi, type SentRequest } from '../../../test-support/stub-api.ts';

// The gate-pass screens' test fixtures: passes shaped like the server's, and a server that
// answers the list (status filter, paging, x-total-count) and the decisions by the rules the real
// one applies (only a waiting pass is decided; otherwise 409 with the machine's words), so the
// screens' reloads see what changed. `decidedElsewhere` passes are approved by "someone else"
// just before this user's decision arrives.

export const REASONS = [
  { id: 11, name: 'Parent could not be reached to confirm' },
  { id: 12, name: 'Examination or test scheduled' },
];

export function fakePass(id: number, overrides: Partial<GatePassRow> = {}): GatePassRow {
  return {
    id,
    status: GatePassStatus.WaitingForApproval,
    type: GatePassType.GatePass,
    reason: 'Dental check-up',
    out_time: '2026-03-02T05:00:00Z',
    in_time: null,
    pickup_type: PickupType.Self,
    pickup_member_id: null,
    pickup_member_name: null,
    student_id: 100 + id,
    student_name: `Student ${id}`,
    admission_number: `ADM${id}`,
    branch_id: 1,
    branch_name: 'Madhapur',
    academic_year_id: 20,
    rejection_reason: null,
    rejection_reason_type: null,
    decided_by_name: null,
    decided_at: null,
    created_at: '2026-03-01T05:00:00Z',
    ...overrides,
  };
}

export interface FakeServer {
  sent: SentRequest[];
  passes: GatePassRow[];
  /** The decisions sent, as [pass id, body]. */
  decisions: () => [number, unknown][];
  /** The list calls sent, as their query strings. */
  listCalls: () => string[];
}

export function fakeGatePassServer(
  passes: GatePassRow[],
  options: { decidedElsewhere?: number[]; permissions?: string[] } = {},
): FakeServer {
  const elsewhere = new Set(options.decidedElsewhere ?? []);
  const decide = (pass: GatePassRow, body: { status: GatePassStatusCode }) => {
    if (elsewhere.has(pass.id)) pass.status = GatePassStatus.Approved;
    const refusal = gatePassDecisionRefusal(pass.status, body.status);
    if (refusal) return Response.json({ message: refusal }, { status: 409 });
    pass.status = body.status;
    const rejected = body.status === GatePassStatus.Rejected;
    const answer: GatePassDecision = {
      id: pass.id,
      status: body.status,
      gate_pass_rejection_reason: rejected ? 'Examination or test scheduled' : null,
      gate_pass_rejection_reason_type: rejected ? 12 : null,
      has_limit_reached: false,
      message: rejected ? GatePassMessages.rejected : GatePassMessages.approved,
    };
    return answer;
  };
  const detail = (pass: GatePassRow): GatePassDetail => ({
    ...pass,
    has_limit_reached: false,
    authorized_member_list: [],
    gate_pass_entry_exit_logs: [],
  });
  const routes: Parameters<typeof stubApi>[0] = {
    'GET /api/me': fakeMe({
      permissions: (options.permissions ?? ['gatepass_read', 'gatepass_update']) as never,
      visible_modules: ['gatepass'],
    }),
    'GET /api/gate_pass/module_info': {
      gate_pass_rejection_reasons: REASONS,
      leave_pass_monthly_limit: 3,
      authorized_member_limit: 10,
    },
    'GET /api/asset/target_info/branch': [{ id: 1, name: 'Madhapur', code: 'MDP' }],
    // No saved filter presets, and no history yet on a pass's page.
    'GET /api/preset_filter': [],
    'GET /api/audit_log/item': [],
    'GET /api/gate_pass': (request) => {
      const statuses = request.query.get('status_list')?.split(',').map(Number);
      const matching = passes.filter((pass) => !statuses || statuses.includes(pass.status));
      // sorting_clause and order as the server reads them (a column, asc or desc).
      const column = request.query.get('sorting_clause') as keyof GatePassRow | null;
      if (column) {
        const sign = request.query.get('order') === 'desc' ? -1 : 1;
        const value = (pass: GatePassRow) => pass[column] ?? '';
        matching.sort((a, b) => sign * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0));
      }
      const limit = Number(request.query.get('limit') ?? 30);
      const page = Number(request.query.get('page') ?? 1);
      return Response.json(matching.slice((page - 1) * limit, page * limit), {
        headers: { 'x-total-count': String(matching.length) },
      });
    },
  };
  for (const pass of passes) {
    routes[`GET /api/gate_pass/${pass.id}`] = () => detail(pass);
    routes[`PUT /api/gate_pass/${pass.id}`] = (request) =>
      decide(pass, request.body as { status: GatePassStatusCode });
  }
  const sent = stubApi(routes);
  return {
    sent,
    passes,
    decisions: () =>
      sent
        .filter((request) => request.method === 'PUT')
        .map((request) => [Number(request.path.split('/').at(-1)), request.body]),
    listCalls: () =>
      sent
        .filter((request) => request.method === 'GET' && request.path === '/api/gate_pass')
        .map((request) => request.query.toString()),
  };
}

/** The address on screen, for tests that follow navigation. */
export function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/** Renders screens at an address with a fresh cache. */
export function renderAt(entry: string, screens: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Address />
        {screens}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

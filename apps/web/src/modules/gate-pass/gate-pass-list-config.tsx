import {
  GATE_PASS_EXPORT_FILE,
  GatePassMessages,
  GATE_PASS_STATUSES,
  GATE_PASS_STATUS_FILTER_OPTIONS,
  GATE_PASS_TYPE_LABELS,
  GatePassStatus,
  GatePassType,
  PICKUP_TYPE_LABELS,
  gatePassEndpoints,
  type GatePassDecision,
  type GatePassRow,
  type GatePassTypeCode,
  type PickupTypeCode,
} from '@console/contract';
import { Flex, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { DateTimeLines } from '../../platform/kit/list/date-time-lines.tsx';
import type { ListColumn, ListConfig, ListFilter } from '../../platform/kit/list/list-config.ts';
import { StatusTag, statusOptions } from '../../platform/kit/tags/status-tag.tsx';
import { approvePassesAction, rejectPassesAction } from './gate-pass-bulk-actions.tsx';
import { GatePassDecisionButtons, type DecidedHow } from './gate-pass-decision-buttons.tsx';

// GET /gate_pass as a list (001 §2, §7): filters by status, out-time dates, type and branches, the
// admission-number and student-name searches, sorting through sorting_clause, and the export; for
// users who may decide, Approve and Reject on each waiting row and on the selected rows. A pass's
// link carries the list's address, so its page knows the list it was opened from (back, next).

const TYPE_OPTIONS = [GatePassType.GatePass, GatePassType.LeavePass].map((type) => ({
  value: String(type),
  label: GATE_PASS_TYPE_LABELS[type],
}));

const admissionNumber = z
  .string()
  .trim()
  .min(1, 'Enter an admission number.')
  .max(30, 'An admission number has at most 30 characters.');

const studentName = z
  .string()
  .trim()
  .min(1, GatePassMessages.studentNameSearch)
  .max(100, GatePassMessages.studentNameSearch);

const SEARCH_KEYS = [
  {
    key: 'admission_number',
    label: 'Admission number',
    placeholder: 'Admission number',
    validator: admissionNumber,
  },
  {
    key: 'student_name_search',
    label: 'Student name',
    placeholder: 'Part of the student’s name',
    validator: studentName,
  },
];

/** A pass's link, with the list's address: the pass's page walks and returns to this list. */
function PassLink({ to, children }: { to: string; children: React.ReactNode }) {
  const { search } = useLocation();
  return <Link to={`${to}${search}`}>{children}</Link>;
}

/** What the list's own decisions tell the page (to reload, keep the cache, move focus). */
export interface GatePassListDecisions {
  /** The user holds gatepass_update: Approve and Reject per row and on the selection. */
  canChange: boolean;
  /** A decision taken in a row, once the server accepted it. */
  onRowDecided?: (answer: GatePassDecision, how: DecidedHow) => void;
  /** Each decision of a bulk run the server accepted. */
  onBulkDecided?: (answer: GatePassDecision) => void;
}

const NO_DECISIONS: GatePassListDecisions = { canChange: false };

function columns(
  detailPath: (row: GatePassRow) => string,
  withStudent: boolean,
  decisions: GatePassListDecisions,
): ListColumn<GatePassRow>[] {
  const list: ListColumn<GatePassRow>[] = [
    {
      key: 'id',
      title: 'ID',
      sortable: true,
      width: 80,
      render: (row) => <PassLink to={detailPath(row)}>{row.id}</PassLink>,
    },
    ...(withStudent
      ? [
          {
            key: 'student',
            title: 'Student',
            maxWidth: 160,
            render: (row: GatePassRow) => (
              <Flex vertical>
                <span>{row.student_name}</span>
                <Typography.Text type="secondary">{row.admission_number}</Typography.Text>
              </Flex>
            ),
          },
          { key: 'branch_name', title: 'Branch', maxWidth: 110 },
        ]
      : []),
    {
      key: 'type',
      title: 'Type',
      // The type is a filter and on the pass; the times and pickup need the room at 1440 px.
      startsHidden: true,
      render: (row) => GATE_PASS_TYPE_LABELS[row.type as GatePassTypeCode] ?? String(row.type),
    },
    {
      key: 'status',
      title: 'Status',
      sortable: true,
      render: (row) => <StatusTag codes={GATE_PASS_STATUSES} code={row.status} />,
    },
    {
      key: 'out_time',
      title: 'Out time',
      sortable: true,
      render: (row) => <DateTimeLines value={row.out_time} />,
    },
    {
      key: 'in_time',
      title: 'In time',
      sortable: true,
      render: (row) => <DateTimeLines value={row.in_time} />,
    },
    {
      key: 'pickup',
      title: 'Pickup',
      maxWidth: 120,
      render: (row) =>
        [PICKUP_TYPE_LABELS[row.pickup_type as PickupTypeCode], row.pickup_member_name]
          .filter(Boolean)
          .join(': '),
    },
    {
      key: 'created_at',
      title: 'Requested',
      sortable: true,
      render: (row) => <DateTimeLines value={row.created_at} />,
    },
  ];
  if (decisions.canChange) {
    list.push({
      key: 'actions',
      title: 'Actions',
      fixed: 'right',
      render: (row) => (
        <GatePassDecisionButtons pass={row} compact onDecided={decisions.onRowDecided} />
      ),
    });
  }
  return list;
}

function bulkDecisions(
  academicYearId: number,
  decisions: GatePassListDecisions,
): Pick<ListConfig<GatePassRow>, 'bulkActions' | 'rowLabel'> {
  if (!decisions.canChange) return {};
  return {
    bulkActions: [
      approvePassesAction(academicYearId, decisions.onBulkDecided),
      rejectPassesAction(academicYearId, decisions.onBulkDecided),
    ],
    rowLabel: (row) => `gate pass ${row.id} (${row.student_name})`,
  };
}

const sharedFilters: ListFilter[] = [
  {
    kind: 'multi-select',
    key: 'status_list',
    label: 'Status',
    options: statusOptions(GATE_PASS_STATUSES, GATE_PASS_STATUS_FILTER_OPTIONS),
  },
  { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Out between' },
  { kind: 'select', key: 'type', label: 'Type', options: TYPE_OPTIONS },
];

/**
 * The queue opens on the passes waiting for a decision, the earliest out time first: the student
 * who leaves soonest is the one a late decision keeps at the gate (DECISIONS.md).
 */
export const GATE_PASS_OPENING = {
  defaultValues: { status_list: [String(GatePassStatus.WaitingForApproval)] },
  defaultSort: { field: 'out_time', order: 'asc' },
} as const satisfies Pick<ListConfig<GatePassRow>, 'defaultValues' | 'defaultSort'>;

/** The module's list: every filter, and the user's branches as a branch filter. */
export function gatePassListConfig(
  branches: readonly { id: number; name: string }[],
  academicYearId: number,
  decisions: GatePassListDecisions = NO_DECISIONS,
): ListConfig<GatePassRow> {
  return {
    endpoint: gatePassEndpoints.list,
    title: 'Gate Pass',
    rowKey: 'id',
    columns: columns((row) => `/gatepass/${row.id}`, true, decisions),
    // On a phone: who, when they go and why, and Approve and Reject under it.
    card: {
      title: 'student',
      fields: ['status', 'out_time', { key: 'reason', title: 'Reason' }, 'branch_name'],
    },
    filters: [
      ...sharedFilters,
      {
        kind: 'multi-select',
        key: 'branch_ids',
        label: 'Branches',
        options: branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
      },
    ],
    search: SEARCH_KEYS,
    sortParams: { field: 'sorting_clause', order: 'order' },
    ...GATE_PASS_OPENING,
    exportFileName: GATE_PASS_EXPORT_FILE,
    emptyText: 'No gate passes yet.',
    fixedQuery: { academic_year_id: academicYearId },
    ...bulkDecisions(academicYearId, decisions),
  };
}

/** One student's passes inside the student profile. */
export function studentGatePassListConfig(
  studentId: number,
  academicYearId: number,
): ListConfig<GatePassRow> {
  return {
    endpoint: gatePassEndpoints.list,
    presetPage: '/user-management/student/gatepass',
    title: 'Gate passes',
    rowKey: 'id',
    columns: columns(
      (row) => `/user-management/student/${studentId}/gatepass/${row.id}`,
      false,
      NO_DECISIONS,
    ),
    filters: sharedFilters,
    sortParams: { field: 'sorting_clause', order: 'order' },
    exportFileName: GATE_PASS_EXPORT_FILE,
    emptyText: 'This student has no gate passes.',
    fixedQuery: { academic_year_id: academicYearId, student_id: studentId },
  };
}

import {
  GATE_PASS_EXPORT_FILE,
  GATE_PASS_STATUSES,
  GATE_PASS_STATUS_FILTER_OPTIONS,
  GATE_PASS_TYPE_LABELS,
  GatePassType,
  PICKUP_TYPE_LABELS,
  gatePassEndpoints,
  type GatePassRow,
  type GatePassTypeCode,
  type PickupTypeCode,
} from '@console/contract';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../platform/content/content-tags.tsx';
import type { ListColumn, ListConfig, ListFilter } from '../../platform/list/list-config.ts';
import { StatusTag, statusOptions } from '../../platform/tags/status-tag.tsx';

// GET /gate_pass as a list (001 §2, §7): filters by status, out-time dates, type and branches, the
// admission-number search, sorting through sorting_clause, and the export.

const TYPE_OPTIONS = [GatePassType.GatePass, GatePassType.LeavePass].map((type) => ({
  value: String(type),
  label: GATE_PASS_TYPE_LABELS[type],
}));

const admissionNumber = z
  .string()
  .trim()
  .min(1, 'Enter an admission number.')
  .max(30, 'An admission number has at most 30 characters.');

function columns(
  detailPath: (row: GatePassRow) => string,
  withStudent: boolean,
): ListColumn<GatePassRow>[] {
  return [
    {
      key: 'id',
      title: 'ID',
      sortable: true,
      width: 90,
      render: (row) => <Link to={detailPath(row)}>{row.id}</Link>,
    },
    ...(withStudent
      ? [
          {
            key: 'student',
            title: 'Student',
            render: (row: GatePassRow) => (
              <Flex vertical>
                <span>{row.student_name}</span>
                <Typography.Text type="secondary">{row.admission_number}</Typography.Text>
              </Flex>
            ),
          },
          { key: 'branch_name', title: 'Branch' },
        ]
      : []),
    {
      key: 'type',
      title: 'Type',
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
      render: (row) => formatDateTime(row.out_time),
    },
    {
      key: 'in_time',
      title: 'In time',
      sortable: true,
      render: (row) => formatDateTime(row.in_time),
    },
    {
      key: 'pickup',
      title: 'Pickup',
      render: (row) =>
        [PICKUP_TYPE_LABELS[row.pickup_type as PickupTypeCode], row.pickup_member_name]
          .filter(Boolean)
          .join(': '),
    },
    {
      key: 'created_at',
      title: 'Requested',
      sortable: true,
      render: (row) => formatDateTime(row.created_at),
    },
  ];
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

/** The module's list: every filter, and the user's branches as a branch filter. */
export function gatePassListConfig(
  branches: readonly { id: number; name: string }[],
  academicYearId: number,
): ListConfig<GatePassRow> {
  return {
    endpoint: gatePassEndpoints.list,
    title: 'Gate Pass',
    rowKey: 'id',
    columns: columns((row) => `/gatepass/${row.id}`, true),
    filters: [
      ...sharedFilters,
      {
        kind: 'multi-select',
        key: 'branch_ids',
        label: 'Branches',
        options: branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
      },
    ],
    search: [
      {
        key: 'admission_number',
        label: 'Admission number',
        placeholder: 'Admission number',
        validator: admissionNumber,
      },
    ],
    sortParams: { field: 'sorting_clause', order: 'order' },
    exportFileName: GATE_PASS_EXPORT_FILE,
    emptyText: 'No gate passes yet.',
    fixedQuery: { academic_year_id: academicYearId },
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
    columns: columns((row) => `/user-management/student/${studentId}/gatepass/${row.id}`, false),
    filters: sharedFilters,
    sortParams: { field: 'sorting_clause', order: 'order' },
    exportFileName: GATE_PASS_EXPORT_FILE,
    emptyText: 'This student has no gate passes.',
    fixedQuery: { academic_year_id: academicYearId, student_id: studentId },
  };
}

import { AudioOutlined, EyeOutlined } from '@ant-design/icons';
import {
  CALL_STATUSES,
  REPORT_TYPE_LABELS,
  RENEWAL_MODE_LABELS,
  SEGMENTS,
  SENTIMENTS,
  STORED_CALL_STATUSES,
  CallType,
  callTypeEntry,
  callingEndpoints,
  searchById,
  searchEmployeeNumbers,
  searchMobile,
  type CallRecord,
  type CallTypeEntry,
  type NamedAsset,
} from '@console/contract';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { z } from 'zod';
import { DateTimeLines } from '../../platform/kit/list/date-time-lines.tsx';
import type { ListColumn, ListConfig, ListFilter } from '../../platform/kit/list/list-config.ts';
import { StatusTag, statusOptions } from '../../platform/kit/tags/status-tag.tsx';
import { CallButton, LastCallStatus } from './call-button.tsx';
import { formatDuration } from './call-duration.ts';

// GET /adoption_call of one call type as a ListPage: every filter of 001 §7 (those that apply
// to the type: renewal mode for renewal calls, designations and employee numbers for calls to
// staff), the searches with 001 §5's messages, the CSV export, and per row the review drawer,
// the recording and click-to-call.

export interface CallingListInputs {
  academicYearId: number;
  branches: readonly NamedAsset[];
  courses: readonly NamedAsset[];
  designations: readonly NamedAsset[];
  groups: readonly NamedAsset[];
  programs: readonly NamedAsset[];
  /** The user may place calls of this type. */
  canCall: boolean;
  onOpen: (call: CallRecord) => void;
  /** Calls of one student only (the student profile's calls). */
  studentId?: number;
}

const options = (assets: readonly NamedAsset[]) =>
  assets.map((asset) => ({ value: String(asset.id), label: asset.name }));
const labelled = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const shortText = (label: string, max: number) =>
  z.string().trim().min(1, `Enter ${label}.`).max(max, `At most ${max} characters.`);

/** A call's recording page, under its call type's menu entry (the flag keeps it highlighted). */
export function recordingPath(call: Pick<CallRecord, 'id' | 'call_type'>): string {
  const flag = callTypeEntry(call.call_type)?.flag;
  return `/adoption-calling/recording/${call.id}${flag ? `?call_type=${flag}` : ''}`;
}

export function callingListConfig(
  type: CallTypeEntry,
  inputs: CallingListInputs,
): ListConfig<CallRecord> {
  const toStaff = type.callee === 'staff';
  const columns: ListColumn<CallRecord>[] = [
    { key: 'id', title: 'ID', sortable: true, width: 80 },
    {
      key: 'created_at',
      title: 'Called at',
      sortable: true,
      render: (row) => <DateTimeLines value={row.created_at} />,
    },
    {
      key: 'person',
      title: toStaff ? 'Staff member' : 'Student',
      // Whom the call was to: always shown.
      hideable: false,
      maxWidth: 130,
      render: (row) => (
        <Flex vertical>
          <span>{(toStaff ? row.staff_name : row.student_name) ?? '—'}</span>
          <Typography.Text type="secondary">
            {toStaff ? row.employee_number : row.admission_number}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'user_number',
      title: 'Number',
      // Dialled by the Call button; Sentiment, Remarks and Agent need the room at 1440 px.
      startsHidden: true,
      render: (row) => (
        <Flex gap={6} align="center" wrap>
          <span>{row.user_number}</span>
          <LastCallStatus userNumber={row.user_number} />
        </Flex>
      ),
    },
    { key: 'branch_name', title: 'Branch', maxWidth: 120 },
    {
      key: 'status',
      title: 'Status',
      sortable: true,
      render: (row) => <StatusTag codes={CALL_STATUSES} code={row.status} />,
    },
    {
      key: 'duration',
      title: 'Talk time',
      // In the call's review; the list's first screen keeps the outcome.
      startsHidden: true,
      sortable: true,
      align: 'right',
      render: (row) => formatDuration(row.duration),
    },
    ...(type.code === CallType.Renewal
      ? [
          {
            key: 'renewal_mode',
            title: 'Renewal',
            render: (row: CallRecord) =>
              row.renewal_mode === null
                ? '—'
                : (RENEWAL_MODE_LABELS[row.renewal_mode as 1 | 2 | 3] ?? row.renewal_mode),
          },
        ]
      : []),
    {
      key: 'sentiment',
      title: 'Sentiment',
      maxWidth: 120,
      render: (row) => (
        <Flex vertical gap={2}>
          <StatusTag codes={SENTIMENTS} code={row.sentiment} />
          {row.sentiment_reason_name && (
            <Typography.Text type="secondary">{row.sentiment_reason_name}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'remarks',
      title: 'Remarks',
      render: (row) => (
        <Typography.Paragraph style={{ margin: 0, maxWidth: 160 }} ellipsis={{ rows: 2 }}>
          {row.remarks ?? '—'}
        </Typography.Paragraph>
      ),
    },
    { key: 'agent_name', title: 'Agent', maxWidth: 110 },
    {
      key: 'actions',
      title: 'Actions',
      render: (row) => (
        <Flex gap={4}>
          <Tooltip title="Review">
            <Button
              size="small"
              icon={<EyeOutlined />}
              aria-label={`Review call ${row.id}`}
              onClick={() => inputs.onOpen(row)}
            />
          </Tooltip>
          {row.has_recording && (
            <Tooltip title="Recording">
              <Link to={recordingPath(row)} aria-label={`Recording of call ${row.id}`}>
                <Button size="small" icon={<AudioOutlined />} tabIndex={-1} />
              </Link>
            </Tooltip>
          )}
          {inputs.canCall && <CallButton call={row} />}
        </Flex>
      ),
    },
  ];

  const filters: ListFilter[] = [
    {
      kind: 'multi-select',
      key: 'status_list',
      label: 'Status',
      options: statusOptions(CALL_STATUSES, STORED_CALL_STATUSES),
    },
    {
      kind: 'multi-select',
      key: 'branch_ids',
      label: 'Branches',
      options: options(inputs.branches),
    },
    { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Called' },
    {
      kind: 'select',
      key: 'sentiment',
      label: 'Sentiment',
      options: statusOptions(SENTIMENTS),
    },
    {
      kind: 'select',
      key: 'report_type',
      label: 'Report',
      options: labelled(REPORT_TYPE_LABELS).filter((option) => option.value !== '0'),
    },
    ...(toStaff
      ? [
          {
            kind: 'multi-select' as const,
            key: 'designation_ids',
            label: 'Designations',
            options: options(inputs.designations),
          },
        ]
      : [
          {
            kind: 'select' as const,
            key: 'segment',
            label: 'Segment',
            options: SEGMENTS.map((segment) => ({
              value: String(segment.id),
              label: segment.name,
            })),
          },
          {
            kind: 'multi-select' as const,
            key: 'course_ids',
            label: 'Courses',
            options: options(inputs.courses),
          },
          {
            kind: 'multi-select' as const,
            key: 'group_ids',
            label: 'Groups',
            options: options(inputs.groups),
          },
          {
            kind: 'multi-select' as const,
            key: 'program_ids',
            label: 'Programs',
            options: options(inputs.programs),
          },
        ]),
    ...(type.code === CallType.Renewal
      ? [
          {
            kind: 'select' as const,
            key: 'renewal_mode',
            label: 'Renewal mode',
            options: labelled(RENEWAL_MODE_LABELS),
          },
        ]
      : []),
    { kind: 'switch', key: 'unique', label: 'Latest per number' },
    { kind: 'switch', key: 'negative', label: 'Dissatisfied only' },
  ];

  return {
    endpoint: callingEndpoints.list,
    // Preset filters belong to the menu entry's list (or to the student profile's calls).
    presetPage:
      inputs.studentId !== undefined
        ? '/user-management/student/:id/calls'
        : `/adoption-calling${type.flag ? `?call_type=${type.flag}` : ''}`,
    title: `${type.name} Calling`,
    rowKey: 'id',
    columns,
    filters,
    search: [
      ...(toStaff
        ? [
            {
              key: 'employee_number_list',
              label: 'Employee numbers',
              placeholder: 'Comma-separated employee numbers',
              validator: searchEmployeeNumbers,
            },
          ]
        : [
            {
              key: 'student_name_search',
              label: 'Student name',
              validator: shortText('a name', 100),
            },
            {
              key: 'admission_number',
              label: 'Admission number',
              validator: shortText('an admission number', 30),
            },
          ]),
      {
        key: 'user_number',
        label: 'Mobile number',
        placeholder: '10-digit mobile number',
        validator: searchMobile,
      },
      { key: 'search_name', label: 'Agent name', validator: shortText('a name', 100) },
      { key: 'sid', label: 'Call SID', validator: shortText('a call SID', 64) },
      { key: 'id', label: 'ID', validator: searchById },
    ],
    sortParams: { field: 'sort', order: 'order' },
    exportFileName: type.exportFile,
    emptyText: `No ${type.name.toLowerCase()} calls yet.`,
    fixedQuery: {
      call_type: type.code,
      academic_year_id: inputs.academicYearId,
      ...(inputs.studentId !== undefined ? { student_id: inputs.studentId } : {}),
    },
    // The address's call_type flag chooses the page (the menu entry), not a filter.
    pageParams: ['call_type', 'type'],
  };
}

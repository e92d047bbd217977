import { PageTrail } from '../../platform/kit/layout/breadcrumbs.tsx';
import {
  EVENT_BOARD_LABELS,
  EVENT_MIS_REPORT_FILE,
  EVENT_SCHEDULE_PAST_MONTHS,
  GlobalModule,
  SEGMENTS,
  eventGalleryEndpoints,
  type MisReportRow,
  type ScheduleCompletion,
} from '@console/contract';
import { Alert, Flex, Progress, Select, Switch, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { ExportButton } from '../../platform/kit/list/export-button.tsx';
import type { QueryValue } from '../../platform/core/api/api-client.ts';
import { useTargetAsset } from '../../platform/kit/targeting/targeting-assets.ts';
import { useCompletion, useMisReport, useScheduleWindow } from './api.ts';
import { MisReportCharts } from './mis-report-charts.tsx';
import { PageHeading } from '../../platform/kit/layout/page-heading.tsx';
import { chosenValues } from '../../platform/kit/form/chosen-values.ts';
import { tableLoading } from '../../platform/kit/list/table-loading.tsx';

// /event-gallery/branch-wise-schedules: per branch, how many schedules applied and how many were
// answered with photos, how many rated them and their mean (each rater's rating under the row);
// and the MIS report, which
// answers 403 'Segment access is not permitted' for a segment outside the user's access, with
// charts of the page's branches above its table.

const idList = (text: string | null) =>
  (text ?? '')
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);

export default function BranchCompletionPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'mis' ? 'mis' : 'completion';
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
    setParams(next);
  };
  return (
    <Flex vertical gap={16}>
      <PageTrail
        list={{ to: '/event-gallery', label: 'Event Gallery' }}
        page="Branch-wise schedules"
      />
      <PageHeading>Branch-wise schedules</PageHeading>
      <Tabs
        activeKey={view}
        onChange={(key) => setParam('view', key === 'mis' ? 'mis' : undefined)}
        items={[
          { key: 'completion', label: 'Schedule completion' },
          { key: 'mis', label: 'MIS report' },
        ]}
      />
      {view === 'completion' ? (
        <CompletionView params={params} setParam={setParam} />
      ) : (
        <MisReportView params={params} setParam={setParam} />
      )}
    </Flex>
  );
}

interface ViewProps {
  params: URLSearchParams;
  setParam: (key: string, value: string | undefined) => void;
}

/** The branches within the user's event scope, several at a time. */
function BranchPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const [academicYearId] = useAcademicYear();
  const branches =
    useTargetAsset('branch', { globalModuleId: GlobalModule.events, academicYearId }).data ?? [];
  return (
    <Select
      aria-label="Branches"
      mode="multiple"
      allowClear
      placeholder="Branches"
      optionFilterProp="label"
      {...chosenValues('branches')}
      style={{ minWidth: 240 }}
      value={value}
      options={branches.map((b) => ({ value: b.id, label: b.name }))}
      onChange={onChange}
    />
  );
}

type Rater = NonNullable<ReturnType<typeof useCompletion>['data']>['rating_users'][number];

/** "3 of 5 raters · mean 4.2", or a dash before the first rating. */
function ratingSummary(row: ScheduleCompletion, raterCount: number): string {
  if (row.ratings.length === 0) return '—';
  const mean = row.ratings.reduce((sum, one) => sum + one.rating, 0) / row.ratings.length;
  return `${row.ratings.length} of ${raterCount} ${raterCount === 1 ? 'rater' : 'raters'} · mean ${mean.toFixed(1)}`;
}

/** Each rater's mean rating of the branch's events, under its row. */
function RaterRatings({ row, raters }: { row: ScheduleCompletion; raters: readonly Rater[] }) {
  return (
    <Flex wrap gap={8} role="list" aria-label={`Ratings of ${row.branch_name}`}>
      {row.ratings.map((one) => {
        const rater = raters.find((candidate) => candidate.id === one.user_id);
        return (
          <Tag key={one.user_id} role="listitem">
            {rater?.name ?? `User ${one.user_id}`} ({rater?.rater === 'rd' ? 'R&D' : 'ZC'}):{' '}
            {one.rating}
          </Tag>
        );
      })}
    </Flex>
  );
}

function CompletionView({ params, setParam }: ViewProps) {
  const [academicYearId] = useAcademicYear();
  const schedules = useScheduleWindow(EVENT_SCHEDULE_PAST_MONTHS).data ?? [];
  const scheduleId = Number(params.get('event_schedule_id')) || undefined;
  const forRating = params.get('for_rating') === 'true';
  const branchIds = idList(params.get('branch_ids'));
  const query: Record<string, QueryValue> = {
    academic_year_id: academicYearId,
    event_schedule_id: scheduleId,
    for_rating: forRating || undefined,
    branch_ids: branchIds,
  };
  const completion = useCompletion(query);
  const raters = completion.data?.rating_users ?? [];

  const columns: ColumnsType<ScheduleCompletion> = [
    { key: 'branch', title: 'Branch', dataIndex: 'branch_name', fixed: 'left' },
    {
      key: 'board',
      title: 'Board',
      width: 100,
      render: (_v, row) => EVENT_BOARD_LABELS[row.is_cbse ? 'Cbse' : 'NonCbse'],
    },
    { key: 'scheduled', title: 'Scheduled', dataIndex: 'scheduled', align: 'right', width: 100 },
    {
      key: 'uploaded',
      title: 'Uploaded',
      align: 'right',
      width: 100,
      render: (_v, row) =>
        row.event_ids.length === 1 ? (
          <Link to={`/event-gallery/${row.event_ids[0]}`}>{row.uploaded}</Link>
        ) : (
          row.uploaded
        ),
    },
    {
      key: 'completion',
      title: 'Completion',
      width: 160,
      render: (_v, row) => (
        <Progress
          percent={row.completion_percent}
          size="small"
          aria-label={`Completion of ${row.branch_name}`}
        />
      ),
    },
    { key: 'zc', title: 'Rated by ZC', dataIndex: 'rated_by_zc', align: 'right', width: 110 },
    { key: 'rd', title: 'Rated by R&D', dataIndex: 'rated_by_rd', align: 'right', width: 120 },
    // One column for every rater did not fit (dozens of zonal coordinators): the row says how
    // many rated and their mean; each rater's rating opens under the row.
    {
      key: 'ratings',
      title: 'Ratings',
      width: 200,
      render: (_v, row) => ratingSummary(row, raters.length),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label="Schedule"
          allowClear
          placeholder="Every schedule of the year"
          style={{ minWidth: 320 }}
          value={scheduleId}
          options={schedules.map((s) => ({
            value: s.id,
            label: `${s.event_type_name}, ${dayjs(s.scheduled_at).format('DD-MMM-YYYY')}`,
          }))}
          onChange={(id: number | undefined) =>
            setParam('event_schedule_id', id ? String(id) : undefined)
          }
        />
        <BranchPicker value={branchIds} onChange={(ids) => setParam('branch_ids', ids.join(','))} />
        <label>
          <Flex gap={8} align="center">
            <Switch
              aria-label="Only branches to rate"
              checked={forRating}
              onChange={(on) => setParam('for_rating', on ? 'true' : undefined)}
            />
            Only branches to rate
          </Flex>
        </label>
      </Flex>
      {completion.isError ? (
        <Alert
          type="error"
          showIcon
          title="The completion could not be loaded"
          description={completion.error.message}
        />
      ) : (
        <Table<ScheduleCompletion>
          aria-label="Schedule completion"
          rowKey="branch_id"
          size="small"
          {...tableLoading(completion, 'schedule completion')}
          dataSource={completion.data?.schedule_completions ?? []}
          columns={columns}
          // At least this wide (a phone scrolls the table, not the page); on a wider screen the
          // branch takes the room the counts leave, and a long name wraps. At its
          // content's width (max-content) nothing wrapped and the Ratings column left the
          // table at 1440 px.
          scroll={{ x: 960 }}
          expandable={{
            rowExpandable: (row) => row.ratings.length > 0,
            expandedRowRender: (row) => <RaterRatings row={row} raters={raters} />,
          }}
          pagination={{ pageSize: 50, showTotal: (total) => `${total} branches` }}
        />
      )}
    </Flex>
  );
}

function MisReportView({ params, setParam }: ViewProps) {
  const [academicYearId] = useAcademicYear();
  const segmentId = Number(params.get('segment_id')) || undefined;
  const branchText = params.get('branch_ids');
  const branchIds = useMemo(() => idList(branchText), [branchText]);
  const page = Number(params.get('page')) || 1;
  const query = useMemo<Record<string, QueryValue>>(
    () => ({
      academic_year_id: academicYearId,
      segment_id: segmentId,
      branch_ids: branchIds,
      page,
      limit: 50,
    }),
    [academicYearId, segmentId, branchIds, page],
  );
  const report = useMisReport(query);

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label="Segment"
          allowClear
          placeholder="All segments"
          style={{ minWidth: 200 }}
          value={segmentId}
          options={SEGMENTS.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(id: number | undefined) => setParam('segment_id', id ? String(id) : undefined)}
        />
        <BranchPicker value={branchIds} onChange={(ids) => setParam('branch_ids', ids.join(','))} />
        <div style={{ marginLeft: 'auto' }}>
          <ExportButton
            endpoint={eventGalleryEndpoints.misReport}
            query={query}
            fileName={EVENT_MIS_REPORT_FILE}
            disabled={report.isError || report.data?.total === 0}
          />
        </div>
      </Flex>
      {report.isError ? (
        // 001 §8: a 403 here says 'Segment access is not permitted'; the server's words are shown.
        <Alert type="error" showIcon title={report.error.message} />
      ) : (
        <>
          {(report.data?.rows.length ?? 0) > 0 && <MisReportCharts rows={report.data!.rows} />}
          <Table<MisReportRow>
            aria-label="MIS report"
            rowKey="branch_id"
            size="small"
            {...tableLoading(report, 'MIS report')}
            dataSource={report.data?.rows ?? []}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'branch', title: 'Branch', dataIndex: 'branch_name' },
              { key: 'events', title: 'Events', dataIndex: 'events', align: 'right' },
              { key: 'active', title: 'Published', dataIndex: 'active_events', align: 'right' },
              { key: 'uploaded', title: 'Uploaded', dataIndex: 'uploaded_events', align: 'right' },
              {
                key: 'not',
                title: 'Not uploaded',
                dataIndex: 'not_uploaded_events',
                align: 'right',
              },
              { key: 'images', title: 'Photos', dataIndex: 'images', align: 'right' },
              { key: 'zc', title: 'Rated by ZC', dataIndex: 'rated_by_zc', align: 'right' },
              { key: 'rd', title: 'Rated by R&D', dataIndex: 'rated_by_rd', align: 'right' },
              {
                key: 'avg-zc',
                title: 'Mean ZC rating',
                align: 'right',
                render: (_v, row) => row.average_zc_rating ?? '—',
              },
              {
                key: 'avg-rd',
                title: 'Mean R&D rating',
                align: 'right',
                render: (_v, row) => row.average_rd_rating ?? '—',
              },
            ]}
            pagination={{
              current: page,
              pageSize: 50,
              total: report.data?.total ?? 0,
              showSizeChanger: false,
              onChange: (next) => setParam('page', next === 1 ? undefined : String(next)),
            }}
          />
        </>
      )}
    </Flex>
  );
}

import {
  BACKGROUND_JOBS_EXPORT_FILE,
  BACKGROUND_JOB_STATUSES,
  backgroundJobEndpoints,
  searchById,
  type BackgroundJob,
} from '@console/contract';
import { Typography } from 'antd';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import type { ListConfig } from '../../platform/kit/list/list-config.ts';
import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { StatusTag, statusOptions } from '../../platform/kit/tags/status-tag.tsx';

const JOB_POLL_MS = 5000;

export const backgroundJobsList: ListConfig<BackgroundJob> = {
  endpoint: backgroundJobEndpoints.list,
  title: 'Background jobs',
  rowKey: 'id',
  exportFileName: BACKGROUND_JOBS_EXPORT_FILE,
  emptyText: 'No jobs yet.',
  sortParams: { field: 'sort', order: 'order' },
  columns: [
    { key: 'id', title: 'ID', sortable: true, width: 90 },
    {
      key: 'kind',
      title: 'Kind',
      render: (row) => <Typography.Text code>{row.kind}</Typography.Text>,
    },
    { key: 'key', title: 'About' },
    {
      key: 'status',
      title: 'Status',
      render: (row) => <StatusTag codes={BACKGROUND_JOB_STATUSES} code={row.status} />,
    },
    {
      key: 'run_at',
      title: 'Runs at',
      sortable: true,
      render: (row) => formatDateTime(row.run_at),
    },
    { key: 'attempts', title: 'Attempts', align: 'right' },
    {
      key: 'last_error',
      title: 'Last error',
      render: (row) =>
        row.last_error ? (
          <Typography.Paragraph
            type="danger"
            style={{ margin: 0, maxWidth: 360 }}
            ellipsis={{ rows: 2, expandable: 'collapsible' }}
          >
            {row.last_error}
          </Typography.Paragraph>
        ) : (
          '—'
        ),
    },
    { key: 'finished_at', title: 'Finished', render: (row) => formatDateTime(row.finished_at) },
  ],
  filters: [
    {
      kind: 'select',
      key: 'status',
      label: 'Status',
      options: statusOptions(BACKGROUND_JOB_STATUSES),
    },
    { kind: 'text', key: 'kind', label: 'Kind', placeholder: 'Kind, e.g. content.deliver' },
  ],
  search: [{ key: 'search_by_id', label: 'ID', validator: searchById }],
  // Watch a scheduled send go out without reloading.
  refetchInterval: (rows) =>
    rows.some((row) => row.status === 'queued' || row.status === 'running') ? JOB_POLL_MS : false,
};

/**
 * /hangfire (000 §2's /hangfire?access_token=…): the background-job dashboard, opened in a new
 * tab for holders of hangfire_read: the job runner's queue (GET /jobs), what is scheduled,
 * running, done or failed, and why. The menu opens it without a token (the new tab shares the
 * session); an old link's token is dropped from the address by the auth guard before anything
 * renders, and never used.
 */
export default function BackgroundJobsPage() {
  return <ListPage config={backgroundJobsList} />;
}

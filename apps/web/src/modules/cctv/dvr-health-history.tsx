import { DVR_HEALTH, type DvrHealthHistoryRow } from '@console/contract';
import { Alert, Card, Table } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { useDvrHealthHistory } from './cctv-api.ts';
import { diskFreeText, formatDrift } from './cctv-format.ts';
import { tableLoading } from '../../platform/kit/list/table-loading.tsx';

// A recorder's checks (the recurring health check's and each scan's), newest first: what the
// board counted it as, when, and why.

const PAGE_SIZE = 10;

export function DvrHealthHistory({ dvrId }: { dvrId: number }) {
  const [page, setPage] = useState(1);
  const history = useDvrHealthHistory(dvrId, page, PAGE_SIZE);
  return (
    <Card title="Health history">
      {history.isError ? (
        <Alert
          type="error"
          showIcon
          title="The checks could not be loaded"
          description={history.error.message}
        />
      ) : (
        <Table<DvrHealthHistoryRow>
          aria-label="Health history"
          rowKey="id"
          size="small"
          dataSource={history.data?.rows ?? []}
          {...tableLoading(
            history,
            'health history',
            'Not checked yet. A scan or the quarter-hourly check records one.',
          )}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: history.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'checked_at',
              title: 'Checked',
              render: (_, row) => formatDateTime(row.checked_at),
            },
            {
              key: 'state',
              title: 'Health',
              render: (_, row) => <StatusTag codes={DVR_HEALTH} code={row.state} />,
            },
            { key: 'message', title: 'Found', render: (_, row) => row.message ?? '—' },
            {
              key: 'cameras',
              title: 'Cameras offline',
              render: (_, row) =>
                row.channels_total === null
                  ? '—'
                  : `${row.channels_offline} of ${row.channels_total}`,
            },
            {
              key: 'disk',
              title: 'Disk free',
              render: (_, row) =>
                diskFreeText(row.disk_free_bytes, row.disk_total_bytes, row.state),
            },
            {
              key: 'clock',
              title: 'Clock',
              render: (_, row) => formatDrift(row.clock_drift_seconds),
            },
          ]}
        />
      )}
    </Card>
  );
}

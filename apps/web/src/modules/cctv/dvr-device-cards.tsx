import {
  DISK_STATES,
  DVR_CLOCK_DRIFT_LIMIT_SECONDS,
  type DvrStorageAnswer,
} from '@console/contract';
import { Alert, Button, Card, Descriptions, Empty, Progress, Table } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { HueTag } from '../../platform/kit/tags/hue-tag.tsx';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { useDvrStorage, useDvrTime } from './cctv-api.ts';
import { diskOwnFreeText, formatBytes, formatDrift } from './cctv-format.ts';

// A recorder's disks and clock, read from the recorder itself when staff ask (each reading is
// a few seconds' exchange with a device on a branch's network, so not on every page view).

type Disk = DvrStorageAnswer['disks'][number];

/** A card whose content is read from the recorder on the button's press, again on the next. */
function ReadOnDemand({
  title,
  action,
  disabled,
  query,
  children,
}: {
  title: string;
  action: string;
  disabled: boolean;
  query: { isFetching: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      extra={
        <Button
          size="small"
          loading={query.isFetching}
          disabled={disabled}
          onClick={() => void query.refetch()}
        >
          {action}
        </Button>
      }
    >
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title="The recorder could not be read"
          description={query.error?.message}
        />
      ) : (
        children
      )}
    </Card>
  );
}

export function StorageCard({ dvrId, disabled }: { dvrId: number; disabled: boolean }) {
  const [asked, setAsked] = useState(false);
  const storage = useDvrStorage(dvrId, false);
  const read = {
    ...storage,
    refetch: () => {
      setAsked(true);
      return storage.refetch();
    },
  };
  return (
    <ReadOnDemand
      title="Storage"
      action={asked ? 'Read again' : 'Read disks'}
      disabled={disabled}
      query={read}
    >
      {!storage.data ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Read the disks from the recorder."
        />
      ) : storage.data.disks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The recorder lists no disk." />
      ) : (
        <Table<Disk>
          aria-label="Disks"
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={storage.data.disks}
          columns={[
            { key: 'id', title: 'Disk', dataIndex: 'id' },
            {
              key: 'used',
              title: 'Used',
              width: 200,
              render: (_, disk) => {
                const used =
                  disk.capacity_bytes > 0 ? 1 - disk.free_bytes / disk.capacity_bytes : 0;
                return (
                  <Progress
                    percent={Math.round(used * 100)}
                    size="small"
                    status={disk.state === 'error' ? 'exception' : 'normal'}
                    aria-label={`Disk ${disk.id} ${Math.round(used * 100)}% used`}
                  />
                );
              },
            },
            {
              key: 'free',
              title: 'Free',
              render: (_, disk) => diskOwnFreeText(disk.free_bytes, disk.state === 'ok'),
            },
            {
              key: 'capacity',
              title: 'Capacity',
              render: (_, disk) => formatBytes(disk.capacity_bytes),
            },
            {
              key: 'state',
              title: 'State',
              render: (_, disk) => <StatusTag codes={DISK_STATES} code={disk.state} />,
            },
          ]}
        />
      )}
    </ReadOnDemand>
  );
}

/**
 * The recorder's clock in the console's date format on the console's clock, as every other time
 * of the page is ("26-Nov-2026 09:37 AM"); the recorder's own zone is added only when it is set
 * to another ("… (the recorder is set to UTC+00:00)"), which its difference does not show.
 */
export function deviceClock(iso: string): string {
  const shown = formatDateTime(iso);
  const match = /([+-])(\d{2}):(\d{2})$|Z$/.exec(iso);
  if (!match) return shown;
  const own = match[1]
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
    : 0;
  if (own === dayjs(iso).utcOffset()) return shown;
  return `${shown} (the recorder is set to UTC${match[1] ? `${match[1]}${match[2]}:${match[3]}` : '+00:00'})`;
}

export function TimeCard({ dvrId, disabled }: { dvrId: number; disabled: boolean }) {
  const [asked, setAsked] = useState(false);
  const time = useDvrTime(dvrId, false);
  const read = {
    ...time,
    refetch: () => {
      setAsked(true);
      return time.refetch();
    },
  };
  const answer = time.data;
  const off = answer && Math.abs(answer.drift_seconds) > DVR_CLOCK_DRIFT_LIMIT_SECONDS;
  return (
    <ReadOnDemand
      title="Time"
      action={asked ? 'Read again' : 'Read clock'}
      disabled={disabled}
      query={read}
    >
      {!answer ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Read the clock from the recorder."
        />
      ) : (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'device', label: 'Recorder’s clock', children: deviceClock(answer.device_time) },
            {
              key: 'server',
              label: 'Server’s clock',
              children: formatDateTime(answer.server_time),
            },
            {
              key: 'drift',
              label: 'Difference',
              children: (
                <>
                  {formatDrift(answer.drift_seconds)}{' '}
                  <HueTag hue={off ? 'yellow' : 'green'}>{off ? 'Clock off' : 'In step'}</HueTag>
                </>
              ),
            },
            {
              key: 'ntp',
              label: 'Time sync',
              children:
                answer.ntp_enabled === null ? 'Not said' : answer.ntp_enabled ? 'On' : 'Off',
            },
          ]}
        />
      )}
    </ReadOnDemand>
  );
}

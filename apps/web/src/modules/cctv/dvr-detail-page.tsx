import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import {
  CAMERA_FLAGS,
  CAMERA_STATUSES,
  DVR_HEALTH,
  DVR_MODELS,
  DVR_STATUSES,
  DvrStatus,
  type DvrRow,
} from '@console/contract';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { DetailPage } from '../../platform/kit/detail/detail-page.tsx';
import { listReturnAddress } from '../../platform/kit/list/list-return.ts';
import { hasPermission, useMe } from '../../platform/core/me/use-me.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { ImportDialog } from '../../platform/kit/import/import-dialog.tsx';
import { useDeleteCamera, useDvr, useDvrStatusChange, useReloadCctv } from './cctv-api.ts';
import { diskFreeText, formatDrift } from './cctv-format.ts';
import { useDeleteWithUndo } from './cctv-page.tsx';
import { CameraFormModal } from './camera-form.tsx';
import { StorageCard, TimeCard } from './dvr-device-cards.tsx';
import { DvrFormDrawer } from './dvr-form.tsx';
import { DvrHealthHistory } from './dvr-health-history.tsx';
import { DvrRemovalDialog } from './dvr-removal-dialog.tsx';
import { DvrScanDialog } from './dvr-scan-dialog.tsx';
import { routeId } from '../../platform/kit/detail/route-id.ts';
import { DetailLoad } from '../../platform/kit/detail/detail-load.tsx';

/**
 * /cctv/{dvrId}: a recorder, what its last check found, its disks and clock read on demand, its
 * cameras, a scan, its checks, and its history; a deleted one is restored or deleted for good.
 */
export default function DvrDetailPage() {
  const id = routeId(useParams().dvrId);
  const dvr = useDvr(id);
  const back = { to: listReturnAddress('/cctv'), label: 'CCTV' };
  return (
    <DetailLoad
      id={id}
      query={dvr}
      noun="Recorder"
      missing="It may not exist, or it is in a branch you cannot reach."
      back={{ to: back.to, label: 'Back to the recorders' }}
      rows={10}
    >
      {(found) => <DvrDetail dvr={found} back={back} />}
    </DetailLoad>
  );
}

function DvrDetail({ dvr, back }: { dvr: DvrRow; back: { to: string; label: string } }) {
  const mayChange = hasPermission(useMe().data, 'cctv_create');
  const [editing, setEditing] = useState(false);
  const [camera, setCamera] = useState<number | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const reload = useReloadCctv(dvr);
  const [scanning, setScanning] = useState(false);
  const [removing, setRemoving] = useState(false);
  const deleteWithUndo = useDeleteWithUndo();
  const restore = useDvrStatusChange();
  const removeCamera = useDeleteCamera();
  const deleted = dvr.status === DvrStatus.Deleted;

  const actions = mayChange && (
    <Space wrap>
      {deleted ? (
        <>
          <Button
            onClick={() =>
              restore.mutateAsync({ id: dvr.id, restore: true }).then(
                () => notify.success(`${dvr.name} restored`),
                (error: unknown) => notify.error('Could not restore', apiErrorText(error)),
              )
            }
          >
            Restore
          </Button>
          <Button danger onClick={() => setRemoving(true)}>
            Delete for good
          </Button>
        </>
      ) : (
        <>
          <LinkButton to={`/cctv/grid?dvr_id=${dvr.id}`}>Watch cameras</LinkButton>
          <Button type="primary" onClick={() => setScanning(true)}>
            Scan
          </Button>
          <Button onClick={() => setEditing(true)}>Edit</Button>
          <Button onClick={() => setCamera(null)}>Add camera</Button>
          <Button onClick={() => setImporting(true)}>Import cameras</Button>
          <Popconfirm
            title={`Delete ${dvr.name}?`}
            description="It leaves the list with its cameras; Undo brings it back."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => deleteWithUndo(dvr)}
          >
            <Button danger>Delete</Button>
          </Popconfirm>
        </>
      )}
    </Space>
  );

  return (
    <DetailPage
      back={back}
      title={dvr.name}
      status={
        <Space size={4}>
          <StatusTag codes={DVR_HEALTH} code={dvr.health.state} />
          {deleted && <StatusTag codes={DVR_STATUSES} code={dvr.status} />}
        </Space>
      }
      actions={actions}
      history={{ itemType: 'cctv_dvrs', itemId: dvr.id, version: dvr.updated_at }}
    >
      {deleted && (
        <Alert
          type="warning"
          showIcon
          title="This recorder is deleted. Restore it to change it or its cameras."
        />
      )}
      <Card title="Recorder">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'branch', label: 'Branch', children: dvr.branch_name },
            { key: 'master', label: 'Master branch', children: dvr.master_branch_name ?? '—' },
            {
              key: 'model',
              label: 'Model',
              children: <StatusTag codes={DVR_MODELS} code={dvr.model_id} />,
            },
            { key: 'serial', label: 'Serial number', children: dvr.serial_number ?? '—' },
            {
              key: 'address',
              label: 'Address',
              children: `${dvr.is_https ? 'https' : 'http'}://${dvr.ip_address}:${dvr.http_port}`,
            },
            {
              key: 'ports',
              label: 'RTSP and server ports',
              children: `${dvr.rtsp_port}, ${dvr.server_port}`,
            },
            { key: 'user', label: 'User name', children: dvr.auth_username },
            { key: 'active', label: 'Active', children: dvr.is_active ? 'Yes' : 'No' },
            {
              key: 'scan',
              label: 'Cameras added by scans',
              children: dvr.auto_scan_add_cameras ? 'Yes' : 'No',
            },
            {
              key: 'tags',
              label: 'Tags',
              children: dvr.tags.map((tag) => tag.name).join(', ') || '—',
            },
          ]}
        />
      </Card>
      <Card title="Last check">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'state',
              label: 'Health',
              children: <StatusTag codes={DVR_HEALTH} code={dvr.health.state} />,
            },
            {
              key: 'checked',
              label: 'Checked',
              children: dvr.health.checked_at ? formatDateTime(dvr.health.checked_at) : 'Not yet',
            },
            { key: 'message', label: 'Found', children: dvr.health.message ?? '—' },
            {
              key: 'disk',
              label: 'Disk free',
              children: diskFreeText(
                dvr.health.disk_free_bytes,
                dvr.health.disk_total_bytes,
                dvr.health.state,
              ),
            },
            { key: 'clock', label: 'Clock', children: formatDrift(dvr.health.clock_drift_seconds) },
            {
              key: 'offline',
              label: 'Cameras offline',
              children: dvr.health.channels_offline ?? '—',
            },
          ]}
        />
      </Card>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 420px', minWidth: 0 }}>
          <StorageCard dvrId={dvr.id} disabled={deleted} />
        </div>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <TimeCard dvrId={dvr.id} disabled={deleted} />
        </div>
      </Flex>
      <Card title={`Cameras (${dvr.cameras.length})`}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          // On a phone the table scrolls inside its card; the page does not (it was 468 px).
          scroll={{ x: 'max-content' }}
          dataSource={dvr.cameras}
          locale={{
            emptyText: deleted ? 'No cameras.' : 'No cameras yet. Add one, or scan the recorder.',
          }}
          columns={[
            { key: 'channel', title: 'Channel', dataIndex: 'channel_number', width: 90 },
            { key: 'name', title: 'Name', dataIndex: 'name' },
            {
              key: 'status',
              title: 'Status',
              render: (_, row) => <StatusTag codes={CAMERA_STATUSES} code={row.status} />,
            },
            {
              key: 'flag',
              title: 'Working',
              render: (_, row) => <StatusTag codes={CAMERA_FLAGS} code={row.flag} />,
            },
            ...(mayChange && !deleted
              ? [
                  {
                    key: 'actions',
                    title: 'Actions',
                    render: (_: unknown, row: DvrRow['cameras'][number]) => (
                      <Space size={4}>
                        <Button
                          size="small"
                          aria-label={`Edit camera ${row.name}`}
                          onClick={() => setCamera(row.id)}
                        >
                          Edit
                        </Button>
                        <Popconfirm
                          title={`Remove the camera ${row.name}?`}
                          okText="Remove"
                          okButtonProps={{ danger: true }}
                          onConfirm={() =>
                            removeCamera.mutateAsync({ id: row.id, dvr_id: dvr.id }).then(
                              () => notify.success(`${row.name} removed`),
                              (error: unknown) =>
                                notify.error('Could not remove', apiErrorText(error)),
                            )
                          }
                        >
                          <Button size="small" danger aria-label={`Remove camera ${row.name}`}>
                            Remove
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <DvrHealthHistory dvrId={dvr.id} />
      {editing && <DvrFormDrawer dvr={dvr} onClose={() => setEditing(false)} />}
      {importing && (
        <ImportDialog
          kind="cctv-camera"
          title={`Import cameras of ${dvr.name}`}
          query={{ dvr_id: String(dvr.id) }}
          onClose={() => setImporting(false)}
          onImported={reload}
        />
      )}
      {scanning && <DvrScanDialog dvr={dvr} onClose={() => setScanning(false)} />}
      {removing && (
        <DvrRemovalDialog dvr={dvr} removedTo={back.to} onClose={() => setRemoving(false)} />
      )}
      {camera !== undefined && (
        <CameraFormModal dvr={dvr} cameraId={camera} onClose={() => setCamera(undefined)} />
      )}
    </DetailPage>
  );
}

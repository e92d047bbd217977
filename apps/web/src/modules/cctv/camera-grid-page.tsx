import {
  CCTV_GRID_LAYOUTS,
  CameraStatus,
  cctvEndpoints,
  type CctvGridLayout,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Pagination, Radio, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { callListEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { PageHeading } from '../../platform/kit/layout/page-heading.tsx';
import { useCctvBranches } from './cctv-api.ts';
import { CameraTile } from './camera-tile.tsx';
import './camera-grid.css';

// /cctv/grid (001 §2, §9): the enabled cameras of the user's branches (or one recorder's) as a
// grid of 2x2, 3x2, 4x3 or 4x4 live tiles, paged; Main HD or Sub 480p, Sub by default once the
// grid holds more than four (sixteen HD streams would not fit a branch's uplink, nor a laptop).

const size = (layout: CctvGridLayout) => {
  const [columns, rows] = layout.split('x').map(Number) as [number, number];
  return { columns, rows, tiles: columns * rows };
};

export default function CameraGridPage() {
  const [params, setParams] = useSearchParams();
  const layout = (CCTV_GRID_LAYOUTS as readonly string[]).includes(params.get('layout') ?? '')
    ? (params.get('layout') as CctvGridLayout)
    : '2x2';
  const { columns, tiles } = size(layout);
  const stream = (
    params.get('stream') === '1' ? 1 : params.get('stream') === '2' ? 2 : tiles > 4 ? 2 : 1
  ) as 1 | 2;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const dvrId = params.get('dvr_id') ?? undefined;
  const branchIds = params.get('branch_ids') ?? undefined;
  const branches = useCctvBranches();

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const cameras = useQuery({
    queryKey: ['cctv', 'grid', { page, tiles, dvrId, branchIds }],
    queryFn: ({ signal }) =>
      callListEndpoint(cctvEndpoints.cameraList, {
        query: {
          page,
          limit: tiles,
          status: CameraStatus.Enabled,
          sort: 'channel_number',
          ...(dvrId ? { dvr_id: Number(dvrId) } : {}),
          ...(branchIds ? { branch_ids: branchIds } : {}),
        },
        signal,
      }),
  });
  const rows = cameras.data?.rows ?? [];
  const total = cameras.data?.total ?? 0;

  return (
    <Flex vertical gap={12}>
      <PageHeading>Camera grid</PageHeading>
      <Space wrap size={16}>
        <Radio.Group
          aria-label="Grid"
          optionType="button"
          value={layout}
          onChange={(event) => set({ layout: event.target.value as string, page: undefined })}
          options={CCTV_GRID_LAYOUTS.map((value) => ({ value, label: value }))}
        />
        <Radio.Group
          aria-label="Stream"
          optionType="button"
          value={stream}
          onChange={(event) => set({ stream: String(event.target.value) })}
          options={[
            { value: 1, label: 'Main HD' },
            { value: 2, label: 'Sub 480p' },
          ]}
        />
        {!dvrId && (
          <Select
            aria-label="Branch"
            placeholder="All branches"
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 240 }}
            value={branchIds ? Number(branchIds) : undefined}
            onChange={(value: number | undefined) =>
              set({ branch_ids: value === undefined ? undefined : String(value), page: undefined })
            }
            options={(branches.data ?? []).map((branch) => ({
              value: branch.branch_id,
              label: branch.branch_name,
            }))}
          />
        )}
        {dvrId && (
          <Button onClick={() => set({ dvr_id: undefined, page: undefined })}>
            Show every recorder’s cameras
          </Button>
        )}
      </Space>
      {cameras.isError && (
        <Alert
          type="error"
          showIcon
          title="The cameras could not be loaded"
          description={cameras.error.message}
        />
      )}
      {cameras.isSuccess && rows.length === 0 && (
        <Empty description="No enabled cameras here. Add cameras to a recorder, or scan it." />
      )}
      <div
        className="camera-grid"
        style={{
          gridTemplateColumns: `repeat(${Math.min(columns, Math.max(rows.length, 1))}, minmax(0, 1fr))`,
        }}
      >
        {rows.map((camera, index) => (
          <CameraTile
            key={`${camera.id}-${stream}`}
            camera={camera}
            stream={stream}
            index={index}
          />
        ))}
      </div>
      {total > tiles && (
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">
            Cameras {(page - 1) * tiles + 1}–{Math.min(page * tiles, total)} of {total}
          </Typography.Text>
          <Pagination
            current={page}
            pageSize={tiles}
            total={total}
            showSizeChanger={false}
            onChange={(next) => set({ page: String(next) })}
          />
        </Flex>
      )}
    </Flex>
  );
}

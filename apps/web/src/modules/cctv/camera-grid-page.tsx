import {
  CCTV_GRID_LAYOUTS,
  CameraStatus,
  DVR_HEALTH,
  cctvEndpoints,
  type CctvBranchRow,
  type CctvGridLayout,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Pagination,
  Radio,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useSearchParams } from 'react-router';
import { callListEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { PageHeading } from '../../platform/kit/layout/page-heading.tsx';
import { useCctvBranches, useCctvTags } from './cctv-api.ts';
import { CameraTile } from './camera-tile.tsx';
import './camera-grid.css';

// /cctv/grid (001 §2, §9): the enabled cameras of the user's branches (or one recorder's) as a
// grid of 2x2, 3x2, 4x3 or 4x4 live tiles, paged; Main HD or Sub 480p, Sub by default once the
// grid holds more than four (sixteen HD streams would not fit a branch's uplink, nor a laptop).
// Filters by branch, camera tag and the recorder's health, all in the address and answered by
// the server (the list is paged there). An address that names none opens on one branch, the
// user's first with recorders (DECISIONS.md): every camera of the group is thousands of tiles.

const size = (layout: CctvGridLayout) => {
  const [columns, rows] = layout.split('x').map(Number) as [number, number];
  return { columns, rows, tiles: columns * rows };
};

/** The branch filter's value for every branch (the address says so: no value is the default). */
export const ALL_BRANCHES = 'all';
/** The health filter's value for the recorders needing attention (needs_attention=true). */
const NEEDS_ATTENTION = 'needs_attention';

/** The address keys that say what the grid shows; with none of them it opens on a branch. */
const SHOWING = ['branch_ids', 'dvr_id', 'tag_ids', 'health', 'needs_attention'] as const;

/** The branch the grid opens on: the first (by name) with recorders, else the first. */
export function defaultGridBranch(branches: readonly CctvBranchRow[]): string {
  const first = branches.find((branch) => branch.dvr_count > 0) ?? branches[0];
  return first ? String(first.branch_id) : ALL_BRANCHES;
}

const idParam = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? value : undefined);

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
  const dvrId = idParam(params.get('dvr_id'));
  const tagId = idParam(params.get('tag_ids'));
  const healthCode = DVR_HEALTH.codes.find((code) => code === params.get('health'));
  const health = params.get('needs_attention') === 'true' ? NEEDS_ATTENTION : healthCode;
  const branches = useCctvBranches();
  const tags = useCctvTags(false);

  const named = SHOWING.some((key) => params.has(key));
  const branchParam = params.get('branch_ids');
  // The branch shown: the address's, else (nothing named) the default once branches are known.
  const branch = dvrId
    ? ALL_BRANCHES
    : branchParam === ALL_BRANCHES || idParam(branchParam)
      ? branchParam!
      : named
        ? ALL_BRANCHES
        : branches.data
          ? defaultGridBranch(branches.data)
          : branches.isError
            ? ALL_BRANCHES
            : undefined;

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    // The branch on screen stays when another filter changes (the default is written down).
    if (!dvrId && branch !== undefined && !next.has('branch_ids')) next.set('branch_ids', branch);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const cameras = useQuery({
    queryKey: ['cctv', 'grid', { page, tiles, dvrId, branch, tagId, health }],
    enabled: branch !== undefined,
    queryFn: ({ signal }) =>
      callListEndpoint(cctvEndpoints.cameraList, {
        query: {
          page,
          limit: tiles,
          status: CameraStatus.Enabled,
          sort: 'channel_number',
          ...(dvrId ? { dvr_id: Number(dvrId) } : {}),
          ...(branch && branch !== ALL_BRANCHES ? { branch_ids: branch } : {}),
          ...(tagId ? { tag_ids: tagId } : {}),
          ...(health === NEEDS_ATTENTION ? { needs_attention: true } : health ? { health } : {}),
        },
        signal,
      }),
  });
  const rows = cameras.data?.rows ?? [];
  const total = cameras.data?.total ?? 0;
  const filtered = Boolean(tagId || health);

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
      </Space>
      <Space wrap size={12}>
        {dvrId ? (
          <Button
            onClick={() =>
              set({
                dvr_id: undefined,
                branch_ids: rows[0] ? String(rows[0].branch_id) : ALL_BRANCHES,
                page: undefined,
              })
            }
          >
            {rows[0] ? `Every camera of ${rows[0].branch_name}` : 'Show every recorder’s cameras'}
          </Button>
        ) : (
          <Select
            aria-label="Branch"
            showSearch
            optionFilterProp="label"
            loading={branches.isPending}
            style={{ minWidth: 240 }}
            value={branch}
            onChange={(value: string) => set({ branch_ids: value, page: undefined })}
            options={[
              { value: ALL_BRANCHES, label: 'All branches' },
              ...(branches.data ?? []).map((row) => ({
                value: String(row.branch_id),
                label: row.branch_name,
              })),
            ]}
          />
        )}
        <Select
          aria-label="Camera tag"
          placeholder="Any tag"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 180 }}
          value={tagId}
          onChange={(value: string | undefined) => set({ tag_ids: value, page: undefined })}
          options={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
        />
        <Select
          aria-label="Recorder health"
          placeholder="Any health"
          allowClear
          style={{ minWidth: 200 }}
          value={health}
          onChange={(value: string | undefined) =>
            set({
              needs_attention: value === NEEDS_ATTENTION ? 'true' : undefined,
              health: value && value !== NEEDS_ATTENTION ? value : undefined,
              page: undefined,
            })
          }
          options={[
            { value: NEEDS_ATTENTION, label: 'Needs attention' },
            ...DVR_HEALTH.codes.map((code) => ({ value: code, label: DVR_HEALTH.label(code) })),
          ]}
        />
      </Space>
      {cameras.isError && (
        <Alert
          type="error"
          showIcon
          title="The cameras could not be loaded"
          description={cameras.error.message}
        />
      )}
      {cameras.isPending && !cameras.isError && <Skeleton active paragraph={{ rows: 4 }} />}
      {cameras.isSuccess && rows.length === 0 && (
        <Empty
          description={
            filtered
              ? 'No enabled cameras match these filters.'
              : 'No enabled cameras here. Add cameras to a recorder, or scan it.'
          }
        />
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
        <Flex justify="space-between" align="center" wrap gap={8}>
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

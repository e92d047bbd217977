import { PageTrail } from '../../platform/kit/layout/breadcrumbs.tsx';
import { DVR_HEALTH, type CctvHealthRow } from '@console/contract';
import {
  Alert,
  Card,
  Empty,
  Flex,
  Select,
  Skeleton,
  Space,
  Statistic,
  Switch,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { barChartOption } from '../../platform/kit/charts/bar-chart-option.ts';
import { Chart } from '../../platform/kit/charts/chart.tsx';
import { useChartColours } from '../../platform/kit/charts/chart-colours.ts';
import { PageHeading } from '../../platform/kit/layout/page-heading.tsx';
import { HueTag } from '../../platform/kit/tags/hue-tag.tsx';
import { useCctvBranches, useHealthBoard } from './cctv-api.ts';
import { healthTree, totalCounts, type HealthTreeNode } from './health-board-tree.ts';
import { chosenValues } from '../../platform/kit/form/chosen-values.ts';

// /cctv/health: every recorder's last check across the user's branches, by state → district
// → branch, with a chart of the recorders by health per state; "Needs attention" keeps the
// branches with a recorder to act on. A branch leads to its recorders in the list (filtered
// to those needing attention), and each recorder's page has its checks.

export const HEALTH_CHART_LABEL = 'Recorders by health, per state';

const idList = (text: string | null) =>
  (text ?? '')
    .split(',')
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number);

/** The recorders list of a branch, optionally only those needing attention. */
export const branchRecordersPath = (branchId: number, attention: boolean) =>
  `/cctv?branch_ids=${branchId}${attention ? '&needs_attention=true' : ''}`;

export default function CctvHealthPage() {
  const [params, setParams] = useSearchParams();
  const needsAttention = params.get('needs_attention') === 'true';
  const branchIds = idList(params.get('branch_ids'));
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const board = useHealthBoard({
    needs_attention: needsAttention || undefined,
    branch_ids: branchIds.length > 0 ? branchIds : undefined,
  });
  const branches = useCctvBranches().data ?? [];

  return (
    <Flex vertical gap={16}>
      <PageTrail list={{ to: '/cctv', label: 'CCTV recorders' }} page="Recorder health" />
      <PageHeading>Recorder health</PageHeading>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label="Branches"
          mode="multiple"
          allowClear
          placeholder="Every branch"
          optionFilterProp="label"
          {...chosenValues('branches')}
          style={{ minWidth: 260 }}
          value={branchIds}
          options={branches.map((b) => ({ value: b.branch_id, label: b.branch_name }))}
          onChange={(ids: number[]) => setParam('branch_ids', ids.join(','))}
        />
        <label>
          <Flex gap={8} align="center">
            <Switch
              aria-label="Needs attention"
              checked={needsAttention}
              onChange={(on) => setParam('needs_attention', on ? 'true' : undefined)}
            />
            Needs attention
          </Flex>
        </label>
      </Flex>
      {board.isError ? (
        <Alert
          type="error"
          showIcon
          title="The health board could not be loaded"
          description={board.error.message}
        />
      ) : !board.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : board.data.length === 0 ? (
        <Empty
          description={
            needsAttention
              ? 'No recorder needs attention in these branches.'
              : 'No active recorders in these branches.'
          }
        />
      ) : (
        <HealthBoard rows={board.data} expandAll={needsAttention || branchIds.length > 0} />
      )}
    </Flex>
  );
}

function HealthBoard({ rows, expandAll }: { rows: CctvHealthRow[]; expandAll: boolean }) {
  const tree = useMemo(() => healthTree(rows), [rows]);
  const total = useMemo(() => totalCounts(rows), [rows]);
  const expanded = expandAll
    ? tree.flatMap((state) => [state.key, ...(state.children ?? []).map((d) => d.key)])
    : tree.map((state) => state.key);
  return (
    <>
      <Flex gap={32} wrap>
        <Statistic title="Branches" value={rows.length} />
        <Statistic title="Recorders" value={total.recorders} />
        <Statistic title="Need attention" value={total.needs_attention} />
        <Statistic title="Cameras" value={total.cameras} />
        <Statistic title="Cameras offline" value={total.cameras_offline} />
      </Flex>
      <Card title={HEALTH_CHART_LABEL} size="small">
        <HealthChart states={tree} />
      </Card>
      <Table<HealthTreeNode>
        // Remounted when the filters change, so the tree opens as far as they call for.
        key={expandAll ? 'open' : 'states'}
        aria-label="Recorder health by state, district and branch"
        rowKey="key"
        size="small"
        dataSource={tree}
        columns={COLUMNS}
        pagination={false}
        expandable={{ defaultExpandedRowKeys: expanded }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

/** Each health state a place's recorders are in, as a tag with its count. */
function HealthCounts({ node }: { node: HealthTreeNode }) {
  const present = DVR_HEALTH.codes.filter((code) => (node.by_health[code] ?? 0) > 0);
  if (present.length === 0) return <>—</>;
  return (
    <Space size={4} wrap>
      {present.map((code) => (
        <HueTag key={code} hue={DVR_HEALTH.colour(code)}>
          {DVR_HEALTH.label(code)} {node.by_health[code]}
        </HueTag>
      ))}
    </Space>
  );
}

const COLUMNS: ColumnsType<HealthTreeNode> = [
  {
    key: 'name',
    title: 'State, district, branch',
    render: (_, node) =>
      node.level === 'branch' ? (
        <Link to={branchRecordersPath(node.branch_id!, false)}>{node.name}</Link>
      ) : (
        <Typography.Text strong={node.level === 'state'}>{node.name}</Typography.Text>
      ),
  },
  { key: 'recorders', title: 'Recorders', dataIndex: 'recorders', align: 'right' },
  {
    key: 'attention',
    title: 'Need attention',
    align: 'right',
    render: (_, node) =>
      node.level === 'branch' && node.needs_attention > 0 ? (
        <Link
          to={branchRecordersPath(node.branch_id!, true)}
          aria-label={`${node.needs_attention} needing attention in ${node.name}`}
        >
          {node.needs_attention}
        </Link>
      ) : (
        node.needs_attention
      ),
  },
  { key: 'health', title: 'Health', render: (_, node) => <HealthCounts node={node} /> },
  { key: 'cameras', title: 'Cameras', dataIndex: 'cameras', align: 'right' },
  { key: 'offline', title: 'Cameras offline', dataIndex: 'cameras_offline', align: 'right' },
];

/** One bar per state, in parts by health; states with none in a part leave it out. */
function HealthChart({ states }: { states: HealthTreeNode[] }) {
  const colours = useChartColours(DVR_HEALTH.codes.map((code) => DVR_HEALTH.colour(code)));
  const option = useMemo(() => {
    const series = DVR_HEALTH.codes.map((code, index) => ({
      name: DVR_HEALTH.label(code),
      values: states.map((state) => state.by_health[code] ?? 0),
      colour: colours[index]!,
    }));
    return barChartOption({
      categories: states.map((state) => state.name),
      series: series.filter((entry) => entry.values.some((value) => value > 0)),
      stacked: true,
      horizontal: true,
      valueName: 'Recorders',
      labelWidth: 160,
    });
  }, [states, colours]);
  return <Chart label={HEALTH_CHART_LABEL} option={option} height={80 + 36 * states.length} />;
}

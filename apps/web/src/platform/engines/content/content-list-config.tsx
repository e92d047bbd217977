import {
  ContentStatus,
  SEGMENTS,
  searchById,
  searchGlobalEmployeeIds,
  type BranchAsset,
  type ContentCategory,
  type ContentItem,
} from '@console/contract';
import { Typography } from 'antd';
import { Link } from 'react-router';
import type { ListColumn, ListConfig, ListFilter } from '../../kit/list/list-config.ts';
import { StatusTag, statusOptions } from '../../kit/tags/status-tag.tsx';
import { deliveryInProgress } from './content-api.ts';
import { deleteContentAction, disableContentAction } from './content-bulk-actions.ts';
import { contentPaths, itemNoun, type ContentModule } from './content-module.ts';
import { ContentStatusButtons } from './content-status-buttons.tsx';
import { statusSetOf } from './content-status-set.ts';
import { CategoryTag } from './content-tags.tsx';
import { SegmentTags } from '../../kit/tags/segment-tags.tsx';
import { formatDateTime } from '../../core/format/date-time.ts';

// The list of a messaging module as ListPage configuration: the shared columns and filters of
// 000 §7's announcement list (the fullest), the module's own, the status actions per row and,
// for users who may change items, the bulk "Disable" with undo.

export const CONTENT_LIST_POLL_MS = 10_000;

interface ContentListInputs {
  branches: readonly BranchAsset[];
  categories: readonly ContentCategory[];
  academicYearId: number;
  /** The user may change items (the module's update permission). */
  canChange: boolean;
  /**
   * The side menu is shown beside the list (wide screens): its category list and date filter
   * are the list's, so the filter bar leaves those out (one control for each, issue 13).
   */
  sideMenuShown?: boolean;
}

export function DeliveryCell({ item }: { item: Pick<ContentItem, 'status' | 'delivery'> }) {
  const { recipients, delivered, failed } = item.delivery;
  if (recipients === 0 && item.status !== ContentStatus.Active) return <>—</>;
  return (
    <Typography.Text>
      {delivered.toLocaleString('en-IN')}/{recipients.toLocaleString('en-IN')}
      {failed > 0 && <Typography.Text type="danger">{` · ${failed} failed`}</Typography.Text>}
    </Typography.Text>
  );
}

export function contentListConfig<Item extends ContentItem>(
  module: ContentModule<Item>,
  inputs: ContentListInputs,
): ListConfig<Item> {
  const paths = contentPaths(module);
  const statuses = statusSetOf(module);
  const categoryOf = (id: unknown) => inputs.categories.find((category) => category.id === id);

  const columns: ListColumn<Item>[] = [
    { key: 'id', title: 'ID', sortable: true, width: 80 },
    {
      key: 'title',
      title: 'Title',
      sortable: true,
      // The item's name: always shown, and narrow enough on a phone to leave the status in view.
      hideable: false,
      render: (row) => (
        <Link
          to={paths.detail(row.id)}
          style={{ display: 'inline-block', maxWidth: 'min(320px, 40vw)' }}
        >
          {row.title}
        </Link>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      sortable: true,
      render: (row) => <StatusTag codes={statuses.codes} code={row.status} />,
    },
    ...(module.categories
      ? [
          {
            key: 'category',
            title: 'Category',
            render: (row: Item) => (
              <CategoryTag category={categoryOf((row as { category?: unknown }).category)} />
            ),
          },
        ]
      : []),
    { key: 'segments', title: 'Segments', render: (row) => <SegmentTags names={row.segments} /> },
    ...(module.extraColumns ?? []),
    {
      key: 'author',
      title: 'Author',
      render: (row) => (
        <Typography.Text>
          {row.author.name}
          {row.author.employee_number !== null && (
            <Typography.Text type="secondary">{` (${row.author.employee_number})`}</Typography.Text>
          )}
        </Typography.Text>
      ),
    },
    {
      key: 'created_at',
      title: 'Created',
      sortable: true,
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'scheduled_at',
      title: 'Scheduled',
      sortable: true,
      render: (row) => formatDateTime(row.scheduled_at),
    },
    {
      key: 'delivery',
      title: 'Delivered',
      align: 'right',
      render: (row) => <DeliveryCell item={row} />,
    },
  ];
  if (inputs.canChange) {
    columns.push({
      key: 'actions',
      title: 'Actions',
      fixed: 'right',
      render: (row) => <ContentStatusButtons module={module} item={row} variant="menu" />,
    });
  }

  const filters: ListFilter[] = [
    {
      kind: 'select',
      key: 'status',
      label: 'Status',
      options: statusOptions(statuses.codes, statuses.filterOptions),
    },
    {
      kind: 'multi-select',
      key: 'branch_ids',
      label: 'Branches',
      options: inputs.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
    },
    ...(module.categories && !inputs.sideMenuShown
      ? [
          {
            kind: 'select' as const,
            key: 'category',
            label: 'Category',
            options: inputs.categories.map((category) => ({
              value: String(category.id),
              label: category.display_label,
            })),
          },
        ]
      : []),
    {
      kind: 'multi-select',
      key: 'segment_name_list',
      label: 'Segments',
      options: SEGMENTS.map((segment) => ({ value: segment.name, label: segment.name })),
    },
    ...(module.extraFilters ?? []),
    // The announcement side menu's date filter writes the same two keys; shown, it is the one.
    ...(module.sideMenu?.dateFilter && inputs.sideMenuShown
      ? []
      : [{ kind: 'date-range' as const, key: 'from_date', toKey: 'to_date', label: 'Created' }]),
    { kind: 'switch', key: 'self_only', label: 'Only mine' },
  ];

  return {
    endpoint: module.endpoints.list,
    presetPage: module.path,
    title: module.title,
    rowKey: 'id',
    columns,
    filters,
    search: [
      { key: 'search_title', label: 'Title' },
      { key: 'search_name', label: 'Author name' },
      { key: 'search_by_id', label: 'ID', validator: searchById },
      {
        key: 'global_employee_id_list',
        label: 'Global employee IDs',
        placeholder: 'Comma-separated global employee IDs',
        validator: searchGlobalEmployeeIds,
      },
    ],
    sortParams: { field: 'sort', order: 'order' },
    exportFileName: module.exportFileName,
    emptyText: `No ${itemNoun(module.title)} yet.`,
    fixedQuery: { academic_year_id: inputs.academicYearId },
    // Scheduled items turn Active, and sends progress, without the user reloading.
    refetchInterval: (rows) => (rows.some(deliveryInProgress) ? CONTENT_LIST_POLL_MS : false),
    rowLabel: (row) => `${module.singular} ${row.id}`,
    ...(inputs.canChange
      ? {
          bulkActions: [
            ...(module.bulkDisable === false
              ? []
              : [disableContentAction(module, inputs.academicYearId)]),
            deleteContentAction(module, inputs.academicYearId),
          ],
        }
      : {}),
  };
}

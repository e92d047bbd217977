import {
  CCTV_EXPORT_FILE,
  DVR_HEALTH,
  DVR_MODELS,
  cctvEndpoints,
  type DvrRow,
} from '@console/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import {
  defineBulkAction,
  settleEach,
  type BulkResult,
} from '../../platform/kit/list/bulk-action.ts';
import type { FilterOption, ListConfig } from '../../platform/kit/list/list-config.ts';
import { statusOptions, StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { deleteDvr, restoreDvr, setDvrTags } from './cctv-api.ts';
import { TagRecordersDialog } from './tag-recorders-dialog.tsx';

export interface DvrListChoices {
  branches: readonly FilterOption[];
  tags: readonly FilterOption[];
  /** cctv_create: bulk delete, and the row's actions. */
  mayChange: boolean;
  actions: (row: DvrRow) => ReactNode;
}

/**
 * The recorders list (/cctv): filters by branch, model, tag and health; delete with undo; the
 * deleted ones behind a switch.
 */
export function dvrListConfig(choices: DvrListChoices): ListConfig<DvrRow> {
  return {
    endpoint: cctvEndpoints.dvrList,
    title: 'CCTV recorders',
    rowKey: 'id',
    rowLabel: (row) => `Recorder ${row.name}`,
    exportFileName: CCTV_EXPORT_FILE,
    emptyText: 'No recorders here yet. Add one, or import a sheet of them.',
    sortParams: { field: 'sort', order: 'order' },
    columns: [
      { key: 'slno', title: 'Sl no', sortable: true, width: 80 },
      {
        key: 'name',
        title: 'Name',
        sortable: true,
        hideable: false,
        render: (row) => <Link to={`/cctv/${row.id}`}>{row.name}</Link>,
      },
      { key: 'branch_name', title: 'Branch', sortable: true, shownWhenNarrow: true },
      {
        key: 'model',
        title: 'Model',
        render: (row) => <StatusTag codes={DVR_MODELS} code={row.model_id} />,
      },
      {
        key: 'address',
        title: 'Address',
        render: (row) => `${row.ip_address}:${row.http_port}`,
      },
      { key: 'cameras', title: 'Cameras', align: 'right', render: (row) => row.cameras.length },
      {
        key: 'tags',
        title: 'Tags',
        render: (row) => row.tags.map((tag) => tag.name).join(', ') || '—',
      },
      {
        key: 'status',
        title: 'Health',
        // Wide enough for the longest state ("Cameras offline") beside the fixed actions.
        width: 150,
        render: (row) => <StatusTag codes={DVR_HEALTH} code={row.health.state} />,
      },
      { key: 'is_active', title: 'Active', render: (row) => (row.is_active ? 'Yes' : 'No') },
      ...(choices.mayChange ? [{ key: 'actions', title: 'Actions', render: choices.actions }] : []),
    ],
    search: [{ key: 'search', label: 'Name, address or serial', placeholder: 'A part of it' }],
    filters: [
      {
        key: 'branch_ids',
        label: 'Branch',
        kind: 'multi-select',
        options: choices.branches,
        primary: true,
      },
      {
        key: 'health',
        label: 'Health',
        kind: 'select',
        options: statusOptions(DVR_HEALTH),
        primary: true,
      },
      { key: 'needs_attention', label: 'Needs attention', kind: 'switch' },
      { key: 'model_id', label: 'Model', kind: 'select', options: statusOptions(DVR_MODELS) },
      { key: 'tag_ids', label: 'Tags', kind: 'multi-select', options: choices.tags },
      {
        key: 'is_active',
        label: 'Active',
        kind: 'select',
        options: [
          { value: 'true', label: 'Active' },
          { value: 'false', label: 'Not active' },
        ],
      },
      // The deleted recorders instead (status -1): restored, or deleted for good on their page.
      { key: 'deleted', label: 'Deleted recorders', kind: 'switch' },
    ],
    bulkActions: choices.mayChange
      ? [
          defineBulkAction<DvrRow, TagResult, number[]>({
            key: 'tag',
            label: 'Tag',
            confirm: (count) => `Add tags to ${count} recorder${count === 1 ? '' : 's'}`,
            prompt: (props) => <TagRecordersDialog {...props} />,
            run: async (keys, rows, tagIds) => {
              const before = new Map(rows.map((row) => [row.id, row.tag_ids]));
              const result = await eachRecorder(keys.map(Number), (id) =>
                setDvrTags(id, [...new Set([...(before.get(id) ?? []), ...tagIds])]),
              );
              return { ...result, before: Object.fromEntries(before) };
            },
            // Undo puts back each recorder's tags as they were.
            undo: (result) =>
              eachRecorder(result.done, (id) => setDvrTags(id, result.before[id] ?? [])),
          }),
          defineBulkAction<DvrRow, EachResult>({
            key: 'delete',
            label: 'Delete',
            danger: true,
            confirm: (count) => `Delete ${count} recorder${count === 1 ? '' : 's'}?`,
            description: 'They leave the list with their cameras; Undo brings them back.',
            run: (keys) => eachRecorder(keys.map(Number), deleteDvr),
            undo: (result) => eachRecorder(result.done, restoreDvr),
          }),
        ]
      : [],
  };
}

interface TagResult extends EachResult {
  /** Each recorder's tags before the action. */
  before: Record<number, number[]>;
}

interface EachResult extends BulkResult {
  /** The ids it was done to: what an undo undoes. */
  done: number[];
}

/**
 * The platform's settleEach over recorder ids, as the report counts it, keeping the ids done
 * (what an undo undoes).
 */
async function eachRecorder(
  ids: readonly number[],
  run: (id: number) => Promise<unknown>,
): Promise<EachResult> {
  const settled = await settleEach(ids, run);
  return {
    done: settled.done.map(({ key }) => key),
    succeeded: settled.done.length,
    failed: settled.failed.length,
    failures: settled.failed.map(({ key, error }) => `Recorder ${key}: ${apiErrorText(error)}`),
  };
}

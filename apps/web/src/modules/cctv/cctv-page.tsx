import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import { DvrStatus, type DvrRow } from '@console/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { UNDO_MS } from '../../platform/kit/list/bulk-action.ts';
import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { notify } from '../../platform/core/notify/notify.ts';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { hasPermission, useMe } from '../../platform/core/me/use-me.ts';
import { ImportDialog } from '../../platform/kit/import/import-dialog.tsx';
import { useCctvBranches, useCctvTags, useDvrStatusChange, useReloadCctv } from './cctv-api.ts';
import { CctvTagsDialog } from './cctv-tags-dialog.tsx';
import { DvrFormDrawer } from './dvr-form.tsx';
import { DvrScanDialog } from './dvr-scan-dialog.tsx';
import { dvrListConfig } from './dvr-list-config.tsx';

/**
 * /cctv: the recorders of the user's branches; add, change, scan, delete (with Undo), tags; the
 * way to the health board; the deleted ones (the Deleted recorders switch), to restore.
 */
export default function CctvPage() {
  const me = useMe().data;
  const mayChange = hasPermission(me, 'cctv_create');
  const branches = useCctvBranches().data;
  const tags = useCctvTags(true).data;
  const [editing, setEditing] = useState<DvrRow | null | undefined>(undefined);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const reload = useReloadCctv();
  const [scanning, setScanning] = useState<DvrRow | null>(null);
  const deleteAction = useDeleteWithUndo();
  const restoreAction = useRestore();

  const config = useMemo(
    () =>
      dvrListConfig({
        branches: (branches ?? []).map((branch) => ({
          value: String(branch.branch_id),
          label: branch.branch_name,
        })),
        tags: (tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
        mayChange,
        actions: (row) =>
          row.status === DvrStatus.Deleted ? (
            <Button size="small" onClick={() => restoreAction(row)}>
              Restore
            </Button>
          ) : (
            <Space size={4}>
              <Button size="small" aria-label={`Scan ${row.name}`} onClick={() => setScanning(row)}>
                Scan
              </Button>
              <Button size="small" onClick={() => setEditing(row)}>
                Edit
              </Button>
              <Popconfirm
                title={`Delete ${row.name}?`}
                description="It leaves the list with its cameras; Undo brings it back."
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => deleteAction(row)}
              >
                <Button size="small" danger>
                  Delete
                </Button>
              </Popconfirm>
            </Space>
          ),
      }),
    [branches, tags, mayChange, deleteAction, restoreAction],
  );

  return (
    <>
      <ListPage
        config={config}
        actions={
          // Wraps on a phone: in one row the five buttons made the page 507 px wide.
          <Space wrap>
            <LinkButton to="/cctv/grid">Camera grid</LinkButton>
            <LinkButton to="/cctv/health">Health board</LinkButton>
            {mayChange && (
              <>
                <Button onClick={() => setTagsOpen(true)}>Tags</Button>
                <Button onClick={() => setImporting(true)}>Import</Button>
                <Button type="primary" onClick={() => setEditing(null)}>
                  Add recorder
                </Button>
              </>
            )}
          </Space>
        }
      />
      {editing !== undefined && (
        <DvrFormDrawer dvr={editing} onClose={() => setEditing(undefined)} />
      )}
      {tagsOpen && <CctvTagsDialog onClose={() => setTagsOpen(false)} />}
      {importing && (
        <ImportDialog
          kind="cctv-dvr"
          title="Import recorders"
          onClose={() => setImporting(false)}
          onImported={reload}
        />
      )}
      {scanning && <DvrScanDialog dvr={scanning} onClose={() => setScanning(null)} />}
    </>
  );
}

/** Deletes a recorder and offers Undo in the toast that says so. */
export function useDeleteWithUndo() {
  const change = useDvrStatusChange();
  const { mutateAsync } = change;
  return useMemo(
    () => (dvr: Pick<DvrRow, 'id' | 'name'>) =>
      mutateAsync({ id: dvr.id }).then(
        () =>
          notify.withAction('success', `${dvr.name} deleted`, undefined, {
            label: 'Undo',
            ms: UNDO_MS,
            onClick: () => {
              mutateAsync({ id: dvr.id, restore: true }).then(
                () => notify.success(`${dvr.name} restored`),
                (error: unknown) => notify.error('Undo failed', apiErrorText(error)),
              );
            },
          }),
        (error: unknown) => notify.error('Could not delete', apiErrorText(error)),
      ),
    [mutateAsync],
  );
}

/** Brings a deleted recorder back (a row of the deleted recorders). */
function useRestore() {
  const { mutateAsync } = useDvrStatusChange();
  return useMemo(
    () => (dvr: Pick<DvrRow, 'id' | 'name'>) =>
      mutateAsync({ id: dvr.id, restore: true }).then(
        () => notify.success(`${dvr.name} restored`),
        (error: unknown) => notify.error('Could not restore', apiErrorText(error)),
      ),
    [mutateAsync],
  );
}

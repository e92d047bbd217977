import {
  ContentStatus,
  contentStatusOrDraft,
  type ContentItem,
  type ContentStatusCode,
} from '@console/contract';
import {
  defineBulkAction,
  settleEach,
  type BulkAction,
  type BulkResult,
} from '../../kit/list/bulk-action.ts';
import { apiErrorText } from '../../core/api/api-errors.ts';
import { changeContentStatus, deleteContent, restoreContent } from './content-api.ts';
import { itemNoun, type ContentModule } from './content-module.ts';

// The messaging lists' bulk action: "Disable" takes the selected items off the air through the
// status call of each (PUT {api}/{id}/status), by the contract's transitions: a sent item is
// hidden (recalled), a scheduled one goes back to Draft (its delivery job is cancelled). Drafts
// and hidden items are already off and are left alone. Undo moves each changed item back:
// Hidden → Active shows it again (the delivery resumes for pending recipients only; nobody is
// sent to twice), Draft → Scheduled with its own date, which the server refuses once it passed.

/** Where "Disable" moves an item, by its status; absent statuses are left as they are. */
export const DISABLED_STATUS: Partial<Record<ContentStatusCode, ContentStatusCode>> = {
  [ContentStatus.Active]: ContentStatus.Hidden,
  [ContentStatus.Scheduled]: ContentStatus.Draft,
};

/** An item changed by a run, and the status (and date) that puts it back. */
interface Restore {
  id: number;
  status: ContentStatusCode;
  scheduledAt?: string;
}

interface DisableResult extends BulkResult {
  restore: Restore[];
}

/** "1 announcement", "2 announcements", "2 SMS" (an acronym takes no s). */
export function countNoun(count: number, singular: string): string {
  const noun = itemNoun(singular);
  const plural = count === 1 || noun === noun.toUpperCase() ? noun : `${noun}s`;
  return `${count} ${plural}`;
}

export function disableContentAction(
  module: Pick<ContentModule, 'endpoints' | 'singular'>,
  academicYearId: number,
): BulkAction<ContentItem> {
  const failures = (failed: { key: { id: number }; error: unknown }[]) =>
    failed.map(({ key, error }) => `${module.singular} ${key.id}: ${apiErrorText(error)}`);
  return defineBulkAction<ContentItem, DisableResult>({
    key: 'disable',
    label: 'Disable',
    danger: true,
    confirm: (count) => `Disable ${countNoun(count, module.singular)}?`,
    description:
      'Sent items are hidden (recalled) from their recipients; scheduled items go back to Draft ' +
      'and are not sent. Drafts and hidden items stay as they are.',
    doneText: (count) => `${countNoun(count, module.singular)} disabled`,
    run: async (keys, rows) => {
      const targets = rows.flatMap((row) => {
        const to = DISABLED_STATUS[contentStatusOrDraft(row.status)];
        return to === undefined ? [] : [{ id: row.id, to, scheduledAt: row.scheduled_at }];
      });
      const settled = await settleEach(targets, (target) =>
        changeContentStatus(module, target, target.to, { academicYearId }),
      );
      return {
        succeeded: settled.done.length,
        failed: settled.failed.length,
        failures: failures(settled.failed),
        skipped: keys.length - targets.length,
        restore: settled.done.map(({ key, value }): Restore => {
          if (key.to === ContentStatus.Hidden) return { id: key.id, status: ContentStatus.Active };
          const scheduledAt = value?.scheduled_at ?? key.scheduledAt;
          return {
            id: key.id,
            status: ContentStatus.Scheduled,
            ...(scheduledAt ? { scheduledAt } : {}),
          };
        }),
      };
    },
    undo: async ({ restore }) => {
      const settled = await settleEach(restore, (item) =>
        changeContentStatus(module, item, item.status, {
          academicYearId,
          ...(item.scheduledAt ? { scheduledAt: item.scheduledAt } : {}),
        }),
      );
      return {
        succeeded: settled.done.length,
        failed: settled.failed.length,
        failures: failures(settled.failed),
      };
    },
  });
}

interface DeleteResult extends BulkResult {
  deleted: number[];
}

/**
 * "Delete": each selected item leaves the lists (DELETE {api}/{id}, kept with status -1 and
 * restorable for a while); Undo restores each deleted one to the status it had.
 */
export function deleteContentAction(
  module: Pick<ContentModule, 'endpoints' | 'singular'>,
  academicYearId: number,
): BulkAction<ContentItem> {
  const failures = (failed: { key: number; error: unknown }[]) =>
    failed.map(({ key, error }) => `${module.singular} ${key}: ${apiErrorText(error)}`);
  return defineBulkAction<ContentItem, DeleteResult>({
    key: 'delete',
    label: 'Delete',
    danger: true,
    confirm: (count) => `Delete ${countNoun(count, module.singular)}?`,
    description:
      'They leave every list; sent items are no longer shown to their recipients and scheduled ' +
      'ones are not sent. The message that follows offers Undo for a few seconds.',
    doneText: (count) => `${countNoun(count, module.singular)} deleted`,
    run: async (keys) => {
      const ids = keys.map(Number);
      const settled = await settleEach(ids, (id) => deleteContent(module, id, academicYearId));
      return {
        succeeded: settled.done.length,
        failed: settled.failed.length,
        failures: failures(settled.failed),
        deleted: settled.done.map(({ key }) => key),
      };
    },
    undo: async ({ deleted }) => {
      const settled = await settleEach(deleted, (id) => restoreContent(module, id, academicYearId));
      return {
        succeeded: settled.done.length,
        failed: settled.failed.length,
        failures: failures(settled.failed),
      };
    },
  });
}

import { notify } from '../../core/notify/notify.ts';
import { bulkResultDetails, UNDO_MS, type BulkAction, type BulkResult } from './bulk-action.ts';

// How a bulk run is reported: one toast with the counts (success, partly, or failed) and, when
// the action can be reversed and something changed, an "Undo" button on it for UNDO_MS.

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function reportBulkRun<Row>(
  action: BulkAction<Row>,
  result: BulkResult,
  undo: (() => void) | undefined,
): void {
  const details = bulkResultDetails(result);
  if (result.succeeded === 0) {
    if (result.failed > 0) notify.error(`${action.label} failed`, details);
    else notify.info('Nothing to change', details);
    return;
  }
  const title = action.doneText?.(result.succeeded) ?? `${action.label}: ${result.succeeded} done`;
  const kind = result.failed > 0 ? 'warning' : 'success';
  if (undo) notify.withAction(kind, title, details, { label: 'Undo', onClick: undo, ms: UNDO_MS });
  else notify[kind](title, details);
}

/** Runs an undo and says how it went; `refresh` reloads the list whatever happened. */
export async function undoBulkRun<Row>(
  action: BulkAction<Row>,
  result: BulkResult,
  refresh: () => Promise<void>,
): Promise<void> {
  if (!action.undo) return;
  try {
    const undone = await action.undo(result);
    await refresh();
    if (!undone || undone.failed === 0) notify.success(`${action.label} undone`);
    else if (undone.succeeded === 0) {
      notify.error(`${action.label} could not be undone`, bulkResultDetails(undone));
    } else {
      notify.warning(`${action.label} partly undone`, bulkResultDetails(undone));
    }
  } catch (error) {
    await refresh();
    notify.error(`${action.label} could not be undone`, errorText(error));
  }
}

/** A run that failed as a whole (the network, a bug): nothing is known to have changed. */
export function failedBulkRun<Row>(action: BulkAction<Row>, error: unknown): void {
  notify.error(`${action.label} failed`, errorText(error));
}

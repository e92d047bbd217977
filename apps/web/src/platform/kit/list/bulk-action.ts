import type { ReactNode } from 'react';

// Bulk actions of a list (DESIGN.md "The kit"): what a module declares to act on the selected
// rows at once, and the shape of what a run answers so every list reports it the same way.

/** A row's key: the value of the list's `rowKey` column. */
export type RowKey = string | number;

/** What a run (or an undo) did, item by item, for the report. */
export interface BulkResult {
  /** Items changed. */
  succeeded: number;
  /** Items the server refused or that failed on the way. */
  failed: number;
  /** Why, one line per failed item (the server's words); the report shows the first few. */
  failures?: readonly string[];
  /** Items left as they were because the action does not apply to them. */
  skipped?: number;
  /** Why, one line per skipped item where it is worth saying (e.g. decided by someone else). */
  skippedReasons?: readonly string[];
}

/** What a bulk action's own dialog gets: the count it asks about and how to answer. */
export interface BulkPromptProps<Input> {
  /** The question, naming the count (the action's `confirm`). */
  title: string;
  count: number;
  /** The run is under way: the dialog stays open, its OK loading. */
  running: boolean;
  onConfirm: (input: Input) => void;
  onCancel: () => void;
}

export interface BulkAction<Row, Result extends BulkResult = BulkResult, Input = undefined> {
  key: string;
  /** The button, e.g. "Disable". */
  label: string;
  /** The confirmation's question, naming the count: "Disable 2 announcements?" */
  confirm: (count: number) => string;
  /** What the action does, under the question. */
  description?: string;
  /** The report's title: "2 announcements disabled" (the label and the count by default). */
  doneText?: (count: number) => string;
  /**
   * Asks in a dialog of the action's own instead of the plain confirmation, for an action that
   * needs an answer once for every item (a reason for rejecting them all); what it confirms is
   * handed to `run`.
   */
  prompt?: (props: BulkPromptProps<Input>) => ReactNode;
  /**
   * `rows` are the selected rows the list has shown, for actions that depend on their state;
   * `input` is what the action's `prompt` confirmed.
   */
  run: (
    keys: readonly RowKey[],
    rows: readonly Row[],
    ...input: Input extends undefined ? [] : [input: Input]
  ) => Promise<Result>;
  /** Reverses a run from its result; offered for UNDO_MS after the run. */
  undo?: (result: Result) => Promise<BulkResult | void>;
  danger?: boolean;
}

/**
 * A bulk action whose result carries what its undo needs (e.g. each item's previous status), or
 * whose prompt asks for an input. The list keeps actions of any result and input type, so the
 * types are checked here and erased there.
 */
export function defineBulkAction<Row, Result extends BulkResult, Input = undefined>(
  action: BulkAction<Row, Result, Input>,
): BulkAction<Row> {
  return action as unknown as BulkAction<Row>;
}

/** How long the "Undo" toast stays after a run. */
export const UNDO_MS = 10_000;

export interface Settled<Key, Value> {
  done: { key: Key; value: Value }[];
  failed: { key: Key; error: unknown }[];
}

/**
 * Calls `each` for every key, a few at a time (a bulk run over a page of 100 rows should not
 * open 100 requests at once), and collects what succeeded and what failed without stopping.
 */
export async function settleEach<Key, Value>(
  keys: readonly Key[],
  each: (key: Key) => Promise<Value>,
  concurrency = 4,
): Promise<Settled<Key, Value>> {
  const settled: Settled<Key, Value> = { done: [], failed: [] };
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as Key;
      try {
        settled.done.push({ key, value: await each(key) });
      } catch (error) {
        settled.failed.push({ key, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, keys.length) }, worker));
  return settled;
}

/** The report's description: failures (the first three reasons) and items left alone. */
export function bulkResultDetails(result: BulkResult): string | undefined {
  const parts: string[] = [];
  if (result.failed > 0) {
    const reasons = [...new Set(result.failures ?? [])].slice(0, 3);
    parts.push(`${result.failed} failed${reasons.length > 0 ? `: ${reasons.join(' ')}` : '.'}`);
  }
  if (result.skipped) {
    const reasons = [...new Set(result.skippedReasons ?? [])].slice(0, 3);
    const left = `${result.skipped} left as ${result.skipped === 1 ? 'it was' : 'they were'}`;
    parts.push(reasons.length > 0 ? `${left}: ${reasons.join(' ')}` : `${left}.`);
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

import { ApiError } from '../../core/api/api-client.ts';
import { apiErrorText } from '../../core/api/api-errors.ts';
import { settleEach, type BulkResult, type RowKey } from './bulk-action.ts';

// A bulk status change over a status machine: each selected item through its own call (so the
// machine, the scope and the audit are the same as for one). An item the list's copy already
// shows cannot move there, or that the server refuses with 409 because it moved meanwhile, is
// left as it was, with why.

export interface StatusMove<Answer> {
  /** The machine's refusal of a move, null when allowed. */
  refusal: (from: number, to: number) => string | null;
  /** The one-item call. */
  change: (id: number) => Promise<Answer>;
  /** What an item is called in the report: "Feedback", "Meeting". */
  noun: string;
  onChanged: (answer: Answer) => void;
}

export async function moveEach<Answer>(
  keys: readonly RowKey[],
  rows: readonly { id: number; status: number }[],
  to: number,
  move: StatusMove<Answer>,
): Promise<BulkResult> {
  const statusOf = new Map(rows.map((row) => [row.id, row.status]));
  const refused: string[] = [];
  const moving: number[] = [];
  for (const key of keys) {
    const id = Number(key);
    const from = statusOf.get(id);
    const refusal = from === undefined ? null : move.refusal(from, to);
    if (refusal) refused.push(`${move.noun} ${id}: ${refusal}`);
    else moving.push(id);
  }
  const settled = await settleEach(moving, move.change);
  for (const { value } of settled.done) move.onChanged(value);
  const moved = settled.failed.filter(
    ({ error }) => error instanceof ApiError && error.status === 409,
  );
  const failed = settled.failed.filter((entry) => !moved.includes(entry));
  const about = (id: number, error: unknown) => `${move.noun} ${id}: ${apiErrorText(error)}`;
  return {
    succeeded: settled.done.length,
    failed: failed.length,
    failures: failed.map(({ key, error }) => about(key, error)),
    skipped: refused.length + moved.length,
    skippedReasons: [...moved.map(({ key, error }) => about(key, error)), ...refused],
  };
}

import type { TargetingFilter } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import type { ContentKind } from '../content/content-kinds.ts';
import { recipientsQuery, type ResolvedTargeting } from '../../kit/targeting/targeting-sql.ts';
import type { SendOutcome } from '../../core/channels/channel.ts';

// The delivery job's SQL: publishing a scheduled item, resolving its recipients once, and
// working off its content_deliveries rows in batches.

/** An item as the delivery reads it: the shared content columns and a module's own. */
export type DeliveryItem = {
  id: number;
  status: number;
  title: string;
  description: string;
  targeting: TargetingFilter;
  branch_ids: number[];
  academic_year_id: number;
  created_by: number;
  delivery_started_at: Date | null;
  delivery_finished_at: Date | null;
  /** Milliseconds until scheduled_at by the database's clock (negative: past). */
  scheduled_in_ms: number | null;
  // SMS
  priority?: number;
  dlt_template_id?: string | null;
  // Notifications
  platforms?: number[];
  applications?: number[];
};

export type PendingDelivery = {
  id: number;
  recipient_key: string;
  mobile: string | null;
  user_type: 'student' | 'staff';
  attempts: number;
};

/** Delivery status codes of content_deliveries.status. */
export const DeliveryStatus = { Pending: 0, Sent: 1, Failed: 2 } as const;

/** A recipient whose channel stayed unreachable this many times is given up on. */
export const MAX_DELIVERY_ATTEMPTS = 3;

const table = (kind: ContentKind) => sql.identifier(kind.table);
const ACTIVE = 1;
const SCHEDULED = 2;

/** Scheduled and due: becomes Active (one statement, so a recall at the same moment wins or loses whole). */
export async function publishIfDue(
  db: DbOrTx,
  kind: ContentKind,
  itemId: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE ${table(kind)} SET status = ${ACTIVE}, updated_at = now()
    WHERE id = ${itemId} AND status = ${SCHEDULED} AND scheduled_at <= now()`);
  return (result.rowCount ?? 0) > 0;
}

export async function loadDeliveryItem(
  db: DbOrTx,
  kind: ContentKind,
  itemId: number,
): Promise<DeliveryItem | null> {
  const result = await db.execute<DeliveryItem>(sql`
    SELECT t.*, (extract(epoch FROM t.scheduled_at - now()) * 1000)::float8 AS scheduled_in_ms
    FROM ${table(kind)} t WHERE t.id = ${itemId}`);
  return result.rows[0] ?? null;
}

/**
 * Locks the item for this transaction and answers its state. Every batch of an item takes this
 * lock first, so an item's batches never overlap, even when two runners deliver it at once (a
 * lease taken over from a runner that was only slow); and a recall waits for the batch in
 * progress, then stops the next one.
 */
export async function lockItem(
  tx: Tx,
  kind: ContentKind,
  itemId: number,
): Promise<{ status: number; delivery_started_at: Date | null } | null> {
  const result = await tx.execute<{ status: number; delivery_started_at: Date | null }>(sql`
    SELECT status, delivery_started_at FROM ${table(kind)} WHERE id = ${itemId}
    FOR NO KEY UPDATE`);
  return result.rows[0] ?? null;
}

/** The item's author, to work out their scope at send time. */
export async function loadAuthor(
  db: Db,
  userId: number,
): Promise<{ userId: number; isSuperuser: boolean; staffBranchId: number | null } | null> {
  const result = await db.execute<{ is_superuser: boolean; staff_branch_id: number | null }>(sql`
    SELECT u.is_superuser, st.branch_id AS staff_branch_id
    FROM users u LEFT JOIN staff st ON st.id = u.staff_id WHERE u.id = ${userId}`);
  const row = result.rows[0];
  return row ? { userId, isSuperuser: row.is_superuser, staffBranchId: row.staff_branch_id } : null;
}

/** Of the given branches, those still active. */
export async function activeBranchIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: number }>(sql`
    SELECT id FROM branches WHERE status = 1 AND id = ANY(${sql.param(ids)}::int[]) ORDER BY id`);
  return result.rows.map((row) => row.id);
}

/**
 * Writes one content_deliveries row per recipient key the targeting reaches (INSERT … SELECT:
 * the recipients never pass through the server), only those with the app for push, and marks
 * the item's recipients resolved. Answers the number of recipients.
 */
export async function insertRecipients(
  tx: Tx,
  kind: ContentKind,
  itemId: number,
  filter: TargetingFilter,
  targeting: ResolvedTargeting,
): Promise<number> {
  const reachable: SQL = kind.channel === 'push' ? sql`r.has_app` : sql`TRUE`;
  const inserted = await tx.execute(sql`
    INSERT INTO content_deliveries (module, item_id, recipient_key, mobile, user_type, has_app, channel)
    SELECT ${kind.key}, ${itemId}, r.recipient_key::text, lpad(r.recipient_key::text, 10, '0'),
           ${filter.user_type}, r.has_app, ${kind.channel}
    FROM (${recipientsQuery(filter, targeting)}) r
    WHERE ${reachable}
    ON CONFLICT DO NOTHING`);
  return inserted.rowCount ?? 0;
}

export async function markRecipientsResolved(
  tx: Tx,
  kind: ContentKind,
  itemId: number,
  recipients: number,
): Promise<void> {
  await tx.execute(sql`
    UPDATE ${table(kind)} SET delivery_started_at = now(), recipients_count = ${recipients}
    WHERE id = ${itemId}`);
}

/**
 * Claims up to `size` pending deliveries of the item, oldest first, for this transaction. The
 * item lock already keeps other batches of the item away; the row locks (SKIP LOCKED: never
 * waited for, never sent twice) make the claim safe on its own as well.
 */
export async function claimPendingDeliveries(
  tx: Tx,
  kind: ContentKind,
  itemId: number,
  size: number,
): Promise<PendingDelivery[]> {
  const result = await tx.execute<PendingDelivery>(sql`
    SELECT id, recipient_key, mobile, user_type, attempts FROM content_deliveries
    WHERE module = ${kind.key} AND item_id = ${itemId} AND status = ${DeliveryStatus.Pending}
    ORDER BY id
    LIMIT ${size}
    FOR UPDATE SKIP LOCKED`);
  return result.rows;
}

/**
 * Records a batch's outcomes on its rows and the item's figures. A transient failure leaves the
 * row pending for a later batch until it has been tried MAX_DELIVERY_ATTEMPTS times.
 */
export async function recordOutcomes(
  tx: Tx,
  kind: ContentKind,
  itemId: number,
  rows: readonly PendingDelivery[],
  outcomes: readonly SendOutcome[],
): Promise<{ sent: number; failed: number }> {
  const statuses = rows.map((row, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) return DeliveryStatus.Sent;
    const retryLater = outcome?.transient && row.attempts + 1 < MAX_DELIVERY_ATTEMPTS;
    return retryLater ? DeliveryStatus.Pending : DeliveryStatus.Failed;
  });
  const errors = outcomes.map((outcome) => (outcome.ok ? null : outcome.error.slice(0, 500)));
  const ids = sql`${sql.param(rows.map((row) => row.id))}::bigint[]`;
  // `d.id = ANY(ids)` lets the planner find the rows by primary key; joined to the arrays
  // alone it may scan the whole table (all of the item's recipients) for every batch.
  await tx.execute(sql`
    UPDATE content_deliveries d
    SET status = o.status, error = o.error, attempts = d.attempts + 1,
        sent_at = CASE WHEN o.status = ${DeliveryStatus.Sent} THEN now() END
    FROM unnest(${ids}, ${sql.param(statuses)}::smallint[], ${sql.param(errors)}::text[])
      AS o(id, status, error)
    WHERE d.id = ANY(${ids}) AND d.id = o.id`);
  const sent = statuses.filter((status) => status === DeliveryStatus.Sent).length;
  const failed = statuses.filter((status) => status === DeliveryStatus.Failed).length;
  await tx.execute(sql`
    UPDATE ${table(kind)}
    SET delivered_count = delivered_count + ${sent}, failed_count = failed_count + ${failed}
    WHERE id = ${itemId}`);
  return { sent, failed };
}

/** No row is pending any more (the caller holds the item's lock): the delivery is finished. */
export async function markDeliveryFinished(
  tx: Tx,
  kind: ContentKind,
  itemId: number,
): Promise<void> {
  await tx.execute(sql`
    UPDATE ${table(kind)} SET delivery_finished_at = coalesce(delivery_finished_at, now())
    WHERE id = ${itemId}`);
}

import { ContentStatus } from '@console/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { loadScope } from '../../core/access/access.repo.ts';
import type { PushSender } from '../../kit/push/push-sender.ts';
import type { SmsSender } from '../../core/sms/sms-sender.ts';
import type { ContentKind } from '../content/content-kinds.ts';
import {
  handleJob,
  type JobContext,
  type JobResult,
  type KindHandler,
} from '../../core/jobs/job-handler.ts';
import type { ResolvedTargeting } from '../../kit/targeting/targeting-sql.ts';
import type { SendOutcome } from '../../core/channels/channel.ts';
import { contentDeliveryJob } from './delivery-queue.ts';
import { itemAppTopics, pushMessages, smsMessages } from './delivery-messages.ts';
import {
  activeBranchIds,
  claimPendingDeliveries,
  insertRecipients,
  loadAuthor,
  loadDeliveryItem,
  lockItem,
  markDeliveryFinished,
  markRecipientsResolved,
  publishIfDue,
  recordOutcomes,
  type DeliveryItem,
  type PendingDelivery,
} from './delivery.repo.ts';

export interface DeliveryChannels {
  push: PushSender;
  sms: SmsSender;
}

export interface DeliveryOptions {
  db: Db;
  channels: DeliveryChannels;
  /** Recipients handed to the channel per transaction. */
  batchSize: number;
  /** The messaging modules' kinds by key (their manifests'), which a payload names. */
  kinds: ReadonlyMap<string, ContentKind>;
  /** The server's signing secret, for what a kind's pushes carry signed (a poll's link). */
  signingSecret?: string;
}

/**
 * The `content.deliver` job: at an item's time, makes a Scheduled item Active, resolves its
 * recipients once (from its targeting, now), and sends to them in batches until none is left
 * or the item stops being Active (recalled, back to draft, deleted). Every batch is one
 * transaction that claims its rows, hands them to the channel (whose outbox rows are written in
 * the same transaction) and marks them: a crash undoes the batch whole, and the resumed job
 * sends exactly those recipients again, once.
 */
export function contentDeliveryHandler(options: DeliveryOptions): KindHandler {
  return handleJob(contentDeliveryJob, async (context) => {
    const { payload } = context;
    const kind = options.kinds.get(payload.kind);
    // A payload of a module no longer built: failing says so in the jobs list.
    if (!kind) throw new Error(`No messaging module "${payload.kind}" to deliver for.`);
    const itemId = payload.itemId;
    const { db } = options;

    await publishIfDue(db, kind, itemId);
    const item = await loadDeliveryItem(db, kind, itemId);
    if (!item) return;
    if (item.status === ContentStatus.Scheduled && item.scheduled_in_ms !== null) {
      // Called early (the schedule moved, or clocks differ): come back at the item's time.
      return { runAgainAt: new Date(Date.now() + Math.max(item.scheduled_in_ms, 0)) };
    }
    if (item.status !== ContentStatus.Active) return; // recalled, a draft again, or deleted
    if (!item.delivery_started_at) await resolveRecipients(db, kind, item);
    return sendBatches(options, kind, item, context);
  });
}

/**
 * Resolves the recipients once per item, in one transaction with marking them resolved. The
 * branches are the item's (resolved within the author's scope when saved) that are still active
 * and still in the author's scope now; the author's segment limits apply too.
 */
async function resolveRecipients(db: Db, kind: ContentKind, item: DeliveryItem): Promise<void> {
  // created_by references users, so the author is there; were it not, nobody is reached.
  const author = await loadAuthor(db, item.created_by);
  const scope = author
    ? await loadScope(db, author, kind.globalModule, item.academic_year_id)
    : { all: true as const };
  const active = author ? await activeBranchIds(db, item.branch_ids) : [];
  const branchIds = scope.all ? active : active.filter((id) => scope.branchIds.includes(id));
  const targeting: ResolvedTargeting = {
    scope,
    academicYearId: item.academic_year_id,
    branches: { every: false, ids: branchIds },
  };
  const reachable = kind.channel === 'sms' || itemAppTopics(kind, item).length > 0;
  await db.transaction(async (tx) => {
    const state = await lockItem(tx, kind, item.id);
    if (!state || state.status !== ContentStatus.Active || state.delivery_started_at) return;
    const recipients = reachable
      ? await insertRecipients(tx, kind, item.id, item.targeting, targeting)
      : 0;
    await markRecipientsResolved(tx, kind, item.id, recipients);
    await kind.delivery?.recipientsResolved?.(tx, item.id, item.targeting, targeting);
  });
}

type BatchStep = 'sent' | 'drained' | 'stopped';

async function sendBatches(
  options: DeliveryOptions,
  kind: ContentKind,
  item: DeliveryItem,
  context: JobContext,
): Promise<JobResult> {
  const { db } = options;
  const channel = kind.channel === 'push' ? options.channels.push : options.channels.sms;
  const batchSize = Math.min(options.batchSize, channel.maxBatch ?? options.batchSize);
  for (;;) {
    if (context.signal.aborted) return { yield: true };
    const step = await db.transaction(async (tx): Promise<BatchStep> => {
      const state = await lockItem(tx, kind, item.id);
      if (!state || state.status !== ContentStatus.Active) return 'stopped';
      const rows = await claimPendingDeliveries(tx, kind, item.id, batchSize);
      if (rows.length === 0) {
        await markDeliveryFinished(tx, kind, item.id);
        return 'drained';
      }
      const outcomes = await sendThroughChannel(options, kind, item, rows, tx);
      await recordOutcomes(tx, kind, item.id, rows, outcomes);
      return 'sent';
    });
    if (step !== 'sent') return;
    await context.heartbeat();
  }
}

async function sendThroughChannel(
  options: DeliveryOptions,
  kind: ContentKind,
  item: DeliveryItem,
  rows: readonly PendingDelivery[],
  tx: Tx,
): Promise<SendOutcome[]> {
  const { channels, signingSecret } = options;
  if (kind.channel !== 'push') return channels.sms.sendBatch(smsMessages(kind, item, rows), tx);
  const pushData = kind.delivery?.pushData;
  const ownData =
    pushData && signingSecret
      ? await pushData(
          tx,
          item.id,
          rows.map((row) => row.recipient_key),
          signingSecret,
        )
      : undefined;
  return channels.push.sendBatch(pushMessages(kind, item, rows, ownData), tx);
}

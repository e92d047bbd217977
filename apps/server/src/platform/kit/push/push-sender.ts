import type { DbOrTx } from '../../../db/client.ts';
import type { SendOutcome } from '../../core/channels/channel.ts';

/** Where a push goes: an FCM topic, or a condition over topics (push-addressing.ts). */
export type PushTarget = { topic: string } | { condition: string };

export interface PushMessage {
  /** The delivery it carries (content_deliveries.id). */
  reference: string;
  target: PushTarget;
  title: string;
  body: string;
  /** Handed to the app as is: delivery_id, module, item_id. */
  data: Record<string, string>;
  /** What sent it, e.g. announcement:42. */
  purpose: string;
}

export interface PushSender {
  readonly driver: string;
  /** Most messages one batch may hold (network drivers: a transaction stays short). */
  readonly maxBatch?: number;
  /**
   * Sends a batch and records it in the push outbox inside `tx`, the transaction that marks
   * the deliveries sent. Answers one outcome per message, in order; throws (undoing the batch)
   * only when the batch cannot be sent at all.
   */
  sendBatch(messages: readonly PushMessage[], tx: DbOrTx): Promise<SendOutcome[]>;
}

export const targetText = (target: PushTarget) =>
  'topic' in target ? target.topic : target.condition;

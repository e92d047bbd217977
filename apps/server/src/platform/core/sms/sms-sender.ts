import type { Config } from '../../../config.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { SendOutcome } from '../channels/channel.ts';
import { HttpSmsSender } from './http-sms-sender.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';

export interface SmsMessage {
  /** 10-digit Indian mobile number. */
  mobile: string;
  text: string;
  /** DLT template id the text was registered under. */
  templateId: string;
  /** What the message is for (otp_login, password_reset, …), kept with it. */
  purpose: string;
  /** Holds a one-time code: drivers that talk to a real gateway keep no readable copy. */
  sensitive?: boolean;
}

/** A module's message to one recipient, as the delivery job hands it over in batches. */
export interface SmsBatchMessage extends SmsMessage {
  /** The delivery it carries (content_deliveries.id): the gateway's client reference. */
  reference: string;
  /** High 1, Medium 2, Normal 3, passed to the gateway. */
  priority: number;
}

export interface SmsSender {
  readonly driver: string;
  /** Most messages one batch may hold (network drivers: a transaction stays short). */
  readonly maxBatch?: number;
  send(message: SmsMessage): Promise<void>;
  /**
   * Sends a batch and records it in the outbox inside `tx`, the transaction that marks the
   * deliveries sent: both are kept or both are undone. Answers one outcome per message, in
   * order; throws (undoing the batch) only when the batch cannot be sent at all.
   */
  sendBatch(messages: readonly SmsBatchMessage[], tx: DbOrTx): Promise<SendOutcome[]>;
}

/** The configured SMS driver: the outbox (default, offline) or an HTTP gateway. */
export function createSmsSender(config: Config, db: Db): SmsSender {
  if (config.sms.driver === 'http') {
    if (!config.sms.httpUrl) throw new Error('SMS_DRIVER=http needs SMS_HTTP_URL.');
    return new HttpSmsSender(db, {
      url: config.sms.httpUrl,
      apiKey: config.sms.httpApiKey,
      senderId: config.sms.senderId,
      concurrency: config.sms.httpConcurrency,
    });
  }
  return new OutboxSmsSender(db);
}

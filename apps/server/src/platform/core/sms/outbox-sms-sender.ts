import type { Db, DbOrTx } from '../../../db/client.ts';
import type { SendOutcome } from '../channels/channel.ts';
import type { SmsBatchMessage, SmsMessage, SmsSender } from './sms-sender.ts';
import { insertSmsOutboxRows } from './sms-outbox.repo.ts';
import { smsOutbox } from './sms-outbox.table.ts';

/** Default driver: nothing leaves the machine; every message is a row the demo can read. */
export class OutboxSmsSender implements SmsSender {
  readonly driver = 'outbox';
  constructor(private readonly db: Db) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({
      mobile: message.mobile,
      body: message.text,
      templateId: message.templateId,
      purpose: message.purpose,
      status: 'sent',
      driver: this.driver,
    });
  }

  /** One insert in the delivery's transaction: the outbox row is the sending. */
  async sendBatch(messages: readonly SmsBatchMessage[], tx: DbOrTx): Promise<SendOutcome[]> {
    await insertSmsOutboxRows(
      tx,
      messages.map((message) => ({
        mobile: message.mobile,
        body: message.text,
        templateId: message.templateId,
        purpose: message.purpose,
        status: 'sent',
        driver: this.driver,
        reference: message.reference,
      })),
    );
    return messages.map(() => ({ ok: true }));
  }
}

import type { DbOrTx } from '../../../db/client.ts';
import type { SendOutcome } from '../../core/channels/channel.ts';
import { insertPushOutboxRows } from './push-outbox.repo.ts';
import { targetText, type PushMessage, type PushSender } from './push-sender.ts';

/** Default driver: nothing leaves the machine; every push is a row superusers can read. */
export class OutboxPushSender implements PushSender {
  readonly driver = 'outbox';

  /** One insert in the delivery's transaction: the outbox row is the sending. */
  async sendBatch(messages: readonly PushMessage[], tx: DbOrTx): Promise<SendOutcome[]> {
    await insertPushOutboxRows(
      tx,
      messages.map((message) => ({
        reference: message.reference,
        target: targetText(message.target),
        title: message.title,
        body: message.body,
        data: message.data,
        purpose: message.purpose,
        status: 'sent',
        driver: this.driver,
      })),
    );
    return messages.map(() => ({ ok: true }));
  }
}

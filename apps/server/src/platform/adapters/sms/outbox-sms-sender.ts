import type { Db } from '../../../db/client.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';
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
}

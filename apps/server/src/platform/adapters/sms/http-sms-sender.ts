import type { Db } from '../../../db/client.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';
import { smsOutbox } from './sms-outbox.table.ts';

export interface HttpSmsOptions {
  url: string;
  apiKey: string | undefined;
  senderId: string;
}

/**
 * A generic HTTP SMS gateway of the kind Indian DLT-registered providers offer: a JSON POST
 * with sender id, number (91-prefixed), text and DLT template id, authorised by an API key.
 * Each attempt is also recorded in the outbox with its outcome.
 */
export class HttpSmsSender implements SmsSender {
  readonly driver = 'http';
  constructor(
    private readonly db: Db,
    private readonly options: HttpSmsOptions,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    let status = 'sent';
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          sender: this.options.senderId,
          to: `91${message.mobile}`,
          message: message.text,
          dlt_template_id: message.templateId,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) status = `failed: gateway answered ${response.status}`;
    } catch (error) {
      status = `failed: ${error instanceof Error ? error.message : 'gateway unreachable'}`;
    }
    await this.db.insert(smsOutbox).values({
      mobile: message.mobile,
      body: message.sensitive ? '[one-time code withheld]' : message.text,
      templateId: message.templateId,
      purpose: message.purpose,
      status,
      driver: this.driver,
    });
    if (status !== 'sent') throw new Error(`SMS not delivered (${status})`);
  }
}

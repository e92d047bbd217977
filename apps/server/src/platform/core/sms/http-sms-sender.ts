import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  answerOutcome,
  networkBatchLimit,
  networkError,
  sendEach,
  type AttemptResult,
  type RetryPolicy,
  type SendOutcome,
} from '../channels/channel.ts';
import type { SmsBatchMessage, SmsMessage, SmsSender } from './sms-sender.ts';
import { insertSmsOutboxRows } from './sms-outbox.repo.ts';
import { smsOutbox } from './sms-outbox.table.ts';

export interface HttpSmsOptions {
  url: string;
  apiKey: string | undefined;
  senderId: string;
  /** Requests in flight at once while sending a batch. */
  concurrency?: number;
  /** Retries of a batch message on 429, 5xx or no answer. */
  retry?: RetryPolicy;
}

const WITHHELD = '[one-time code withheld]';
const DEFAULT_CONCURRENCY = 8;

/**
 * A generic HTTP SMS gateway of the kind Indian DLT-registered providers offer: a JSON POST
 * with sender id, number (91-prefixed), text and DLT template id, authorised by an API key.
 * Module messages also carry the delivery priority and a `client_ref` (the delivery's id):
 * gateways drop a second message with a reference they have already taken, which is what makes
 * a batch resent after a crash arrive once. Each message is also recorded in the outbox with
 * its outcome.
 */
export class HttpSmsSender implements SmsSender {
  readonly driver = 'http';
  readonly maxBatch: number;
  constructor(
    private readonly db: Db,
    private readonly options: HttpSmsOptions,
  ) {
    this.maxBatch = networkBatchLimit(options.concurrency ?? DEFAULT_CONCURRENCY);
  }

  async send(message: SmsMessage): Promise<void> {
    let status = 'sent';
    try {
      const response = await this.post(this.payload(message));
      if (!response.ok) status = `failed: gateway answered ${response.status}`;
    } catch (error) {
      status = `failed: ${error instanceof Error ? error.message : 'gateway unreachable'}`;
    }
    await this.db.insert(smsOutbox).values({
      mobile: message.mobile,
      body: message.sensitive ? WITHHELD : message.text,
      templateId: message.templateId,
      purpose: message.purpose,
      status,
      driver: this.driver,
    });
    if (status !== 'sent') throw new Error(`SMS not delivered (${status})`);
  }

  async sendBatch(messages: readonly SmsBatchMessage[], tx: DbOrTx): Promise<SendOutcome[]> {
    // A gateway that answers nothing at all is down: sendEach throws, the batch is undone and
    // the job retries it later.
    const outcomes = await sendEach(
      this.driver,
      messages,
      { concurrency: this.options.concurrency ?? DEFAULT_CONCURRENCY, retry: this.options.retry },
      (message) => this.attempt(message),
    );
    await insertSmsOutboxRows(
      tx,
      messages.map((message, index) => {
        const outcome = outcomes[index]!;
        return {
          mobile: message.mobile,
          body: message.sensitive ? WITHHELD : message.text,
          templateId: message.templateId,
          purpose: message.purpose,
          status: outcome.ok ? 'sent' : `failed: ${outcome.error}`,
          driver: this.driver,
          reference: message.reference,
        };
      }),
    );
    return outcomes;
  }

  private async attempt(message: SmsBatchMessage): Promise<AttemptResult> {
    let response: Response;
    try {
      response = await this.post({
        ...this.payload(message),
        priority: message.priority,
        client_ref: message.reference,
      });
    } catch (error) {
      return { retry: networkError(error) };
    }
    await response.body?.cancel();
    return answerOutcome(response, `gateway answered ${response.status}`);
  }

  private payload(message: SmsMessage) {
    return {
      sender: this.options.senderId,
      to: `91${message.mobile}`,
      message: message.text,
      dlt_template_id: message.templateId,
    };
  }

  private post(body: object): Promise<Response> {
    return fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  }
}

import type { DbOrTx } from '../../../db/client.ts';
import {
  answerOutcome,
  networkBatchLimit,
  networkError,
  sendEach,
  type AttemptResult,
  type RetryPolicy,
  type SendOutcome,
} from '../../core/channels/channel.ts';
import { FCM_SCOPE, ServiceAccountTokens, type ServiceAccount } from './google-service-account.ts';
import { insertPushOutboxRows } from './push-outbox.repo.ts';
import { targetText, type PushMessage, type PushSender } from './push-sender.ts';

export interface FcmOptions {
  account: ServiceAccount;
  projectId: string;
  /** https://fcm.googleapis.com, or a simulator's address. */
  apiUrl: string;
  /** Requests in flight at once while sending a batch. */
  concurrency: number;
  retry?: RetryPolicy;
}

interface FcmError {
  error?: {
    code?: number;
    status?: string;
    message?: string;
    details?: { '@type'?: string; errorCode?: string }[];
  };
}

/** FCM's most precise reason: the FcmError code (UNREGISTERED, …), else the RPC status. */
function fcmReason(status: number, body: FcmError): string {
  const detail = body.error?.details?.find((d) => d.errorCode)?.errorCode;
  return `${status} ${detail ?? body.error?.status ?? 'error'}`;
}

/**
 * Firebase Cloud Messaging, HTTP v1 API: one `messages:send` per recipient (the v1 API has no
 * batch call), a bounded number in flight, authorised by a service account's OAuth 2.0 token.
 * 200 is sent; 429 and 5xx are retried with backoff (Retry-After honoured); other 4xx fail that
 * message with FCM's reason; 401 renews the token once. FCM has no idempotency key, so the
 * delivery id travels in `data.delivery_id` and as the notification's tag / collapse id: a
 * message resent after a crash replaces the first on the device instead of showing twice.
 * Every message is recorded in the push outbox with its outcome.
 */
export class FcmPushSender implements PushSender {
  readonly driver = 'fcm';
  readonly maxBatch: number;
  private readonly tokens: ServiceAccountTokens;
  private readonly sendUrl: string;

  constructor(private readonly options: FcmOptions) {
    this.tokens = new ServiceAccountTokens(options.account, FCM_SCOPE);
    this.maxBatch = networkBatchLimit(options.concurrency);
    this.sendUrl = `${options.apiUrl}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;
  }

  async sendBatch(messages: readonly PushMessage[], tx: DbOrTx): Promise<SendOutcome[]> {
    const outcomes = await sendEach(this.driver, messages, this.options, (message) =>
      this.attempt(message),
    );
    await insertPushOutboxRows(
      tx,
      messages.map((message, index) => {
        const outcome = outcomes[index]!;
        return {
          reference: message.reference,
          target: targetText(message.target),
          title: message.title,
          body: message.body,
          data: message.data,
          purpose: message.purpose,
          status: outcome.ok ? 'sent' : `failed: ${outcome.error}`,
          driver: this.driver,
        };
      }),
    );
    return outcomes;
  }

  /** The v1 message: target, notification, data, and the delivery id as collapse key. */
  static body(message: PushMessage) {
    const tag = `delivery-${message.reference}`;
    return {
      message: {
        ...message.target,
        notification: { title: message.title, body: message.body },
        data: message.data,
        android: { notification: { tag } },
        apns: { headers: { 'apns-collapse-id': tag } },
      },
    };
  }

  private async attempt(message: PushMessage): Promise<AttemptResult> {
    let response: Response;
    try {
      const token = await this.tokens.get();
      response = await fetch(this.sendUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(FcmPushSender.body(message)),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      return { retry: networkError(error) };
    }
    if (response.ok) {
      await response.body?.cancel();
      return { outcome: { ok: true } };
    }
    const reason = fcmReason(
      response.status,
      (await response.json().catch(() => ({}))) as FcmError,
    );
    if (response.status === 401) {
      this.tokens.invalidate();
      return { retry: reason };
    }
    return answerOutcome(response, reason);
  }
}

// What delivery channels (the SMS and push drivers) share: the outcome of one message, bounded
// concurrency, and retries of a vendor's passing troubles.

/**
 * How one message went. `transient`: the vendor was unreachable or overloaded through every
 * retry; the delivery tries that recipient again later rather than giving up on them.
 */
export type SendOutcome = { ok: true } | { ok: false; error: string; transient?: boolean };

/**
 * A network driver's batch: five rounds of its concurrent requests. The batch's transaction
 * (and the item's lock, which a recall waits for) is held while they run, so it stays about a
 * second long; on the embedded database, one session for everyone, that matters all the more.
 */
export const networkBatchLimit = (concurrency: number) => concurrency * 5;

/** Every message of a batch failed transiently: the vendor is down, the batch is retried whole. */
export class ChannelUnavailableError extends Error {}

/** Throws ChannelUnavailableError when no message of a non-empty batch got an answer. */
export function assertChannelAnswered(driver: string, outcomes: readonly SendOutcome[]): void {
  const first = outcomes[0];
  if (!first || !outcomes.every((outcome) => !outcome.ok && outcome.transient)) return;
  const error = first.ok ? '' : first.error;
  throw new ChannelUnavailableError(`${driver}: no message of the batch went through (${error})`);
}

/** fn over items with at most `limit` calls in flight; results in the items' order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  tries: number;
  /** Wait before the second attempt; doubled for each one after. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { tries: 4, baseDelayMs: 500, maxDelayMs: 8_000 };

/** One attempt's answer: final, or worth another try (after the vendor's Retry-After if given). */
export type AttemptResult = { outcome: SendOutcome } | { retry: string; retryAfterMs?: number };

/** Runs attempts until one is final or the tries are spent (then a transient failure). */
export async function withRetries(
  policy: RetryPolicy,
  attempt: (tryNumber: number) => Promise<AttemptResult>,
): Promise<SendOutcome> {
  let reason = 'no attempt made';
  for (let tryNumber = 1; tryNumber <= policy.tries; tryNumber += 1) {
    const result = await attempt(tryNumber);
    if ('outcome' in result) return result.outcome;
    reason = result.retry;
    if (tryNumber < policy.tries) {
      const backoff = Math.min(policy.baseDelayMs * 2 ** (tryNumber - 1), policy.maxDelayMs);
      const wait = Math.min(Math.max(result.retryAfterMs ?? 0, backoff), policy.maxDelayMs);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return { ok: false, error: reason, transient: true };
}

/**
 * Sends each message with retries, a bounded number in flight, and answers their outcomes in
 * order; throws ChannelUnavailableError when none got through (the vendor is down).
 */
export async function sendEach<T>(
  driver: string,
  messages: readonly T[],
  options: { concurrency: number; retry?: RetryPolicy | undefined },
  attempt: (message: T) => Promise<AttemptResult>,
): Promise<SendOutcome[]> {
  const outcomes = await mapConcurrent(messages, options.concurrency, (message) =>
    withRetries(options.retry ?? DEFAULT_RETRY, () => attempt(message)),
  );
  assertChannelAnswered(driver, outcomes);
  return outcomes;
}

/** Retry-After in seconds (the form gateways and Google use), as milliseconds. */
function retryAfterMs(header: string | null): number | undefined {
  const seconds = Number(header);
  return header !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/**
 * What a vendor's HTTP answer means for one message: sent (2xx), worth another try after the
 * vendor's Retry-After or the backoff (429, 5xx), or refused for good (other 4xx) with `reason`.
 */
export function answerOutcome(response: Response, reason: string): AttemptResult {
  if (response.ok) return { outcome: { ok: true } };
  if (response.status === 429 || response.status >= 500) {
    const after = retryAfterMs(response.headers.get('retry-after'));
    return after === undefined ? { retry: reason } : { retry: reason, retryAfterMs: after };
  }
  return { outcome: { ok: false, error: reason } };
}

/** Why a fetch failed, briefly (timeouts and refused connections). */
export function networkError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return cause ? `${error.message} (${cause})` : error.message;
  }
  return String(error);
}

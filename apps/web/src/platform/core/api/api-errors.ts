import type { ErrorBody } from '@console/contract';
import { ApiError } from './api-client.ts';

// The server's words for a refused call (000 §8: the response body's text when it gives one):
// a 422 names each field that broke a rule, as `body.title`; other refusals carry a message.

export interface FieldError {
  /** The body field, without the request part: 'title', 'scheduled_at', 'branch_ids'. */
  field: string;
  message: string;
}

export function apiFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const errors = (error.data as Partial<ErrorBody> | undefined)?.errors ?? [];
  return errors.map((entry) => ({
    field: entry.field.replace(/^(body|query|params)\./, '').split('.')[0] ?? entry.field,
    message: entry.message,
  }));
}

/** One line for a toast: the first field's message of a 422, else the server's message. */
export function apiErrorText(error: unknown, fallback?: string): string {
  const [first] = apiFieldErrors(error);
  if (first) return first.message;
  if (error instanceof ApiError) {
    const message = (error.data as Partial<ErrorBody> | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    return fallback ?? error.message;
  }
  // A network failure has no server text.
  return fallback ?? (error instanceof Error ? error.message : String(error));
}

import type { z } from 'zod';

/**
 * A kind of job and the schema of its payload. Enqueueing checks the payload with it before it
 * is stored, and the runner parses the stored payload with it before the handler sees it: no
 * handler reads the jobs table's JSON on trust. The name and the payload's shape are kept in
 * that table, so both outlive a release: a job queued by the previous one must still parse.
 * The schema's input is its output (no defaults, no transforms), so what is stored is exactly
 * what the handler is given.
 */
export interface JobKind<Payload> {
  readonly kind: string;
  readonly payload: z.ZodType<Payload, Payload>;
}

export function defineJob<Payload>(
  kind: string,
  payload: z.ZodType<Payload, Payload>,
): JobKind<Payload> {
  return { kind, payload };
}

/** A payload its kind's schema refuses: at enqueue (a bug in the caller) or when run (stale). */
export class JobPayloadRefused extends Error {
  constructor(kind: string, error: z.ZodError) {
    const problems = error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
    super(`The payload of this ${kind} job does not fit its kind: ${problems.join('; ')}.`);
  }
}

/** The payload as its kind's schema reads it; JobPayloadRefused when it does not fit. */
export function payloadOf<Payload>(job: JobKind<Payload>, payload: unknown): Payload {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) throw new JobPayloadRefused(job.kind, parsed.error);
  return parsed.data;
}

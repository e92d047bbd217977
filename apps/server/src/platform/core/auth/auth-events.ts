import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { authEvents } from '../access/access.table.ts';

export interface AuthEvent {
  /** login.password, login.totp, login.otp, login.auto, refresh, logout, access.denied, … */
  event: string;
  outcome: 'success' | 'failure' | 'refused';
  userId?: number | null;
  username?: string | null;
  detail?: string;
}

/**
 * Every sign-in attempt and every refused authorization: who, what, when, from where. Never a
 * password, code or token: callers pass only the fields above.
 */
export async function recordAuthEvent(
  db: Db,
  log: FastifyBaseLogger,
  request: Pick<FastifyRequest, 'ip' | 'headers'> | null,
  event: AuthEvent,
): Promise<void> {
  const entry = {
    event: event.event,
    outcome: event.outcome,
    userId: event.userId ?? null,
    username: event.username ?? null,
    ip: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 300) ?? null,
    detail: event.detail ?? null,
  };
  log.info({ audit: entry }, `auth ${event.event} ${event.outcome}`);
  try {
    await db.insert(authEvents).values(entry);
  } catch (error) {
    // Losing an audit row must not turn a sign-in into a 500; the log line above stays.
    log.error({ err: error }, 'could not store auth event');
  }
}

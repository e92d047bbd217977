import { Messages } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { tooManyRequests } from './http-error.ts';

// A per-address limit for public routes, which no session or account throttles: a route
// declares the group it is counted in (`addressLimit`), and past the configured requests a
// minute from one client address (request.ip: X-Forwarded-For only with TRUST_PROXY) the group
// answers 429 before anything else is done. The count is a row in the database, so it holds
// across server processes, as the sign-in limits do.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The group of public routes this route is counted in per client address. */
    addressLimit?: string;
  }
}

/**
 * Counts a request and answers the address's count in its current minute (which starts at its
 * first request and lasts a minute) and the seconds left of it. One statement: concurrent
 * requests of one address queue on its row. A new minute also removes the rows of addresses
 * quiet for an hour, so the table holds recent addresses only.
 */
export async function countRequest(
  db: Db,
  group: string,
  address: string,
): Promise<{ hits: number; retry_after: number }> {
  const current = sql`h.window_start > now() - interval '1 minute'`;
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    WITH hit AS (
      INSERT INTO address_hits AS h (bucket, address, window_start, hits)
      VALUES (${group}, ${address}, now(), 1)
      ON CONFLICT (bucket, address) DO UPDATE SET
        hits = CASE WHEN ${current} THEN h.hits + 1 ELSE 1 END,
        window_start = CASE WHEN ${current} THEN h.window_start ELSE now() END
      RETURNING h.hits, h.window_start
    ), quiet AS (
      DELETE FROM address_hits
      WHERE window_start < now() - interval '1 hour' AND (SELECT hits FROM hit) = 1
        -- Not the row the upsert writes: one statement may not change a row twice.
        AND (bucket, address) <> (${group}, ${address})
    )
    SELECT hits,
           greatest(1, ceil(extract(epoch FROM window_start + interval '1 minute' - now())))::int
             AS retry_after
    FROM hit`);
  return result.rows[0]!;
}

/** Refuses requests past `perMinute` from one address to a route that declares a group. */
export function registerAddressLimits(app: FastifyInstance, db: Db, perMinute: number): void {
  app.addHook('onRequest', async (request) => {
    const group = request.routeOptions.config.addressLimit;
    if (!group) return;
    const { hits, retry_after } = await countRequest(db, group, request.ip);
    if (hits > perMinute) throw tooManyRequests(Messages.tooManyRequests, retry_after);
  });
}

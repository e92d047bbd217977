import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';

/**
 * Who the database should name as the author of a change: the API call in progress. The
 * audit trigger (migration 0010, `audit_row_change`) reads it from the connection setting
 * `audit.actor`; this file puts it there.
 *
 * A state-changing call runs inside an async context holding its request (the onRequest hook
 * below). Every connection the pool hands out inside that context, for a transaction or a
 * single statement, first gets `audit.actor` set, and has it cleared again before it goes
 * back to the pool, so a job or a read that borrows the connection next is never taken for
 * the user. Reads (GET, HEAD) change nothing and pay nothing.
 */
const calls = new AsyncLocalStorage<FastifyRequest>();

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One id per call, the same on every connection it borrows: the audit rows of one call (a
 * meeting and its invitees) are one entry of a history. Fastify's own request ids restart
 * with the process, so they could join two calls of different days.
 */
const callIds = new WeakMap<FastifyRequest, string>();

function callIdOf(request: FastifyRequest): string {
  let id = callIds.get(request);
  if (!id) {
    id = randomUUID();
    callIds.set(request, id);
  }
  return id;
}

/** The actor of the call in progress, as the trigger reads it, or null outside a signed-in change. */
export function currentActor(): string | null {
  const request = calls.getStore();
  if (!request?.auth) return null;
  return JSON.stringify({
    user_id: request.auth.userId,
    request: `${request.method} ${request.routeOptions.url ?? request.url}`,
    request_id: callIdOf(request),
  });
}

/**
 * Runs the rest of every state-changing request inside its async context. A callback hook,
 * not an async one: `done` called inside `run` carries the context into the hooks and the
 * handler that follow.
 */
export function registerAuditActor(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    calls.run(request, done);
  });
}

const SET_ACTOR = `SELECT set_config('audit.actor', $1, false)`;
const wrapped = new WeakSet<pg.Pool>();

/**
 * Makes the pool name the actor on the connections it lends inside a change. Drizzle borrows
 * through `pool.connect()` for a transaction and `pool.query()` for a single statement; both
 * are covered. Idempotent per pool.
 */
export function nameActorsOnConnections(pool: pg.Pool): void {
  if (wrapped.has(pool)) return;
  wrapped.add(pool);
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;

  async function connectAs(actor: string): Promise<pg.PoolClient> {
    const client = await connect();
    try {
      await client.query(SET_ACTOR, [actor]);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) => {
      client.release = release;
      // A broken connection is destroyed, not reused: nothing to clear.
      if (error) return release(error);
      client.query(SET_ACTOR, ['']).then(
        () => release(),
        (failed: Error) => release(failed),
      );
    };
    return client;
  }

  pool.connect = ((callback?: unknown) => {
    const actor = currentActor();
    if (callback || !actor) return (connect as (...args: unknown[]) => unknown)(callback);
    return connectAs(actor);
  }) as typeof pool.connect;

  pool.query = ((...args: unknown[]) => {
    const actor = currentActor();
    // Callback-style calls are pg's own (and ours never); a promise-style statement inside a
    // change runs on a connection lent with its actor.
    if (!actor || typeof args[args.length - 1] === 'function') return query(...args);
    return (async () => {
      const client = await connectAs(actor);
      try {
        return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        client.release();
      }
    })();
  }) as typeof pool.query;
}

import { healthEndpoints as endpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { migrationProgress } from '../../../db/migrate.ts';
import { authenticateToken, bearerToken } from '../auth/authenticate.ts';
import { routeEndpoint } from './endpoint-route.ts';

/** How long the readiness probe waits for the database before calling it unreachable. */
const DATABASE_CHECK_MS = 2000;

/**
 * Liveness (`/health`: the process answers; it never waits on the database, so a database
 * outage does not get the server restarted) and readiness (`/ready`: the database answers,
 * every migration is applied, and the job runner, where this process runs one, still turns).
 * Readiness is public for load balancers, so anyone learns only ready or not; what each check
 * found (how many migrations ran, whether jobs run here) is for a superuser's bearer token.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.health, {
    access: 'public',
    handler: () => ({ status: 'ok' as const, database: app.services.database.kind }),
  });

  routeEndpoint(app, endpoints.ready, {
    access: 'public',
    handler: async (request, reply) => {
      const { database, config, jobRunner, signingSecret } = app.services;
      const checks = {
        database: { ok: false, detail: 'unreachable' },
        migrations: { ok: false, detail: 'unknown' },
        jobs: { ok: true, detail: 'off in this process' },
      };
      try {
        const progress = await withTimeout(migrationProgress(database.pool), DATABASE_CHECK_MS);
        checks.database = { ok: true, detail: 'answers' };
        checks.migrations = {
          ok: progress.applied >= progress.expected,
          detail: `${progress.applied} of ${progress.expected} applied`,
        };
      } catch (error) {
        // The probe is public: the reason goes to the log, not to whoever asks.
        app.log.warn({ err: error }, 'readiness: the database did not answer');
      }
      if (config.jobs.enabled) {
        const alive = jobRunner?.isAlive() ?? false;
        checks.jobs = { ok: alive, detail: alive ? 'running' : 'not running' };
      }
      const failing = Object.entries(checks).filter(([, c]) => !c.ok);
      const token = bearerToken(request.headers.authorization);
      // A database that does not answer would hold the probe on the token's session too.
      const caller =
        token && checks.database.ok
          ? await authenticateToken(database.db, signingSecret, token, ['access']).catch(() => null)
          : null;
      // Not ready is the same report with 503 (the endpoint's answerAlsoWith).
      if (failing.length > 0) reply.status(503);
      if (!caller || typeof caller === 'string' || !caller.isSuperuser) {
        if (failing.length === 0) return { status: 'ready' as const, message: 'Ready' };
        return { status: 'not_ready' as const, message: 'Not ready' };
      }
      if (failing.length === 0) return { status: 'ready' as const, message: 'Ready', checks };
      return {
        status: 'not_ready' as const,
        message: `Not ready: ${failing.map(([name, c]) => `${name} ${c.detail}`).join('; ')}`,
        checks,
      };
    },
  });
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

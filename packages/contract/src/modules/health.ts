import { z } from 'zod';

/** GET /health: the process answers, and which kind of database it runs on. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
});

const readinessCheck = z.object({ ok: z.boolean(), detail: z.string() });

/** GET /ready: ready or not (200 or 503, the same report). */
export const readyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  message: z.string(),
  /** Only for a superuser's bearer token: what each check found. */
  checks: z
    .object({ database: readinessCheck, migrations: readinessCheck, jobs: readinessCheck })
    .optional(),
});

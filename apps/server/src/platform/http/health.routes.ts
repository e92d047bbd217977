import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from './zod-schemas.ts';

const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
});

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { config: { access: 'public' }, schema: { response: { 200: healthResponse } } },
      async () => {
        await app.services.database.pool.query('SELECT 1');
        return { status: 'ok' as const, database: app.services.database.kind };
      },
    );
};

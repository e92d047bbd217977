import type { FastifyPluginAsync } from 'fastify';

// Placeholder replaced by the access work: GET /me.
export const meRoutes: FastifyPluginAsync = async () => {};

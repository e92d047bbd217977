import {
  BACKGROUND_JOBS_EXPORT_FILE,
  backgroundJobEndpoints as endpoints,
  type BackgroundJob,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../core/http/endpoint-route.ts';
import { whereAll, isoTimestamp } from '../lists/list-query.ts';
import { sendList } from '../lists/send-list.ts';

/** GET /jobs: the job runner's queue for the Background jobs page (000 §2 /hangfire). */
export const jobsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.list, {
    access: 'hangfire_read',
    handler: async (request, reply) => {
      const query = request.query;
      const from = sql`FROM jobs WHERE ${whereAll([
        query.status !== undefined && sql`status = ${query.status}`,
        query.kind !== undefined && sql`kind = ${query.kind}`,
        query.search_by_id !== undefined && sql`id = ${Number(query.search_by_id)}`,
      ])}`;
      return sendList<BackgroundJob>(reply, app.services.database, query, {
        columns: {
          id: sql`id`,
          kind: sql`kind`,
          key: sql`key`,
          status: sql`status`,
          run_at: isoTimestamp(sql`run_at`),
          attempts: sql`attempts`,
          last_error: sql`last_error`,
          created_at: isoTimestamp(sql`created_at`),
          finished_at: isoTimestamp(sql`finished_at`),
        },
        from,
        sort: {
          // Named with the table: bare names would order by the answer's ISO text (no index).
          columns: { run_at: sql`jobs.run_at`, created_at: sql`jobs.created_at`, id: sql`id` },
          default: { column: 'created_at', order: 'desc' },
          tieBreaker: sql`id`,
        },
        exportFile: { name: BACKGROUND_JOBS_EXPORT_FILE, format: 'csv' },
      });
    },
  });
};

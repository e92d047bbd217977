import {
  PUSH_OUTBOX_EXPORT_FILE,
  pushOutboxEndpoints as endpoints,
  type PushOutboxEntry,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../core/http/endpoint-route.ts';
import { outboxConditions, outboxSort } from './outbox-list.ts';
import { whereAll, isoTimestamp } from '../lists/list-query.ts';
import { sendList } from '../lists/send-list.ts';

/** GET /push_outbox: what the push drivers sent (who, what, when, status), for superusers. */
export const pushOutboxRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.list, {
    access: 'superuser',
    handler: async (request, reply) => {
      const query = request.query;
      const from = sql`FROM push_outbox WHERE ${whereAll([
        ...outboxConditions(query),
        query.purpose !== undefined && sql`purpose = ${query.purpose}`,
        query.search_by_id !== undefined && sql`id = ${Number(query.search_by_id)}`,
      ])}`;
      return sendList<PushOutboxEntry>(reply, app.services.database, query, {
        columns: {
          id: sql`id`,
          target: sql`target`,
          title: sql`title`,
          body: sql`body`,
          purpose: sql`purpose`,
          status: sql`status`,
          driver: sql`driver`,
          created_at: isoTimestamp(sql`created_at`),
        },
        from,
        sort: outboxSort('push_outbox'),
        exportFile: { name: PUSH_OUTBOX_EXPORT_FILE, format: 'csv' },
      });
    },
  });
};

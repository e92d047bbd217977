import {
  INT4_MAX,
  SMS_OUTBOX_EXPORT_FILE,
  smsOutboxEndpoints as endpoints,
  type SmsOutboxEntry,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../core/http/endpoint-route.ts';
import { outboxConditions, outboxSort } from './outbox-list.ts';
import { whereAll, isoTimestamp } from '../lists/list-query.ts';
import { sendList } from '../lists/send-list.ts';

// An id beyond the column's range matches nothing (rather than failing the cast).
const byId = (id: number) => (id <= INT4_MAX ? sql`id = ${id}` : sql`FALSE`);

/** GET /sms_outbox: what the outbox driver "sent", for superusers (codes included). */
export const smsOutboxRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.list, {
    access: 'superuser',
    handler: async (request, reply) => {
      const query = request.query;
      const from = sql`FROM sms_outbox WHERE ${whereAll([
        ...outboxConditions(query),
        query.mobile !== undefined && sql`mobile = ${query.mobile}`,
        query.purpose !== undefined && sql`purpose = ${query.purpose}`,
        query.search_by_id !== undefined && byId(Number(query.search_by_id)),
      ])}`;
      return sendList<SmsOutboxEntry>(reply, app.services.database, query, {
        columns: {
          id: sql`id`,
          mobile: sql`mobile`,
          body: sql`body`,
          template_id: sql`template_id`,
          purpose: sql`purpose`,
          status: sql`status`,
          driver: sql`driver`,
          created_at: isoTimestamp(sql`created_at`),
        },
        from,
        sort: outboxSort('sms_outbox'),
        exportFile: { name: SMS_OUTBOX_EXPORT_FILE, format: 'csv' },
      });
    },
  });
};

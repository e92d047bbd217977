import {
  SMS_OUTBOX_EXPORT_FILE,
  errorBody,
  smsOutboxEntry,
  smsOutboxListQuery,
  type SmsOutboxEntry,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/zod-schemas.ts';
import { dayAfter, dayStart, whereAll } from '../../lists/list-query.ts';
import { sendList } from '../../lists/send-list.ts';

// An id beyond the column's range matches nothing (rather than failing the cast).
const byId = (id: number) => (id <= 2147483647 ? sql`id = ${id}` : sql`FALSE`);

/** GET /sms_outbox: what the outbox driver "sent", for superusers (codes included). */
export const smsOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sms_outbox',
    {
      config: { access: 'superuser' },
      schema: {
        summary: 'The SMS outbox, newest first; export=true downloads sms-outbox.csv',
        querystring: smsOutboxListQuery,
        response: { 200: z.array(smsOutboxEntry), 422: errorBody },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const from = sql`FROM sms_outbox WHERE ${whereAll([
        query.status !== undefined && sql`status = ${query.status}`,
        query.mobile !== undefined && sql`mobile = ${query.mobile}`,
        query.from_date !== undefined &&
          sql`created_at >= ${dayStart(query.from_date)}::timestamptz`,
        query.to_date !== undefined && sql`created_at < ${dayAfter(query.to_date)}::timestamptz`,
        query.search_by_id !== undefined && byId(Number(query.search_by_id)),
      ])}`;
      const createdAt = sql`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      return sendList<SmsOutboxEntry>(reply, app.services.database, query, {
        columns: {
          id: sql`id`,
          mobile: sql`mobile`,
          body: sql`body`,
          template_id: sql`template_id`,
          purpose: sql`purpose`,
          status: sql`status`,
          driver: sql`driver`,
          created_at: createdAt,
        },
        from,
        sort: {
          columns: { created_at: sql`created_at`, id: sql`id` },
          default: { column: 'created_at', order: 'desc' },
          tieBreaker: sql`id`,
        },
        exportFile: { name: SMS_OUTBOX_EXPORT_FILE, format: 'csv' },
      });
    },
  );
};

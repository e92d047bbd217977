import { AUDIT_LOG_FILE, auditLogEndpoints as endpoints, type AuditEntry } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../core/http/endpoint-route.ts';
import { notFound } from '../../core/http/http-error.ts';
import { dayAfter, dayStart, isoTimestamp, whereAll } from '../lists/list-query.ts';
import { selectList, sendList } from '../lists/send-list.ts';
import { itemTypeOf } from '../../core/audit/audited-tables.ts';
import { personName } from '../../core/sql/person-name.ts';

/** The answer's columns; the user's name is looked up for the page's rows only. */
const COLUMNS = {
  id: sql`a.id`,
  changed_at: isoTimestamp(sql`a.changed_at`),
  user_id: sql`a.user_id`,
  user_name: sql`coalesce((SELECT ${personName('u')} FROM users u
    WHERE u.id = a.user_id), '')`,
  request: sql`a.request`,
  module: sql`a.module`,
  item_type: sql`a.item_type`,
  item_id: sql`a.item_id`,
  action: sql`a.action`,
  before: sql`a.before`,
  after: sql`a.after`,
} satisfies Record<keyof AuditEntry, SQL>;

const SORT = {
  columns: { changed_at: sql`a.changed_at`, id: sql`a.id` },
  default: { column: 'id', order: 'desc' as const },
  tieBreaker: sql`a.id`,
};

/**
 * GET /audit_log: every change through the API, newest first, for superusers, filtered by
 * module, item, user, action and day; export=true downloads audit-log.csv.
 * GET /audit_log/item: one item's history, for whoever may read the item (its module's
 * manifest says who: `audited[].readable`), newest first; anyone else gets 404.
 */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const { database, db, audited } = app.services;

  routeEndpoint(app, endpoints.list, {
    access: 'superuser',
    handler: async (request, reply) => {
      const query = request.query;
      const from = sql`FROM audit_log a WHERE ${whereAll([
        query.module !== undefined && sql`a.module = ${query.module}`,
        query.item_type !== undefined && sql`a.item_type = ${query.item_type}`,
        query.item_id !== undefined && sql`a.item_id = ${query.item_id}`,
        query.user_id !== undefined && sql`a.user_id = ${query.user_id}`,
        query.action !== undefined && sql`a.action = ${query.action}`,
        query.from_date !== undefined &&
          sql`a.changed_at >= ${dayStart(query.from_date)}::timestamptz`,
        query.to_date !== undefined && sql`a.changed_at < ${dayAfter(query.to_date)}::timestamptz`,
      ])}`;
      return sendList<AuditEntry>(reply, database, query, {
        columns: COLUMNS,
        from,
        sort: SORT,
        exportFile: { name: AUDIT_LOG_FILE, format: 'csv' },
      });
    },
  });

  routeEndpoint(app, endpoints.itemHistory, {
    access: 'signed-in',
    handler: async (request) => {
      const { item_type: itemType, item_id: itemId } = request.query;
      const auth = request.auth!;
      const entry =
        audited.find((table) => itemTypeOf(table) === itemType && table.readable) ??
        audited.find((table) => itemTypeOf(table) === itemType);
      const mayRead =
        auth.isSuperuser || (entry?.readable ? await entry.readable(db, auth, itemId) : false);
      if (!entry || !mayRead) throw notFound('No history found for this item.');
      const rows = await db.execute(
        sql`SELECT ${selectList(COLUMNS)} FROM audit_log a WHERE a.item_type = ${itemType} AND a.item_id = ${itemId}
          ORDER BY a.id DESC LIMIT 200`,
      );
      return rows.rows as AuditEntry[];
    },
  });
};

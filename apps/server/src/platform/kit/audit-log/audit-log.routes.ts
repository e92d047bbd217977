import { AUDIT_LOG_FILE, GROUP_TIME_ZONE, auditLogEndpoints as endpoints } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../core/http/endpoint-route.ts';
import { notFound } from '../../core/http/http-error.ts';
import { isoTimestamp, whereAll } from '../lists/list-query.ts';
import { selectList, sendList } from '../lists/send-list.ts';
import { itemTypeOf } from '../../core/audit/audited-tables.ts';
import { personName, searchedPersonName } from '../../core/sql/person-name.ts';
import { contains } from '../../core/sql/sql-text.ts';
import { auditItemTypes, describeEntries, type GroupedRow } from './audit-entries.ts';

/** The raw columns: the export's, one line per changed row as the database keeps it. */
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
};

/** One audit row as a part of its entry. */
const part = (alias: string) =>
  sql.raw(`jsonb_build_object('table', ${alias}.table_name, 'action', ${alias}.action,
    'before', ${alias}.before, 'after', ${alias}.after)`);

/**
 * An entry: its call's first row for its item, and every row that call wrote for the item
 * (a meeting and its invitees). Rows from before calls were named (request_id null) stand alone.
 */
const ENTRY_COLUMNS = {
  id: sql`a.id`,
  changed_at: isoTimestamp(sql`a.changed_at`),
  user_id: sql`a.user_id`,
  request: sql`a.request`,
  module: sql`a.module`,
  item_type: sql`a.item_type`,
  item_id: sql`a.item_id`,
  action: sql`a.action`,
  before: sql`a.before`,
  after: sql`a.after`,
  parts: sql`CASE WHEN a.request_id IS NULL THEN jsonb_build_array(${part('a')})
    ELSE (SELECT jsonb_agg(${part('b')} ORDER BY b.id) FROM audit_log b
      WHERE b.request_id = a.request_id AND b.item_type = a.item_type AND b.item_id = a.item_id)
    END`,
} satisfies Record<keyof GroupedRow, SQL>;

/** The first row of its call for its item: the one row of an entry that is listed and counted. */
const ENTRY_HEAD = sql`(a.request_id IS NULL OR NOT EXISTS (SELECT 1 FROM audit_log b
  WHERE b.request_id = a.request_id AND b.item_type = a.item_type AND b.item_id = a.item_id
    AND b.id < a.id))`;

const SORT = {
  columns: { changed_at: sql`a.changed_at`, id: sql`a.id` },
  default: { column: 'id', order: 'desc' as const },
  tieBreaker: sql`a.id`,
};

/**
 * GET /audit_log: every change through the API, newest first, one entry per call and item, for superusers, filtered by
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
      const filters = [
        query.module !== undefined && sql`a.module = ${query.module}`,
        query.item_type !== undefined && sql`a.item_type = ${query.item_type}`,
        query.item_id !== undefined && sql`a.item_id = ${query.item_id}`,
        query.user_id !== undefined && sql`a.user_id = ${query.user_id}`,
        query.user_name !== undefined &&
          sql`a.user_id IN (SELECT u.id FROM users u
            WHERE ${searchedPersonName('u')} ILIKE ${contains(query.user_name)})`,
        query.action !== undefined && sql`a.action = ${query.action}`,
        // Days on the group's clock, as the console shows each change's time.
        query.from_date !== undefined &&
          sql`a.changed_at >= (${query.from_date}::date::timestamp AT TIME ZONE ${GROUP_TIME_ZONE})`,
        query.to_date !== undefined &&
          sql`a.changed_at < ((${query.to_date}::date + 1)::timestamp AT TIME ZONE ${GROUP_TIME_ZONE})`,
      ];
      const answer = await sendList<GroupedRow>(reply, database, query, {
        columns: ENTRY_COLUMNS,
        from: sql`FROM audit_log a WHERE ${whereAll([...filters, ENTRY_HEAD])}`,
        // The export keeps every changed row, as the database holds it.
        exportColumns: COLUMNS,
        exportFrom: sql`FROM audit_log a WHERE ${whereAll(filters)}`,
        pageBy: { key: sql`a.id`, rows: sql`FROM audit_log a` },
        sort: SORT,
        exportFile: { name: AUDIT_LOG_FILE, format: 'csv' },
      });
      return Array.isArray(answer) ? describeEntries(db, audited, answer) : answer;
    },
  });

  routeEndpoint(app, endpoints.itemTypes, {
    access: 'superuser',
    handler: async () => auditItemTypes(audited),
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
      const rows = await db.execute<GroupedRow>(
        sql`SELECT ${selectList(ENTRY_COLUMNS)} FROM audit_log a
          WHERE a.item_type = ${itemType} AND a.item_id = ${itemId} AND ${ENTRY_HEAD}
          ORDER BY a.id DESC LIMIT 200`,
      );
      return describeEntries(db, audited, rows.rows);
    },
  });
};

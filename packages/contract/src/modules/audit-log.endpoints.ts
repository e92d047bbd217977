import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { auditEntry, auditItemQuery, auditItemType, auditLogQuery } from './audit-log.ts';

/** The audit log's calls: every change through the API, and one item's history. */
export const auditLogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/audit_log',
    query: auditLogQuery,
    answer: z.array(auditEntry),
    list: true,
    summary: 'Changes made through the API (x-total-count); export=true downloads audit-log.csv',
    errors: [422],
  }),
  /** The last 200 changes whole, not a page: the detail pages show them as a timeline. */
  itemHistory: defineEndpoint({
    method: 'GET',
    path: '/audit_log/item',
    query: auditItemQuery,
    answer: z.array(auditEntry),
    summary:
      'One item’s history, newest first (the last 200 changes), for those who may read the item',
    errors: [404, 422],
  }),
  /** What the log records, for its filters: every item type a module declares, in words. */
  itemTypes: defineEndpoint({
    method: 'GET',
    path: '/audit_log/item_types',
    answer: z.array(auditItemType),
    summary: 'The kinds of item the audit log records, with their module and name (superusers)',
  }),
};

import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_STATUSES, MODULES, Messages, findModule } from '@console/contract';
import { sql } from 'drizzle-orm';
import { titlesById } from '../core/audit/audit-titles.ts';
import { readableWhen, type AuditLabels } from '../core/audit/audited-tables.ts';
import { notFound } from '../core/http/http-error.ts';
import type { ServerModule } from './server-module.ts';
import { contentAttachmentReader } from '../engines/content/content-attachments.ts';
import { isHiddenFor } from '../engines/content/content-access.ts';
import type {
  ContentBody,
  ContentListQuery,
  ContentModule,
} from '../engines/content/content-module.ts';
import { contentRoutes } from '../engines/content/content.routes.ts';
import { contentSearcher } from '../engines/content/content-search.ts';
import { contentDetail } from '../engines/content/content.service.ts';

/**
 * How a message reads in a history: its module's name in words, its title, its statuses in the
 * kind's words, and the moves between them as verbs (sent, scheduled, hid, restored…).
 */
function contentAuditLabels(
  id: string,
  table: string,
  content: {
    kind: {
      globalModule: number;
      statusRules?: { statuses: { labels: Record<string, string> } };
    };
  },
): AuditLabels {
  // The module's entry by its global module: a kind's id need not be its entry's (notification).
  const entry =
    MODULES.find((module) => module.globalModule === content.kind.globalModule) ?? findModule(id);
  const noun = (entry?.title ?? id).toLowerCase();
  return {
    noun: [noun, noun.endsWith('s') ? noun : `${noun}s`],
    fields: { scheduled_at: 'Scheduled for', created_by: 'Created by', category_id: 'Category' },
    codes: { status: content.kind.statusRules?.statuses.labels ?? CONTENT_STATUSES.labels },
    people: ['created_by', 'updated_by'],
    verbs: {
      field: 'status',
      to: { [-1]: 'deleted', 0: 'hid', 1: 'sent', 2: 'scheduled', 3: 'saved as draft' },
      from: { [-1]: 'restored' },
    },
    titles: titlesById(table, sql`t.title`),
    path: entry ? `${entry.path}/:id` : undefined,
  };
}

/**
 * A messaging module's manifest on the content engine: the engine's routes for its kind, who
 * may read files attached to its items, its items' changes in the audit log (an item's
 * history is for those who may read the item), and what the console's search finds in it.
 */
export function contentServerModule<Body extends ContentBody, Query extends ContentListQuery>(
  id: string,
  content: ContentModule<Body, Query>,
  table: PgTable,
  /** The module's calls beyond the engine's (notification's reach count). */
  ownRoutes?: FastifyPluginAsync,
): ServerModule {
  const { kind } = content;
  const engineRoutes = contentRoutes(content);
  return {
    id,
    contentKind: kind,
    routes: ownRoutes
      ? async (app) => {
          await app.register(engineRoutes);
          await app.register(ownRoutes);
        }
      : engineRoutes,
    attachmentReaders: [contentAttachmentReader(kind)],
    searchers: [contentSearcher(kind)],
    audited: [
      {
        table,
        labels: contentAuditLabels(id, kind.table, content),
        readable: readableWhen(kind.access.read, async (db, auth, id) => {
          if (await isHiddenFor(db, kind, auth.userId)) throw notFound(Messages.notFound);
          return contentDetail({ db, auth }, content, id, undefined);
        }),
      },
    ],
  };
}

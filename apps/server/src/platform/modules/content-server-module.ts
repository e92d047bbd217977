import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { Messages } from '@console/contract';
import { readableWhen } from '../core/audit/audited-tables.ts';
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
        readable: readableWhen(kind.access.read, async (db, auth, id) => {
          if (await isHiddenFor(db, kind, auth.userId)) throw notFound(Messages.notFound);
          return contentDetail({ db, auth }, content, id, undefined);
        }),
      },
    ],
  };
}

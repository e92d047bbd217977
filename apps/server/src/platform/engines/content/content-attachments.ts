import { ContentMessages } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { isAllowed } from '../../core/access/route-access.ts';
import type { AuthContext } from '../../core/auth/authenticate.ts';
import { unprocessable } from '../../core/http/http-error.ts';
import type { AttachmentReader } from '../../kit/media/attachment-readers.ts';
import { contentScope, isHiddenFor, withinScope } from './content-access.ts';
import { kindPath, type ContentKind } from './content-kinds.ts';

/**
 * The attachments a body names, each once, in order. Each must be a stored file the author
 * uploaded (a superuser may attach any): nobody attaches, and so publishes, another user's file.
 */
export async function checkedAttachments(
  db: DbOrTx,
  auth: AuthContext,
  ids: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const result = await db.execute<{ id: number }>(sql`
    SELECT id FROM media_files
    WHERE id = ANY(${sql.param(wanted)}::int[])
      ${auth.isSuperuser ? sql`` : sql`AND uploaded_by = ${auth.userId}`}`);
  const found = new Set(result.rows.map((row) => row.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw unprocessable(ContentMessages.attachmentNotFound(missing));
  return wanted;
}

/**
 * The item's attachments as media items (contract mediaItem), in the order they were attached.
 * The url is the media endpoint's (modules/media serves GET /api/media/{id}).
 */
export const attachmentsAnswer = (attachments: SQL = sql`c.attachments`): SQL => sql`(
  SELECT coalesce(json_agg(json_build_object(
           'id', m.id, 'url', '/api/media/' || m.id, 'file_name', m.file_name,
           'content_type', m.content_type, 'size', m.size)
         ORDER BY array_position(${attachments}, m.id)), '[]'::json)
  FROM media_files m WHERE m.id = ANY(${attachments}))`;

/**
 * Files attached to a module's items are read by whoever may read one of those items: the
 * module's read permission, the module not hidden for them, and an item within their scope.
 */
export function contentAttachmentReader(kind: ContentKind): AttachmentReader {
  return {
    attachedTo: kindPath(kind).slice(1),
    async mayRead(db, auth, mediaId) {
      if (!isAllowed(auth, kind.access.read) || (await isHiddenFor(db, kind, auth.userId))) {
        return false;
      }
      const scope = await contentScope(db, auth, kind).catch(() => null);
      if (!scope) return false;
      const result = await db.execute(sql`
        SELECT 1 FROM ${sql.identifier(kind.table)} c
        WHERE c.attachments @> ARRAY[${mediaId}]::int[] AND c.status <> -1
          ${scope.all ? sql`` : sql`AND ${withinScope(scope)}`}
        LIMIT 1`);
      return result.rows.length > 0;
    },
  };
}

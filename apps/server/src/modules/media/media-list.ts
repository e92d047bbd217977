import { MEDIA_EXPORT_FILE, type MediaListQuery } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import { whereAll, type ListQuery, isoTimestamp } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';

/**
 * GET /media as a list (001 §7). A superuser sees every file; anyone else the files they
 * uploaded. Files others attached to records one may read are reached through those records
 * (GET /media/{id}), not listed here.
 */
export function mediaList(
  auth: AuthContext,
  query: MediaListQuery,
): { query: ListQuery; spec: ListSpec } {
  const from = sql`FROM media_files WHERE ${whereAll([
    !auth.isSuperuser && sql`uploaded_by = ${auth.userId}`,
    query.search_by_extensions !== undefined &&
      sql`extension IN (${sql.join(
        query.search_by_extensions.map((extension) => sql`${extension}`),
        sql`, `,
      )})`,
    // strpos, not LIKE: the name is matched literally, % and _ included.
    query.search_by_name !== undefined &&
      sql`strpos(lower(file_name), lower(${query.search_by_name})) > 0`,
  ])}`;
  return {
    // sort_created_at is the document's name for the order of the one sortable column.
    query: { ...query, sort: 'created_at', order: query.sort_created_at ?? query.order ?? 'desc' },
    spec: {
      columns: {
        id: sql`id`,
        url: sql`'/api/media/' || id`,
        file_name: sql`file_name`,
        extension: sql`extension`,
        content_type: sql`content_type`,
        size: sql`size::float8`,
        created_at: isoTimestamp(sql`created_at`),
        uploaded_by: sql`uploaded_by`,
      },
      from,
      sort: {
        // Named with the table: a bare name would order by the answer's ISO text (no index).
        columns: { created_at: sql`media_files.created_at` },
        default: { column: 'created_at', order: 'desc' },
        tieBreaker: sql`id`,
      },
      exportFile: { name: MEDIA_EXPORT_FILE, format: 'csv' },
    },
  };
}

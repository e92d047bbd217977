import { GlobalModule } from '@console/contract';
import { sql } from 'drizzle-orm';
import { loadScope } from '../../platform/core/access/access.repo.ts';
import { isAllowed } from '../../platform/core/access/route-access.ts';
import { canReachBranch } from '../../platform/core/access/scope.ts';
import type { AttachmentReader } from '../../platform/kit/media/attachment-readers.ts';

/**
 * An event's images are read by whoever may read the event: the gallery's read permission and
 * the event's branch within their scope for the event's academic year (deleted events admit
 * nobody but the uploader).
 */
export const eventGalleryAttachments: AttachmentReader = {
  attachedTo: 'event gallery',
  async mayRead(db, auth, mediaId) {
    if (!isAllowed(auth, 'eventsgallery_read')) return false;
    const result = await db.execute<{ branch_id: number; academic_year_id: number }>(sql`
      SELECT DISTINCT branch_id, academic_year_id FROM event_gallery_items
      WHERE attachments @> ARRAY[${mediaId}]::int[] AND status <> -1`);
    for (const year of new Set(result.rows.map((row) => row.academic_year_id))) {
      const scope = await loadScope(db, auth, GlobalModule.events, year);
      const branches = result.rows.filter((row) => row.academic_year_id === year);
      if (branches.some((row) => canReachBranch(scope, row.branch_id))) return true;
    }
    return false;
  },
};

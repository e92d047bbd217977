import { GlobalModule } from '@console/contract';
import { sql } from 'drizzle-orm';
import { loadScope } from '../../platform/access/access.repo.ts';
import { mayUseModuleScope } from '../../platform/access/module-scope.ts';
import { isAllowed } from '../../platform/access/route-access.ts';
import { whereAll } from '../../platform/lists/list-query.ts';
import type { AttachmentReader } from '../../platform/media/attachment-readers.ts';
import { helpFeedback } from './feedback.table.ts';

/**
 * Files attached to help & feedback are read by those who handle feedback for the sender's
 * branch: `feedback` and the sender's staff branch within their feedback scope (000 §6). A
 * message from an account without a staff branch is in no branch: only superusers (and the
 * uploader) read its files.
 */
export const helpFeedbackAttachments: AttachmentReader = {
  attachedTo: 'help & feedback',
  async mayRead(db, auth, mediaId) {
    if (!isAllowed(auth, 'feedback') || !mayUseModuleScope(auth, GlobalModule.feedback)) {
      return false;
    }
    const scope = await loadScope(db, auth, GlobalModule.feedback);
    if (!scope.all && scope.branchIds.length === 0) return false;
    const result = await db.execute(sql`
      SELECT 1 FROM ${helpFeedback} f
      JOIN users u ON u.id = f.user_id
      JOIN staff s ON s.id = u.staff_id
      WHERE ${whereAll([
        sql`f.media_ids @> ARRAY[${mediaId}]::int[]`,
        !scope.all && sql`s.branch_id = ANY(${sql.param(scope.branchIds)}::int[])`,
      ])} LIMIT 1`);
    return result.rows.length > 0;
  },
};

import { sql } from 'drizzle-orm';
import { isAllowed } from '../../platform/access/route-access.ts';
import type { AttachmentReader } from '../../platform/media/attachment-readers.ts';
import { helpFeedback } from './feedback.table.ts';

/** Files attached to help & feedback are read by those who handle feedback. */
export const helpFeedbackAttachments: AttachmentReader = {
  attachedTo: 'help & feedback',
  async mayRead(db, auth, mediaId) {
    if (!isAllowed(auth, 'feedback')) return false;
    const result = await db.execute(sql`
      SELECT 1 FROM ${helpFeedback}
      WHERE ${helpFeedback.mediaIds} @> ARRAY[${mediaId}]::int[] LIMIT 1`);
    return result.rows.length > 0;
  },
};

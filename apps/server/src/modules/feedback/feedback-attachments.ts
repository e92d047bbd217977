import { GlobalModule } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadScope } from '../../platform/core/access/access.repo.ts';
import { mayUseModuleScope } from '../../platform/core/access/module-scope.ts';
import { isAllowed } from '../../platform/core/access/route-access.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import type { AttachmentReader } from '../../platform/kit/media/attachment-readers.ts';
import { withinFeedbackScope } from './feedback-sql.ts';
import { helpFeedback } from './feedback.table.ts';

/**
 * Whether a record matching `condition` is one the caller triages: `feedback` and the record's
 * branch within their feedback scope (000 §6). A record in no branch is for superusers only.
 */
async function triages(db: Db, auth: AuthContext, condition: ReturnType<typeof sql>) {
  if (!isAllowed(auth, 'feedback') || !mayUseModuleScope(auth, GlobalModule.feedback)) {
    return false;
  }
  const scope = await loadScope(db, auth, GlobalModule.feedback);
  const result = await db.execute(sql`
    SELECT 1 FROM ${helpFeedback} f
    WHERE ${whereAll([condition, withinFeedbackScope(scope)])} LIMIT 1`);
  return result.rows.length > 0;
}

/** Files attached to feedback are read by those who triage it (and by the uploader). */
export const helpFeedbackAttachments: AttachmentReader = {
  attachedTo: 'help & feedback',
  mayRead: (db, auth, mediaId) => triages(db, auth, sql`f.media_ids @> ARRAY[${mediaId}]::int[]`),
};

/** A record's history (GET /audit_log/item) is read by those who triage it. */
export const mayReadFeedbackHistory = (db: Db, auth: AuthContext, itemId: string) =>
  /^\d{1,10}$/.test(itemId)
    ? triages(db, auth, sql`f.id = ${Number(itemId)}`)
    : Promise.resolve(false);

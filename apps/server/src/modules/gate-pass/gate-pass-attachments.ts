import { sql } from 'drizzle-orm';
import { isAllowed } from '../../platform/core/access/route-access.ts';
import type { AttachmentReader } from '../../platform/kit/media/attachment-readers.ts';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import { gatePassScope, withinGatePassScope } from './gate-pass-scope.ts';

/**
 * Photos of authorized members and of people at the gate are read by those who read the
 * student's gate passes: gatepass_read and the student within their gate-pass scope.
 */
export const gatePassAttachments: AttachmentReader = {
  attachedTo: 'gate pass (member and pickup photos)',
  async mayRead(db, auth, mediaId) {
    if (!isAllowed(auth, 'gatepass_read')) return false;
    const scope = await gatePassScope(db, auth);
    const inScope = withinGatePassScope(scope, {
      branchId: sql`s.branch_id`,
      segmentId: sql`s.segment_id`,
    });
    const result = await db.execute(sql`
      SELECT 1 FROM students s WHERE ${whereAll([
        inScope,
        sql`s.id IN (
          SELECT student_id FROM gate_pass_authorized_members WHERE photo_media_id = ${mediaId}
          UNION ALL
          SELECT gp.student_id FROM gate_pass_entry_exit_logs l
          JOIN gate_passes gp ON gp.id = l.gate_pass_id
          WHERE l.person_photo_media_id = ${mediaId})`,
      ])} LIMIT 1`);
    return result.rows.length > 0;
  },
};

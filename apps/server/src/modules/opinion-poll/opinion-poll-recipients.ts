import type { TargetingFilter } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  recipientsQuery,
  type ResolvedTargeting,
} from '../../platform/kit/targeting/targeting-sql.ts';

/**
 * Keeps a sent poll's recipients with a branch and segment each (their first student's, or
 * their staff row's), in the transaction that resolved the deliveries and from the same
 * targeting: the same people (those with the app: a poll is answered in the app), so
 * "recipient" means the same in the delivery figures, the results and the non-responders.
 */
export async function pollRecipientsResolved(
  tx: Tx,
  pollId: number,
  filter: TargetingFilter,
  targeting: ResolvedTargeting,
): Promise<void> {
  const first =
    filter.user_type === 'staff'
      ? sql`JOIN staff p ON p.id = r.staff_ids[1]`
      : sql`JOIN students p ON p.id = r.student_ids[1]`;
  const segment = filter.user_type === 'staff' ? sql`NULL::int` : sql`p.segment_id`;
  await tx.execute(sql`
    INSERT INTO poll_recipients (poll_id, recipient_key, branch_id, segment_id)
    SELECT ${pollId}, r.recipient_key, p.branch_id, ${segment}
    FROM (${recipientsQuery(filter, targeting)}) r ${first}
    WHERE r.has_app
    ON CONFLICT DO NOTHING`);
}

import type { FeedbackRow, HelpFeedbackBody } from '@console/contract';
import { Application, Platform } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import { selectList } from '../../platform/kit/lists/send-list.ts';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import { feedbackColumns, feedbackSource, withinFeedbackScope } from './feedback-sql.ts';
import { helpFeedback } from './feedback.table.ts';

/**
 * A submission, with the sender's staff branch as the record's branch (DECISIONS.md). The
 * console leaves application and platform out: Admin on the Web.
 */
export async function insertHelpFeedback(
  db: Db,
  userId: number,
  body: HelpFeedbackBody,
): Promise<number> {
  const [row] = await db
    .insert(helpFeedback)
    .values({
      userId,
      feedbackType: body.feedback_type ?? 2,
      message: body.message,
      email: body.email ?? null,
      appVersion: body.app_version,
      userAgent: body.user_agent,
      deviceId: body.device_id,
      mediaIds: body.media_ids ?? [],
      application: body.application ?? Application.Admin,
      platform: body.platform ?? Platform.Web,
      branchId: sql`(SELECT s.branch_id FROM users su JOIN staff s ON s.id = su.staff_id
        WHERE su.id = ${userId})`,
    })
    .returning({ id: helpFeedback.id });
  if (!row) throw new Error('feedback insert returned no row');
  return row.id;
}

/** One record within the scope (null outside it, as for a missing one); locked on request. */
export async function findFeedback(
  db: DbOrTx,
  id: number,
  scope: Scope,
  options: { lock?: boolean } = {},
): Promise<FeedbackRow | null> {
  const where = whereAll([sql`f.id = ${id}`, withinFeedbackScope(scope)]);
  const lock = options.lock ? sql` FOR UPDATE OF f` : sql``;
  const result = await db.execute<FeedbackRow>(
    sql`SELECT ${selectList(feedbackColumns)} ${feedbackSource} WHERE ${where}${lock}`,
  );
  return result.rows[0] ?? null;
}

export async function recordStatus(
  db: DbOrTx,
  id: number,
  change: { status: number; note: string | null; by: number },
): Promise<void> {
  await db
    .update(helpFeedback)
    .set({
      status: change.status,
      resolutionNote: change.note,
      statusChangedBy: change.by,
      statusChangedAt: sql`now()`,
    })
    .where(eq(helpFeedback.id, id));
}

export async function deleteFeedback(db: DbOrTx, id: number): Promise<void> {
  await db.delete(helpFeedback).where(eq(helpFeedback.id, id));
}

import { Application, FeedbackStatus, FeedbackType, Platform } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness.ts';

// What the feedback tests share: records written straight into the table (each test names its
// own with a marker in the message, so the demo seed's records do not count), and the branches
// of the demo accounts.

export interface FeedbackRecord {
  marker: string;
  userId: number;
  branchId: number | null;
  status?: number;
  application?: number;
  platform?: number;
  type?: number;
  createdAt?: string;
  deviceId?: string;
}

export async function insertFeedback(t: TestApp, record: FeedbackRecord): Promise<number> {
  const result = await t.db.execute<{ id: number }>(sql`
    INSERT INTO help_feedback (user_id, feedback_type, message, app_version, user_agent,
      device_id, application, platform, status, branch_id, created_at)
    VALUES (${record.userId}, ${record.type ?? FeedbackType.Bug},
      ${`${record.marker}: the page does not load`}, '1.0.3', 'okhttp/4.12.0',
      ${record.deviceId ?? 'device-1'}, ${record.application ?? Application.Admin},
      ${record.platform ?? Platform.Web}, ${record.status ?? FeedbackStatus.Created},
      ${record.branchId}, ${record.createdAt ?? new Date().toISOString()}::timestamptz)
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function userOf(
  t: TestApp,
  username: string,
): Promise<{ id: number; branchId: number }> {
  const result = await t.db.execute<{ id: number; branch_id: number }>(sql`
    SELECT u.id, st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id
    WHERE u.username = ${username}`);
  const row = result.rows[0]!;
  return { id: row.id, branchId: row.branch_id };
}

/** An active branch outside every demo account's grants (the last state's last campus). */
export async function branchElsewhere(t: TestApp): Promise<number> {
  const result = await t.db.execute<{ id: number }>(sql`
    SELECT b.id FROM branches b WHERE b.status = 1
      AND b.state_id = (SELECT max(state_id) FROM branches)
    ORDER BY b.id DESC LIMIT 1`);
  return result.rows[0]!.id;
}

import type { HelpFeedbackBody } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { helpFeedback } from './feedback.table.ts';

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
    })
    .returning({ id: helpFeedback.id });
  if (!row) throw new Error('feedback insert returned no row');
  return row.id;
}

import { z } from 'zod';
import { int4Id } from '../common/numbers.ts';
import { Application, FeedbackType, Platform } from '../enums.ts';

/**
 * POST /feedback from the console's help dialog (000 §3 "Feedback payload": message, email,
 * auth token (the bearer), app version, user agent, device id), with the uploaded media's ids.
 * The mobile apps send the same call with their application (Parent Mobile App 2, Staff Mobile
 * App 3, …) and platform (Android 2, iOS 3); the console leaves both out (Admin 1, Web 1).
 */
export const helpFeedbackBody = z.strictObject({
  message: z.string().trim().min(1, 'Write a message').max(2000, 'At most 2000 characters'),
  email: z.email('Enter a valid email').max(254).optional(),
  app_version: z.string().trim().min(1).max(40),
  user_agent: z.string().max(1000),
  device_id: z.string().min(1).max(200),
  feedback_type: z
    .union([
      z.literal(FeedbackType.Bug),
      z.literal(FeedbackType.Feedback),
      z.literal(FeedbackType.Praise),
    ])
    .optional(),
  application: z.union(Object.values(Application).map((code) => z.literal(code))).optional(),
  platform: z.union(Object.values(Platform).map((code) => z.literal(code))).optional(),
  media_ids: z.array(int4Id).max(5).optional(),
});
export type HelpFeedbackBody = z.infer<typeof helpFeedbackBody>;

export const helpFeedbackCreated = z.object({ id: z.number().int(), message: z.string() });

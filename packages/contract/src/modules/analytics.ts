import { z } from 'zod';
import { int4Id } from '../common/numbers.ts';

// Usage analytics (000 §3 "Analytics session and module session", §4, §7).

const sessionId = z.string().trim().min(8).max(64);

/** PUT /analytic/app_session: open (`is_create`) or keep alive an app session. */
export const appSessionBody = z.strictObject({
  id: sessionId,
  is_create: z.boolean(),
  /** Application (Admin 1 …) and platform (Web 1 …) of 000 §3; the console sends 1 and 1. */
  application: z.number().int().min(1).max(5).default(1),
  platform: z.number().int().min(1).max(3).default(1),
  app_version: z.string().trim().max(40).optional(),
});
export type AppSessionBody = z.infer<typeof appSessionBody>;

/** PUT /analytic/app_module: a screen (module session) opened or kept alive, or an item opened. */
export const appModuleBody = z.strictObject({
  id: sessionId,
  session_id: sessionId,
  global_module_id: z.number().int().min(0).max(99),
  app_screen_path: z.string().trim().min(1).max(500),
  is_tap: z.boolean().default(false),
  is_create: z.boolean(),
  /** The item opened on this screen, e.g. an announcement's id. */
  item_id: int4Id.nullable().optional(),
});
export type AppModuleBody = z.infer<typeof appModuleBody>;

import {
  Application,
  CURRENT_ACADEMIC_YEAR_ID,
  type ReachCount,
  type notificationReachBody,
} from '@console/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import { contentScope } from '../../platform/engines/content/content-access.ts';
import { notificationKind } from './notification.kind.ts';
import { countReach } from '../../platform/kit/targeting/reach-count.ts';

/**
 * POST /notification/reach: how many a notification would reach. A notification goes by push,
 * so `count` is the recipients with the audience's app (parents: the Parent Mobile App, staff:
 * the Staff Mobile App), and 0 when that app is not among the chosen applications; `matched`,
 * `with_app` and `phone_only` are the audience's breakdown as on every reach count. Platforms
 * do not narrow it: nothing records which platform a recipient's app runs on.
 */
export async function notificationReach(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof notificationReachBody>,
  academicYearId: number = CURRENT_ACADEMIC_YEAR_ID,
): Promise<ReachCount> {
  const { platforms: _platforms, applications, ...filter } = body;
  const scope = await contentScope(db, auth, notificationKind, academicYearId);
  const reach = await countReach(db, filter, { scope, academicYearId });
  const audienceApp =
    filter.user_type === 'staff' ? Application.StaffMobileApp : Application.ParentMobileApp;
  return { ...reach, count: applications.includes(audienceApp) ? reach.with_app : 0 };
}

import {
  CURRENT_ACADEMIC_YEAR_ID,
  EventGalleryMessages,
  GlobalModule,
  eventRaterOf,
  type EventRater,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { moduleScope } from '../../platform/core/access/module-scope.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import { forbidden } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';

// Who may see, change and rate events: the caller's scope for the events module (global module
// 9) in an academic year, the rights to change an event, and the designation that rates.

/** Who asks, on which connection (a transaction's, when inside one). */
/** The request's caller, also inside a transaction (the db may be one). */
export type AccessCaller = Pick<RequestContext, 'auth'> & { db: DbOrTx };

/** The caller's scope over events of one academic year (000 §6, 001 §6). */
export function eventScope(
  caller: AccessCaller,
  academicYearId: number = CURRENT_ACADEMIC_YEAR_ID,
): Promise<Scope> {
  return moduleScope(caller.db, caller.auth, GlobalModule.events, academicYearId);
}

const holds = (auth: AuthContext, permission: string) =>
  auth.isSuperuser || auth.permissions.has(permission);

/** The module's admins (and superusers) may change what others may not (rated events). */
export const isEventAdmin = (auth: AuthContext) => holds(auth, 'event_gallery_admin');

/**
 * Holders of eventsgallery_update (and admins) change any event within their scope; holders of
 * eventsgallery_create alone change only the events they created.
 */
export function assertMayChange(auth: AuthContext, createdBy: number): void {
  if (holds(auth, 'eventsgallery_update') || isEventAdmin(auth)) return;
  if (createdBy === auth.userId) return;
  throw forbidden(EventGalleryMessages.ownEventsOnly);
}

/** The caller's designation, from their staff row (null without one). */
export async function designationOf(db: DbOrTx, userId: number): Promise<number | null> {
  const result = await db.execute<{ designation_id: number | null }>(sql`
    SELECT st.designation_id FROM users u LEFT JOIN staff st ON st.id = u.staff_id
    WHERE u.id = ${userId}`);
  return result.rows[0]?.designation_id ?? null;
}

/** The caller's kind of rater (the route already demanded the rating permission). */
export async function raterOf(caller: AccessCaller): Promise<EventRater | null> {
  return eventRaterOf(await designationOf(caller.db, caller.auth.userId));
}

/** 001 §6: only the R&D Head and the Zonal Coordinators rate; anyone else is refused (403). */
export async function assertRater(caller: AccessCaller): Promise<EventRater> {
  const rater = await raterOf(caller);
  if (!rater) throw forbidden(EventGalleryMessages.raterDesignationRequired);
  return rater;
}

import {
  CURRENT_ACADEMIC_YEAR_ID,
  GlobalModule,
  Messages,
  authEndpoints as endpoints,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { staff } from '../../../organisation/organisation.table.ts';
import { recordAuthEvent } from '../auth/auth-events.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { revokeUserSessions } from '../auth/session.service.ts';
import { routeEndpoint } from '../http/endpoint-route.ts';
import { notFound, unauthorized } from '../http/http-error.ts';
import { loadScope } from './access.repo.ts';
import { users } from './access.table.ts';
import { canReachBranch } from './scope.ts';

/**
 * Whether the caller may act on the target account as a user administrator. A superuser reaches
 * every account. Anyone else reaches an account whose staff branch lies in their user-management
 * scope of the current academic year, and never a superuser's nor one without a staff row.
 */
export async function canManageUser(
  db: Db,
  auth: AuthContext,
  target: { isSuperuser: boolean; staffBranchId: number | null },
): Promise<boolean> {
  if (auth.isSuperuser) return true;
  if (target.isSuperuser || target.staffBranchId === null) return false;
  const scope = await loadScope(db, auth, GlobalModule.user_management, CURRENT_ACADEMIC_YEAR_ID);
  return canReachBranch(scope, target.staffBranchId);
}

export const endSessionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.services;

  routeEndpoint(app, endpoints.endUserSessions, {
    access: 'user_account_update',
    handler: async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized(Messages.notAuthenticated);
      const [target] = await db
        .select({ id: users.id, isSuperuser: users.isSuperuser, staffBranchId: staff.branchId })
        .from(users)
        .leftJoin(staff, eq(staff.id, users.staffId))
        .where(eq(users.id, request.params.id));
      // A user out of the caller's reach answers exactly as one that does not exist.
      if (!target || !(await canManageUser(db, auth, target))) throw notFound(Messages.notFound);

      const ended = await revokeUserSessions(db, target.id, `ended by user ${auth.userId}`);
      await recordAuthEvent(db, request.log, request, {
        event: 'sessions.end',
        outcome: 'success',
        userId: auth.userId,
        username: auth.username,
        detail: `ended ${ended} session(s) of user ${target.id}`,
      });
      return { message: Messages.sessionsEnded, ended };
    },
  });
};

import {
  GlobalModule,
  PERMISSION_GROUPS,
  UserManagementMessages as Say,
  userManagementEndpoints as endpoints,
  type LoginStatRow,
  type UserRow,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { moduleScope } from '../../platform/core/access/module-scope.ts';
import { isAllowed } from '../../platform/core/access/route-access.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { forbidden } from '../../platform/core/http/http-error.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { loginStatSpec } from './login-stats.ts';
import { userListSpec } from './user-list.ts';
import {
  permittedBranches,
  studentMobileNumbers,
  userDetail,
  usernameAvailability,
} from './user.service.ts';
import { createRole, findRole, listRoles, updateRole } from './roles.service.ts';

/** User management's calls (002 §7): the accounts list, behind user_read. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const { db, database } = app.services;

  routeEndpoint(app, endpoints.list, {
    access: 'user_read',
    handler: async (request, reply) => {
      const caller = requestContext(db, request);
      const { query } = request;
      if (query.is_superuser !== undefined && !caller.auth.isSuperuser) {
        throw forbidden(Say.superuserFilter);
      }
      const everyBranch = query.ignore_branch_permission === true;
      if (everyBranch && !isAllowed(caller.auth, 'user_branch_manage')) {
        throw forbidden(Say.allBranches);
      }
      const scope = await moduleScope(caller.db, caller.auth, GlobalModule.user_management);
      return sendList<UserRow>(reply, database, query, userListSpec(query, scope, everyBranch));
    },
  });

  routeEndpoint(app, endpoints.loginStats, {
    access: 'user_read',
    handler: async (request, reply) => {
      const caller = requestContext(db, request);
      const scope = await moduleScope(caller.db, caller.auth, GlobalModule.user_management);
      const answer = await sendList<LoginStatRow>(
        reply,
        database,
        request.query,
        loginStatSpec(request.query, scope),
      );
      // 002 §7: the console reads this list's total from x-login-count.
      if (!reply.sent) reply.header('x-login-count', reply.getHeader('x-total-count'));
      return answer;
    },
  });

  // Asked by whoever creates accounts, before they save one.
  routeEndpoint(app, endpoints.usernameAvailable, {
    access: ['user_account_create', 'user_staff_create', 'user_student_create'],
    handler: (request) => usernameAvailability(requestContext(db, request), request.query.username),
  });

  routeEndpoint(app, endpoints.staffPermittedBranches, {
    access: 'user_read',
    handler: (request) => permittedBranches(requestContext(db, request), request.query),
  });

  routeEndpoint(app, endpoints.studentMobileNumber, {
    access: 'user_student_read',
    handler: (request) =>
      studentMobileNumbers(requestContext(db, request), request.params.admission_number),
  });

  routeEndpoint(app, endpoints.detail, {
    access: 'user_read',
    handler: (request) => userDetail(requestContext(db, request), request.params.id),
  });

  // Roles and the catalogue: for those who manage permissions (002 §6 user_permission_manage).
  routeEndpoint(app, endpoints.permissions, {
    access: 'user_permission_manage',
    handler: () => PERMISSION_GROUPS.map((group) => ({ ...group })),
  });

  routeEndpoint(app, endpoints.roles, {
    access: 'user_permission_manage',
    handler: (request) => listRoles(requestContext(db, request)),
  });

  routeEndpoint(app, endpoints.role, {
    access: 'user_permission_manage',
    handler: (request) => findRole(requestContext(db, request), request.params.id),
  });

  routeEndpoint(app, endpoints.createRole, {
    access: 'user_permission_manage',
    handler: (request) => createRole(requestContext(db, request), request.body),
  });

  routeEndpoint(app, endpoints.updateRole, {
    access: 'user_permission_manage',
    handler: (request) => updateRole(requestContext(db, request), request.params.id, request.body),
  });
};

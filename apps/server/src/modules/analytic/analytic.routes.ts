import {
  CURRENT_ACADEMIC_YEAR_ID,
  MODULES,
  Messages,
  analyticEndpoints as endpoints,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { isAllowed } from '../../platform/core/access/route-access.ts';
import { compileExportQuery } from '../../platform/kit/export/compile-query.ts';
import { sendExport } from '../../platform/kit/export/send-export.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { forbidden, notFound } from '../../platform/core/http/http-error.ts';
import { loadScope } from '../../platform/core/access/access.repo.ts';
import {
  countItemOpeners,
  itemOpenersQuery,
  touchAppSession,
  touchModuleSession,
} from './analytic.repo.ts';

const EXPORT_HEADERS = ['user', 'employee_number', 'name', 'first_opened', 'times_opened'];

/** Usage analytics (000 §3, §4, §7): sessions in, who-opened-what out. */
export const analyticRoutes: FastifyPluginAsync = async (app) => {
  const { db, database } = app.services;

  routeEndpoint(app, endpoints.appSession, {
    // The access token or the analytics token of POST /auth/analytics_token.
    access: 'analytics',
    handler: async (request) => {
      if (!(await touchAppSession(db, request.auth!.userId, request.body))) {
        throw notFound(Messages.notFound);
      }
    },
  });

  routeEndpoint(app, endpoints.appModule, {
    access: 'analytics',
    handler: async (request) => {
      if (!(await touchModuleSession(db, request.auth!.userId, request.body))) {
        throw notFound(Messages.notFound);
      }
    },
  });

  routeEndpoint(app, endpoints.itemOpenersExport, {
    // Checked in the handler: the read permission of the item's module.
    access: 'signed-in',
    handler: async (request, reply) => {
      const { global_module, item_id } = request.params;
      const auth = request.auth!;
      const permissions = MODULES.filter((entry) => entry.globalModule === global_module)
        .map((entry) => entry.readPermission)
        .filter((permission) => permission !== null);
      const allowed = auth.isSuperuser || (permissions.length > 0 && isAllowed(auth, permissions));
      if (!allowed) throw forbidden(Messages.forbidden);
      const academicYearId = request.query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
      const scope = await loadScope(db, auth, global_module, academicYearId);
      return sendExport(
        reply,
        database,
        compileExportQuery(itemOpenersQuery(global_module, item_id, scope), EXPORT_HEADERS),
        { name: `item-${global_module}-${item_id}-opened.csv`, format: 'csv' },
        await countItemOpeners(db, global_module, item_id, scope),
      );
    },
  });
};

import {
  CURRENT_ACADEMIC_YEAR_ID,
  MODULES,
  Messages,
  appModuleBody,
  appSessionBody,
  errorBody,
  queryInt4Id,
  scopeQueryFields,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isAllowed } from '../../platform/core/access/route-access.ts';
import { compileExportQuery } from '../../platform/kit/export/compile-query.ts';
import { sendExport } from '../../platform/kit/export/send-export.ts';
import { forbidden, notFound } from '../../platform/core/http/http-error.ts';
import type { ZodTypeProvider } from '../../platform/core/http/zod-schemas.ts';
import { loadScope } from '../../platform/core/access/access.repo.ts';
import {
  countItemOpeners,
  itemOpenersQuery,
  touchAppSession,
  touchModuleSession,
} from './analytic.repo.ts';

const itemParams = z.strictObject({
  global_module: z.coerce.number().int().min(0).max(99),
  item_id: queryInt4Id,
});

/** The academic year whose branch scope limits who is named (default: the current year). */
const itemExportQuery = z.strictObject({
  academic_year_id: scopeQueryFields.academic_year_id,
});

const EXPORT_HEADERS = ['user', 'employee_number', 'name', 'first_opened', 'times_opened'];

/** Usage analytics (000 §3, §4, §7): sessions in, who-opened-what out. */
export const analyticRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, database } = app.services;

  api.put(
    '/analytic/app_session',
    {
      // The access token or the analytics token of POST /auth/analytics_token.
      config: { access: 'analytics' },
      schema: {
        summary: 'Open (is_create) or keep alive an app session',
        body: appSessionBody,
        response: { 204: z.null(), 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await touchAppSession(db, request.auth!.userId, request.body))) {
        throw notFound(Messages.notFound);
      }
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/analytic/app_module',
    {
      config: { access: 'analytics' },
      schema: {
        summary: 'Open or keep alive a module session (a screen, or an item on it)',
        body: appModuleBody,
        response: { 204: z.null(), 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await touchModuleSession(db, request.auth!.userId, request.body))) {
        throw notFound(Messages.notFound);
      }
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/analytic/:global_module/item/:item_id/export',
    {
      // Checked in the handler: the read permission of the item's module.
      config: { access: 'signed-in' },
      schema: {
        summary: 'CSV of who opened an item: user, employee number, name, first opened, times',
        params: itemParams,
        querystring: itemExportQuery,
        response: { 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
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
  );
};

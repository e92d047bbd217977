import { Messages, presetFilterEndpoints as endpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { notFound } from '../../platform/core/http/http-error.ts';
import {
  createPresetFilter,
  deletePresetFilter,
  listPresetFilters,
  updatePresetFilter,
} from './preset-filter.repo.ts';

/** Saved filters of list pages: each user sees and changes only their own. */
export const presetFilterRoutes: FastifyPluginAsync = async (app) => {
  const db = app.services.db;

  routeEndpoint(app, endpoints.list, {
    access: 'signed-in',
    handler: async (request, reply) => {
      const rows = await listPresetFilters(db, request.auth!.userId, request.query.page);
      reply.header('x-total-count', String(rows.length));
      return rows;
    },
  });

  routeEndpoint(app, endpoints.create, {
    access: 'signed-in',
    handler: (request) => createPresetFilter(db, request.auth!.userId, request.body),
  });

  routeEndpoint(app, endpoints.update, {
    access: 'signed-in',
    handler: async (request) => {
      const row = await updatePresetFilter(
        db,
        request.auth!.userId,
        request.params.id,
        request.body,
      );
      // Another user's filter is answered exactly like a missing one.
      if (!row) throw notFound(Messages.notFound);
      return row;
    },
  });

  routeEndpoint(app, endpoints.remove, {
    access: 'signed-in',
    handler: async (request) => {
      if (!(await deletePresetFilter(db, request.auth!.userId, request.params.id))) {
        throw notFound(Messages.notFound);
      }
    },
  });
};

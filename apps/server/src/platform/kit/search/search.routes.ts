import { searchEndpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../core/http/endpoint-route.ts';
import { requestContext } from '../../core/http/request-context.ts';
import { runSearch } from './run-search.ts';

/**
 * GET /search, open to every signed-in user: what each searcher finds is limited by the menu
 * entries the caller sees and by the module's own scope, so a user with no module finds nothing.
 */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const { db, modules } = app.services;
  const searchers = modules.flatMap((module) => module.searchers ?? []);
  routeEndpoint(app, searchEndpoints.search, {
    access: 'signed-in',
    handler: (request) => runSearch(requestContext(db, request), searchers, request.query),
  });
};

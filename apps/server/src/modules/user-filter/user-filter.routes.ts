import { CURRENT_ACADEMIC_YEAR_ID, userFilterEndpoints as endpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { loadScope } from '../../platform/core/access/access.repo.ts';
import { assertModuleScope } from '../../platform/core/access/module-scope.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { countReach } from '../../platform/kit/targeting/reach-count.ts';

/** POST /user_filter: the reach count of a targeting filter within the caller's scope. */
export const userFilterRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.reachCount, {
    // Every sending module's form asks for it; the count never leaves the caller's scope.
    access: 'signed-in',
    handler: async (request) => {
      const auth = request.auth!;
      const academicYearId = request.query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
      assertModuleScope(auth, request.query.global_module_id);
      const scope = await loadScope(
        app.services.db,
        auth,
        request.query.global_module_id,
        academicYearId,
      );
      return countReach(app.services.db, request.body, { scope, academicYearId });
    },
  });
};

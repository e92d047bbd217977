import {
  CURRENT_ACADEMIC_YEAR_ID,
  errorBody,
  reachCount,
  scopeQuery,
  targetingFilter,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { loadScope } from '../../platform/core/access/access.repo.ts';
import { assertModuleScope } from '../../platform/core/access/module-scope.ts';
import type { ZodTypeProvider } from '../../platform/core/http/zod-schemas.ts';
import { countReach } from '../../platform/kit/targeting/reach-count.ts';

/** POST /user_filter: the reach count of a targeting filter within the caller's scope. */
export const userFilterRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/user_filter',
    {
      // Every sending module's form asks for it; the count never leaves the caller's scope.
      config: { access: 'signed-in' },
      schema: {
        summary: 'Reach count of a targeting filter (distinct recipients within your scope)',
        querystring: scopeQuery,
        body: targetingFilter,
        response: { 200: reachCount, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
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
  );
};

import { CURRENT_ACADEMIC_YEAR_ID, Messages, meQuery, meResponse } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../platform/core/http/http-error.ts';
import type { ZodTypeProvider } from '../../platform/core/http/zod-schemas.ts';
import { describeMe } from './me.service.ts';

export const meRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      config: { access: 'signed-in', openDuringPasswordReset: true, withProfile: true },
      schema: { querystring: meQuery, response: { 200: meResponse } },
    },
    async (request) => {
      // The access hook has authenticated a 'signed-in' route before the handler runs.
      const auth = request.auth;
      if (!auth?.profile) throw unauthorized(Messages.notAuthenticated);
      const academicYearId = request.query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
      return describeMe(app.services.db, { ...auth, profile: auth.profile }, academicYearId);
    },
  );
};

import { CURRENT_ACADEMIC_YEAR_ID, Messages, meEndpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { unauthorized } from '../../platform/core/http/http-error.ts';
import { describeMe } from './me.service.ts';
import { readUiState, saveUiState } from './ui-state.repo.ts';

export const meRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, meEndpoints.me, {
    access: 'signed-in',
    openDuringPasswordReset: true,
    withProfile: true,
    handler: (request) => {
      // The access hook has authenticated a 'signed-in' route before the handler runs.
      const auth = request.auth;
      if (!auth?.profile) throw unauthorized(Messages.notAuthenticated);
      const academicYearId = request.query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
      return describeMe(app.services.db, { ...auth, profile: auth.profile }, academicYearId);
    },
  });

  // The user's own console state: each reads and keeps only their own, by their session.
  routeEndpoint(app, meEndpoints.uiState, {
    access: 'signed-in',
    handler: (request) => readUiState(app.services.db, request.auth!.userId),
  });
  routeEndpoint(app, meEndpoints.saveUiState, {
    access: 'signed-in',
    handler: (request) => saveUiState(app.services.db, request.auth!.userId, request.body),
  });
};

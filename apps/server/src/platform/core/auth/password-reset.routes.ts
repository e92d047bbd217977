import { authEndpoints as endpoints, Messages } from '@console/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routeEndpoint } from '../http/endpoint-route.ts';
import { unauthorized } from '../http/http-error.ts';
import { signInContext } from './sign-in.service.ts';
import { authenticateToken, bearerToken } from './authenticate.ts';
import {
  changePassword,
  requestPasswordReset,
  resetPasswordWithCode,
} from './password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest) => signInContext(app.services, request);

  routeEndpoint(app, endpoints.requestReset, {
    access: 'public',
    handler: (request) =>
      requestPasswordReset(ctx(request), app.services.sms, request.query.username),
  });

  routeEndpoint(app, endpoints.resetPassword, {
    // Public because the reset-code variant has no session; the change variant checks the
    // bearer token itself below.
    access: 'public',
    handler: async (request) => {
      const body = request.body;
      if (body.reference_number && body.username && body.otp) {
        return resetPasswordWithCode(ctx(request), {
          username: body.username,
          referenceNumber: body.reference_number,
          otp: body.otp,
          newPassword: body.new_password,
        });
      }
      const auth = await authenticateToken(
        app.services.db,
        app.services.signingSecret,
        bearerToken(request.headers.authorization),
      );
      if (typeof auth === 'string') throw unauthorized(Messages.notAuthenticated);
      return changePassword(ctx(request), auth, {
        password: body.password ?? '',
        newPassword: body.new_password,
      });
    },
  });
};

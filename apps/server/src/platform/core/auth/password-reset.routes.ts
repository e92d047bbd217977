import {
  errorBody,
  messageBody,
  Messages,
  resetBody,
  resetRequestQuery,
  resetRequestResponse,
} from '@console/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-schemas.ts';
import { signInContext } from './sign-in.service.ts';
import { authenticateToken, bearerToken } from './authenticate.ts';
import {
  changePassword,
  requestPasswordReset,
  resetPasswordWithCode,
} from './password-reset.service.ts';

const failures = { 400: errorBody, 401: errorBody, 422: errorBody, 429: errorBody };

export const passwordResetRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => signInContext(app.services, request);

  app.get(
    '/auth/reset',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Request a password-reset code by SMS',
        querystring: resetRequestQuery,
        response: { 200: resetRequestResponse, ...failures },
      },
    },
    async (request) => requestPasswordReset(ctx(request), app.services.sms, request.query.username),
  );

  app.put(
    '/auth/reset',
    {
      // Public because the reset-code variant has no session; the change variant checks the
      // bearer token itself below.
      config: { access: 'public' },
      schema: {
        summary: 'Change the password (signed in) or set one with a reset code',
        body: resetBody,
        response: { 200: messageBody, ...failures },
      },
    },
    async (request) => {
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
  );
};

import { authEndpoints as endpoints } from '@console/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routeEndpoint } from '../http/endpoint-route.ts';
import { setSessionCookie } from './session-cookie.ts';
import {
  adminApiLogin,
  passwordFirstLeg,
  signInContext,
  totpSecondLeg,
} from './sign-in.service.ts';

export const passwordLoginRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest) => signInContext(app.services, request);

  routeEndpoint(app, endpoints.firstLeg, {
    access: 'public',
    handler: async (request, reply) => {
      const result = await passwordFirstLeg(
        ctx(request),
        request.body.username,
        request.body.password,
      );
      if ('auth_token' in result) setSessionCookie(reply, app.services.config, result.auth_token);
      return result;
    },
  });

  routeEndpoint(app, endpoints.secondLeg, {
    access: 'public',
    handler: async (request, reply) => {
      const { username, password, totp_code } = request.body;
      const result = await totpSecondLeg(ctx(request), username, password, totp_code);
      setSessionCookie(reply, app.services.config, result.auth_token);
      return result;
    },
  });

  routeEndpoint(app, endpoints.adminLogin, {
    access: 'public',
    handler: async (request, reply) => {
      const result = await adminApiLogin(
        ctx(request),
        request.body.username,
        request.body.password,
      );
      setSessionCookie(reply, app.services.config, result.auth_token);
      return result;
    },
  });
};

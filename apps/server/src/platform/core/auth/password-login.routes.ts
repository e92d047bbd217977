import {
  adminLoginBody,
  errorBody,
  firstLegBody,
  firstLegResponse,
  loginResponse,
  secondLegBody,
} from '@console/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from '../http/zod-schemas.ts';
import { setSessionCookie } from './session-cookie.ts';
import {
  adminApiLogin,
  passwordFirstLeg,
  signInContext,
  totpSecondLeg,
} from './sign-in.service.ts';

const failures = { 401: errorBody, 403: errorBody, 422: errorBody, 429: errorBody };

export const passwordLoginRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => signInContext(app.services, request);

  app.post(
    '/auth/first_leg',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in, step one: the password',
        body: firstLegBody,
        response: { 200: firstLegResponse, ...failures },
      },
    },
    async (request, reply) => {
      const result = await passwordFirstLeg(
        ctx(request),
        request.body.username,
        request.body.password,
      );
      if ('auth_token' in result) setSessionCookie(reply, app.services.config, result.auth_token);
      return result;
    },
  );

  app.post(
    '/auth/second_leg',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in, step two: the TOTP code',
        body: secondLegBody,
        response: { 200: loginResponse, 400: errorBody, ...failures },
      },
    },
    async (request, reply) => {
      const { username, password, totp_code } = request.body;
      const result = await totpSecondLeg(ctx(request), username, password, totp_code);
      setSessionCookie(reply, app.services.config, result.auth_token);
      return result;
    },
  );

  app.post(
    '/auth',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Admin API login (accounts without TOTP)',
        body: adminLoginBody,
        response: { 200: loginResponse, ...failures },
      },
    },
    async (request, reply) => {
      const result = await adminApiLogin(
        ctx(request),
        request.body.username,
        request.body.password,
      );
      setSessionCookie(reply, app.services.config, result.auth_token);
      return result;
    },
  );
};

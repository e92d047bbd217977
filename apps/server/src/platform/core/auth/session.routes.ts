import { ACCESS_TOKEN_SECONDS, authEndpoints as endpoints, Messages } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../http/endpoint-route.ts';
import { unauthorized } from '../http/http-error.ts';
import { findAccountById } from './accounts.repo.ts';
import { recordAuthEvent } from './auth-events.ts';
import { authenticateToken, bearerToken } from './authenticate.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.ts';
import { refreshSession, revokeSession } from './session.service.ts';
import { signToken, verifyToken } from './tokens.ts';

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.services;

  routeEndpoint(app, endpoints.refresh, {
    access: 'public',
    handler: async (request, reply) => {
      const outcome = await refreshSession(
        db,
        app.services.signingSecret,
        request.body.refresh_token,
        (userId) => findAccountById(db, userId),
      );
      if (outcome.kind === 'reused') {
        // A reused refresh token means theft or a replay: the family is already revoked.
        await recordAuthEvent(db, request.log, request, {
          event: 'refresh',
          outcome: 'refused',
          userId: outcome.userId,
          detail: 'refresh token reused; session family revoked',
        });
        throw unauthorized(Messages.refreshTokenReused);
      }
      if (outcome.kind === 'invalid') throw unauthorized(Messages.refreshTokenInvalid);
      setSessionCookie(reply, app.services.config, outcome.response.auth_token);
      return outcome.response;
    },
  });

  routeEndpoint(app, endpoints.logout, {
    // Public so that a client whose access token has expired can still end its session, by
    // the refresh token or the session cookie. The cookie may end a session though it changes
    // nothing else: a cross-site POST does not carry it (SameSite=Lax), and a session left
    // alive behind a cleared cookie is the worse failure.
    access: 'public',
    handler: async (request, reply) => {
      const auth = await authenticateToken(
        db,
        app.services.signingSecret,
        bearerToken(request.headers.authorization),
      );
      const claimsOf = (token: string | undefined, type: 'refresh' | 'access') =>
        token ? verifyToken(token, app.services.signingSecret, type) : null;
      // The session to end: the bearer token's, else the refresh token's, else the cookie's.
      const ending =
        typeof auth !== 'string'
          ? { sid: auth.sessionId, sub: auth.userId }
          : (claimsOf(request.body?.refresh_token, 'refresh') ??
            claimsOf(request.cookies[SESSION_COOKIE], 'access'));
      if (ending && (await revokeSession(db, ending.sid, 'logout'))) {
        await recordAuthEvent(db, request.log, request, {
          event: 'logout',
          outcome: 'success',
          userId: ending.sub,
        });
      }
      // The cookie goes with the 204 the route answers.
      clearSessionCookie(reply, app.services.config);
    },
  });

  routeEndpoint(app, endpoints.analyticsToken, {
    access: 'signed-in',
    handler: async (request) => {
      const auth = request.auth!;
      const iat = Math.floor(Date.now() / 1000);
      const analytics_token = signToken(
        {
          typ: 'analytics',
          sub: auth.userId,
          sid: auth.sessionId,
          iat,
          exp: iat + ACCESS_TOKEN_SECONDS,
        },
        app.services.signingSecret,
      );
      return { analytics_token };
    },
  });
};

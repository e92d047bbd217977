import { AUTO_LOGIN_KEY_SECONDS, authEndpoints as endpoints, Messages } from '@console/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { routeEndpoint } from '../http/endpoint-route.ts';
import { notFound, unauthorized } from '../http/http-error.ts';
import { findAccountById } from './accounts.repo.ts';
import { autoLoginKeys } from './auth.table.ts';
import { recordAuthEvent } from './auth-events.ts';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle.ts';
import { setSessionCookie } from './session-cookie.ts';
import { signInContext, signInProven } from './sign-in.service.ts';

async function createAutoLoginKey(db: Db, userId: number) {
  const guid = randomUUID();
  const expiresAt = new Date(Date.now() + AUTO_LOGIN_KEY_SECONDS * 1000);
  await db.insert(autoLoginKeys).values({ guid, userId, expiresAt });
  return { auto_login_guid: guid, expires_at: expiresAt.toISOString() };
}

/**
 * Hand-over to the companion web apps (Reach Disha, the DC admin portal): a signed-in user
 * gets a short-lived single-use key, which the other app exchanges for its own session.
 */
export const autoLoginRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.services;

  routeEndpoint(app, endpoints.autoLoginKey, {
    access: 'signed-in',
    // A key is a new session waiting to be claimed: minted for the bearer token only.
    bearerOnly: true,
    handler: (request) => createAutoLoginKey(db, request.auth!.userId),
  });

  routeEndpoint(app, endpoints.portalRedirect, {
    access: 'signed-in',
    bearerOnly: true,
    handler: async (request) => {
      const { portals } = app.services.config;
      const base =
        request.query.for_dc_admin === 'true' ? portals.dcAdminUrl : portals.reachDishaUrl;
      if (!base) throw notFound(Messages.redirectNotConfigured);
      const key = await createAutoLoginKey(db, request.auth!.userId);
      const url = new URL(base);
      url.searchParams.set('auto_login_guid', key.auto_login_guid);
      return { redirect_url: url.toString() };
    },
  });

  routeEndpoint(app, endpoints.autoLogin, {
    access: 'public',
    handler: async (request, reply) => {
      await assertLoginAllowed(db, app.services.config.loginLimits, null, request.ip);
      const [used] = await db
        .update(autoLoginKeys)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(autoLoginKeys.guid, request.body.auto_login_guid),
            isNull(autoLoginKeys.usedAt),
            sql`${autoLoginKeys.expiresAt} > now()`,
          ),
        )
        .returning({ userId: autoLoginKeys.userId });
      const account = used ? await findAccountById(db, used.userId) : undefined;
      if (!account) {
        await recordLoginFailure(db, null, request.ip);
        await recordAuthEvent(db, request.log, request, {
          event: 'login.auto',
          outcome: 'failure',
          detail: 'unknown, used or expired key',
        });
        throw unauthorized(Messages.autoLoginKeyInvalid);
      }
      const result = await signInProven(
        signInContext(app.services, request),
        'login.auto',
        account,
        'auto',
        request.body.device_id,
      );
      setSessionCookie(reply, app.services.config, result.auth_token);
      return result;
    },
  });
};

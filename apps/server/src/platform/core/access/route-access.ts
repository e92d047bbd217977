import { Messages, type Permission } from '@console/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { recordAuthEvent } from '../auth/auth-events.ts';
import { authenticateToken, bearerToken, type AuthContext } from '../auth/authenticate.ts';
import { API_DOCS_PATH } from '../http/api-document.ts';
import { forbidden, unauthorized } from '../http/http-error.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';

/**
 * What a route demands of its caller. Every route declares one; registration fails without it.
 * - 'public': anyone (sign-in calls, health, docs)
 * - 'signed-in': any valid session
 * - 'superuser': superusers only
 * - 'analytics': any valid session, by its access token or its analytics token (the usage
 *   analytics calls); an analytics token opens no other route
 * - a permission, or a list of which any one suffices (superusers hold all)
 */
export type RouteAccess =
  'public' | 'signed-in' | 'superuser' | 'analytics' | Permission | readonly Permission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Open to a session that still has to reset its password (reset, logout, /me). */
    openDuringPasswordReset?: boolean;
    /**
     * A GET that mints a credential (an auto-login key): the session cookie, which a cross-site
     * top-level navigation carries, does not authenticate it; only the bearer header does.
     */
    bearerOnly?: boolean;
    /** Read the account's profile (what GET /me names) with the session, in the same query. */
    withProfile?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    routeAccessTable: { method: string; url: string; access: string }[];
  }
}

/** How a route authenticates its caller beyond its access rule (the flags above). */
export type RouteAccessOptions = Pick<
  FastifyContextConfig,
  'openDuringPasswordReset' | 'bearerOnly' | 'withProfile'
>;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Routes registered by plugins we do not write (the OpenAPI viewer), public by listing. */
export const PUBLIC_PREFIXES = [API_DOCS_PATH];

export function describeAccess(access: RouteAccess): string {
  return typeof access === 'string' ? access : `any of ${access.join(', ')}`;
}

export function registerRouteAccess(
  app: FastifyInstance,
  services: { db: Db; signingSecret: string },
): void {
  app.decorateRequest('auth', null);
  app.decorate('routeAccessTable', []);

  app.addHook('onRoute', (route) => {
    // Fastify adds HEAD twins of GET routes; they share the GET's declaration.
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
    if (methods.length === 0) return;
    if (!route.config?.access && PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule.`);
    }
    for (const method of methods) {
      app.routeAccessTable.push({ method, url: route.url, access: describeAccess(access) });
    }
  });

  // onRequest runs before the body is parsed or validated: an unauthenticated caller learns
  // nothing about the shape a route expects.
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access || access === 'public') return;

    // State-changing calls authenticate by the bearer header only, so the session cookie
    // cannot be replayed by a cross-site form or fetch.
    const cookieToken =
      SAFE_METHODS.has(request.method) && !config.bearerOnly
        ? request.cookies?.[SESSION_COOKIE]
        : undefined;
    const token = bearerToken(request.headers.authorization) ?? cookieToken;
    const result = await authenticateToken(
      services.db,
      services.signingSecret,
      token,
      access === 'analytics' ? ['access', 'analytics'] : ['access'],
      { profile: config.withProfile === true },
    );
    if (typeof result === 'string') {
      if (result !== 'missing') await refuse(request, services.db, null, `token ${result}`);
      throw unauthorized(result === 'ended' ? Messages.sessionEnded : Messages.notAuthenticated);
    }
    request.auth = result;
    if (result.mustResetPassword && !config.openDuringPasswordReset) {
      throw forbidden(Messages.passwordResetRequired);
    }
    if (!isAllowed(result, access)) {
      await refuse(request, services.db, result, `needs ${describeAccess(access)}`);
      throw forbidden(Messages.forbidden);
    }
  });
}

export function isAllowed(auth: AuthContext, access: RouteAccess): boolean {
  if (access === 'public' || access === 'signed-in' || access === 'analytics') return true;
  if (auth.isSuperuser) return true;
  if (access === 'superuser') return false;
  const needed = typeof access === 'string' ? [access] : access;
  return needed.some((permission) => auth.permissions.has(permission));
}

async function refuse(
  request: FastifyRequest,
  db: Db,
  auth: AuthContext | null,
  detail: string,
): Promise<void> {
  await recordAuthEvent(db, request.log, request, {
    event: 'access.denied',
    outcome: 'refused',
    userId: auth?.userId ?? null,
    username: auth?.username ?? null,
    detail: `${request.method} ${request.routeOptions.url ?? request.url}: ${detail}`,
  });
}

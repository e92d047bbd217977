import { Messages } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { unauthorized } from './http-error.ts';

/**
 * What a module's service is called with for one request: the database and who is calling.
 * Every module's caller type is this (a module needing more, like calling's telephony driver,
 * extends it), so services read one shape and routes build it one way.
 */
export interface RequestContext {
  db: Db;
  auth: AuthContext;
}

/**
 * The context of an authenticated request. The route-access hook has already refused a request
 * without a session on every route that is not public; a public route asking is a bug, answered
 * 401 rather than a crash.
 */
export function requestContext(db: Db, request: FastifyRequest): RequestContext {
  if (!request.auth) throw unauthorized(Messages.notAuthenticated);
  return { db, auth: request.auth };
}

import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_SECONDS } from '@console/contract';
import type { Config } from '../../../config.ts';

/** 000 §9: the session cookie holds the login token; secure, lax, shared across the domain. */
export const SESSION_COOKIE = 'auth_token';

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: config.cookie.secure,
    sameSite: 'lax',
    maxAge: ACCESS_TOKEN_SECONDS,
    ...(config.cookie.domain ? { domain: config.cookie.domain } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    ...(config.cookie.domain ? { domain: config.cookie.domain } : {}),
  });
}

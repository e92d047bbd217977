import type { FastifyServerOptions } from 'fastify';

// Request logs name the URL, and some URLs carry secrets in their query: the console opens
// `/hangfire?access_token=…` in a new tab (000 §2), auto-login links carry a key, OTP links a
// code. Others carry one in their path (a poll's answer link): their route declares which
// parameters are secrets. Their values are replaced before a log line is written.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Path parameters whose values are credentials (a link's token): never logged. */
    secretParams?: readonly string[];
  }
}

const REDACTED = '[redacted]';
const SECRET_QUERY_KEYS = new Set(['otp', 'totp_code', 'auto_login_guid', 'password']);

/** Whether a query parameter's value must never reach a log (any *token* key included). */
export function isSecretQueryKey(key: string): boolean {
  const name = key.toLowerCase();
  return name.includes('token') || SECRET_QUERY_KEYS.has(name);
}

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL with every secret query value replaced; the rest is kept byte for byte. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const key = equals < 0 ? part : part.slice(0, equals);
      return equals >= 0 && isSecretQueryKey(decodedKey(key)) ? `${key}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * The URL with the path segments of the route's secret parameters replaced, found by lining
 * the path up with the route's pattern; a path that does not line up is logged as the pattern,
 * never as it came.
 */
export function withSecretPathParams(
  url: string,
  pattern: string | undefined,
  secrets: readonly string[] | undefined,
): string {
  if (!pattern || !secrets || secrets.length === 0) return url;
  const names = (segment: string) => [...segment.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const secret = (segment: string) => names(segment).some((name) => secrets.includes(name));
  const queryAt = url.indexOf('?');
  const given = (queryAt < 0 ? url : url.slice(0, queryAt)).split('/');
  const expected = pattern.split('/');
  // The router ignores a trailing slash: one empty segment more than the pattern.
  const trailingSlash = given.length === expected.length + 1 && given.at(-1) === '';
  if (given.length !== expected.length && !trailingSlash) {
    return expected.map((segment) => (secret(segment) ? REDACTED : segment)).join('/');
  }
  const path = given.map((segment, i) => {
    const declared = expected[i];
    return declared !== undefined && secret(declared) ? REDACTED : segment;
  });
  return `${path.join('/')}${queryAt < 0 ? '' : url.slice(queryAt)}`;
}

/** Headers whose values are credentials. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

interface LoggedRequest {
  method: string;
  url: string;
  /** Fastify's request: the matched route, whose config may name secret path parameters. */
  routeOptions?: { url?: string; config?: { secretParams?: readonly string[] } };
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's logger settings: the level, credential headers redacted, URLs without secrets. */
export function requestLogOptions(
  level: string,
  /** Where lines go (default stdout); tests capture them. */
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(
          withSecretPathParams(
            request.url,
            request.routeOptions?.url,
            request.routeOptions?.config?.secretParams,
          ),
        ),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

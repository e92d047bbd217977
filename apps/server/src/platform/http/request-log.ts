import type { FastifyServerOptions } from 'fastify';

// Request logs name the URL, and some URLs carry secrets in their query: the console opens
// `/hangfire?access_token=…` in a new tab (000 §2), auto-login links carry a key, OTP links a
// code. Their values are replaced before a log line is written.

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

/** Headers whose values are credentials. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

interface LoggedRequest {
  method: string;
  url: string;
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
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

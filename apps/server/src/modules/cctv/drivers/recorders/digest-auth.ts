import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

// HTTP digest authentication (RFC 7616, and RFC 2617 which it replaces), the scheme both
// recorder vendors use for their HTTP APIs. Built on node:http rather than fetch: the
// challenge can come as several WWW-Authenticate headers (one per algorithm), which fetch
// folds into one ambiguous line, and a failure must say whether the connection was ever made
// (the recorder is unreachable) or made and then left silent (it is too slow).

export type DigestAlgorithm = 'MD5' | 'MD5-sess' | 'SHA-256' | 'SHA-256-sess';

/** The strongest first: a server offering several challenges gets the first one we know. */
const ALGORITHMS_BY_PREFERENCE: readonly DigestAlgorithm[] = [
  'SHA-256',
  'SHA-256-sess',
  'MD5',
  'MD5-sess',
];

export interface Challenge {
  scheme: string;
  /** Parameter names in lower case; values unquoted. */
  params: Record<string, string>;
}

/** What a response hash is made of (RFC 7616 §3.4.1). */
export interface DigestInput {
  algorithm: DigestAlgorithm;
  username: string;
  password: string;
  realm: string;
  method: string;
  uri: string;
  nonce: string;
  /** Absent for a challenge without qop (RFC 2069 compatibility). */
  qop?: 'auth' | 'auth-int';
  nc?: string;
  cnonce?: string;
  /** The request body, for qop=auth-int. */
  body?: string;
}

export function digestResponse(input: DigestInput): string {
  const hash = (text: string) =>
    createHash(input.algorithm.startsWith('SHA-256') ? 'sha256' : 'md5')
      .update(text, 'utf8')
      .digest('hex');
  let ha1 = hash(`${input.username}:${input.realm}:${input.password}`);
  if (input.algorithm.endsWith('-sess')) ha1 = hash(`${ha1}:${input.nonce}:${input.cnonce}`);
  const ha2 =
    input.qop === 'auth-int'
      ? hash(`${input.method}:${input.uri}:${hash(input.body ?? '')}`)
      : hash(`${input.method}:${input.uri}`);
  return input.qop
    ? hash(`${ha1}:${input.nonce}:${input.nc}:${input.cnonce}:${input.qop}:${ha2}`)
    : hash(`${ha1}:${input.nonce}:${ha2}`);
}

/**
 * The challenges in one WWW-Authenticate value (RFC 9110 §11.6.1): `Digest realm="x",
 * nonce="y", Basic realm="z"` is two. A token followed by `=` is a parameter of the current
 * challenge; a token followed by anything else starts the next one.
 */
export function parseChallenges(value: string): Challenge[] {
  const challenges: Challenge[] = [];
  let at = 0;
  const skip = (pattern: RegExp) => {
    while (at < value.length && pattern.test(value[at]!)) at++;
  };
  const token = () => {
    const start = at;
    skip(/[!#$%&'*+.^_`|~0-9A-Za-z-]/);
    return value.slice(start, at);
  };
  while (at < value.length) {
    skip(/[\s,]/);
    const scheme = token();
    if (!scheme) {
      at++; // not a token: step over it rather than loop on it
      continue;
    }
    const challenge: Challenge = { scheme, params: {} };
    challenges.push(challenge);
    for (;;) {
      skip(/[\s,]/);
      const mark = at;
      const name = token();
      skip(/[ \t]/);
      if (!name || value[at] !== '=') {
        at = mark; // the next challenge's scheme (or the end)
        break;
      }
      at++;
      skip(/[ \t]/);
      challenge.params[name.toLowerCase()] = value[at] === '"' ? quoted() : token();
    }
  }
  return challenges;

  function quoted(): string {
    let text = '';
    for (at++; at < value.length && value[at] !== '"'; at++) {
      if (value[at] === '\\') at++;
      text += value[at] ?? '';
    }
    at++;
    return text;
  }
}

/** The Digest challenge we answer, with the algorithm and qop we will use; null if none fits. */
export function chooseChallenge(challenges: readonly Challenge[]): {
  challenge: Challenge;
  algorithm: DigestAlgorithm;
  qop: 'auth' | 'auth-int' | undefined;
} | null {
  const usable = challenges.flatMap((challenge) => {
    if (challenge.scheme.toLowerCase() !== 'digest') return [];
    if (!challenge.params.nonce || challenge.params.realm === undefined) return [];
    const named = (challenge.params.algorithm ?? 'MD5').toUpperCase();
    const algorithm = ALGORITHMS_BY_PREFERENCE.find((known) => known.toUpperCase() === named);
    if (!algorithm) return [];
    const offered = challenge.params.qop?.split(',').map((qop) => qop.trim().toLowerCase());
    // qop=auth protects the request line; auth-int also the body, when it is all that's offered.
    const qop = !offered
      ? undefined
      : offered.includes('auth')
        ? ('auth' as const)
        : offered.includes('auth-int')
          ? ('auth-int' as const)
          : null;
    if (qop === null) return [];
    return [{ challenge, algorithm, qop }];
  });
  usable.sort(
    (a, b) =>
      ALGORITHMS_BY_PREFERENCE.indexOf(a.algorithm) - ALGORITHMS_BY_PREFERENCE.indexOf(b.algorithm),
  );
  return usable[0] ?? null;
}

const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** An Authorization header value answering the challenge. */
export function authorizationHeader(
  input: Omit<DigestInput, 'nc' | 'cnonce'> & { nc: number; cnonce: string; opaque?: string },
): string {
  const nc = input.nc.toString(16).padStart(8, '0');
  const response = digestResponse({ ...input, nc });
  const parts = [
    `username=${quote(input.username)}`,
    `realm=${quote(input.realm)}`,
    `nonce=${quote(input.nonce)}`,
    `uri=${quote(input.uri)}`,
    `algorithm=${input.algorithm}`,
    `response=${quote(response)}`,
  ];
  if (input.qop) parts.push(`qop=${input.qop}`, `nc=${nc}`, `cnonce=${quote(input.cnonce)}`);
  if (input.opaque !== undefined) parts.push(`opaque=${quote(input.opaque)}`);
  return `Digest ${parts.join(', ')}`;
}

// ---- the client ----

export type DigestFailureKind =
  /** No connection could be made (refused, no route, no answer to the connection attempt). */
  | 'unreachable'
  /** Connected, but no whole answer within the time allowed. */
  | 'timeout'
  /** The server refused the credentials. */
  | 'unauthorized'
  /** The server asked for no digest scheme we speak (only Basic, or an unknown algorithm). */
  | 'unsupported-authentication'
  /** Anything else that is not an HTTP answer: broken TLS, a cut connection, too large. */
  | 'protocol'
  /** The address was refused before any connection (resolveAddress threw). */
  | 'address-refused';

export class DigestRequestError extends Error {
  constructor(
    readonly kind: DigestFailureKind,
    message: string,
    /** For unsupported-authentication: the schemes the server offered (Basic, Digest…). */
    readonly offeredSchemes: string[] = [],
  ) {
    super(message);
    this.name = 'DigestRequestError';
  }
}

export interface DigestClientOptions {
  /** `http://host:port` or `https://host:port`. */
  origin: string;
  username: string;
  password: string;
  /** For each HTTP exchange: connecting and receiving the whole answer. */
  timeoutMs: number;
  /** An answer larger than this is refused (recorder answers are a few kB). */
  maxAnswerBytes?: number;
  /**
   * Check the server's TLS certificate. Recorders ship self-signed certificates and sit on a
   * school's own network; digest never sends the password itself.
   */
  verifyCertificate?: boolean;
  /**
   * The address to connect to for the origin's host, checked (a name resolved once, its answer
   * checked and used, so a second look-up cannot point the connection elsewhere); throws to
   * refuse the exchange before any connection. The Host header still names the origin's host.
   */
  resolveAddress?: (host: string) => Promise<string>;
}

export interface DigestAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface RawAnswer extends DigestAnswer {
  challenges: Challenge[];
}

interface HeldChallenge {
  realm: string;
  nonce: string;
  opaque: string | undefined;
  algorithm: DigestAlgorithm;
  qop: 'auth' | 'auth-int' | undefined;
  /** Requests made with this nonce so far. */
  nc: number;
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
  'ETIMEDOUT',
]);

/**
 * Requests with digest authentication to one server. The last challenge is kept: later
 * requests answer it at once with the next nonce count, and a `stale=true` refusal (the nonce
 * expired, the credentials were right) is answered again with the new nonce.
 */
export class DigestClient {
  private held: HeldChallenge | undefined;
  private readonly url: URL;

  constructor(private readonly options: DigestClientOptions) {
    this.url = new URL(options.origin);
    if (this.url.protocol !== 'http:' && this.url.protocol !== 'https:') {
      throw new TypeError(`A digest client speaks http or https, not ${this.url.protocol}`);
    }
  }

  async request(
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ): Promise<DigestAnswer> {
    const method = init.method ?? 'GET';
    // A challenge held from an earlier request is answered at once; a refusal of it is not yet
    // a verdict (the server may have forgotten its nonces in a restart without saying stale).
    // A refusal of a challenge received during this request is one, unless it says stale,
    // which is answered once more with the new nonce.
    let fromEarlier = this.held !== undefined;
    let staleAnswered = false;
    let authorization = this.held ? this.authorize(method, path, init.body) : undefined;
    for (let round = 0; round < 4; round++) {
      const answer = await this.send(method, path, init, authorization);
      if (answer.status !== 401) return answer;

      const chosen = chooseChallenge(answer.challenges);
      if (!chosen) {
        const schemes = answer.challenges.map((c) => c.scheme);
        throw new DigestRequestError(
          'unsupported-authentication',
          `401 without a digest challenge we can answer (offered: ${schemes.join(', ') || 'none'})`,
          schemes,
        );
      }
      const stale = chosen.challenge.params.stale?.toLowerCase() === 'true';
      this.hold(chosen);
      if (authorization !== undefined && !fromEarlier) {
        if (!stale || staleAnswered) {
          this.held = undefined;
          throw new DigestRequestError(
            stale ? 'protocol' : 'unauthorized',
            stale ? 'the server called a fresh nonce stale twice' : 'credentials refused',
          );
        }
        staleAnswered = true;
      }
      fromEarlier = false;
      authorization = this.authorize(method, path, init.body);
    }
    throw new DigestRequestError('protocol', 'too many authentication rounds');
  }

  private hold(chosen: NonNullable<ReturnType<typeof chooseChallenge>>): void {
    const { params } = chosen.challenge;
    this.held = {
      realm: params.realm!,
      nonce: params.nonce!,
      opaque: params.opaque,
      algorithm: chosen.algorithm,
      qop: chosen.qop,
      nc: 0,
    };
  }

  private authorize(method: string, uri: string, body: string | undefined): string {
    const held = this.held!;
    held.nc += 1;
    return authorizationHeader({
      algorithm: held.algorithm,
      username: this.options.username,
      password: this.options.password,
      realm: held.realm,
      method,
      uri,
      nonce: held.nonce,
      qop: held.qop,
      nc: held.nc,
      cnonce: randomBytes(12).toString('hex'),
      opaque: held.opaque,
      body,
    });
  }

  /** The address this exchange connects to: the host as it is, or as resolveAddress checked it. */
  private async address(): Promise<string> {
    // URL keeps an IPv6 address in brackets.
    const host = this.url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!this.options.resolveAddress) return host;
    try {
      return await this.options.resolveAddress(host);
    } catch (error) {
      throw new DigestRequestError(
        'address-refused',
        error instanceof Error ? error.message : String(error),
      );
    }
  }

  private async send(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> },
    authorization: string | undefined,
  ): Promise<RawAnswer> {
    const { timeoutMs } = this.options;
    const limit = this.options.maxAnswerBytes ?? 1024 * 1024;
    const secure = this.url.protocol === 'https:';
    const transport = secure ? https : http;
    const address = await this.address();
    const named = !net.isIP(this.url.hostname.replace(/^\[(.*)\]$/, '$1'));
    return new Promise<RawAnswer>((resolve, reject) => {
      let connected = false;
      let settled = false;
      const fail = (error: DigestRequestError) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        request.destroy();
        reject(error);
      };
      const request = transport.request({
        protocol: this.url.protocol,
        hostname: address,
        // TLS names the recorder by its name (SNI takes no address).
        ...(secure && named ? { servername: this.url.hostname } : {}),
        port: this.url.port || (secure ? 443 : 80),
        method,
        path,
        // One connection per exchange: a recorder serves few connections, and nothing is left
        // open between scans.
        agent: false,
        rejectUnauthorized: this.options.verifyCertificate ?? false,
        headers: {
          ...init.headers,
          host: this.url.host,
          ...(authorization ? { authorization } : {}),
          ...(init.body !== undefined ? { 'content-length': Buffer.byteLength(init.body) } : {}),
          connection: 'close',
        },
      });
      const deadline = setTimeout(() => {
        fail(
          connected
            ? new DigestRequestError('timeout', `no answer within ${timeoutMs} ms`)
            : new DigestRequestError('unreachable', `no connection within ${timeoutMs} ms`),
        );
      }, timeoutMs);
      request.on('socket', (socket) => {
        socket.once('connect', () => (connected = true));
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? '';
        fail(
          !connected && UNREACHABLE_CODES.has(code)
            ? new DigestRequestError('unreachable', `${code}: ${error.message}`)
            : new DigestRequestError('protocol', `${code || error.name}: ${error.message}`),
        );
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) {
            fail(new DigestRequestError('protocol', `answer larger than ${limit} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', (error) =>
          fail(new DigestRequestError('protocol', `answer cut short: ${error.message}`)),
        );
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            challenges: wwwAuthenticate(response.rawHeaders).flatMap(parseChallenges),
          });
        });
      });
      request.end(init.body);
    });
  }
}

/** Every WWW-Authenticate value, each header on its own (Node joins repeated ones). */
function wwwAuthenticate(rawHeaders: string[]): string[] {
  const values: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === 'www-authenticate') values.push(rawHeaders[i + 1]!);
  }
  return values;
}

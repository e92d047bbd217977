import { createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ServiceAccount } from '../../src/platform/kit/push/google-service-account.ts';
import { tempDir } from '../template-database.ts';

// A small stand-in for Google on loopback: the OAuth 2.0 token endpoint of service accounts
// (it checks the JWT assertion's RS256 signature with the account's public key, its issuer,
// audience, scope and expiry) and FCM's HTTP v1 `messages:send` (it checks the bearer token).
// Answers can be scripted per message. Real FCM keeps no memory of what it sent; devices show a
// message with an already-seen tag (the delivery id) once, which `delivered` models.

export interface FcmMessage {
  topic?: string;
  condition?: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
  android?: { notification?: { tag?: string } };
  apns?: { headers?: Record<string, string> };
}

export interface ScriptedAnswer {
  status: number;
  body?: object;
  headers?: Record<string, string>;
}

export interface FcmSimulator {
  /** Address to use as FCM_API_URL. */
  apiUrl: string;
  tokenUri: string;
  projectId: string;
  account: ServiceAccount;
  /** The account as a key file (FCM_SERVICE_ACCOUNT_FILE). */
  accountFile: string;
  tokenRequests: { accepted: boolean; reason?: string }[];
  /** Every messages:send request that carried a valid token, in arrival order. */
  requests: FcmMessage[];
  /** Messages accepted (200), one per delivery id; a repeated id is counted in `duplicates`. */
  delivered: Map<string, FcmMessage>;
  duplicates: number;
  /** Decides the answer to a message (undefined: 200). Called once per request. */
  script: ((message: FcmMessage, attempt: number) => ScriptedAnswer | undefined) | null;
  /** Forget issued tokens (as if they were revoked). */
  revokeTokens(): void;
  close(): Promise<void>;
}

export const UNREGISTERED: ScriptedAnswer = {
  status: 404,
  body: {
    error: {
      code: 404,
      message: 'Requested entity was not found.',
      status: 'NOT_FOUND',
      details: [
        {
          '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
          errorCode: 'UNREGISTERED',
        },
      ],
    },
  },
};

export const UNAVAILABLE: ScriptedAnswer = {
  status: 503,
  body: {
    error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' },
  },
};

function verifyAssertion(
  assertion: string,
  key: KeyObject,
  expected: { iss: string; aud: string },
): string | null {
  const [header, claims, signature] = assertion.split('.');
  if (!header || !claims || !signature) return 'malformed assertion';
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    key,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const alg = JSON.parse(Buffer.from(header, 'base64url').toString()).alg;
  if (alg !== 'RS256') return `alg ${alg}`;
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  if (body.iss !== expected.iss) return 'wrong issuer';
  if (body.aud !== expected.aud) return 'wrong audience';
  if (body.scope !== 'https://www.googleapis.com/auth/firebase.messaging') return 'wrong scope';
  if (typeof body.exp !== 'number' || body.exp <= now || (body.iat as number) > now + 60) {
    return 'expired or not yet valid';
  }
  return null;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => resolve(raw));
  });

function answer(response: http.ServerResponse, status: number, body: object, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startFcmSimulator(projectId = 'demo-school'): Promise<FcmSimulator> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const verifier = createPublicKey(publicKey.export({ type: 'spki', format: 'pem' }));
  const clientEmail = `console-push@${projectId}.iam.gserviceaccount.com`;
  const tokens = new Set<string>();
  const attempts = new Map<string, number>();
  let issued = 0;
  let sent = 0;

  const server = http.createServer(async (request, response) => {
    const raw = await readBody(request);
    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(raw);
      const problem =
        form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer'
          ? 'unsupported grant type'
          : verifyAssertion(form.get('assertion') ?? '', verifier, {
              iss: clientEmail,
              aud: simulator.tokenUri,
            });
      simulator.tokenRequests.push(
        problem ? { accepted: false, reason: problem } : { accepted: true },
      );
      if (problem)
        return answer(response, 400, { error: 'invalid_grant', error_description: problem });
      issued += 1;
      const token = `sim-token-${issued}`;
      tokens.add(token);
      return answer(response, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    const sendPath = `/v1/projects/${projectId}/messages:send`;
    if (request.method === 'POST' && request.url === sendPath) {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!tokens.has(token)) {
        return answer(response, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      }
      const { message } = JSON.parse(raw) as { message: FcmMessage };
      simulator.requests.push(message);
      const id = message.data.delivery_id ?? '';
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      const scripted = simulator.script?.(message, attempt);
      if (scripted) return answer(response, scripted.status, scripted.body ?? {}, scripted.headers);
      if (simulator.delivered.has(id)) simulator.duplicates += 1;
      else simulator.delivered.set(id, message);
      sent += 1;
      return answer(response, 200, { name: `projects/${projectId}/messages/${sent}` });
    }
    answer(response, 404, { error: { code: 404, status: 'NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const account: ServiceAccount = {
    client_email: clientEmail,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${base}/token`,
    project_id: projectId,
  };
  const dir = tempDir('fcm-account');
  const accountFile = path.join(dir, 'service-account.json');
  fs.writeFileSync(accountFile, JSON.stringify({ type: 'service_account', ...account }));

  const simulator: FcmSimulator = {
    apiUrl: base,
    tokenUri: `${base}/token`,
    projectId,
    account,
    accountFile,
    tokenRequests: [],
    requests: [],
    delivered: new Map(),
    duplicates: 0,
    script: null,
    revokeTokens: () => tokens.clear(),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return simulator;
}

import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  credentialScope,
  sha256Hex,
  signatureOf,
} from '../../src/platform/kit/media/s3-signature.ts';

// An S3-compatible object store on loopback for the S3 driver's tests: path-style PUT, GET and
// DELETE Object, objects in memory. Like S3 it refuses any request whose SigV4 signature does
// not verify: the signature is recomputed from the request as it arrived (method, path,
// query, the signed headers' values) with the secret the simulator holds, and the body must
// hash to x-amz-content-sha256.

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

export interface S3Simulator {
  /** The endpoint (S3_ENDPOINT); objects are at {url}/{bucket}/{key}. */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  /** The secret requests must be signed with; tests change it to see requests refused. */
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  /** Every request: what was asked and what was answered (the S3 error code on refusal). */
  log: { method: string; key: string; status: number; code?: string }[];
  close(): Promise<void>;
}

/** Greatest difference between x-amz-date and the simulator's clock, as AWS allows. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8}\/[^/]+\/s3\/aws4_request),\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

const parseAmzDate = (value: string) =>
  new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

function verifySignature(
  simulator: S3Simulator,
  request: http.IncomingMessage,
  path: string,
  query: string,
  body: Buffer,
) {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const match = AUTHORIZATION.exec(header('authorization') ?? '');
  if (!match) throw new Refusal(403, 'AccessDenied');
  const [, accessKeyId, scope, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== simulator.accessKeyId) throw new Refusal(403, 'InvalidAccessKeyId');
  const date = header('x-amz-date') ?? '';
  if (scope !== credentialScope(date, simulator.region)) {
    throw new Refusal(403, 'AuthorizationHeaderMalformed');
  }
  if (Math.abs(parseAmzDate(date).getTime() - Date.now()) > MAX_CLOCK_SKEW_MS) {
    throw new Refusal(403, 'RequestTimeTooSkewed');
  }
  const signedNames = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedNames.includes(required)) throw new Refusal(403, 'AccessDenied');
  }
  const payloadHash = header('x-amz-content-sha256') ?? '';
  if (payloadHash !== sha256Hex(body)) throw new Refusal(400, 'XAmzContentSHA256Mismatch');
  const expected = signatureOf(
    {
      method: request.method ?? '',
      path,
      query,
      headers: Object.fromEntries(signedNames.map((name) => [name, header(name) ?? ''])),
      payloadHash,
    },
    { secretAccessKey: simulator.secretAccessKey, region: simulator.region, amzDate: date },
  );
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature!))) {
    throw new Refusal(403, 'SignatureDoesNotMatch');
  }
}

function handle(
  simulator: S3Simulator,
  request: http.IncomingMessage,
  body: Buffer,
  response: http.ServerResponse,
) {
  const [path = '/', query = ''] = (request.url ?? '/').split('?', 2);
  const [, bucket = '', ...keyParts] = path.split('/');
  const key = keyParts.map((part) => decodeURIComponent(part)).join('/');
  const method = request.method ?? '';
  const answer = (status: number, content?: Buffer | string, contentType?: string) => {
    simulator.log.push({ method, key, status });
    response.writeHead(status, contentType ? { 'content-type': contentType } : {});
    response.end(content);
  };
  try {
    verifySignature(simulator, request, path, query, body);
    if (bucket !== simulator.bucket) throw new Refusal(404, 'NoSuchBucket');
    const stored = simulator.objects.get(key);
    if (method === 'PUT') {
      const contentType = request.headers['content-type'];
      simulator.objects.set(key, { body, contentType });
      response.setHeader('etag', `"${sha256Hex(body).slice(0, 32)}"`);
      return answer(200);
    }
    if (method === 'GET') {
      if (!stored) throw new Refusal(404, 'NoSuchKey');
      return answer(200, stored.body, stored.contentType ?? 'binary/octet-stream');
    }
    if (method === 'DELETE') {
      simulator.objects.delete(key);
      return answer(204);
    }
    throw new Refusal(405, 'MethodNotAllowed');
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    simulator.log.push({ method, key, status: error.status, code: error.code });
    response.writeHead(error.status, { 'content-type': 'application/xml' });
    response.end(`<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>${error.code}</Code><Message>${error.code}</Message></Error>`);
  }
}

export async function startS3Simulator(
  credentials: Partial<
    Pick<S3Simulator, 'bucket' | 'region' | 'accessKeyId' | 'secretAccessKey'>
  > = {},
): Promise<S3Simulator> {
  const server = http.createServer();
  const simulator: S3Simulator = {
    url: '',
    bucket: 'console-media',
    region: 'ap-south-1',
    accessKeyId: 'SIMULATORKEY',
    secretAccessKey: 'simulator-secret-key',
    ...credentials,
    objects: new Map(),
    log: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(simulator, request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  simulator.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return simulator;
}

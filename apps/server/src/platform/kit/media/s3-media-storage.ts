import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../../../config.ts';
import type { MediaStorage, StagedUpload } from './media-storage.ts';
import { amzDate, authorizationHeader, EMPTY_PAYLOAD_HASH } from './s3-signature.ts';
import { percentEncode } from './percent-encode.ts';

/** Objects are kept under this prefix, so the bucket can hold other things too. */
const KEY_PREFIX = 'media/';
/** A request with no progress for this long is abandoned. */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * The object's address: endpoint/bucket/key with path-style addressing (MinIO and most
 * S3-compatible stores), bucket.endpoint/key otherwise (AWS's virtual-hosted style).
 */
export function objectUrl(settings: S3Settings, key: string): URL {
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const encodedKey = key.split('/').map(percentEncode).join('/');
  if (settings.forcePathStyle) {
    endpoint.pathname = `${base}/${percentEncode(settings.bucket)}/${encodedKey}`;
  } else {
    endpoint.hostname = `${settings.bucket}.${endpoint.hostname}`;
    endpoint.pathname = `${base}/${encodedKey}`;
  }
  return endpoint;
}

interface S3Call {
  method: 'GET' | 'PUT' | 'DELETE';
  storedName: string;
  payloadHash: string;
  /** PUT: the body, its length and type. */
  body?: { stream: Readable; size: number; contentType: string };
}

/**
 * Files in an S3-compatible bucket, through signed REST calls (PUT, GET and DELETE Object) with
 * node's http client: no SDK, and the body streams both ways.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';

  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async put(storedName: string, staged: StagedUpload, contentType: string): Promise<void> {
    const response = await this.call({
      method: 'PUT',
      storedName,
      payloadHash: staged.sha256,
      body: { stream: fs.createReadStream(staged.path), size: staged.size, contentType },
    });
    await expectSuccess(response, 'PUT', [200]);
  }

  async open(storedName: string): Promise<Readable | null> {
    const response = await this.call({
      method: 'GET',
      storedName,
      payloadHash: EMPTY_PAYLOAD_HASH,
    });
    if (response.statusCode === 404) {
      response.resume();
      return null;
    }
    await expectSuccess(response, 'GET', [200]);
    return response;
  }

  async remove(storedName: string): Promise<void> {
    const response = await this.call({
      method: 'DELETE',
      storedName,
      payloadHash: EMPTY_PAYLOAD_HASH,
    });
    await expectSuccess(response, 'DELETE', [200, 204, 404]);
  }

  private call({ method, storedName, payloadHash, body }: S3Call): Promise<http.IncomingMessage> {
    const url = objectUrl(this.settings, KEY_PREFIX + storedName);
    const date = amzDate(this.now());
    const signed: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': date,
      ...(body ? { 'content-type': body.contentType } : {}),
    };
    const authorization = authorizationHeader(
      { method, path: url.pathname, query: url.search.slice(1), headers: signed, payloadHash },
      { ...this.settings, amzDate: date },
    );
    const headers = {
      ...signed,
      authorization,
      ...(body ? { 'content-length': String(body.size) } : {}),
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(url, { method, headers }, resolve);
      request.setTimeout(IDLE_TIMEOUT_MS, () =>
        request.destroy(new Error(`S3 ${method} timed out`)),
      );
      request.on('error', reject);
      if (body) {
        body.stream.on('error', (error) => request.destroy(error));
        request.on('close', () => body.stream.destroy());
        body.stream.pipe(request);
      } else {
        request.end();
      }
    });
  }
}

/** Throws with S3's error code (from its XML answer) unless the status is one of `expected`. */
async function expectSuccess(
  response: http.IncomingMessage,
  method: string,
  expected: number[],
): Promise<void> {
  const status = response.statusCode ?? 0;
  if (expected.includes(status)) {
    if (method !== 'GET') response.resume();
    return;
  }
  let text = '';
  for await (const chunk of response) {
    if (text.length < 2048) text += String(chunk);
  }
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? 'no error code';
  throw new Error(`S3 ${method} answered ${status} (${code})`);
}

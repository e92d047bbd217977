import { createHash, createHmac } from 'node:crypto';
import { percentEncode } from './percent-encode.ts';

// AWS Signature Version 4 for S3 requests with the Authorization header ("transferring the
// payload in a single chunk"). The S3 driver signs with it; the test simulator recomputes the
// signature from the request it received, so a request that was altered on the way, or signed
// with another secret, is refused there as AWS would refuse it.

export const SIGNATURE_ALGORITHM = 'AWS4-HMAC-SHA256';

export const sha256Hex = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex');

/** x-amz-content-sha256 of a request without a body. */
export const EMPTY_PAYLOAD_HASH = sha256Hex('');

/** 20130524T000000Z: the x-amz-date format. */
export const amzDate = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface SignedRequest {
  method: string;
  /** The path exactly as sent: each segment URI-encoded once (S3 does not encode twice). */
  path: string;
  /** The query string as sent, without '?'; '' when none. */
  query: string;
  /** Lower-case header name → value, for every header that is signed. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, as sent in x-amz-content-sha256. */
  payloadHash: string;
}

export interface SigningKey {
  secretAccessKey: string;
  region: string;
  /** x-amz-date of the request. */
  amzDate: string;
}

export const credentialScope = (date: string, region: string): string =>
  `${date.slice(0, 8)}/${region}/s3/aws4_request`;

function canonicalQuery(query: string): string {
  if (query === '') return '';
  return query
    .split('&')
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2).map((part) => decodeURIComponent(part));
      return [percentEncode(name), percentEncode(value)] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data).digest();

/** The hex signature of a request, over its signed headers (sorted, lower-case). */
export function signatureOf(request: SignedRequest, key: SigningKey): string {
  const names = Object.keys(request.headers).sort();
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery(request.query),
    names.map((name) => `${name}:${request.headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = credentialScope(key.amzDate, key.region);
  const stringToSign = [SIGNATURE_ALGORITHM, key.amzDate, scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const dateKey = hmac(`AWS4${key.secretAccessKey}`, key.amzDate.slice(0, 8));
  const signingKey = hmac(hmac(hmac(dateKey, key.region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

/** The Authorization header of a request whose headers include x-amz-date and the payload hash. */
export function authorizationHeader(
  request: SignedRequest,
  key: SigningKey & { accessKeyId: string },
): string {
  const signedHeaders = Object.keys(request.headers).sort().join(';');
  return (
    `${SIGNATURE_ALGORITHM} Credential=${key.accessKeyId}/${credentialScope(key.amzDate, key.region)},` +
    `SignedHeaders=${signedHeaders},Signature=${signatureOf(request, key)}`
  );
}

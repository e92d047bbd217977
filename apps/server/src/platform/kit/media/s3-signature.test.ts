import { describe, expect, it } from 'vitest';
import { authorizationHeader, EMPTY_PAYLOAD_HASH, sha256Hex } from './s3-signature.ts';
import { percentEncode } from './percent-encode.ts';

// The examples of AWS's "Signature Calculations for the Authorization Header: Transferring
// Payload in a Single Chunk" (Amazon S3 API reference), with its example credentials. The
// simulator of the S3 tests verifies with the same code, so these pin it to AWS's algorithm.

const example = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  amzDate: '20130524T000000Z',
};

describe('AWS Signature Version 4 for S3', () => {
  it("signs AWS's GET Object example", () => {
    const authorization = authorizationHeader(
      {
        method: 'GET',
        path: '/test.txt',
        query: '',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
          'x-amz-date': example.amzDate,
        },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      example,
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("signs AWS's PUT Object example (an encoded key, a body and a storage class)", () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const authorization = authorizationHeader(
      {
        method: 'PUT',
        path: `/${percentEncode('test$file.text')}`,
        query: '',
        headers: {
          date: 'Fri, 24 May 2013 00:00:00 GMT',
          host: 'examplebucket.s3.amazonaws.com',
          'x-amz-content-sha256': payloadHash,
          'x-amz-date': example.amzDate,
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        },
        payloadHash,
      },
      example,
    );
    expect(authorization).toMatch(
      /,Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });

  it("signs AWS's GET Bucket Lifecycle example (a query string)", () => {
    const authorization = authorizationHeader(
      {
        method: 'GET',
        path: '/',
        query: 'lifecycle',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
          'x-amz-date': example.amzDate,
        },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      example,
    );
    expect(authorization).toMatch(
      /,Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/,
    );
  });
});

import { MediaMessages, mediaEndpoints, type MediaItem } from '@console/contract';
import { count, eq } from 'drizzle-orm';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../../src/config.ts';
import { objectUrl, S3MediaStorage } from '../../src/platform/kit/media/s3-media-storage.ts';
import {
  amzDate,
  authorizationHeader,
  sha256Hex,
} from '../../src/platform/kit/media/s3-signature.ts';
import { DemoAccounts } from '../../src/db/seed/demo-accounts.ts';
import { users } from '../../src/platform/core/access/access.table.ts';
import { mediaFiles } from '../../src/platform/kit/media/media.table.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { urlOf } from '../support/endpoint-client.ts';
import { startS3Simulator, type S3Simulator } from '../support/s3-simulator.ts';
import { filesUnder, tempDataDir, uploadFile } from './multipart.ts';
import * as samples from './samples.ts';

// MEDIA_STORAGE=s3: uploads go through the real S3 driver to a simulator on loopback that
// verifies every request's Signature V4 the way S3 does, and are served back from it.

let s3: S3Simulator;
let t: TestApp;
let dataDir: string;
let principal: SignedIn;
const SECRET = 'simulator-secret-key';

const settings = (): S3Settings => ({
  endpoint: s3.url,
  region: s3.region,
  bucket: s3.bucket,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: SECRET,
  forcePathStyle: true,
});

beforeAll(async () => {
  s3 = await startS3Simulator({ secretAccessKey: SECRET });
  dataDir = tempDataDir();
  t = await startTestApp({
    env: {
      DATA_DIR: dataDir,
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: s3.url,
      S3_REGION: s3.region,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  principal = await t.signIn('principal');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  s3.secretAccessKey = SECRET;
});

const rowOf = async (id: number) =>
  (await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0]!;
const read = (url: string) => t.call({ method: 'GET', url, headers: principal.headers });

describe('uploads stored in S3', () => {
  it('stores the bytes in the bucket under media/{stored name} and serves them back', async () => {
    const response = await uploadFile(t, principal.headers, 'school-logo.png', samples.png);
    expect(response.statusCode, response.body).toBe(200);
    const [item] = response.json() as MediaItem[];
    const row = await rowOf(item!.id);
    expect(row.storage).toBe('s3');
    const stored = s3.objects.get(`media/${row.storedName}`);
    expect(stored?.body).toEqual(samples.png);
    expect(stored?.contentType).toBe('image/png');
    // Nothing stays on the server's disk (the incoming copy is gone too).
    expect(filesUnder(dataDir)).toEqual([]);

    const served = await read(item!.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(samples.png);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(s3.log.filter((entry) => entry.code)).toEqual([]);
  });

  it('streams a file larger than the JSON body limit (3 MB) up and back', async () => {
    const large = Buffer.concat([samples.pdf, Buffer.alloc(3 * 1024 * 1024, 0x25)]);
    const response = await uploadFile(t, principal.headers, 'scanned.pdf', large);
    expect(response.statusCode, response.body).toBe(200);
    const [item] = response.json() as MediaItem[];
    expect(item!.size).toBe(large.length);
    const served = await read(item!.url);
    expect(served.headers['content-length']).toBe(String(large.length));
    expect(sha256Hex(served.rawPayload)).toBe(sha256Hex(large));
  });

  it('refuses a renamed program before anything reaches the bucket', async () => {
    const before = s3.log.length;
    const response = await uploadFile(t, principal.headers, 'photo.png', samples.programs.linux);
    expect(response.statusCode).toBe(422);
    expect(s3.log.length).toBe(before);
  });

  it('answers 404 when the object is gone from the bucket', async () => {
    const [item] = (
      await uploadFile(t, principal.headers, 'gone.pdf', samples.pdf)
    ).json() as MediaItem[];
    s3.objects.delete(`media/${(await rowOf(item!.id)).storedName}`);
    expect((await read(item!.url)).statusCode).toBe(404);
  });

  it('still serves files stored on disk before the switch to S3', async () => {
    const storedName = 'before-the-switch.csv';
    fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', storedName), samples.csv);
    const [row] = await t.db
      .insert(mediaFiles)
      .values({
        uploadedBy: await principalId(),
        fileName: 'old.csv',
        storedName,
        storage: 'disk',
        extension: 'csv',
        contentType: 'text/csv',
        size: samples.csv.length,
      })
      .returning();
    const served = await read(urlOf(mediaEndpoints.file, { id: row!.id }));
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(samples.csv);
    fs.rmSync(path.join(dataDir, 'media', storedName));
  });
});

async function principalId(): Promise<number> {
  const [user] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DemoAccounts.principal.username));
  return user!.id;
}

describe('signature verification', () => {
  it('refuses an upload signed with the wrong secret: 502, no row, no object', async () => {
    const rows = (await t.db.select({ n: count() }).from(mediaFiles))[0]!.n;
    const objects = s3.objects.size;
    s3.secretAccessKey = 'the-secret-was-rotated';
    const response = await uploadFile(t, principal.headers, 'report.pdf', samples.pdf);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(MediaMessages.storageFailed);
    expect(s3.log.at(-1)).toMatchObject({
      method: 'PUT',
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    expect((await t.db.select({ n: count() }).from(mediaFiles))[0]!.n).toBe(rows);
    expect(s3.objects.size).toBe(objects);
    expect(filesUnder(dataDir)).toEqual([]);
  });

  it('the driver fails with S3’s error code on a wrong secret', async () => {
    const storage = new S3MediaStorage({ ...settings(), secretAccessKey: 'wrong' });
    await expect(storage.open('anything.png')).rejects.toThrow(
      'S3 GET answered 403 (SignatureDoesNotMatch)',
    );
    await expect(
      new S3MediaStorage({ ...settings(), accessKeyId: 'SOMEONEELSE' }).remove('x.png'),
    ).rejects.toThrow('InvalidAccessKeyId');
  });

  it('the simulator refuses a request altered after signing, or signed long ago', async () => {
    const key = { ...settings(), amzDate: amzDate(new Date()) };
    const body = Buffer.from('hello');
    const url = objectUrl(settings(), 'media/altered.csv');
    const signed = {
      host: url.host,
      'content-type': 'text/csv',
      'x-amz-content-sha256': sha256Hex(body),
      'x-amz-date': key.amzDate,
    };
    const authorization = authorizationHeader(
      {
        method: 'PUT',
        path: url.pathname,
        query: '',
        headers: signed,
        payloadHash: sha256Hex(body),
      },
      key,
    );
    const put = (headers: Record<string, string>, content: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(url, { method: 'PUT', headers }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end(content);
      });
    // As signed: accepted. Then another content type, another body, an old date.
    expect(await put({ ...signed, authorization }, body)).toBe(200);
    expect(await put({ ...signed, authorization, 'content-type': 'text/html' }, body)).toBe(403);
    expect(await put({ ...signed, authorization }, Buffer.from('HELLO'))).toBe(400);
    const old = { ...key, amzDate: '20200101T000000Z' };
    const oldAuthorization = authorizationHeader(
      {
        method: 'PUT',
        path: url.pathname,
        query: '',
        headers: { ...signed, 'x-amz-date': old.amzDate },
        payloadHash: sha256Hex(body),
      },
      old,
    );
    expect(
      await put({ ...signed, 'x-amz-date': old.amzDate, authorization: oldAuthorization }, body),
    ).toBe(403);
    expect(s3.log.slice(-4).map((entry) => entry.code)).toEqual([
      undefined,
      'SignatureDoesNotMatch',
      'XAmzContentSHA256Mismatch',
      'RequestTimeTooSkewed',
    ]);
  });
});

describe('S3 settings', () => {
  it('addresses objects path-style or virtual-hosted', () => {
    const aws = {
      ...settings(),
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      forcePathStyle: false,
    };
    expect(objectUrl(aws, 'media/a b.png').href).toBe(
      'https://console-media.s3.ap-south-1.amazonaws.com/media/a%20b.png',
    );
    expect(
      objectUrl(
        { ...aws, endpoint: 'http://minio.local:9000/', forcePathStyle: true },
        'media/x.pdf',
      ).href,
    ).toBe('http://minio.local:9000/console-media/media/x.pdf');
  });

  it('needs bucket and keys for MEDIA_STORAGE=s3; the endpoint defaults to AWS', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      'MEDIA_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    const config = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_REGION: 'ap-south-1',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(config.media.storage).toBe('s3');
    expect(config.media.s3?.endpoint).toBe('https://s3.ap-south-1.amazonaws.com');
    expect(loadConfig({}).media).toMatchObject({ storage: 'disk', s3: undefined });
  });
});

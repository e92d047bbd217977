import { Messages, feedbackEndpoints, mediaEndpoints, type MediaItem } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../../../test/harness.ts';
import { tempDataDir, uploadFile } from '../../../test/media/multipart.ts';
import * as samples from '../../../test/media/samples.ts';
import { callApi, urlOf, routeOf } from '../../../test/support/endpoint-client.ts';

let t: TestApp;
let principal: SignedIn;
beforeAll(async () => {
  // Uploads go to a temporary DATA_DIR, not the repository's ./data.
  t = await startTestApp({ env: { MEDIA_MAX_BYTES: '1024', DATA_DIR: tempDataDir() } });
  principal = await t.signIn('principal');
});
afterAll(() => t?.close());

const upload = (fileName: string, content: Buffer | string, headers = principal.headers) =>
  uploadFile(t, headers, fileName, content);

describe(routeOf(mediaEndpoints.upload), () => {
  it('stores one file and answers a list whose first item serves it back', async () => {
    const response = await upload('report.csv', 'a,b\n1,2\n');
    expect(response.statusCode, response.body).toBe(200);
    const [item] = response.json() as MediaItem[];
    expect(item).toMatchObject({ file_name: 'report.csv', content_type: 'text/csv', size: 8 });
    const served = await t.call({ method: 'GET', url: item!.url, headers: principal.headers });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('a,b\n1,2\n');
    expect(served.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves SVG as a download inside a sandbox, so it never runs in the console', async () => {
    const response = await upload(
      'logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const [item] = response.json() as MediaItem[];
    const served = await t.call({ method: 'GET', url: item!.url, headers: principal.headers });
    expect(served.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''logo\.svg$/,
    );
    expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).not.toContain('script-src');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/svg+xml');
  });

  it('takes only the whitelisted extensions (000 §9)', async () => {
    for (const [extension, content] of Object.entries(samples.genuine)) {
      const name = `a.${extension === 'jpeg' ? 'JPEG' : extension}`;
      expect((await upload(name, content)).statusCode, name).toBe(200);
    }
    for (const name of ['a.exe', 'a.html', 'a.js', 'noextension']) {
      const refused = await upload(name, samples.png);
      expect(refused.statusCode, name).toBe(422);
      expect(refused.json().message).toBe(Messages.mediaTypeNotAllowed);
    }
  });

  it("answers 413 'File is too large' past the size limit", async () => {
    const refused = await upload('big.pdf', Buffer.concat([samples.pdf, Buffer.alloc(2048)]));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(Messages.fileTooLarge);
  });

  it('needs a signed-in user to upload and to read', async () => {
    expect((await upload('a.png', samples.png, {} as never)).statusCode).toBe(401);
    const [item] = (await upload('b.png', samples.png)).json() as MediaItem[];
    expect((await t.call({ method: 'GET', url: item!.url })).statusCode).toBe(401);
    expect(
      (await callApi(t, mediaEndpoints.file, { params: { id: 999999 } }, principal)).statusCode,
    ).toBe(404);
  });
});

describe(`${routeOf(mediaEndpoints.file)}: who may read a file`, () => {
  const read = (url: string, headers: Record<string, string>) =>
    t.call({ method: 'GET', url, headers });

  it('its uploader and superusers; others are told it does not exist (404, as for no file)', async () => {
    const mine = Buffer.from('%PDF-1.7 mine');
    const [item] = (await upload('private.pdf', mine)).json() as MediaItem[];
    const zonal = await t.signIn('zonal');
    const staff = await t.signIn('staff');
    const superuser = await t.signIn('superuser');
    expect((await read(item!.url, principal.headers)).statusCode).toBe(200);
    expect((await read(item!.url, superuser.headers)).rawPayload).toEqual(mine);
    const missing = await read(urlOf(mediaEndpoints.file, { id: 999999 }), zonal.headers);
    expect(missing.statusCode).toBe(404);
    // The zonal coordinator holds `feedback`, but the file is attached to nothing.
    for (const other of [zonal, staff]) {
      const refused = await read(item!.url, other.headers);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(missing.json().message);
    }
  });

  it('holders of `feedback` whose scope holds the sender’s branch read files attached to help & feedback', async () => {
    const [item] = (await upload('screenshot.png', samples.png)).json() as MediaItem[];
    const sent = await callApi(
      t,
      feedbackEndpoints.send,
      {
        body: {
          message: 'The export button does nothing',
          app_version: '1.0.0',
          user_agent: 'Mozilla/5.0 test',
          device_id: 'web-test-device',
          media_ids: [item!.id],
        },
      },
      principal,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    // The zonal coordinator's feedback scope is the whole first state, the principal's branch
    // with it.
    const zonal = await t.signIn('zonal');
    expect((await read(item!.url, zonal.headers)).rawPayload).toEqual(samples.png);
    // The branch staff member holds `feedback` too, but for another branch of the state only:
    // media ids are sequential, and holding the permission is not a pass to every branch's files.
    const staff = await t.signIn('staff');
    const otherBranch = await read(item!.url, staff.headers);
    expect(otherBranch.statusCode).toBe(404);
    // Without the permission, not even a scope that holds the branch is enough.
    await t.db.execute(sql`
      UPDATE permission_roles SET permissions = array_remove(permissions, 'feedback')
      WHERE name = 'Zonal Coordinator'`);
    expect((await read(item!.url, zonal.headers)).statusCode).toBe(404);
  });

  it('files attached to feedback from an account without a staff branch: uploader and superusers', async () => {
    const superuser = await t.signIn('superuser');
    const [item] = (
      await upload('admin.png', samples.png, superuser.headers)
    ).json() as MediaItem[];
    const sent = await callApi(
      t,
      feedbackEndpoints.send,
      {
        body: {
          message: 'A note from the administrator',
          app_version: '1.0.0',
          user_agent: 'Mozilla/5.0 test',
          device_id: 'web-test-device',
          media_ids: [item!.id],
        },
      },
      superuser,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    await t.db.execute(sql`
      UPDATE permission_roles SET permissions = array_append(permissions, 'feedback')
      WHERE name = 'Zonal Coordinator'`);
    const zonal = await t.signIn('zonal');
    expect((await read(item!.url, zonal.headers)).statusCode).toBe(404);
    expect((await read(item!.url, superuser.headers)).statusCode).toBe(200);
  });
});

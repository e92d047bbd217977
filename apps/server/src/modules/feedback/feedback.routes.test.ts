import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Messages, feedbackEndpoints as endpoints } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../../../test/harness.ts';
import { uploadFile } from '../../../test/media/multipart.ts';
import { png } from '../../../test/media/samples.ts';
import { callApi, routeOf } from '../../../test/support/endpoint-client.ts';
import { helpFeedback } from './feedback.table.ts';

let t: TestApp;
let principal: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  // Uploads go to a temporary DATA_DIR, not the repository's ./data.
  t = await startTestApp({
    env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-test-')) },
  });
  principal = await t.signIn('principal');
  staff = await t.signIn('staff');
});
afterAll(() => t?.close());

const payload = {
  message: 'The export button does nothing',
  email: 'principal@example.org',
  app_version: '1.0.0',
  user_agent: 'Mozilla/5.0 test',
  device_id: 'web-test-device',
};

const send = (session: SignedIn | undefined, body: object) =>
  callApi(t, endpoints.send, { body }, session);

async function upload(session: SignedIn, name: string) {
  // A real PNG: POST /media checks the content against the extension.
  const response = await uploadFile(t, session.headers, name, png);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[])[0]!.id;
}

describe(routeOf(endpoints.send), () => {
  it('keeps the message with its app version, user agent, device id and sender', async () => {
    const response = await send(principal, payload);
    expect(response.statusCode, response.body).toBe(201);
    const { id, message } = response.answer();
    expect(message).toBe(Messages.feedbackSent);
    const [row] = await t.db.select().from(helpFeedback).where(eq(helpFeedback.id, id));
    expect(row).toMatchObject({
      message: payload.message,
      email: payload.email,
      appVersion: '1.0.0',
      userAgent: 'Mozilla/5.0 test',
      deviceId: 'web-test-device',
      feedbackType: 2,
      mediaIds: [],
    });
  });

  it('attaches the sender’s own upload, and refuses someone else’s', async () => {
    const own = await upload(principal, 'screen.png');
    const attached = await send(principal, { ...payload, media_ids: [own] });
    expect(attached.statusCode, attached.body).toBe(201);
    const othersFile = await send(staff, { ...payload, media_ids: [own] });
    expect(othersFile.statusCode).toBe(422);
  });

  it('needs a signed-in user and a message', async () => {
    const anonymous = await send(undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    const empty = await send(principal, { ...payload, message: '   ' });
    expect(empty.statusCode).toBe(422);
  });
});

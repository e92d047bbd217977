import { authEndpoints } from '@console/contract';
import { desc } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { callApi } from '../../../../test/support/endpoint-client.ts';
import { HttpSmsSender } from './http-sms-sender.ts';
import { smsOutbox } from './sms-outbox.table.ts';

// The real HTTP driver against a small gateway simulator on loopback.

interface Received {
  authorization: string | undefined;
  body: Record<string, string>;
}

let t: TestApp;
let gateway: http.Server;
let url: string;
const received: Received[] = [];
let answerStatus = 200;

beforeAll(async () => {
  t = await startTestApp();
  gateway = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      response.writeHead(answerStatus, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: answerStatus === 200 ? 'queued' : 'error' }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway?.close(resolve));
  await t?.close();
});

const lastOutboxRow = async () =>
  (await t.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1))[0]!;

describe('HTTP SMS gateway driver', () => {
  it('posts sender, 91-prefixed number, text and DLT template id with the API key', async () => {
    const sender = new HttpSmsSender(t.db, { url, apiKey: 'k-123', senderId: 'EDUGRP' });
    await sender.send({ mobile: '9876543210', text: 'Hello', templateId: '1107', purpose: 'sms' });
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer k-123',
      body: { sender: 'EDUGRP', to: '919876543210', message: 'Hello', dlt_template_id: '1107' },
    });
    expect(await lastOutboxRow()).toMatchObject({ driver: 'http', status: 'sent', body: 'Hello' });
  });

  it('keeps no readable copy of a one-time code', async () => {
    const sender = new HttpSmsSender(t.db, { url, apiKey: undefined, senderId: 'EDUGRP' });
    const text = '123456 is your one-time code';
    await sender.send({
      mobile: '9876543210',
      text,
      templateId: '1107',
      purpose: 'otp_login',
      sensitive: true,
    });
    expect(received.at(-1)!.body.message).toBe(text);
    expect((await lastOutboxRow()).body).toBe('[one-time code withheld]');
  });

  it('records a refusal by the gateway and reports it to the caller', async () => {
    answerStatus = 503;
    const sender = new HttpSmsSender(t.db, { url, apiKey: 'k', senderId: 'EDUGRP' });
    await expect(
      sender.send({ mobile: '9876543210', text: 'x', templateId: '1107', purpose: 'sms' }),
    ).rejects.toThrow(/gateway answered 503/);
    expect((await lastOutboxRow()).status).toBe('failed: gateway answered 503');
    answerStatus = 200;
  });

  it('is what SMS_DRIVER=http configures: a reset code arrives at the gateway and works', async () => {
    const app = await startTestApp({
      env: { SMS_DRIVER: 'http', SMS_HTTP_URL: url, SMS_HTTP_API_KEY: 'k-env' },
    });
    try {
      const request = await callApi(app, authEndpoints.requestReset, {
        query: { username: 'principal' },
      });
      expect(request.statusCode).toBe(200);
      const delivered = received.at(-1)!;
      expect(delivered).toMatchObject({
        authorization: 'Bearer k-env',
        body: { to: '919000000001' },
      });
      const code = delivered.body.message!.match(/^(\d{6}) /)![1]!;
      const reset = await callApi(app, authEndpoints.resetPassword, {
        body: {
          username: 'principal',
          reference_number: request.answer().reference_number,
          otp: code,
          new_password: 'ViaGateway2026',
        },
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

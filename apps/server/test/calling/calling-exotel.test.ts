import {
  CallStatus,
  CallType,
  CallingMessages,
  callingEndpoints as endpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callingSettings } from '../../src/modules/calling/calling.settings.ts';
import { loadProductConfig } from '../../src/product.ts';
import { ExotelTelephony } from '../../src/modules/calling/drivers/telephony/exotel-telephony.ts';
import { TelephonyError } from '../../src/modules/calling/drivers/telephony/telephony.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';
import { callingPlaces, studentAt } from './calling-kit.ts';
import {
  EXOTEL_TEST_ACCOUNT,
  FAKE_MP3,
  startExotelSimulator,
  type ExotelSimulator,
} from './exotel-simulator.ts';

// The Exotel driver against a loopback simulator of Exotel's Voice v1 API: the requests it
// makes (basic auth, form fields, paths), what it reads back, its refusals; then the whole
// click-to-call through the app with TELEPHONY_DRIVER=exotel.

let exotel: ExotelSimulator;
const basic = `Basic ${Buffer.from(`${EXOTEL_TEST_ACCOUNT.apiKey}:${EXOTEL_TEST_ACCOUNT.apiToken}`).toString('base64')}`;
const driver = () => new ExotelTelephony({ ...EXOTEL_TEST_ACCOUNT, apiUrl: exotel.url });

beforeAll(async () => {
  exotel = await startExotelSimulator();
});
afterAll(() => exotel?.close());

describe('ExotelTelephony', () => {
  it('connects two numbers with a form POST and basic auth', async () => {
    const placed = await driver().connect({ from: '9876512345', to: '9811122233' });
    expect(placed).toEqual({
      callSid: expect.stringMatching(/^exo/),
      status: CallStatus.Queued,
      duration: null,
      recordingUrl: null,
    });
    const request = exotel.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v1/Accounts/${EXOTEL_TEST_ACCOUNT.accountSid}/Calls/connect.json`,
      authorization: basic,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(request.form).toEqual({
      From: '+919876512345',
      To: '+919811122233',
      CallerId: EXOTEL_TEST_ACCOUNT.callerId,
      CallType: 'trans',
      Record: 'true',
    });
  });

  it('reads a call’s status until it completes, then fetches the recording', async () => {
    const exo = driver();
    const { callSid } = await exo.connect({ from: '9876512345', to: '9811122244' });
    const states = [];
    for (let i = 0; i < 3; i++) states.push(await exo.callState(callSid));
    expect(states.map((state) => state?.status)).toEqual([
      CallStatus.Ringing,
      CallStatus.InProgress,
      CallStatus.Completed,
    ]);
    const done = states[2]!;
    expect(done.duration).toBe(17);
    expect(done.recordingUrl).toBe(`${exotel.url}/recordings/${callSid}.mp3`);
    expect(exotel.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/Accounts/${EXOTEL_TEST_ACCOUNT.accountSid}/Calls/${callSid}.json`,
      authorization: basic,
    });
    const recording = await exo.fetchRecording(done);
    expect(recording).toEqual({ bytes: FAKE_MP3, contentType: 'audio/mpeg', extension: 'mp3' });
    expect(exotel.requests.at(-1)).toMatchObject({
      path: `/recordings/${callSid}.mp3`,
      authorization: basic,
    });
    expect(await exo.fetchRecording({ callSid, recordingUrl: null })).toBeNull();
  });

  it('answers null for a sid Exotel does not know', async () => {
    expect(await driver().callState('exo-unknown')).toBeNull();
  });

  it('throws TelephonyError with Exotel’s words when refused or unreachable', async () => {
    const wrongToken = new ExotelTelephony({
      ...EXOTEL_TEST_ACCOUNT,
      apiToken: 'wrong',
      apiUrl: exotel.url,
    });
    const refused = await wrongToken
      .connect({ from: '9876512345', to: '9811122255' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TelephonyError);
    expect((refused as TelephonyError).status).toBe(401);
    expect((refused as TelephonyError).message).toContain('Authentication is required');
    const nowhere = new ExotelTelephony({ ...EXOTEL_TEST_ACCOUNT, apiUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.callState('exo1')).rejects.toBeInstanceOf(TelephonyError);
  });

  it('is configured by TELEPHONY_DRIVER=exotel with its account settings', () => {
    expect(() => loadProductConfig({ TELEPHONY_DRIVER: 'exotel' })).toThrow(/EXOTEL_ACCOUNT_SID/);
    const config = loadProductConfig({
      TELEPHONY_DRIVER: 'exotel',
      EXOTEL_API_URL: 'https://api.in.exotel.com/',
      EXOTEL_ACCOUNT_SID: 'a',
      EXOTEL_API_KEY: 'k',
      EXOTEL_API_TOKEN: 't',
      EXOTEL_CALLER_ID: '080',
    });
    expect(callingSettings.of(config).telephony.exotel?.apiUrl).toBe('https://api.in.exotel.com');
    expect(callingSettings.of(loadProductConfig({})).telephony.driver).toBe('simulator');
  });
});

describe('click-to-call through Exotel', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        TELEPHONY_DRIVER: 'exotel',
        EXOTEL_API_URL: exotel.url,
        EXOTEL_ACCOUNT_SID: EXOTEL_TEST_ACCOUNT.accountSid,
        EXOTEL_API_KEY: EXOTEL_TEST_ACCOUNT.apiKey,
        EXOTEL_API_TOKEN: EXOTEL_TEST_ACCOUNT.apiToken,
        EXOTEL_CALLER_ID: EXOTEL_TEST_ACCOUNT.callerId,
      },
    });
    admin = await t.signIn('superuser');
  });
  afterAll(() => t?.close());

  const teleCall = (studentId: number) =>
    callApi(
      t,
      endpoints.teleCall,
      {
        body: { call_type: CallType.Adoption, student_id: studentId, agent_number: '9876512345' },
      },
      admin,
    );
  const refresh = (callSid: string) =>
    callApi(t, endpoints.refreshStatuses, { body: { call_sids: [callSid] } }, admin);

  it('places the call, follows it and keeps Exotel’s recording', async () => {
    const places = await callingPlaces(t);
    const student = await studentAt(t, places.principalBranch);
    const placed = await teleCall(student.id);
    expect(placed.statusCode, placed.body).toBe(201);
    const call = placed.answer();
    expect(call.call_sid).toMatch(/^exo/);
    expect(exotel.requests.at(-1)!.form).toMatchObject({
      From: '+919876512345',
      To: `+91${student.number}`,
    });

    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await refresh(call.call_sid!);
      statuses.push(response.answer()[0]!.status);
    }
    expect(statuses).toEqual([CallStatus.Ringing, CallStatus.InProgress, CallStatus.Completed]);
    const stored = await t.db.execute<{ duration: number; recording_media_id: number | null }>(
      sql`SELECT duration, recording_media_id FROM call_records WHERE id = ${call.id}`,
    );
    expect(stored.rows[0]!.duration).toBe(17);
    expect(stored.rows[0]!.recording_media_id).not.toBeNull();
    // An ended call with its recording is not asked about again.
    const reads = exotel.reads.get(call.call_sid);
    await refresh(call.call_sid!);
    expect(exotel.reads.get(call.call_sid)).toBe(reads);

    const recording = await callApi(t, endpoints.recording, { params: { id: call.id } }, admin);
    expect(recording.statusCode).toBe(200);
    expect(recording.headers['content-type']).toBe('audio/mpeg');
    expect(recording.rawPayload.equals(FAKE_MP3)).toBe(true);
  });

  it('answers 502 and records nothing when Exotel refuses the call', async () => {
    const places = await callingPlaces(t);
    const student = await studentAt(t, places.principalBranch, 1);
    exotel.refuse.add(`+91${student.number}`);
    const before = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM call_records`,
    );
    const refused = await teleCall(student.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ message: CallingMessages.telephonyUnavailable });
    const after = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM call_records`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('leaves calls of another driver (the demo’s simulated calls) as they are', async () => {
    const seeded = await t.db.execute<{ call_sid: string; status: number }>(
      sql`SELECT call_sid, status FROM call_records WHERE driver = 'simulator' LIMIT 1`,
    );
    const requests = exotel.requests.length;
    const response = await refresh(seeded.rows[0]!.call_sid);
    expect(response.answer()[0]).toMatchObject({ found: true, status: seeded.rows[0]!.status });
    expect(exotel.requests.length).toBe(requests);
  });
});

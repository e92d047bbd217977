import {
  CallingMessages,
  Messages,
  Sentiment,
  callingEndpoints as endpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SENTIMENT_REASONS } from '../../src/modules/calling/calling.demo-seed.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import { callingPlaces, insertCalls, type CallingPlaces } from './calling-kit.ts';

// PUT /adoption_call/{id} (remarks, principal remarks, sentiment and its reason) with every
// validation message, GET /adoption_call/sentiment_reason, and GET /adoption_call/{id}.

let t: TestApp;
let admin: SignedIn;
let places: CallingPlaces;
let reasons: { id: number; name: string; sentiment: number }[];
let callId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  places = await callingPlaces(t);
  callId = (await insertCalls(t, [{ branchId: places.principalBranch }]))[0]!;
  reasons = (await callApi(t, endpoints.sentimentReasons, {}, admin)).answer();
});
afterAll(() => t?.close());

const reasonFor = (sentiment: number) => reasons.find((reason) => reason.sentiment === sentiment)!;
const review = (who: SignedIn, id: number | string, body: unknown) =>
  callApi(t, endpoints.review, { params: { id }, body }, who);
const edit = (body: unknown, id = callId) => review(admin, id, body);

describe(routeOf(endpoints.sentimentReasons), () => {
  it('lists the reasons, each for one sentiment', () => {
    expect(reasons).toHaveLength(DEMO_SENTIMENT_REASONS.length);
    expect(new Set(reasons.map((reason) => reason.sentiment))).toEqual(
      new Set([Sentiment.Dissatisfied, Sentiment.Neutral, Sentiment.Happy]),
    );
    expect(reasons[0]).toEqual({ id: expect.any(Number), name: expect.any(String), sentiment: -1 });
  });
});

describe(routeOf(endpoints.review), () => {
  it('records remarks, principal remarks, sentiment and reason', async () => {
    const happy = reasonFor(Sentiment.Happy);
    const response = await edit({
      remarks: '  Parent is pleased.  ',
      principal_remarks: 'Thank the class teacher.',
      sentiment: Sentiment.Happy,
      sentiment_reason: happy.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.answer()).toMatchObject({
      id: callId,
      remarks: 'Parent is pleased.',
      principal_remarks: 'Thank the class teacher.',
      sentiment: Sentiment.Happy,
      sentiment_reason: happy.id,
      sentiment_reason_name: happy.name,
    });
    const detail = await callApi(t, endpoints.detail, { params: { id: callId } }, admin);
    expect(detail.answer().sentiment_reason_name).toBe(happy.name);
  });

  it('changes only the fields sent; an empty text clears remarks', async () => {
    const response = await edit({ remarks: '' });
    expect(response.answer()).toMatchObject({
      remarks: null,
      principal_remarks: 'Thank the class teacher.',
      sentiment: Sentiment.Happy,
    });
  });

  it('drops the reason when the sentiment changes or is cleared without one', async () => {
    const neutral = await edit({ sentiment: Sentiment.Neutral });
    expect(neutral.answer()).toMatchObject({
      sentiment: Sentiment.Neutral,
      sentiment_reason: null,
      sentiment_reason_name: null,
    });
    const withReason = await edit({ sentiment_reason: reasonFor(Sentiment.Neutral).id });
    expect(withReason.answer().sentiment_reason).toBe(reasonFor(Sentiment.Neutral).id);
    const same = await edit({ sentiment: Sentiment.Neutral });
    expect(same.answer().sentiment_reason).toBe(reasonFor(Sentiment.Neutral).id);
    const cleared = await edit({ sentiment: null });
    expect(cleared.answer()).toMatchObject({ sentiment: null, sentiment_reason: null });
    const dissatisfied = await edit({
      sentiment: Sentiment.Dissatisfied,
      sentiment_reason: reasonFor(Sentiment.Dissatisfied).id,
    });
    expect(dissatisfied.answer().sentiment).toBe(-1);
    const reasonCleared = await edit({ sentiment_reason: null });
    expect(reasonCleared.answer()).toMatchObject({
      sentiment: -1,
      sentiment_reason: null,
    });
  });

  it('refuses a sentiment other than -1, 0 and 1', async () => {
    for (const sentiment of [2, -2, 0.5, 'happy']) {
      const response = await edit({ sentiment });
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(CallingMessages.sentimentInvalid);
    }
  });

  it('refuses a reason without a sentiment, an unknown one, and another sentiment’s', async () => {
    await edit({ sentiment: null });
    const without = await edit({ sentiment_reason: reasonFor(Sentiment.Happy).id });
    expect(without.statusCode).toBe(422);
    expect(without.json()).toMatchObject({
      message: CallingMessages.sentimentReasonWithoutSentiment,
    });
    const unknown = await edit({ sentiment: Sentiment.Happy, sentiment_reason: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: CallingMessages.sentimentReasonUnknown });
    const mismatch = await edit({
      sentiment: Sentiment.Happy,
      sentiment_reason: reasonFor(Sentiment.Dissatisfied).id,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ message: CallingMessages.sentimentReasonMismatch });
    // A refused edit changes nothing.
    const row = await t.db.execute<{ sentiment: number | null }>(
      sql`SELECT sentiment FROM call_records WHERE id = ${callId}`,
    );
    expect(row.rows[0]!.sentiment).toBeNull();
  });

  it('refuses an empty edit, unknown fields and remarks over 1000 characters', async () => {
    const empty = await edit({});
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(CallingMessages.nothingToUpdate);
    expect((await edit({ status: 3 })).statusCode).toBe(422);
    const long = await edit({ principal_remarks: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain(CallingMessages.remarksTooLong);
    expect((await edit({ remarks: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('answers 404 for a call that does not exist', async () => {
    const missing = await edit({ remarks: 'Hello' }, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: Messages.notFound });
    expect((await review(admin, 'abc', { remarks: 'x' })).statusCode).toBe(422);
  });

  it('lets the principal’s branch be edited by whoever reads its call type there', async () => {
    // The zonal coordinator reads adoption calls and has the principal's branch in scope.
    expect(places.zonalBranches).toContain(places.principalBranch);
    const zonal = await t.signIn('zonal');
    const response = await review(zonal, callId, {
      principal_remarks: 'Seen by the zonal office.',
    });
    expect(response.statusCode).toBe(200);
    // The principal holds no calling permission at all.
    const principal = await t.signIn('principal');
    const refused = await review(principal, callId, { remarks: 'x' });
    expect(refused.statusCode).toBe(403);
  });
});

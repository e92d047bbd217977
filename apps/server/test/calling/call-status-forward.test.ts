import { CallStatus, CallType, callingEndpoints as endpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';
import { callingPlaces, studentAt } from './calling-kit.ts';

// A call's status only moves forward (CALL_STATUS_MACHINE): a report from the telephony
// service that lies behind what is stored (late, or out of order) keeps the stored status.
// The simulator's stages last a minute here, so it reports Queued for the whole test.

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ env: { TELEPHONY_SIMULATOR_STEP_MS: '60000' } });
  admin = await t.signIn('superuser');
});
afterAll(() => t?.close());

it('keeps In progress when the service still reports the call Queued', async () => {
  const places = await callingPlaces(t);
  const student = await studentAt(t, places.principalBranch, 0);
  await t.db.execute(
    sql`UPDATE students SET father_mobile = '9810000007', mother_mobile = NULL WHERE id = ${student.id}`,
  );
  const placed = await callApi(
    t,
    endpoints.teleCall,
    {
      body: { call_type: CallType.Adoption, student_id: student.id, agent_number: '9876512345' },
    },
    admin,
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const call = placed.answer();
  expect(call.status).toBe(CallStatus.Queued);
  await t.db.execute(
    sql`UPDATE call_records SET status = ${CallStatus.InProgress} WHERE id = ${call.id}`,
  );

  const response = await callApi(
    t,
    endpoints.refreshStatuses,
    { body: { call_sids: [call.call_sid] } },
    admin,
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.answer()[0]).toMatchObject({
    found: true,
    status: CallStatus.InProgress,
  });
  const stored = await t.db.execute<{ status: number }>(
    sql`SELECT status::int AS status FROM call_records WHERE id = ${call.id}`,
  );
  expect(stored.rows).toEqual([{ status: CallStatus.InProgress }]);
});

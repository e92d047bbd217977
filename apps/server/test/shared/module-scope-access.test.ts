import {
  GlobalModule,
  Messages,
  assetEndpoints,
  userFilterEndpoints,
  type AnyEndpoint,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';

// global_module_id comes from the caller, so it must not open a module's scope the caller may
// not use: module 0 is open to every signed-in user, module N needs N's read permission, and a
// number that is no module is refused as invalid.

type Account = 'superuser' | 'principal' | 'zonal' | 'staff';
let t: TestApp;
const who = {} as Record<Account, SignedIn>;

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['superuser', 'principal', 'zonal', 'staff'] as const) {
    who[name] = await t.signIn(name);
  }
});
afterAll(() => t?.close());

/** Every call that takes global_module_id and answers within that module's scope. */
interface ScopedCall {
  endpoint: AnyEndpoint;
  query: Record<string, QueryValue>;
  body?: unknown;
}
const scopedCalls = (module: number): ScopedCall[] => [
  { endpoint: assetEndpoints.branch, query: { global_module_id: module } },
  { endpoint: assetEndpoints.branch, query: { global_module_id: module, all_branches: true } },
  { endpoint: assetEndpoints.state, query: { global_module_id: module } },
  { endpoint: assetEndpoints.branch_ids_by_location, query: { global_module_id: module } },
  { endpoint: assetEndpoints.student_sections, query: { global_module_id: module } },
  {
    endpoint: userFilterEndpoints.reachCount,
    query: { global_module_id: module },
    body: { user_type: 'student', target_method: 'all' },
  },
];

async function statuses(account: Account, module: number) {
  const answers = [];
  for (const { endpoint, query, body } of scopedCalls(module)) {
    const response = await callApi(t, endpoint, { query, body }, who[account]);
    const call = `${routeOf(endpoint)} ${JSON.stringify(query)}`;
    answers.push({ url: call, status: response.statusCode, response });
  }
  return answers;
}

async function expectStatus(account: Account, module: number, status: number) {
  for (const answer of await statuses(account, module)) {
    expect(answer.status, `${account} ${answer.url}: ${answer.response.body}`).toBe(status);
    if (status === 403) expect(answer.response.json().message).toBe(Messages.forbidden);
  }
}

describe('the module scope a caller may ask for', () => {
  it('module 0 (system-wide) is open to every signed-in user', async () => {
    for (const account of ['superuser', 'principal', 'zonal', 'staff'] as const) {
      await expectStatus(account, GlobalModule.system_wide, 200);
    }
  });

  it('the principal: announcements (held) yes; SMS, CCTV and calling (not held) 403', async () => {
    await expectStatus('principal', GlobalModule.announcement, 200);
    await expectStatus('principal', GlobalModule.sms, 403);
    await expectStatus('principal', GlobalModule.cctv, 403);
    await expectStatus('principal', GlobalModule.adoption_calling, 403);
  });

  it('the zonal coordinator: SMS and a calling entry (held) yes; CCTV 403; content management is for superusers', async () => {
    await expectStatus('zonal', GlobalModule.sms, 200);
    // Adoption calling is one module with six entries; renewal calling's permission suffices.
    await expectStatus('zonal', GlobalModule.adoption_calling, 200);
    await expectStatus('zonal', GlobalModule.cctv, 403);
    await expectStatus('zonal', GlobalModule.content_management, 403);
  });

  it('the staff member: gate pass (held) yes; SMS and user management 403', async () => {
    await expectStatus('staff', GlobalModule.gate_pass, 200);
    await expectStatus('staff', GlobalModule.sms, 403);
    await expectStatus('staff', GlobalModule.user_management, 403);
  });

  it('the superuser may use any module, content management included', async () => {
    await expectStatus('superuser', GlobalModule.cctv, 200);
    await expectStatus('superuser', GlobalModule.content_management, 200);
  });

  it('a number that is no module is 422 for everyone, the superuser included', async () => {
    for (const account of ['superuser', 'principal', 'zonal', 'staff'] as const) {
      await expectStatus(account, 42, 422);
      await expectStatus(account, 99, 422);
    }
  });
});

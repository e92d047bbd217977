import { Messages, cctvEndpoints as endpoints, type CctvBranchRow } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import { cctvBranches, dvrBody, openCctvToPrincipal } from './cctv-kit.ts';

// GET /cctv/branch_admission: the branches a CCTV user may keep recorders in (their CCTV scope),
// each with its admission and master branch, district, state and count of kept recorders; only
// CCTV's users (cctv_read and a place in the server settings' list) may ask.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let branches: { own: number; other: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  branches = await cctvBranches(t);
});
afterAll(() => t?.close());

const branchesFor = (who: SignedIn) => callApi(t, endpoints.branches, {}, who);

/** A recorder added through the API (no camera scan: no recorder answers in tests). */
async function addRecorder(branchId: number): Promise<number> {
  const response = await callApi(
    t,
    endpoints.createDvr,
    { body: dvrBody(branchId, { auto_scan_add_cameras: false }) },
    admin,
  );
  return response.answer().id;
}

/** The branch as the organisation's tables name it, with its groups and places. */
async function branchAsStored(branchId: number) {
  const result = await t.db.execute<Omit<CctvBranchRow, 'dvr_count'>>(sql`
    SELECT b.id AS branch_id, b.name AS branch_name, b.admission_branch_id,
      (SELECT name FROM branch_groups WHERE id = b.admission_branch_id) AS admission_branch_name,
      (SELECT name FROM branch_groups WHERE id = b.master_branch_id) AS master_branch_name,
      (SELECT name FROM districts WHERE id = b.district_id) AS district_name,
      (SELECT name FROM states WHERE id = b.state_id) AS state_name
    FROM branches b WHERE b.id = ${branchId}`);
  return result.rows[0]!;
}

describe(routeOf(endpoints.branches), () => {
  it("answers a superuser every active branch, each with its groups, places and kept recorders' count", async () => {
    const before = (await branchesFor(admin)).answer();
    const activeBranches = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM branches WHERE status = 1`,
    );
    expect(before.map((row) => row.branch_id).sort((a, b) => a - b)).toEqual(
      activeBranches.rows.map((row) => row.id).sort((a, b) => a - b),
    );
    const countBefore = before.find((row) => row.branch_id === branches.own)!.dvr_count;

    const kept = await addRecorder(branches.own);
    const deleted = await addRecorder(branches.own);
    expect(kept).not.toBe(deleted);
    const removal = await callApi(t, endpoints.deleteDvr, { params: { id: deleted } }, admin);
    expect(removal.statusCode, removal.body).toBe(200);

    const own = (await branchesFor(admin)).answer().find((row) => row.branch_id === branches.own);
    // A deleted recorder is not counted; the kept one is.
    expect(own).toEqual({ ...(await branchAsStored(branches.own)), dvr_count: countBefore + 1 });
  });

  it('answers a CCTV user their own branches only: another branch is not among them', async () => {
    await openCctvToPrincipal(t, ['cctv_read']);
    const answer = (await branchesFor(principal)).answer();
    expect(answer.map((row) => row.branch_id)).toEqual([branches.own]);
    expect(answer[0]).toMatchObject(await branchAsStored(branches.own));
  });

  it('is refused without cctv_read or a place in the list of CCTV users, and without a session', async () => {
    await t.db.execute(sql`
      UPDATE users SET permissions = ARRAY['gatepass_read']::text[] WHERE username = 'principal'`);
    const withoutPermission = await branchesFor(principal);
    expect(withoutPermission.statusCode).toBe(403);
    expect(withoutPermission.json<{ message: string }>().message).toBe(Messages.forbidden);

    await t.db.execute(sql`
      UPDATE server_settings SET value = (
        SELECT coalesce(jsonb_agg(x), '[]'::jsonb) FROM jsonb_array_elements(value) x
        WHERE x <> to_jsonb((SELECT id FROM users WHERE username = 'principal')))
      WHERE key = 'cctv_allowed_user_ids'`);
    await t.db.execute(sql`
      UPDATE users SET permissions = ARRAY['cctv_read']::text[] WHERE username = 'principal'`);
    const unlisted = await branchesFor(principal);
    expect(unlisted.statusCode).toBe(403);
    expect(unlisted.json<{ message: string }>().message).toBe(Messages.forbidden);

    expect((await callApi(t, endpoints.branches, {})).statusCode).toBe(401);
  });
});

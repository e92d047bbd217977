import {
  DVR_HEALTH,
  DvrHealth,
  cctvEndpoints as endpoints,
  type DvrHealthCode,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../../src/modules/cctv/index.ts';
import {
  checkEveryRecorder,
  HEALTH_CHECK_JOB,
  healthCheckJob,
} from '../../src/modules/cctv/health-check.job.ts';
import { dvrPasswords, sealDvrPassword } from '../../src/modules/cctv/dvr-password.ts';
import { recorderReach } from '../../src/modules/cctv/recorder-reach.ts';
import {
  demoRecorders,
  type DemoRecorder,
  type DemoRecorderScenario,
} from '../../src/modules/cctv/simulators/demo-recorders.ts';
import {
  startRecorderSimulator,
  type RecorderSimulator,
} from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import { appJobRunner } from '../../src/platform/modules/app-job-runner.ts';
import { LeaseLostError } from '../../src/platform/core/jobs/job-runner.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, type QueryValue } from '../support/endpoint-client.ts';
import { cctvBranches, openCctvToPrincipal } from './cctv-kit.ts';

// The recurring health check over the demo seed's recorders, each answered by the simulator as
// its scenario fails, run through a job runner; then the board it feeds, counted here from the
// demo's own description of each recorder rather than from the database.

const EXPECTED: Record<DemoRecorderScenario, DvrHealthCode> = {
  healthy: DvrHealth.Healthy,
  'offline-channels': DvrHealth.ChannelsOffline,
  unreachable: DvrHealth.Unreachable,
  'wrong-password': DvrHealth.WrongPassword,
  'disk-error': DvrHealth.DiskError,
  'clock-drift': DvrHealth.ClockDrift,
};
/** Scenarios whose cameras cannot be watched at all: the recorder is not read. */
const UNREAD: readonly DemoRecorderScenario[] = ['unreachable', 'wrong-password'];

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let demo: DemoRecorder[];
let simulator: RecorderSimulator;
/** Seeded recorder id by address. */
let idOf: Map<string, number>;

const stateOf = async (id: number) =>
  (
    await t.db.execute<{ health_state: string }>(
      sql`SELECT health_state FROM cctv_dvrs WHERE id = ${id}`,
    )
  ).rows[0]!.health_state;

beforeAll(async () => {
  t = await startTestApp({ env: { RECORDER_TIMEOUT_MS: '3000' } });
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  const branches = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM branches WHERE status = 1 ORDER BY id`,
  );
  demo = demoRecorders(branches.rows, { httpPort: 8080 });
  // Each simulated recorder on an ephemeral port of its own address; the seeded rows follow,
  // their passwords sealed again for the new port (a password opens only where it was entered).
  simulator = await startRecorderSimulator(demo.map((recorder) => recorder.device));
  const box = dvrPasswords(t.app.services.signingSecret);
  for (const recorder of demo) {
    const place = simulator.place(recorder.device.key);
    const sealed = sealDvrPassword(box, recorder.dvr.auth_password, {
      ...recorder.dvr,
      http_port: place.port,
    });
    await t.db.execute(sql`
      UPDATE cctv_dvrs SET http_port = ${place.port}, auth_password_sealed = ${sealed}
      WHERE ip_address = ${place.host}`);
  }
  const seeded = await t.db.execute<{ id: number; ip_address: string }>(
    sql`SELECT id, ip_address FROM cctv_dvrs`,
  );
  idOf = new Map(seeded.rows.map((row) => [row.ip_address, row.id]));
});
afterAll(async () => {
  await t?.close();
  await simulator?.close();
});

describe('the demo seed', () => {
  it('writes every active branch’s demo recorders, with a camera per channel, not yet checked', async () => {
    expect([...idOf.keys()].sort()).toEqual(demo.map((r) => r.dvr.ip_address).sort());
    const cameras = await t.db.execute<{ n: number; flagged: number }>(sql`
      SELECT count(*)::int AS n, count(flag)::int AS flagged FROM cctv_cameras`);
    expect(cameras.rows[0]).toEqual({
      n: demo.reduce((sum, r) => sum + r.device.channels.length, 0),
      flagged: 0,
    });
    const states = await t.db.execute<{ health_state: string }>(
      sql`SELECT DISTINCT health_state FROM cctv_dvrs`,
    );
    expect(states.rows).toEqual([{ health_state: DvrHealth.NotChecked }]);
  });
});

describe('the recurring health check', () => {
  it('runs through the job runner, judges each recorder as it fails, and comes back next tick', async () => {
    const runner = appJobRunner({
      db: t.db,
      channels: { push: t.app.services.push, sms: t.app.services.sms },
      batchSize: 50,
      contentKinds: new Map(),
      moduleRecurringJobs: manifest.recurringJobs!(t.app.services),
      pollMs: 20,
      leaseMs: 5_000,
      retryDelayMs: () => 0,
    });
    // The seed queued the first run for the server's start.
    expect(await runner.runUntilIdle()).toBe(1);
    const job = await t.db.execute<{
      status: string;
      minutes: number;
      last_error: string | null;
    }>(sql`
      SELECT status, last_error, extract(epoch FROM run_at - now())::int / 60 AS minutes
      FROM jobs WHERE key = ${`recurring:${HEALTH_CHECK_JOB}`}`);
    expect(job.rows[0]).toMatchObject({ status: 'queued', last_error: null });
    expect(job.rows[0]!.minutes).toBeLessThan(15);

    for (const recorder of demo) {
      const id = idOf.get(recorder.dvr.ip_address)!;
      expect(await stateOf(id), `${recorder.device.key} (${recorder.scenario})`).toBe(
        EXPECTED[recorder.scenario],
      );
      // The cameras of a recorder read now say whether they work; the others are as they were.
      const flags = await t.db.execute<{ flag: number | null }>(
        sql`SELECT flag FROM cctv_cameras WHERE dvr_id = ${id} ORDER BY channel_number`,
      );
      expect(flags.rows.map((row) => row.flag)).toEqual(
        recorder.device.channels.map((channel) =>
          UNREAD.includes(recorder.scenario) ? null : channel.online ? 1 : 0,
        ),
      );
    }
    const checks = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM cctv_health_checks`,
    );
    expect(checks.rows[0]!.n).toBe(demo.length);
  });

  it('leaves recorders checked in the last minutes, and checks the rest', async () => {
    const reach = recorderReach(t.app.services);
    const context = { heartbeat: async () => {}, signal: new AbortController().signal };
    expect(await checkEveryRecorder(t.db, reach, context)).toEqual({ checked: 0, left: 0 });
    const some = demo.slice(0, 3).map((r) => idOf.get(r.dvr.ip_address)!);
    await t.db.execute(sql`
      UPDATE cctv_dvrs SET health_checked_at = now() - interval '20 minutes'
      WHERE id = ANY(${sql.param(some)}::int[])`);
    expect(await checkEveryRecorder(t.db, reach, context)).toEqual({ checked: 3, left: 0 });
  });

  it('checks a few at a time, renews its lease after each, and yields when the runner stops', async () => {
    await t.db.execute(sql`UPDATE cctv_dvrs SET health_checked_at = NULL`);
    const stopping = new AbortController();
    let beats = 0;
    let inFlight = 0;
    let most = 0;
    const reach = recorderReach(t.app.services);
    // Counting the checks in flight through the driver's reach: each opens the password once.
    const counting = {
      ...reach,
      passwords: {
        ...reach.passwords,
        open: (sealed: string, boundTo?: string) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          return reach.passwords.open(sealed, boundTo);
        },
      },
    };
    const result = await healthCheckJob(t.db, counting).run({
      job: {} as never,
      signal: stopping.signal,
      heartbeat: async () => {
        inFlight -= 1;
        beats += 1;
        if (beats === 10) stopping.abort();
      },
    });
    expect(result).toEqual({ yield: true });
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(8);
    // The checks in flight when it stopped finished; the rest wait for the next runner.
    const unchecked = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM cctv_dvrs WHERE health_checked_at IS NULL`,
    );
    expect(unchecked.rows[0]!.n).toBe(demo.length - beats);
    // The next run takes the rest.
    const rest = await checkEveryRecorder(t.db, reach, {
      heartbeat: async () => {},
      signal: new AbortController().signal,
    });
    expect(rest).toEqual({ checked: demo.length - beats, left: 0 });
  });

  it('stops at once when its lease is lost', async () => {
    await t.db.execute(sql`UPDATE cctv_dvrs SET health_checked_at = NULL`);
    const lost = new LeaseLostError({ id: 1 } as never);
    await expect(
      checkEveryRecorder(
        t.db,
        recorderReach(t.app.services),
        {
          heartbeat: async () => {
            throw lost;
          },
          signal: new AbortController().signal,
        },
        2,
      ),
    ).rejects.toBe(lost);
  });

  it('keeps a month of checks: older ones go when the recorder is checked next', async () => {
    const id = idOf.get(demo[0]!.dvr.ip_address)!;
    await t.db.execute(sql`
      INSERT INTO cctv_health_checks (dvr_id, checked_at, state)
      VALUES (${id}, now() - interval '31 days', 'healthy'),
             (${id}, now() - interval '29 days', 'healthy')`);
    await t.db.execute(sql`UPDATE cctv_dvrs SET health_checked_at = NULL WHERE id = ${id}`);
    await checkEveryRecorder(t.db, recorderReach(t.app.services), {
      heartbeat: async () => {},
      signal: new AbortController().signal,
    });
    const ages = await t.db.execute<{ days: number }>(sql`
      SELECT extract(day FROM now() - checked_at)::int AS days FROM cctv_health_checks
      WHERE dvr_id = ${id} ORDER BY checked_at`);
    expect(ages.rows.map((row) => row.days)[0]).toBe(29);
    expect(ages.rows.every((row) => row.days < 30)).toBe(true);
  });
});

/** The board's row for a branch, counted from the demo's description of its recorders. */
function expectedRow(branchId: number) {
  const recorders = demo.filter((r) => r.branch_id === branchId);
  const byHealth = Object.fromEntries(DVR_HEALTH.codes.map((code) => [code, 0]));
  for (const r of recorders) byHealth[EXPECTED[r.scenario]]! += 1;
  return {
    branch_id: branchId,
    recorders: recorders.length,
    cameras: recorders.reduce((n, r) => n + r.device.channels.length, 0),
    cameras_offline: recorders.reduce(
      (n, r) =>
        n +
        (UNREAD.includes(r.scenario)
          ? r.device.channels.length
          : r.device.channels.filter((c) => !c.online).length),
      0,
    ),
    by_health: byHealth,
    needs_attention: recorders.filter((r) => r.scenario !== 'healthy').length,
  };
}

describe('the health board', () => {
  const board = async (who: SignedIn, query: Record<string, QueryValue> = {}) => {
    const response = await callApi(t, endpoints.healthBoard, { query }, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.answer();
  };

  it('counts every branch’s recorders by health, their cameras and those offline', async () => {
    const rows = await board(admin);
    const branches = [...new Set(demo.map((r) => r.branch_id))];
    expect(rows.map((row) => row.branch_id).sort((a, b) => a - b)).toEqual(branches);
    for (const row of rows) expect(row).toMatchObject(expectedRow(row.branch_id));
    // State → district → branch, named.
    const names = await t.db.execute<{ id: number; state: string; district: string }>(sql`
      SELECT b.id, s.name AS state, d.name AS district FROM branches b
      JOIN states s ON s.id = b.state_id JOIN districts d ON d.id = b.district_id`);
    const place = new Map(names.rows.map((row) => [row.id, row]));
    for (const row of rows) {
      expect([row.state_name, row.district_name]).toEqual([
        place.get(row.branch_id)!.state,
        place.get(row.branch_id)!.district,
      ]);
    }
    const keys = rows.map(
      (row) => `${row.state_name}\u0000${row.district_name}\u0000${row.branch_name}`,
    );
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('keeps only branches needing attention, or the branches asked for', async () => {
    const attention = await board(admin, { needs_attention: true });
    const needing = [
      ...new Set(demo.filter((r) => r.scenario !== 'healthy').map((r) => r.branch_id)),
    ];
    expect(attention.map((row) => row.branch_id).sort((a, b) => a - b)).toEqual(
      needing.sort((a, b) => a - b),
    );
    expect(needing.length).toBeLessThan(new Set(demo.map((r) => r.branch_id)).size);
    const two = [demo[0]!.branch_id, demo.at(-1)!.branch_id];
    const asked = await board(admin, { branch_ids: two.join(',') });
    expect(asked.map((row) => row.branch_id)).toEqual(expect.arrayContaining(two));
    expect(asked).toHaveLength(2);
  });

  it('leaves out deleted and inactive recorders', async () => {
    const { own } = await cctvBranches(t);
    const branchId = demo.find(
      (r) => r.branch_id !== own && demoBranchSize(r.branch_id) >= 2,
    )!.branch_id;
    const [first, second] = demo.filter((r) => r.branch_id === branchId);
    await t.db.execute(
      sql`UPDATE cctv_dvrs SET status = -1 WHERE id = ${idOf.get(first!.dvr.ip_address)!}`,
    );
    await t.db.execute(
      sql`UPDATE cctv_dvrs SET is_active = false WHERE id = ${idOf.get(second!.dvr.ip_address)!}`,
    );
    const [row] = await board(admin, { branch_ids: branchId });
    expect(row?.recorders ?? 0).toBe(demoBranchSize(branchId) - 2);
  });

  it('needing attention, as home counts them: the active recorders of the list, the board’s total', async () => {
    await openCctvToPrincipal(t, ['cctv_read']);
    for (const who of [admin, principal]) {
      const total = (await board(who, { needs_attention: true })).reduce(
        (sum, row) => sum + row.needs_attention,
        0,
      );
      const listed = await callApi(
        t,
        endpoints.dvrList,
        { query: { needs_attention: true, is_active: true, limit: 1 } },
        who,
      );
      expect(listed.statusCode, listed.body).toBe(200);
      expect(Number(listed.headers['x-total-count'])).toBe(total);
    }
    // The deleted and the inactive recorder of the test before are left out of both.
    const kept = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM cctv_dvrs
      WHERE status = 1 AND is_active AND health_state NOT IN ('healthy', 'not_checked')`);
    expect(kept.rows[0]!.n).toBeGreaterThan(0);
    const all = await callApi(
      t,
      endpoints.dvrList,
      { query: { needs_attention: true, is_active: true, limit: 1 } },
      admin,
    );
    expect(Number(all.headers['x-total-count'])).toBe(kept.rows[0]!.n);
  });

  it('shows a user only their branches', async () => {
    await openCctvToPrincipal(t, ['cctv_read']);
    const { own } = await cctvBranches(t);
    const rows = await board(principal);
    expect(rows.map((row) => row.branch_id)).toEqual([own]);
    expect(rows[0]).toMatchObject({ recorders: demoBranchSize(own) });
    // Asking for another branch finds nothing of it.
    const other = demo.find((r) => r.branch_id !== own)!.branch_id;
    expect(await board(principal, { branch_ids: other })).toEqual([]);
  });
});

const demoBranchSize = (branchId: number) => demo.filter((r) => r.branch_id === branchId).length;

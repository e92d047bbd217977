import {
  GROUP_TIME_ZONE,
  GatePassStatus,
  auditLogEndpoints,
  findModule,
  gatePassEndpoints,
  meetingEndpoints,
  presetFilterEndpoints,
  type AuditEntry,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../harness.ts';
import {
  clearGatePasses,
  insertPass,
  startGatePassTest,
  type DemoStudent,
} from '../gate-pass/gate-pass-kit.ts';
import { callerAs, type Call } from '../messaging/content-test-kit.ts';
import { createMeeting, staffUsersAt, userOf } from '../meeting/meeting-kit.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';

// The audit log: a change through the API records who, which call, which item and the fields
// before and after, in the change's own transaction; changes outside the API are not the
// API's; superusers search the log; an item's history is for those who may read the item.

let t: TestApp;
let call: Call;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let student: DemoStudent;
let outsider: DemoStudent;

const userIdOf = async (username: string) =>
  (
    await t.db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE lower(username) = ${username}`,
    )
  ).rows[0]!.id;

const auditRows = async (itemId: number) =>
  (
    await t.db.execute<{
      user_id: number;
      request: string;
      module: string;
      item_type: string;
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>(
      sql`SELECT user_id, request, module, item_type, action, before, after FROM audit_log
          WHERE item_type = 'gate_passes' AND item_id = ${String(itemId)} ORDER BY id`,
    )
  ).rows;

beforeAll(async () => {
  let students: DemoStudent[];
  ({ t, admin, principal, zonal, students, outsider } = await startGatePassTest());
  call = callerAs(t, () => admin);
  student = students[0]!;
});
beforeEach(async () => {
  await clearGatePasses(t);
  await t.db.execute(sql`DELETE FROM audit_log`);
});
afterAll(() => t?.close());

describe('a change through the API', () => {
  it('records who, which call, the item and only the fields that changed', async () => {
    const id = await insertPass(t, student, { status: GatePassStatus.WaitingForApproval });
    expect(await auditRows(id)).toEqual([]); // written by the test, not through the API
    const response = await call(
      gatePassEndpoints.decide,
      { params: { id }, body: { status: GatePassStatus.Approved } },
      principal,
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await auditRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: await userIdOf('principal'),
      request: routeOf(gatePassEndpoints.decide),
      module: 'gate-pass',
      item_type: 'gate_passes',
      action: 'changed',
      before: { status: GatePassStatus.WaitingForApproval },
      after: { status: GatePassStatus.Approved },
    });
    // Only what changed, and never the bookkeeping column.
    expect(Object.keys(rows[0]!.after!)).not.toContain('updated_at');
    expect(Object.keys(rows[0]!.after!)).not.toContain('student_id');
  });

  it('records nothing when the call is refused, and nothing for a change the API did not make', async () => {
    const id = await insertPass(t, student, { status: GatePassStatus.Approved });
    // A decided pass cannot be decided again: the transaction rolls back, with its audit row.
    const refused = await call(
      gatePassEndpoints.decide,
      { params: { id }, body: { status: GatePassStatus.Approved } },
      principal,
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await t.db.execute(
      sql`UPDATE gate_passes SET status = ${GatePassStatus.Cancelled} WHERE id = ${id}`,
    );
    expect(await auditRows(id)).toEqual([]);
  });

  it('gives the connection back without the actor: what borrows it next is not taken for the user', async () => {
    const id = await insertPass(t, student, { status: GatePassStatus.WaitingForApproval });
    await call(
      gatePassEndpoints.decide,
      { params: { id }, body: { status: GatePassStatus.Approved } },
      principal,
    );
    // Every connection of the pool at once: none may still carry the principal.
    const settings = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.database.pool.query<{ actor: string | null }>(
          `SELECT current_setting('audit.actor', true) AS actor, pg_sleep(0.05)`,
        ),
      ),
    );
    for (const result of settings) expect(result.rows[0]!.actor ?? '').toBe('');
    await t.db.execute(
      sql`UPDATE gate_passes SET status = ${GatePassStatus.PassUsed} WHERE id = ${id}`,
    );
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('records a row created and a row deleted whole', async () => {
    const created = await call(
      presetFilterEndpoints.create,
      { body: { page: findModule('gatepass')!.path, name: 'Waiting', data: { status_list: [1] } } },
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const deleted = await callApi(t, presetFilterEndpoints.remove, { params: { id } }, admin);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const rows = (
      await t.db.execute<{ action: string; before: unknown; after: unknown }>(
        sql`SELECT action, before, after FROM audit_log WHERE item_type = 'preset_filters'
            AND item_id = ${String(id)} ORDER BY id`,
      )
    ).rows;
    expect(rows.map((row) => row.action)).toEqual(['created', 'deleted']);
    expect(rows[0]).toMatchObject({ before: null, after: { id, name: 'Waiting' } });
    expect(rows[1]).toMatchObject({ before: { id, name: 'Waiting' }, after: null });
  });
});

describe(routeOf(auditLogEndpoints.list), () => {
  it('lists changes newest first with x-total-count, filtered, for superusers only', async () => {
    const first = await insertPass(t, student, { status: GatePassStatus.WaitingForApproval });
    const second = await insertPass(t, student, { status: GatePassStatus.WaitingForApproval });
    await call(
      gatePassEndpoints.decide,
      { params: { id: first }, body: { status: GatePassStatus.Approved } },
      principal,
    );
    await call(
      gatePassEndpoints.decide,
      { params: { id: second }, body: { status: GatePassStatus.Approved } },
      admin,
    );

    const all = await call(auditLogEndpoints.list, { query: { module: 'gate-pass' } }, admin);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['x-total-count']).toBe('2');
    const entries = all.json<AuditEntry[]>();
    expect(entries.map((entry) => entry.item_id)).toEqual([String(second), String(first)]);
    expect(entries[1]!.user_name).not.toBe('');

    const byUser = await call(
      auditLogEndpoints.list,
      { query: { user_id: await userIdOf('principal') } },
      admin,
    );
    expect(byUser.json<AuditEntry[]>().map((entry) => entry.item_id)).toEqual([String(first)]);
    const byItem = await call(
      auditLogEndpoints.list,
      { query: { item_type: 'gate_passes', item_id: second } },
      admin,
    );
    expect(byItem.headers['x-total-count']).toBe('1');
    const none = await call(
      auditLogEndpoints.list,
      { query: { action: 'deleted', module: 'gate-pass' } },
      admin,
    );
    expect(none.headers['x-total-count']).toBe('0');

    expect((await call(auditLogEndpoints.list, {}, principal)).statusCode).toBe(403);
    expect(
      (await call(auditLogEndpoints.list, { query: { user_id: 'abc' } }, admin)).statusCode,
    ).toBe(422);
    expect(
      (await call(auditLogEndpoints.list, { query: { item_type: 'drop table' } }, admin))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await call(
          auditLogEndpoints.list,
          { query: { from_date: '2026-02-02', to_date: '2026-01-01' } },
          admin,
        )
      ).statusCode,
    ).toBe(422);
  });

  it('exports the filtered log as audit-log.csv', async () => {
    const id = await insertPass(t, student, { status: GatePassStatus.WaitingForApproval });
    await call(
      gatePassEndpoints.decide,
      { params: { id }, body: { status: GatePassStatus.Approved } },
      principal,
    );
    const file = await call(auditLogEndpoints.list, { query: { export: true } }, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('audit-log.csv');
    expect(file.body).toContain(routeOf(gatePassEndpoints.decide));
  });
});

describe(routeOf(auditLogEndpoints.itemHistory), () => {
  it('shows an item’s history to whoever may read the item, and 404 to anyone else', async () => {
    const id = await insertPass(t, student, { status: GatePassStatus.WaitingForApproval });
    await call(
      gatePassEndpoints.decide,
      { params: { id }, body: { status: GatePassStatus.Approved } },
      principal,
    );
    const mine = await call(
      auditLogEndpoints.itemHistory,
      { query: { item_type: 'gate_passes', item_id: id } },
      principal,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<AuditEntry[]>()).toMatchObject([
      { action: 'changed', after: { status: GatePassStatus.Approved } },
    ]);

    const elsewhere = await insertPass(t, outsider, { status: GatePassStatus.WaitingForApproval });
    await call(
      gatePassEndpoints.decide,
      { params: { id: elsewhere }, body: { status: GatePassStatus.Approved } },
      admin,
    );
    const hidden = await call(
      auditLogEndpoints.itemHistory,
      { query: { item_type: 'gate_passes', item_id: elsewhere } },
      principal,
    );
    expect(hidden.statusCode).toBe(404);
    expect(
      (
        await call(
          auditLogEndpoints.itemHistory,
          { query: { item_type: 'gate_passes', item_id: elsewhere } },
          admin,
        )
      ).statusCode,
    ).toBe(200);
    // Tables nobody declared, and ids that are not ids, are simply not found.
    expect(
      (
        await call(
          auditLogEndpoints.itemHistory,
          { query: { item_type: 'users', item_id: 1 } },
          zonal,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          auditLogEndpoints.itemHistory,
          { query: { item_type: 'gate_passes', item_id: 'x1' } },
          principal,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('entries in people’s words', () => {
  const studentName = async (passId: number) =>
    (
      await t.db.execute<{ name: string }>(
        sql`SELECT trim(s.first_name || ' ' || s.last_name) AS name FROM gate_passes g
            JOIN students s ON s.id = g.student_id WHERE g.id = ${passId}`,
      )
    ).rows[0]!.name;
  const nameOf = async (username: string) =>
    (
      await t.db.execute<{ name: string }>(
        sql`SELECT trim(first_name || ' ' || last_name) AS name FROM users
            WHERE lower(username) = ${username}`,
      )
    ).rows[0]!.name;

  it('tell a decision with its verb, the item in words, its title and page, codes and people named', async () => {
    const id = await insertPass(t, student, { status: GatePassStatus.WaitingForApproval });
    await call(
      gatePassEndpoints.decide,
      { params: { id }, body: { status: GatePassStatus.Approved } },
      principal,
    );
    const principalName = await nameOf('principal');
    const expected = {
      user_name: principalName,
      verb: 'approved',
      item_name: 'gate pass',
      item_title: await studentName(id),
      title_join: 'for',
      item_path: `${findModule('gatepass')!.path}/${id}`,
    };
    const history = await call(
      auditLogEndpoints.itemHistory,
      { query: { item_type: 'gate_passes', item_id: id } },
      principal,
    );
    const [entry] = history.json<AuditEntry[]>();
    expect(entry).toMatchObject(expected);
    const changes = Object.fromEntries(entry!.changes.map((change) => [change.field, change]));
    expect(changes['status']).toMatchObject({
      label: 'Status',
      before: 'Waiting For Approval',
      after: 'Approved',
    });
    expect(changes['decided_by']).toMatchObject({
      label: 'Decided by',
      before: null,
      after: principalName,
    });

    const listed = await call(
      auditLogEndpoints.list,
      { query: { item_type: 'gate_passes', item_id: id } },
      admin,
    );
    expect(listed.json<AuditEntry[]>()).toMatchObject([expected]);
  });

  it('are one per call: a meeting’s invitees are counted in the entry that added them', async () => {
    const organiser = await userOf(t, 'principal');
    const meeting = await createMeeting(t, principal, { branch_id: organiser.branchId });
    const invitees = (await staffUsersAt(t, organiser.branchId, [organiser.id])).slice(0, 3);
    const added = await callApi(
      t,
      meetingEndpoints.changeAttendees,
      { params: { id: meeting.id }, body: { user_ids: invitees } },
      principal,
    );
    expect(added.statusCode, added.body).toBeLessThan(300);
    const rows = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE item_type = 'meetings'
          AND item_id = ${String(meeting.id)}`,
    );
    expect(rows.rows[0]!.n).toBeGreaterThan(4);

    const history = await call(
      auditLogEndpoints.itemHistory,
      { query: { item_type: 'meetings', item_id: meeting.id } },
      principal,
    );
    const entries = history.json<AuditEntry[]>();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'created',
      verb: 'created',
      item_name: 'meeting',
      item_title: 'Weekly staff meeting',
      item_path: `${findModule('meeting')!.path}/${meeting.id}`,
    });
    expect(entries[0]!.children).toEqual([{ name: 'invitees', count: 3, action: 'created' }]);

    // The log counts entries, not rows.
    const listed = await call(
      auditLogEndpoints.list,
      { query: { item_type: 'meetings', item_id: meeting.id } },
      admin,
    );
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.json<AuditEntry[]>()[0]!.children).toEqual([
      { name: 'invitees', count: 3, action: 'created' },
    ]);
  });

  it('filter by person, item and days together', async () => {
    const id = await insertPass(t, student, { status: GatePassStatus.WaitingForApproval });
    await call(
      gatePassEndpoints.decide,
      { params: { id }, body: { status: GatePassStatus.Approved } },
      principal,
    );
    // Today on the group's clock (en-CA writes YYYY-MM-DD).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: GROUP_TIME_ZONE }).format(
      new Date(),
    );
    const query = {
      user_id: await userIdOf('principal'),
      item_type: 'gate_passes',
      item_id: id,
      from_date: today,
      to_date: today,
    };
    const found = await call(auditLogEndpoints.list, { query }, admin);
    expect(found.json<AuditEntry[]>().map((entry) => entry.item_id)).toEqual([String(id)]);
    const before = await call(
      auditLogEndpoints.list,
      { query: { ...query, from_date: '2020-01-01', to_date: '2020-01-31' } },
      admin,
    );
    expect(before.headers['x-total-count']).toBe('0');
    const someoneElse = await call(
      auditLogEndpoints.list,
      { query: { ...query, user_id: await userIdOf('zonal') } },
      admin,
    );
    expect(someoneElse.headers['x-total-count']).toBe('0');

    // The person by part of their name, in any case; a name that is nobody's finds nothing.
    const [entry] = found.json<AuditEntry[]>();
    const byItem = { item_type: query.item_type, item_id: query.item_id };
    const part = entry!.user_name.split(' ').at(-1)!.toUpperCase();
    const byName = await call(
      auditLogEndpoints.list,
      { query: { ...byItem, user_name: part } },
      admin,
    );
    expect(byName.json<AuditEntry[]>().map((one) => one.user_name)).toEqual([entry!.user_name]);
    const nobody = await call(
      auditLogEndpoints.list,
      { query: { ...byItem, user_name: '%_nobody' } },
      admin,
    );
    expect(nobody.headers['x-total-count']).toBe('0');
  });

  it('counts days on the group’s clock: 01:30 in Hyderabad is that day, not the UTC day before', async () => {
    const id = await insertPass(t, student, { status: GatePassStatus.WaitingForApproval });
    await call(
      gatePassEndpoints.decide,
      { params: { id }, body: { status: GatePassStatus.Approved } },
      principal,
    );
    // 2 March 01:30 IST is 1 March 20:00 UTC.
    await t.db.execute(
      sql`UPDATE audit_log SET changed_at = '2026-03-01T20:00:00Z'
        WHERE item_type = 'gate_passes' AND item_id = ${String(id)}`,
    );
    const onDay = async (day: string) =>
      (
        await call(
          auditLogEndpoints.list,
          { query: { item_type: 'gate_passes', item_id: id, from_date: day, to_date: day } },
          admin,
        )
      ).headers['x-total-count'];
    expect(await onDay('2026-03-02')).toBe('1');
    expect(await onDay('2026-03-01')).toBe('0');
  });

  it('names the kinds of item it records, for its filters, to superusers only', async () => {
    const types = await call(auditLogEndpoints.itemTypes, {}, admin);
    expect(types.statusCode).toBe(200);
    const all = types.json<{ item_type: string; module: string; name: string }[]>();
    expect(all).toContainEqual({
      item_type: 'gate_passes',
      module: 'gate-pass',
      name: 'Gate passes',
    });
    // One entry per type, though a pass's log rows are recorded under the pass.
    expect(new Set(all.map((type) => type.item_type)).size).toBe(all.length);
    expect((await call(auditLogEndpoints.itemTypes, {}, principal)).statusCode).toBe(403);
  });
});

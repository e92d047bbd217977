import {
  GatePassStatus,
  GatePassType,
  PickupType,
  type GatePassStatusCode,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';

// What the gate-pass tests share: the demo group's branches and students as the accounts see
// them, passes, members and gate records written straight into the tables.

export interface Places {
  /** The principal's only branch (also inside the zonal coordinator's first state). */
  principal: number;
  /** The staff account's branch: the staff member's whole scope. */
  staff: number;
  /** A campus of the last state: outside every demo account's grants. */
  elsewhere: number;
}

export type DemoStudent = {
  id: number;
  admission: string;
  branchId: number;
  segmentId: number;
};

export async function places(t: TestApp): Promise<Places> {
  const staffBranch = async (username: string) => {
    const result = await t.db.execute<{ branch_id: number; state_id: number }>(sql`
      SELECT st.branch_id, b.state_id FROM users u
      JOIN staff st ON st.id = u.staff_id JOIN branches b ON b.id = st.branch_id
      WHERE u.username = ${username}`);
    return result.rows[0]!;
  };
  const principal = await staffBranch('principal');
  const staff = await staffBranch('staff');
  const elsewhere = await t.db.execute<{ id: number }>(sql`
    SELECT b.id FROM branches b WHERE b.status = 1
      AND b.state_id = (SELECT max(state_id) FROM branches)
      AND EXISTS (SELECT 1 FROM students s WHERE s.branch_id = b.id AND s.academic_year_id = 20)
    ORDER BY b.id DESC LIMIT 1`);
  return {
    principal: principal.branch_id,
    staff: staff.branch_id,
    elsewhere: elsewhere.rows[0]!.id,
  };
}

/** This year's active students of a branch, in id order. */
export async function studentsOf(t: TestApp, branchId: number, count = 5): Promise<DemoStudent[]> {
  const result = await t.db.execute<DemoStudent>(sql`
    SELECT id, admission_number AS admission, branch_id AS "branchId", segment_id AS "segmentId"
    FROM students WHERE branch_id = ${branchId} AND academic_year_id = 20 AND status = 1
    ORDER BY id LIMIT ${count}`);
  return result.rows;
}

/** Empties the gate-pass tables (the demo seed's rows would blur counts); keeps the reasons. */
export async function clearGatePasses(t: TestApp): Promise<void> {
  await t.db.execute(sql`DELETE FROM gate_pass_entry_exit_logs`);
  await t.db.execute(sql`DELETE FROM gate_passes`);
  await t.db.execute(sql`DELETE FROM gate_pass_authorized_members`);
}

export interface PassFields {
  status?: GatePassStatusCode;
  type?: number;
  outTime?: string;
  inTime?: string | null;
  createdAt?: string;
  pickupType?: number;
  pickupMemberId?: number | null;
  reason?: string;
  academicYearId?: number;
}

export async function insertPass(
  t: TestApp,
  student: DemoStudent,
  fields: PassFields = {},
): Promise<number> {
  const result = await t.db.execute<{ id: number }>(sql`
    INSERT INTO gate_passes (student_id, branch_id, academic_year_id, type, status, reason,
      out_time, in_time, pickup_type, pickup_member_id, created_at)
    VALUES (${student.id}, ${student.branchId}, ${fields.academicYearId ?? 20},
      ${fields.type ?? GatePassType.GatePass},
      ${fields.status ?? GatePassStatus.WaitingForApproval}, ${fields.reason ?? 'Dental check-up'},
      ${fields.outTime ?? new Date(Date.now() + 86_400_000).toISOString()}::timestamptz,
      ${fields.inTime ?? null}::timestamptz, ${fields.pickupType ?? PickupType.Self},
      ${fields.pickupMemberId ?? null},
      ${fields.createdAt ?? new Date().toISOString()}::timestamptz)
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function insertMember(
  t: TestApp,
  student: DemoStudent,
  fields: { name?: string; relation?: number; mobile?: string; archived?: boolean } = {},
): Promise<number> {
  const result = await t.db.execute<{ id: number }>(sql`
    INSERT INTO gate_pass_authorized_members (student_id, name, relation, mobile, is_archived)
    VALUES (${student.id}, ${fields.name ?? 'Ravi Kumar'}, ${fields.relation ?? 1},
      ${fields.mobile ?? '9876543210'}, ${fields.archived ?? false})
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function insertLog(
  t: TestApp,
  gatePassId: number,
  fields: { matched: boolean; memberId?: number | null; approved?: boolean | null },
): Promise<number> {
  const result = await t.db.execute<{ id: number }>(sql`
    INSERT INTO gate_pass_entry_exit_logs (gate_pass_id, direction, pickup_member_id,
      person_name, person_mobile, person_relation, is_matched, is_approved)
    VALUES (${gatePassId}, 1, ${fields.memberId ?? null}, 'Suresh Rao', '9123456780', 6,
      ${fields.matched}, ${fields.approved === undefined ? (fields.matched ? true : null) : fields.approved})
    RETURNING id`);
  return result.rows[0]!.id;
}

/** The active rejection reasons, in module-info order. */
export async function reasons(t: TestApp): Promise<{ id: number; name: string }[]> {
  const result = await t.db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM gate_pass_rejection_reasons WHERE is_active ORDER BY sort_order, id`,
  );
  return result.rows;
}

/** The 422 answer's first field message, else the message. */
export const firstError = (response: LightMyRequestResponse): string => {
  const body = response.json<{ message: string; errors?: { message: string }[] }>();
  return body.errors?.[0]?.message ?? body.message;
};

/** Takes a permission away from the demo staff account (auth reads permissions per request). */
export async function setStaffPermissions(t: TestApp, permissions: string[]): Promise<void> {
  await t.db.execute(
    sql`UPDATE users SET permissions = ${sql.param(permissions)}::text[] WHERE username = 'staff'`,
  );
}

/** A test file's app, its signed-in accounts, a student in and out of the principal's scope. */
export interface GatePassTest {
  t: TestApp;
  admin: SignedIn;
  principal: SignedIn;
  zonal: SignedIn;
  staff: SignedIn;
  where: Places;
  /** Students of the principal's branch, in id order. */
  students: DemoStudent[];
  /** A student of a branch no demo account reaches. */
  outsider: DemoStudent;
}

export async function startGatePassTest(
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<GatePassTest> {
  const t = await startTestApp(options);
  const [admin, principal, zonal, staff] = await Promise.all([
    t.signIn('superuser'),
    t.signIn('principal'),
    t.signIn('zonal'),
    t.signIn('staff'),
  ]);
  const where = await places(t);
  return {
    t,
    admin,
    principal,
    zonal,
    staff,
    where,
    students: await studentsOf(t, where.principal, 3),
    outsider: (await studentsOf(t, where.elsewhere, 1))[0]!,
  };
}

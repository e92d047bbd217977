import {
  CURRENT_ACADEMIC_YEAR_ID,
  GateDirection,
  GlobalModule,
  GatePassStatus,
  GatePassType,
  PickupType,
  StudentRelation,
  type GatePassStatusCode,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DemoAccounts } from '../../db/seed/demo-accounts.ts';
import { givenName } from '../../db/seed/names.ts';
import { Random } from '../../db/seed/random.ts';
import type { SeedSize } from '../../db/seed/sizes.ts';

// The gate-pass demo data: the rejection reasons, and for a sample of this year's students
// their authorized members, passes in every status and what happened at the gate. Times are
// relative to the moment of seeding, so waiting passes are always upcoming, and every branch a
// demo account works at or is granted holds a few of them: whoever signs in has a queue to try.

/** Passes per size: a few per hundred students; the large size is sized for bench/. */
const PASSES: Record<SeedSize, number> = { test: 150, demo: 3_000, large: 150_000 };
/** Waiting passes, going out in the coming days, that each demo account's branches hold at least. */
export const DEMO_WAITING_PER_BRANCH = 6;
const BATCH = 10_000;
const SEED = 13_013;

export const DEMO_REJECTION_REASONS = [
  'Parent could not be reached to confirm',
  'Examination or test scheduled',
  'Pickup person is not authorized',
  'Monthly leave limit reached',
  'Reason given is not sufficient',
  'Other',
] as const;

const PASS_REASONS: Record<number, readonly string[]> = {
  [GatePassType.GatePass]: [
    'Doctor’s appointment',
    'Dental check-up',
    'Passport office visit',
    'Bank work with parent',
    'Not feeling well',
    'Sports selection trials',
  ],
  [GatePassType.LeavePass]: [
    'Family function',
    'Sibling’s wedding',
    'Festival at home',
    'Medical treatment at home town',
    'Grandparent unwell',
    'Weekend home visit',
  ],
};

const STATUS_WEIGHTS: readonly (readonly [GatePassStatusCode, number])[] = [
  [GatePassStatus.WaitingForApproval, 15],
  [GatePassStatus.Approved, 20],
  [GatePassStatus.Rejected, 10],
  [GatePassStatus.Cancelled, 8],
  [GatePassStatus.PassUsed, 45],
  [GatePassStatus.Disabled, 2],
];

const OTHER_RELATIONS = [
  StudentRelation.Sibling,
  StudentRelation.Cousin,
  StudentRelation.Aunty,
  StudentRelation.Uncle,
  StudentRelation.GrandParent,
  StudentRelation.Other,
] as const;

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Cell = string | number | boolean | null;
type CellType = 'int4' | 'int2' | 'text' | 'bool';

/**
 * Inserts rows column-wise in batches; a column of type `minutes` is an offset from now (the
 * seed's clock) and becomes a timestamptz.
 */
async function insertRows(
  db: DbOrTx,
  table: string,
  columns: readonly { name: string; type: CellType | 'minutes' }[],
  rows: readonly Cell[][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const arrays = columns.map((column, c) => {
      const type = column.type === 'minutes' ? 'int4' : column.type;
      return sql`${sql.param(batch.map((row) => row[c] ?? null))}::${sql.raw(type)}[]`;
    });
    const aliases = columns.map((_, c) => `c${c}`);
    const values: SQL[] = columns.map((column, c) =>
      column.type === 'minutes'
        ? sql.raw(`CASE WHEN c${c} IS NULL THEN NULL ELSE now() + c${c} * interval '1 minute' END`)
        : sql.raw(`c${c}`),
    );
    await db.execute(sql`
      INSERT INTO ${sql.identifier(table)} (${sql.join(
        columns.map((column) => sql.identifier(column.name)),
        sql`, `,
      )})
      SELECT ${sql.join(values, sql`, `)}
      FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${sql.raw(aliases.join(', '))})`);
  }
}

type SeedStudent = {
  id: number;
  branchId: number;
  lastName: string;
  fatherMobile: string | null;
  motherMobile: string | null;
};

type SeedMember = {
  id: number;
  name: string;
  relation: number;
  mobile: string;
};

const randomMobile = (random: Random) => String(random.int(6_000_000_000, 8_999_999_999));

/** The reasons, whether or not an earlier seed (or an operator) already wrote them. */
async function seedReasons(db: DbOrTx): Promise<Map<string, number>> {
  await db.execute(sql`
    INSERT INTO gate_pass_rejection_reasons (name, sort_order)
    SELECT name, sort_order FROM unnest(
      ${sql.param([...DEMO_REJECTION_REASONS])}::text[],
      ${sql.param(DEMO_REJECTION_REASONS.map((_, index) => index + 1))}::int2[]
    ) AS u(name, sort_order)
    ON CONFLICT (name) DO NOTHING`);
  const rows = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM gate_pass_rejection_reasons WHERE is_active ORDER BY sort_order, id`,
  );
  return new Map(rows.rows.map((row) => [row.name, row.id]));
}

/** Father and mother with the student's own numbers, sometimes one more, sometimes archived. */
function membersFor(random: Random, student: SeedStudent): Cell[][] {
  const rows: Cell[][] = [];
  const add = (name: string, relation: number, mobile: string, archived: boolean) =>
    rows.push([student.id, name, relation, mobile, archived, -random.int(30 * DAY, 300 * DAY)]);
  add(
    `${givenName(random, 1)} ${student.lastName}`,
    StudentRelation.Father,
    student.fatherMobile ?? randomMobile(random),
    false,
  );
  add(
    `${givenName(random, 2)} ${student.lastName}`,
    StudentRelation.Mother,
    student.motherMobile ?? randomMobile(random),
    false,
  );
  if (random.chance(0.5)) {
    const relation = random.pick(OTHER_RELATIONS);
    add(
      `${givenName(random, random.chance(0.5) ? 1 : 2)} ${student.lastName}`,
      relation,
      randomMobile(random),
      false,
    );
  }
  if (random.chance(0.1)) {
    add(
      `${givenName(random, 1)} ${student.lastName}`,
      StudentRelation.Uncle,
      randomMobile(random),
      true,
    );
  }
  return rows;
}

/** One pass's columns, in the order of PASS_COLUMNS. */
const PASS_COLUMNS = [
  { name: 'student_id', type: 'int4' },
  { name: 'branch_id', type: 'int4' },
  { name: 'academic_year_id', type: 'int4' },
  { name: 'type', type: 'int2' },
  { name: 'status', type: 'int2' },
  { name: 'reason', type: 'text' },
  { name: 'out_time', type: 'minutes' },
  { name: 'in_time', type: 'minutes' },
  { name: 'pickup_type', type: 'int2' },
  { name: 'pickup_member_id', type: 'int4' },
  { name: 'rejection_reason', type: 'text' },
  { name: 'rejection_reason_type', type: 'int4' },
  { name: 'decided_by', type: 'int4' },
  { name: 'decided_at', type: 'minutes' },
  { name: 'created_at', type: 'minutes' },
  { name: 'updated_at', type: 'minutes' },
] as const;

/** When a pass in this status goes out and was asked for, in minutes from now. */
function passTimes(random: Random, status: GatePassStatusCode, type: number) {
  let out: number;
  if (status === GatePassStatus.WaitingForApproval) out = random.int(HOUR, 6 * DAY);
  else if (status === GatePassStatus.PassUsed) out = -random.int(HOUR, 120 * DAY);
  else if (status === GatePassStatus.Approved) out = random.int(-2 * DAY, 6 * DAY);
  else out = random.int(-120 * DAY, 5 * DAY);
  const created = Math.min(out - random.int(2 * HOUR, 3 * DAY), -5 * MINUTE);
  const away =
    type === GatePassType.GatePass ? random.int(HOUR, 6 * HOUR) : random.int(DAY, 4 * DAY);
  const inTime = random.chance(0.9) ? out + away : null;
  const decided =
    status === GatePassStatus.Approved ||
    status === GatePassStatus.Rejected ||
    status === GatePassStatus.PassUsed
      ? Math.min(created + random.int(10 * MINUTE, 10 * HOUR), -MINUTE)
      : null;
  return { out, created, inTime, decided };
}

/**
 * Seeds the gate-pass demo data for the seeded organisation; answers the number of passes.
 * Deterministic for a given organisation (its own Random stream).
 */
export async function seedGatePasses(db: DbOrTx, size: SeedSize): Promise<number> {
  const random = new Random(SEED);
  const reasons = await seedReasons(db);
  const reasonIds = [...reasons.values()];
  const unauthorizedReason = reasons.get('Pickup person is not authorized') ?? reasonIds[0]!;

  const studentRows = await db.execute<SeedStudent>(sql`
    SELECT id, branch_id AS "branchId", last_name AS "lastName",
      father_mobile AS "fatherMobile", mother_mobile AS "motherMobile"
    FROM students WHERE academic_year_id = ${CURRENT_ACADEMIC_YEAR_ID} AND status = 1
    ORDER BY id`);
  const everyone = studentRows.rows;
  if (everyone.length === 0) return 0;
  // Deciders: the principal at the principal's branch, else a staff account of the branch.
  const deciderRows = await db.execute<{ branchId: number; userId: number }>(sql`
    SELECT DISTINCT ON (st.branch_id) st.branch_id AS "branchId", u.id AS "userId"
    FROM users u JOIN staff st ON st.id = u.staff_id
    ORDER BY st.branch_id, (u.username = 'principal') DESC, u.id`);
  const deciders = new Map(deciderRows.rows.map((row) => [row.branchId, row.userId]));

  const passTotal = PASSES[size];
  const chosen = random.shuffled(everyone).slice(0, Math.max(1, Math.round(passTotal / 2.5)));

  await insertRows(
    db,
    'gate_pass_authorized_members',
    [
      { name: 'student_id', type: 'int4' },
      { name: 'name', type: 'text' },
      { name: 'relation', type: 'int2' },
      { name: 'mobile', type: 'text' },
      { name: 'is_archived', type: 'bool' },
      { name: 'created_at', type: 'minutes' },
    ],
    chosen.flatMap((student) => membersFor(random, student)),
  );
  const memberRows = await db.execute<SeedMember & { studentId: number }>(sql`
    SELECT id, student_id AS "studentId", name, relation, mobile
    FROM gate_pass_authorized_members WHERE NOT is_archived ORDER BY student_id, id`);
  const membersOf = new Map<number, SeedMember[]>();
  for (const member of memberRows.rows) {
    const list = membersOf.get(member.studentId) ?? [];
    list.push(member);
    membersOf.set(member.studentId, list);
  }

  const passes: Cell[][] = [];
  for (let n = 0; n < passTotal; n++) {
    const student = chosen[n % chosen.length]!;
    const members = membersOf.get(student.id) ?? [];
    const type = random.chance(0.55) ? GatePassType.GatePass : GatePassType.LeavePass;
    const status = random.weighted(STATUS_WEIGHTS);
    const times = passTimes(random, status, type);
    const other = members.length > 2 && random.chance(0.35);
    const pickupMember = other ? members[members.length - 1]! : members[random.int(0, 1)];
    const rejected = status === GatePassStatus.Rejected;
    const reasonId = rejected ? random.pick(reasonIds) : null;
    const reasonName =
      reasonId === null ? null : ([...reasons].find(([, id]) => id === reasonId)?.[0] ?? null);
    passes.push([
      student.id,
      student.branchId,
      CURRENT_ACADEMIC_YEAR_ID,
      type,
      status,
      random.pick(PASS_REASONS[type]!),
      times.out,
      times.inTime,
      other ? PickupType.Other : PickupType.Self,
      pickupMember?.id ?? null,
      reasonName,
      reasonId,
      times.decided === null ? null : (deciders.get(student.branchId) ?? null),
      times.decided,
      times.created,
      times.decided ?? times.created,
    ]);
  }
  await insertRows(db, 'gate_passes', PASS_COLUMNS, passes);

  await seedGateRecords(db, random, membersOf, deciders, unauthorizedReason);
  const queued = await seedDemoQueues(db, random, everyone, membersOf);
  return passes.length + queued;
}

/**
 * The branches where the demo accounts work (their staff branch) or that their gate-pass grant
 * of this year names, with at least one student this year.
 */
async function demoBranches(db: DbOrTx): Promise<number[]> {
  const usernames = Object.values(DemoAccounts).map((account) => account.username);
  const result = await db.execute<{ id: number }>(sql`
    SELECT DISTINCT branch_id AS id FROM (
      SELECT st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id
      WHERE u.username = ANY(${sql.param(usernames)}::text[])
      UNION
      SELECT unnest(pa.branch_ids) FROM permitted_assets pa JOIN users u ON u.id = pa.user_id
      WHERE u.username = ANY(${sql.param(usernames)}::text[])
        AND pa.academic_year_id = ${CURRENT_ACADEMIC_YEAR_ID}
        AND pa.module_id IN (${GlobalModule.system_wide}, ${GlobalModule.gate_pass})
    ) demo
    ORDER BY id`);
  return result.rows.map((row) => row.id);
}

/**
 * Tops up each demo account's branches to DEMO_WAITING_PER_BRANCH passes waiting for approval,
 * going out in the next days (students with authorized members first, as the parent app would
 * have them). Answers the number of passes added.
 */
async function seedDemoQueues(
  db: DbOrTx,
  random: Random,
  everyone: readonly SeedStudent[],
  membersOf: Map<number, SeedMember[]>,
): Promise<number> {
  const branches = await demoBranches(db);
  const waiting = await db.execute<{ branchId: number; count: number }>(sql`
    SELECT branch_id AS "branchId", count(*)::int AS count FROM gate_passes
    WHERE status = ${GatePassStatus.WaitingForApproval} AND out_time > now()
      AND academic_year_id = ${CURRENT_ACADEMIC_YEAR_ID}
      AND branch_id = ANY(${sql.param(branches)}::int[])
    GROUP BY branch_id`);
  const waitingAt = new Map(waiting.rows.map((row) => [row.branchId, row.count]));
  const passes: Cell[][] = [];
  for (const branchId of branches) {
    const students = everyone.filter((student) => student.branchId === branchId);
    if (students.length === 0) continue;
    const withMembers = students.filter((student) => membersOf.has(student.id));
    const pool = withMembers.length > 0 ? withMembers : students;
    for (let n = waitingAt.get(branchId) ?? 0; n < DEMO_WAITING_PER_BRANCH; n++) {
      const student = random.pick(pool);
      const parent = membersOf.get(student.id)?.[random.int(0, 1)];
      const type = random.chance(0.6) ? GatePassType.GatePass : GatePassType.LeavePass;
      const out = random.int(2 * HOUR, 4 * DAY);
      const away =
        type === GatePassType.GatePass ? random.int(HOUR, 5 * HOUR) : random.int(DAY, 3 * DAY);
      const created = -random.int(10 * MINUTE, 2 * DAY);
      passes.push([
        student.id,
        branchId,
        CURRENT_ACADEMIC_YEAR_ID,
        type,
        GatePassStatus.WaitingForApproval,
        random.pick(PASS_REASONS[type]!),
        out,
        out + away,
        PickupType.Self,
        parent?.id ?? null,
        null,
        null,
        null,
        null,
        created,
        created,
      ]);
    }
  }
  await insertRows(db, 'gate_passes', PASS_COLUMNS, passes);
  return passes.length;
}

/**
 * What happened at the gate: used passes have an exit (and mostly an entry) by an authorized
 * member or, now and then, by someone approved on the spot; some approved passes have a person
 * not on the list waiting for a decision, or already refused.
 */
async function seedGateRecords(
  db: DbOrTx,
  random: Random,
  membersOf: Map<number, SeedMember[]>,
  deciders: Map<number, number>,
  unauthorizedReason: number,
): Promise<void> {
  const passRows = await db.execute<{
    id: number;
    studentId: number;
    branchId: number;
    status: number;
    pickupMemberId: number | null;
    outMinutes: number;
    inMinutes: number | null;
  }>(sql`
    SELECT id, student_id AS "studentId", branch_id AS "branchId", status,
      pickup_member_id AS "pickupMemberId",
      round(extract(epoch FROM out_time - now()) / 60)::int AS "outMinutes",
      round(extract(epoch FROM in_time - now()) / 60)::int AS "inMinutes"
    FROM gate_passes
    WHERE status IN (${GatePassStatus.PassUsed}, ${GatePassStatus.Approved})
      AND out_time < now() ORDER BY id`);
  const logs: Cell[][] = [];
  for (const pass of passRows.rows) {
    const members = membersOf.get(pass.studentId) ?? [];
    const member = members.find((m) => m.id === pass.pickupMemberId) ?? members[0];
    const decider = deciders.get(pass.branchId) ?? null;
    const stranger = (): Cell[] => [
      `${givenName(random, 1)} ${random.pick(['Rao', 'Kumar', 'Reddy', 'Das'])}`,
      randomMobile(random),
      random.pick([StudentRelation.Uncle, StudentRelation.Cousin, StudentRelation.Other]),
      false,
    ];
    const known = (): Cell[] =>
      member ? [member.name, member.mobile, member.relation, true] : stranger();
    const exitAt = Math.min(pass.outMinutes + random.int(0, 30), -1);
    if (pass.status === GatePassStatus.PassUsed) {
      const person = random.chance(0.9) ? known() : stranger();
      const matched = person[3] === true;
      const row = (direction: number, at: number): Cell[] => [
        pass.id,
        direction,
        matched ? (member?.id ?? null) : null,
        ...person,
        true,
        null,
        null,
        matched ? null : decider,
        matched ? null : at,
        at,
      ];
      logs.push(row(GateDirection.Exit, exitAt));
      if (pass.inMinutes !== null && pass.inMinutes < 0 && random.chance(0.8)) {
        logs.push(row(GateDirection.Entry, pass.inMinutes));
      }
    } else if (random.chance(0.3)) {
      // An approved pass whose collector is not on the list: waiting, or refused.
      const refused = random.chance(0.3);
      logs.push([
        pass.id,
        GateDirection.Exit,
        null,
        ...stranger(),
        refused ? false : null,
        refused ? 'The person could not show an ID card' : null,
        refused ? unauthorizedReason : null,
        refused ? decider : null,
        refused ? exitAt + 5 : null,
        exitAt,
      ]);
    }
  }
  await insertRows(
    db,
    'gate_pass_entry_exit_logs',
    [
      { name: 'gate_pass_id', type: 'int4' },
      { name: 'direction', type: 'int2' },
      { name: 'pickup_member_id', type: 'int4' },
      { name: 'person_name', type: 'text' },
      { name: 'person_mobile', type: 'text' },
      { name: 'person_relation', type: 'int2' },
      { name: 'is_matched', type: 'bool' },
      { name: 'is_approved', type: 'bool' },
      { name: 'rejection_reason', type: 'text' },
      { name: 'rejection_reason_id', type: 'int4' },
      { name: 'decided_by', type: 'int4' },
      { name: 'decided_at', type: 'minutes' },
      { name: 'at', type: 'minutes' },
    ],
    logs,
  );
}

import {
  CallStatus,
  CallType,
  CURRENT_ACADEMIC_YEAR_ID,
  RenewalMode,
  Sentiment,
  type CallStatusCode,
  type CallTypeCode,
  type SentimentCode,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { Random } from '../../db/seed/random.ts';
import type { SeedSize } from '../../db/seed/sizes.ts';
import {
  simulatedCallSid,
  type SimulatedOutcome,
} from './drivers/telephony/simulated-telephony.ts';
import { callRecords, callSentimentReasons } from './calling.table.ts';

// The calling demo data: the sentiment reasons, and calls of every type over the last three
// months to a sample of students' parents and staff members, ended (answered, busy, not
// answered, failed), many reviewed. Their sids are the simulator's, so a completed call's
// recording is made by the simulator the first time someone plays it.

/** Calls per size: a few per hundred students. bench/calls-list.ts adds its million itself. */
const CALLS: Record<SeedSize, number> = { test: 240, demo: 3_000, large: 30_000 };
const BATCH = 1_000;
const SEED = 14_014;
const DAY_MS = 86_400_000;

export const DEMO_SENTIMENT_REASONS: readonly { name: string; sentiment: SentimentCode }[] = [
  { name: 'Satisfied with teaching', sentiment: Sentiment.Happy },
  { name: 'Happy with facilities', sentiment: Sentiment.Happy },
  { name: 'Child is progressing well', sentiment: Sentiment.Happy },
  { name: 'Will continue next year', sentiment: Sentiment.Happy },
  { name: 'Undecided', sentiment: Sentiment.Neutral },
  { name: 'Will discuss with family', sentiment: Sentiment.Neutral },
  { name: 'Asked to call back later', sentiment: Sentiment.Neutral },
  { name: 'Fee concerns', sentiment: Sentiment.Dissatisfied },
  { name: 'Transport issues', sentiment: Sentiment.Dissatisfied },
  { name: 'Academic performance', sentiment: Sentiment.Dissatisfied },
  { name: 'Staff behaviour', sentiment: Sentiment.Dissatisfied },
  { name: 'Moving to another school', sentiment: Sentiment.Dissatisfied },
];

const TYPE_WEIGHTS: readonly (readonly [CallTypeCode, number])[] = [
  [CallType.Adoption, 35],
  [CallType.Renewal, 20],
  [CallType.Televerification, 15],
  [CallType.Transport, 5],
  [CallType.Internal, 10],
  [CallType.DAR, 8],
  [CallType.IAT, 7],
];
const STAFF_TYPES: ReadonlySet<number> = new Set([CallType.Internal, CallType.DAR, CallType.IAT]);

const OUTCOME_WEIGHTS: readonly (readonly [SimulatedOutcome, number])[] = [
  ['completed', 65],
  ['no-answer', 15],
  ['busy', 12],
  ['failed', 8],
];
const STATUS_OF: Record<SimulatedOutcome, CallStatusCode> = {
  completed: CallStatus.Completed,
  'no-answer': CallStatus.NoAnswer,
  busy: CallStatus.Busy,
  failed: CallStatus.Failed,
};

const REMARKS: Record<SentimentCode, readonly string[]> = {
  [Sentiment.Happy]: [
    'Parent appreciated the weekly updates.',
    'Mother is happy with the class teacher.',
    'Father confirmed the child enjoys school.',
    'Parent praised the lab sessions.',
  ],
  [Sentiment.Neutral]: [
    'Parent busy at work, spoke briefly.',
    'Will share feedback after the PTM.',
    'Parent asked for the fee schedule by SMS.',
  ],
  [Sentiment.Dissatisfied]: [
    'Bus arrives late most mornings.',
    'Parent unhappy with the exam results.',
    'Concern about the fee increase.',
    'Parent wants a change of section.',
  ],
};
const PRINCIPAL_REMARKS = [
  'Spoke to the class teacher about this.',
  'Meeting with the parent scheduled.',
  'Transport in-charge informed.',
  'Follow up next week.',
];

type StudentRow = {
  id: number;
  branch_id: number;
  segment_id: number;
  course_id: number;
  academic_year_id: number;
  number: string | null;
};
type StaffRow = {
  id: number;
  branch_id: number;
  designation_id: number | null;
  number: string | null;
};
type AgentRow = { id: number; number: string | null };
type ProgramRow = { id: number; group_id: number; academic_year_id: number };

/** Every `step`-th row: a sample that is the same on every run. */
async function sample<T extends Record<string, unknown>>(
  db: DbOrTx,
  table: 'students' | 'staff',
  wanted: number,
  select: ReturnType<typeof sql>,
): Promise<T[]> {
  const total = (
    await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)
  ).rows[0]!.n;
  const step = Math.max(1, Math.floor(total / Math.max(wanted, 1)));
  const rows = await db.execute<T>(
    sql`SELECT ${select} FROM ${sql.identifier(table)} WHERE id % ${step} = 0 ORDER BY id LIMIT ${wanted}`,
  );
  return rows.rows as T[];
}

/** Who a staff call reaches: the member, where they work. */
const staffCall = (member: StaffRow) => ({
  branchId: member.branch_id,
  staffId: member.id,
  designationId: member.designation_id,
  academicYearId: CURRENT_ACADEMIC_YEAR_ID,
  userNumber: member.number!,
});

/** Who a student call reaches: the parents' number; often about a program of the year. */
function studentCall(random: Random, student: StudentRow, programs: readonly ProgramRow[]) {
  const ofYear = programs.filter((entry) => entry.academic_year_id === student.academic_year_id);
  const program = ofYear.length > 0 && random.chance(0.7) ? random.pick(ofYear) : undefined;
  return {
    branchId: student.branch_id,
    segmentId: student.segment_id,
    studentId: student.id,
    courseId: student.course_id,
    groupId: program?.group_id ?? null,
    programId: program?.id ?? null,
    academicYearId: student.academic_year_id,
    userNumber: student.number!,
  };
}

/** The sentiment reasons, whether or not an earlier seed (or an operator) wrote them. */
export async function seedSentimentReasons(
  db: DbOrTx,
): Promise<{ id: number; sentiment: number }[]> {
  await db
    .insert(callSentimentReasons)
    .values([...DEMO_SENTIMENT_REASONS])
    .onConflictDoNothing({ target: callSentimentReasons.name });
  return db
    .select({ id: callSentimentReasons.id, sentiment: callSentimentReasons.sentiment })
    .from(callSentimentReasons);
}

/** Seeds the calling demo data for the seeded organisation; answers the number of calls. */
export async function seedCallRecords(db: DbOrTx, size: SeedSize): Promise<number> {
  const random = new Random(SEED);
  const reasons = await seedSentimentReasons(db);
  const wanted = CALLS[size];
  const tenDigits = sql.raw(
    `right(regexp_replace(coalesce(nullif(father_mobile, ''), mother_mobile, ''), '[^0-9]', '', 'g'), 10)`,
  );
  const people = await sample<StudentRow>(
    db,
    'students',
    Math.ceil(wanted * 0.5),
    sql`id, branch_id, segment_id, course_id, academic_year_id, ${tenDigits} AS number`,
  );
  const students = people.filter((student) => student.number?.length === 10);
  const members = (
    await sample<StaffRow>(
      db,
      'staff',
      Math.ceil(wanted * 0.2),
      sql`id, branch_id, designation_id, right(regexp_replace(coalesce(mobile, ''), '[^0-9]', '', 'g'), 10) AS number`,
    )
  ).filter((member) => member.number?.length === 10);
  const agents = (
    await db.execute<AgentRow>(sql`
      SELECT u.id, right(regexp_replace(coalesce(u.mobile_primary, st.mobile, ''), '[^0-9]', '', 'g'), 10) AS number
      FROM users u LEFT JOIN staff st ON st.id = u.staff_id
      WHERE NOT u.is_superuser AND u.status = 1 ORDER BY u.id LIMIT 60`)
  ).rows;
  const programs = (
    await db.execute<ProgramRow>(
      sql`SELECT id, group_id, academic_year_id FROM programs ORDER BY id`,
    )
  ).rows;
  if (students.length === 0 || members.length === 0 || agents.length === 0) return 0;

  const now = Date.now();
  const rows: (typeof callRecords.$inferInsert)[] = [];
  for (let i = 0; i < wanted; i++) {
    const callType = random.weighted(TYPE_WEIGHTS);
    const outcome = random.weighted(OUTCOME_WEIGHTS);
    const status = STATUS_OF[outcome];
    const createdAt = new Date(now - random.int(10 * 60_000, 90 * DAY_MS));
    const agent = random.pick(agents);
    const person = STAFF_TYPES.has(callType)
      ? staffCall(random.pick(members))
      : studentCall(random, random.pick(students), programs);
    const answered = status === CallStatus.Completed;
    const sentiment: SentimentCode | null =
      answered && random.chance(0.7)
        ? random.weighted([
            [Sentiment.Happy, 50],
            [Sentiment.Neutral, 30],
            [Sentiment.Dissatisfied, 20],
          ] as const)
        : null;
    const fitting = reasons.filter((reason) => reason.sentiment === sentiment);
    const callSid = simulatedCallSid(
      createdAt,
      outcome,
      `${random.int(0, 0xffffffff).toString(16).padStart(8, '0')}${i.toString(16).padStart(8, '0')}`,
    );
    rows.push({
      ...person,
      callSid,
      callType,
      agentUserId: agent.id,
      agentNumber: agent.number?.length === 10 ? agent.number : null,
      status,
      duration: answered ? random.int(30, 600) : 0,
      renewalMode:
        callType === CallType.Renewal
          ? random.weighted([
              [RenewalMode.Online, 40],
              [RenewalMode.AtBranch, 35],
              [RenewalMode.NotRenewed, 25],
            ] as const)
          : null,
      recordingUrl: answered ? `simulator:${callSid}` : null,
      driver: 'simulator',
      sentiment,
      sentimentReasonId:
        sentiment !== null && fitting.length > 0 && random.chance(0.8)
          ? random.pick(fitting).id
          : null,
      remarks: sentiment !== null && random.chance(0.6) ? random.pick(REMARKS[sentiment]) : null,
      principalRemarks:
        sentiment !== null && random.chance(0.15) ? random.pick(PRINCIPAL_REMARKS) : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(callRecords).values(rows.slice(start, start + BATCH));
  }
  return rows.length;
}

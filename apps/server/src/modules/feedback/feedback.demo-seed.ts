import {
  Application,
  FeedbackStatus,
  FeedbackType,
  Platform,
  STAFF_APP_VERSIONS,
  PARENT_APP_VERSIONS,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { Random } from '../../db/seed/random.ts';
import type { SeedSize } from '../../db/seed/sizes.ts';

// Demo feedback records: what staff send from the console and the apps, in every status, type,
// application and platform, over the last two months. Senders are the demo accounts first (so
// each one's branch has a queue to triage) and then other staff.

const RECORDS: Record<SeedSize, number> = { test: 40, demo: 240, large: 5_000 };
const SEED = 15_015;

const MESSAGES: Record<number, readonly string[]> = {
  [FeedbackType.Bug]: [
    'The export button does nothing on the gate pass list.',
    'The app closes when I open the attendance screen.',
    'Photos in the event gallery do not load on mobile data.',
    'The announcement I scheduled was sent an hour early.',
    'Search by admission number finds nothing after the update.',
  ],
  [FeedbackType.Feedback]: [
    'Please add a filter by class to the student list.',
    'It would help to see the reach count before sending.',
    'Could the calendar show holidays of our state?',
    'The font on the detail page is too small on my tablet.',
  ],
  [FeedbackType.Praise]: [
    'The new gate pass queue saves us a lot of time at dismissal.',
    'Parents love the photo gallery, thank you!',
    'Much faster than the old portal.',
  ],
};

const NOTES: Record<number, string> = {
  [FeedbackStatus.Resolved]: 'Fixed in the latest release; please update the app.',
  [FeedbackStatus.WontFix]: 'Works as designed; explained to the sender.',
  [FeedbackStatus.Invalid]: 'Could not reproduce; the device was offline.',
};

/** Which application sends from which platforms, and the agent text it sends. */
const SOURCES = [
  { application: Application.Admin, platform: Platform.Web, weight: 5 },
  { application: Application.StaffMobileApp, platform: Platform.Android, weight: 3 },
  { application: Application.StaffMobileApp, platform: Platform.iOS, weight: 1 },
  { application: Application.ParentMobileApp, platform: Platform.Android, weight: 2 },
  { application: Application.ParentMobileApp, platform: Platform.iOS, weight: 1 },
  { application: Application.ReachDishaWebApp, platform: Platform.Web, weight: 1 },
  { application: Application.Server, platform: Platform.Web, weight: 0.3 },
] as const;

const AGENTS: Record<number, string> = {
  [Platform.Web]: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36',
  [Platform.Android]: 'okhttp/4.12.0 (Android 14; Pixel 7)',
  [Platform.iOS]: 'CFNetwork/1490.0.4 Darwin/23.2.0 (iPhone15,2; iOS 17.2)',
};

export async function seedFeedback(tx: DbOrTx, size: SeedSize): Promise<number> {
  const random = new Random(SEED);
  // Demo accounts first, then staff users in id order: every demo branch gets records.
  const senders = await tx.execute<{ id: number; branch_id: number; email: string | null }>(sql`
    SELECT u.id, s.branch_id, u.email FROM users u JOIN staff s ON s.id = u.staff_id
    WHERE u.status = 1 ORDER BY (u.username IN ('principal', 'zonal', 'staff', 'newjoiner')) DESC,
      u.id LIMIT 200`);
  if (senders.rows.length === 0) return 0;
  const count = RECORDS[size];
  const rows = Array.from({ length: count }, (_, index) => {
    const sender = index < 16 ? senders.rows[index % 4]! : random.pick(senders.rows);
    const source = random.weighted(SOURCES.map((entry) => [entry, entry.weight] as const));
    const type = random.weighted([
      [FeedbackType.Bug, 5],
      [FeedbackType.Feedback, 4],
      [FeedbackType.Praise, 2],
    ] as const);
    const status = random.weighted([
      [FeedbackStatus.Created, 5],
      [FeedbackStatus.Resolved, 3],
      [FeedbackStatus.WontFix, 1],
      [FeedbackStatus.Invalid, 1],
      [FeedbackStatus.Hidden, 0.5],
    ] as const);
    const versions =
      source.application === Application.ParentMobileApp ? PARENT_APP_VERSIONS : STAFF_APP_VERSIONS;
    const minutesAgo = random.int(30, 60 * 24 * 60);
    return sql`(${sender.id}, ${type}, ${random.pick(MESSAGES[type]!)}, ${sender.email},
      ${random.pick(versions)}, ${AGENTS[source.platform]!},
      ${`${source.platform === Platform.Web ? 'web' : 'device'}-${random.int(100000, 999999)}`},
      ${source.application}, ${source.platform}, ${status}, ${sender.branch_id},
      ${NOTES[status] ?? null}, now() - make_interval(mins => ${minutesAgo}))`;
  });
  await tx.execute(sql`
    INSERT INTO help_feedback (user_id, feedback_type, message, email, app_version, user_agent,
      device_id, application, platform, status, branch_id, resolution_note, created_at)
    VALUES ${sql.join(rows, sql`, `)}`);
  return count;
}

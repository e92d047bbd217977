import fs from 'node:fs';
import path from 'node:path';
import {
  BoardType,
  CURRENT_ACADEMIC_YEAR_ID,
  Designation,
  EventStatus,
  RATING_DESIGNATIONS,
  eventRaterOf,
  type EventRater,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Random } from '../../db/seed/random.ts';
import type { SeedSize } from '../../db/seed/sizes.ts';
import { mediaFiles } from '../../platform/kit/media/media.table.ts';
import { demoEventPng } from './demo-images.ts';
import {
  eventGalleryItems,
  eventImageRatings,
  eventRatings,
  eventSchedules,
  eventTypes,
} from './event-gallery.table.ts';

// The event gallery's demo data: the event types; two schedules a month from six months back to
// six ahead; most branches answering the past ones with photos; a few events of their own in
// every status; ratings by the zonal coordinators of each state and the R&D heads, leaving
// plenty unrated for the demo `zonal` account. The test size keeps the types, three schedules
// and a handful of events without photos (the tests make their own).

const SEED = 20_251_121;
const DAY_MS = 86_400_000;
const CHUNK = 500;

export const EVENT_TYPE_NAMES = [
  'Annual Day',
  'Sports Day',
  'Science Fair',
  'Independence Day',
  'Republic Day',
  "Children's Day",
  "Teachers' Day",
  'Cultural Fest',
  'Art Exhibition',
  'Yoga Day',
  'Environment Day',
  'Math Olympiad',
  'Reading Week',
  'Field Trip',
  'Graduation Day',
  'Parent-Teacher Meeting',
] as const;

const DEMO_PHOTOS = 24;

type Person = {
  id: number;
  username: string;
  branch_id: number | null;
  state_id: number | null;
  designation_id: number | null;
};

type Branch = {
  id: number;
  state_id: number;
  is_cbse: boolean;
};

type EventRow = typeof eventGalleryItems.$inferInsert;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Writes the demo photos under the media directory and records them as the admin's uploads. */
async function seedPhotos(db: DbOrTx, adminId: number): Promise<number[]> {
  const dir = loadConfig(process.env).media.dir;
  fs.mkdirSync(dir, { recursive: true });
  const rows = Array.from({ length: DEMO_PHOTOS }, (_, i) => {
    const name = `event-photo-${String(i + 1).padStart(2, '0')}.png`;
    const bytes = demoEventPng(i);
    fs.writeFileSync(path.join(dir, `demo-${name}`), bytes);
    return {
      uploadedBy: adminId,
      fileName: name,
      storedName: `demo-${name}`,
      storage: 'disk' as const,
      extension: 'png',
      contentType: 'image/png',
      size: bytes.length,
    };
  });
  const inserted = await db.insert(mediaFiles).values(rows).returning({ id: mediaFiles.id });
  return inserted.map((row) => row.id);
}

function boardMatches(boardType: number, branch: Branch): boolean {
  return boardType === BoardType.All || (boardType === BoardType.Cbse) === branch.is_cbse;
}

/** Seeds the gallery; answers a line for the seed's log. */
export async function seedEventGallery(db: DbOrTx, options: { size: SeedSize }): Promise<string> {
  const random = new Random(SEED);
  const small = options.size === 'test';
  const now = Date.now();

  await db.execute(sql`
    INSERT INTO event_types (name)
    SELECT unnest(${sql.param([...EVENT_TYPE_NAMES])}::text[]) ON CONFLICT (name) DO NOTHING`);
  const typeRows = await db
    .select({ id: eventTypes.id, name: eventTypes.name })
    .from(eventTypes)
    .orderBy(eventTypes.id);
  const types = typeRows.map((t) => t.id);
  const typeName = new Map(typeRows.map((t) => [t.id, t.name]));

  const people = (
    await db.execute<Person>(sql`
      SELECT u.id, u.username, st.branch_id, b.state_id, st.designation_id
      FROM users u LEFT JOIN staff st ON st.id = u.staff_id
      LEFT JOIN branches b ON b.id = st.branch_id
      WHERE u.status = 1 AND (u.is_superuser OR st.designation_id = ANY(${sql.param([
        Designation.Principal,
        ...RATING_DESIGNATIONS.rd,
        ...RATING_DESIGNATIONS.zc,
      ])}::int[]))
      ORDER BY u.id`)
  ).rows;
  const admin = people.find((p) => p.username === 'admin') ?? people[0];
  if (!admin) return 'no accounts to author events';
  const branches = (
    await db.execute<Branch>(sql`
      SELECT id, state_id, is_cbse FROM branches WHERE status = 1 AND level IN (1, 2) ORDER BY id`)
  ).rows;
  const principalOf = new Map<number, number>();
  for (const person of people) {
    if (person.designation_id === Designation.Principal && person.branch_id !== null) {
      if (!principalOf.has(person.branch_id) || person.username === 'principal') {
        principalOf.set(person.branch_id, person.id);
      }
    }
  }
  const raters = people.flatMap((person) => {
    const rater = eventRaterOf(person.designation_id);
    return rater ? [{ ...person, rater }] : [];
  });
  const photos = small ? [] : await seedPhotos(db, admin.id);

  // Schedules: twice a month, from six months back to six ahead (the test size: three).
  const offsets = small ? [-50, -20, 25] : Array.from({ length: 24 }, (_, i) => -180 + i * 15 + 4);
  const scheduleRows = offsets.map((days, i) => ({
    academicYearId: CURRENT_ACADEMIC_YEAR_ID,
    scheduledAt: new Date(Math.floor((now + days * DAY_MS) / DAY_MS) * DAY_MS + 4.5 * 3_600_000),
    eventTypeId: types[i % types.length]!,
    boardType: i % 5 === 3 ? BoardType.Cbse : i % 5 === 4 ? BoardType.NonCbse : BoardType.All,
    createdBy: admin.id,
  }));
  const schedules = await db
    .insert(eventSchedules)
    .values(scheduleRows)
    .returning({ id: eventSchedules.id });

  const events: EventRow[] = [];
  const imagesFor = (): number[] => {
    if (photos.length === 0) return [];
    const count = random.weighted([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 2.5],
      [4, 1.5],
    ] as const);
    return random.shuffled(photos).slice(0, count);
  };
  const author = (branchId: number) => principalOf.get(branchId) ?? admin.id;

  schedules.forEach((schedule, i) => {
    const row = scheduleRows[i]!;
    if (row.scheduledAt.getTime() > now) return;
    for (const branch of branches) {
      if (!boardMatches(row.boardType, branch) || !random.chance(small ? 0.5 : 0.7)) continue;
      const createdAt = new Date(
        Math.min(now, row.scheduledAt.getTime() + random.int(1, 4) * DAY_MS),
      );
      events.push({
        title: `${typeName.get(row.eventTypeId)} celebrations`,
        description: 'Photos from the day, uploaded by the branch.',
        eventDate: row.scheduledAt.toISOString().slice(0, 10),
        branchId: branch.id,
        academicYearId: CURRENT_ACADEMIC_YEAR_ID,
        eventTypeId: row.eventTypeId,
        eventScheduleId: schedule.id,
        segmentTagIds: random.shuffled([2, 3, 4, 5, 6]).slice(0, random.int(1, 2)),
        attachments: imagesFor(),
        status: random.weighted([
          [EventStatus.Active, 88],
          [EventStatus.Hidden, 4],
          [EventStatus.Draft, 8],
        ] as const),
        createdBy: author(branch.id),
        createdAt,
        updatedAt: createdAt,
      });
    }
  });

  // Events of the branches' own, outside any schedule, in every status.
  for (let i = 0; i < (small ? 3 : 120); i++) {
    const branch = random.pick(branches);
    const status = small
      ? [EventStatus.Draft, EventStatus.Active, EventStatus.Scheduled][i]!
      : random.weighted([
          [EventStatus.Active, 60],
          [EventStatus.Draft, 20],
          [EventStatus.Scheduled, 10],
          [EventStatus.Hidden, 10],
        ] as const);
    const createdAt = new Date(now - random.int(1, 150) * DAY_MS);
    const typeIndex = random.int(0, types.length - 1);
    events.push({
      title: `${typeName.get(types[typeIndex]!)} at the branch`,
      description: 'An event the branch held on its own.',
      eventDate: createdAt.toISOString().slice(0, 10),
      branchId: branch.id,
      academicYearId: CURRENT_ACADEMIC_YEAR_ID,
      eventTypeId: types[typeIndex]!,
      segmentTagIds: [random.pick([2, 3, 4, 5, 6])],
      attachments: imagesFor(),
      status,
      scheduledAt:
        status === EventStatus.Scheduled ? new Date(now + random.int(2, 20) * DAY_MS) : null,
      createdBy: author(branch.id),
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertChunked(events, (chunk) => db.insert(eventGalleryItems).values(chunk));

  const ratingCount = await seedRatings(db, random, raters, now);
  return `${events.length} events, ${schedules.length} schedules, ${ratingCount} ratings`;
}

/**
 * The zonal coordinators of an event's state rate about 45% of published events with photos,
 * an R&D head about 25%; each rater rates some of the photos too.
 */
async function seedRatings(
  db: DbOrTx,
  random: Random,
  raters: (Person & { rater: EventRater })[],
  now: number,
): Promise<number> {
  const rated = (
    await db.execute<{ id: number; state_id: number; attachments: number[]; created_at: Date }>(sql`
      SELECT e.id, b.state_id, e.attachments, e.created_at FROM event_gallery_items e
      JOIN branches b ON b.id = e.branch_id
      WHERE e.status = ${EventStatus.Active} AND cardinality(e.attachments) > 0 ORDER BY e.id`)
  ).rows;
  const heads = raters.filter((r) => r.rater === 'rd');
  const eventRows: (typeof eventRatings.$inferInsert)[] = [];
  const imageRows: (typeof eventImageRatings.$inferInsert)[] = [];
  for (const event of rated) {
    const zonal = raters.filter((r) => r.rater === 'zc' && r.state_id === event.state_id);
    const chosen = [
      zonal.length > 0 && random.chance(0.45) ? random.pick(zonal) : null,
      heads.length > 0 && random.chance(0.25) ? random.pick(heads) : null,
    ];
    for (const rater of chosen) {
      if (!rater) continue;
      const at = new Date(
        Math.min(now, new Date(event.created_at).getTime() + random.int(1, 5) * DAY_MS),
      );
      const rating = random.weighted([
        [3, 3],
        [4, 4],
        [5, 2],
        [2, 1],
      ] as const);
      eventRows.push({
        eventId: event.id,
        userId: rater.id,
        rating,
        rater: rater.rater,
        createdAt: at,
        updatedAt: at,
      });
      for (const mediaFileId of event.attachments) {
        if (!random.chance(0.5)) continue;
        imageRows.push({
          eventId: event.id,
          mediaFileId,
          userId: rater.id,
          rating: Math.max(1, Math.min(5, rating + random.int(-1, 1))),
          rater: rater.rater,
          createdAt: at,
          updatedAt: at,
        });
      }
    }
  }
  await insertChunked(eventRows, (chunk) => db.insert(eventRatings).values(chunk));
  await insertChunked(imageRows, (chunk) => db.insert(eventImageRatings).values(chunk));
  return eventRows.length + imageRows.length;
}

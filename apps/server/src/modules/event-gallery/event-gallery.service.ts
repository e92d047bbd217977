import {
  BoardType,
  CURRENT_ACADEMIC_YEAR_ID,
  EVENT_BOARD_LABELS,
  EVENT_IMAGE_EXTENSIONS,
  EventGalleryMessages,
  EventStatus,
  Messages,
  EVENT_STATUS_MACHINE,
  eventStatusOrDraft,
  type EventBodyParsed,
  type EventItem,
  type EventListQuery,
  type ShownEventStatus,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { canReachBranch, canReachSegment, type Scope } from '../../platform/core/access/scope.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import { conflict, notFound, unprocessable } from '../../platform/core/http/http-error.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { assertMayChange, eventScope, isEventAdmin, type AccessCaller } from './event-access.ts';
import {
  activeEventTypeExists,
  brokeScheduleBranchIndex,
  findBranch,
  findEventCore,
  findMediaFiles,
  findScheduleFacts,
  hasRatings,
  insertEvent,
  ratedImages,
  readEvent,
  scheduleAnsweredElsewhere,
  updateEvent,
  type EventCore,
} from './event-gallery.repo.ts';
import { eventListSpec } from './event-list.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';

// The rules of events (001 §3, §4, §6): what may be created and changed by whom, within which
// scope, the status transitions (EVENT_STATUS_MACHINE in the contract), and the images' rules.

export interface EventCaller {
  db: Db;
  auth: AuthContext;
}

type Status = ShownEventStatus;
/** The fields of a create or edit body, as parsed. */
type EventFields = Omit<EventBodyParsed, 'status'> & { status?: number | undefined };

const IMAGE_EXTENSIONS: readonly string[] = EVENT_IMAGE_EXTENSIONS;

/** A schedule date: required, and later than now by the server's clock. */
function futureSchedule(at: string | null | undefined): Date {
  if (!at) throw unprocessable(EventGalleryMessages.scheduleRequired);
  const date = new Date(at);
  if (date.getTime() <= Date.now()) throw unprocessable(EventGalleryMessages.scheduleInPast);
  return date;
}

function assertTransition(from: Status, to: Status): void {
  const refusal = EVENT_STATUS_MACHINE.refusal(from, to);
  if (refusal) throw conflict(refusal);
}

/** The columns a move sets: publishing a schedule records when; a draft keeps no date. */
function statusColumns(from: Status, to: Status, scheduledAt: string | null | undefined) {
  const columns: Record<string, SQL> = { status: sql`${to}` };
  if (to === EventStatus.Scheduled) {
    columns.scheduled_at = sql`${futureSchedule(scheduledAt).toISOString()}::timestamptz`;
  } else if (to === EventStatus.Active && from === EventStatus.Scheduled) {
    columns.scheduled_at = sql`least(coalesce(scheduled_at, now()), now())`;
  } else if (to === EventStatus.Draft) {
    columns.scheduled_at = sql`NULL`;
  }
  return columns;
}

/**
 * New images must be files the caller uploaded (a superuser may attach any) and images; images
 * the event already has stay whoever uploaded them.
 */
async function checkImages(
  db: DbOrTx,
  auth: AuthContext,
  wanted: readonly number[],
  kept: readonly number[],
): Promise<number[]> {
  const images = [...new Set(wanted)];
  const added = images.filter((id) => !kept.includes(id));
  const files = new Map((await findMediaFiles(db, added)).map((file) => [file.id, file]));
  for (const id of added) {
    const file = files.get(id);
    if (!file || (!auth.isSuperuser && file.uploaded_by !== auth.userId)) {
      throw unprocessable(EventGalleryMessages.imageNotFound(id));
    }
    if (!IMAGE_EXTENSIONS.includes(file.extension)) {
      throw unprocessable(EventGalleryMessages.imageNotAnImage(id));
    }
  }
  return images;
}

/** The branch must exist and be within scope (a branch outside it is not told apart). */
async function checkBranch(db: DbOrTx, scope: Scope, branchId: number) {
  const branch = await findBranch(db, branchId);
  if (!branch || branch.status !== 1 || !canReachBranch(scope, branchId)) {
    throw unprocessable(EventGalleryMessages.branchOutsideScope);
  }
  return branch;
}

/**
 * The schedule an event answers: not deleted, of the event's year and the branch's board, one
 * event per branch. The event takes the schedule's type.
 */
async function checkSchedule(
  db: DbOrTx,
  fields: EventFields,
  academicYearId: number,
  branch: { id: number; is_cbse: boolean },
  eventId: number | null,
): Promise<number | null> {
  const scheduleId = fields.event_schedule_id ?? null;
  if (scheduleId === null) {
    const typeId = fields.event_type_id ?? null;
    if (typeId !== null && !(await activeEventTypeExists(db, typeId))) {
      throw unprocessable(EventGalleryMessages.eventTypeNotFound);
    }
    return typeId;
  }
  const schedule = await findScheduleFacts(db, scheduleId);
  if (!schedule) throw unprocessable(EventGalleryMessages.scheduleNotFound);
  if (schedule.academic_year_id !== academicYearId) {
    throw unprocessable(EventGalleryMessages.scheduleOtherYear);
  }
  if (schedule.board_type !== BoardType.All) {
    const cbse = schedule.board_type === BoardType.Cbse;
    if (cbse !== branch.is_cbse) {
      throw unprocessable(
        EventGalleryMessages.scheduleOtherBoard(EVENT_BOARD_LABELS[cbse ? 'Cbse' : 'NonCbse']),
      );
    }
  }
  const typeId = fields.event_type_id ?? schedule.event_type_id;
  if (typeId !== schedule.event_type_id) {
    throw unprocessable(EventGalleryMessages.scheduleTypeMismatch);
  }
  if (await scheduleAnsweredElsewhere(db, scheduleId, branch.id, eventId)) {
    throw conflict(EventGalleryMessages.scheduleAlreadyUploaded);
  }
  return typeId;
}

/** The columns a body sets on create and edit (the status is the caller's to add). */
async function bodyColumns(
  db: DbOrTx,
  auth: AuthContext,
  fields: EventFields,
  scope: Scope,
  academicYearId: number,
  existing: EventCore | null,
): Promise<Record<string, SQL>> {
  const branch = await checkBranch(db, scope, fields.branch_id);
  const segments = [...new Set(fields.segment_tag_id_list)];
  if (segments.some((id) => !canReachSegment(scope, id))) {
    throw unprocessable(EventGalleryMessages.segmentOutsideScope);
  }
  const eventTypeId = await checkSchedule(db, fields, academicYearId, branch, existing?.id ?? null);
  const kept = existing?.attachments ?? [];
  const images = await checkImages(db, auth, fields.attachments, kept);
  if (existing && !isEventAdmin(auth)) {
    const removed = kept.filter((id) => !images.includes(id));
    if ((await ratedImages(db, existing.id, removed)).length > 0) {
      throw conflict(EventGalleryMessages.ratedEventLocked);
    }
  }
  return {
    title: sql`${fields.title}`,
    description: sql`${fields.description}`,
    event_date: sql`${fields.event_date}::date`,
    branch_id: sql`${branch.id}`,
    academic_year_id: sql`${academicYearId}`,
    event_type_id: sql`${eventTypeId}`,
    event_schedule_id: sql`${fields.event_schedule_id ?? null}`,
    segment_tag_ids: intArray(segments),
    attachments: intArray(images),
  };
}

/**
 * The event within the caller's scope for its own academic year, or 404 exactly like a
 * missing or deleted one.
 */
export async function eventInScope(
  caller: AccessCaller,
  id: number,
  options: { lock?: boolean } = {},
): Promise<EventCore> {
  const event = await findEventCore(caller.db, id, options);
  if (!event) throw notFound(Messages.notFound);
  const scope = await eventScope(caller, event.academic_year_id);
  if (!canReachBranch(scope, event.branch_id)) throw notFound(Messages.notFound);
  return event;
}

/** A race past the one-event-per-schedule check is the same refusal as the check's. */
const explained = (error: unknown): unknown =>
  brokeScheduleBranchIndex(error) ? conflict(EventGalleryMessages.scheduleAlreadyUploaded) : error;

async function reread(db: DbOrTx, id: number): Promise<EventItem> {
  const event = await readEvent(db, id);
  if (!event) throw notFound(Messages.notFound);
  return event;
}

/** GET /event_gallery: the list's spec in the caller's scope for the requested year. */
export async function eventList(caller: EventCaller, query: EventListQuery): Promise<ListSpec> {
  const academicYearId = query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
  const scope = await eventScope(caller, academicYearId);
  return eventListSpec(query, scope, academicYearId, caller.auth.userId);
}

/** GET /event_gallery/{id}. */
export async function eventDetail(caller: EventCaller, id: number): Promise<EventItem> {
  await eventInScope(caller, id);
  return reread(caller.db, id);
}

/** POST /event_gallery: published, scheduled or a draft, at a branch within scope. */
export async function createEvent(caller: EventCaller, body: EventBodyParsed): Promise<EventItem> {
  const academicYearId = body.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
  const scope = await eventScope(caller, academicYearId);
  const status = body.status as Status;
  const id = await caller.db
    .transaction(async (tx) => {
      const columns = await bodyColumns(tx, caller.auth, body, scope, academicYearId, null);
      return insertEvent(tx, {
        ...columns,
        ...statusColumns(EventStatus.Draft, status, body.scheduled_at),
        created_by: sql`${caller.auth.userId}`,
      });
    })
    .catch((error: unknown) => {
      throw explained(error);
    });
  return reread(caller.db, id);
}

/** PUT /event_gallery/{id}: the body replaces the event; its status moves by the transitions. */
export async function updateEventItem(
  caller: EventCaller,
  id: number,
  body: EventFields & { id?: number | undefined },
): Promise<EventItem> {
  if (body.id !== undefined && body.id !== id) {
    throw unprocessable(EventGalleryMessages.idMismatch);
  }
  await caller.db
    .transaction(async (tx) => {
      const inTx = { db: tx, auth: caller.auth };
      const event = await eventInScope(inTx, id, { lock: true });
      assertMayChange(caller.auth, event.created_by);
      const academicYearId = body.academic_year_id ?? event.academic_year_id;
      const scope = await eventScope(inTx, academicYearId);
      const from = eventStatusOrDraft(event.status);
      const to = eventStatusOrDraft(body.status ?? from);
      if (to !== from) assertTransition(from, to);
      const columns = await bodyColumns(tx, caller.auth, body, scope, academicYearId, event);
      const moved =
        to !== from || to === EventStatus.Scheduled
          ? statusColumns(from, to, body.scheduled_at ?? event.scheduled_at)
          : { status: sql`${to}` };
      await updateEvent(tx, id, caller.auth.userId, { ...columns, ...moved });
    })
    .catch((error: unknown) => {
      throw explained(error);
    });
  return reread(caller.db, id);
}

/** PUT /event_gallery/{id}/status: one move EVENT_STATUS_MACHINE allows. */
export async function changeEventStatus(
  caller: EventCaller,
  id: number,
  change: { id?: number | undefined; status: number; scheduled_at?: string | undefined },
): Promise<EventItem> {
  if (change.id !== undefined && change.id !== id) {
    throw unprocessable(EventGalleryMessages.idMismatch);
  }
  await caller.db.transaction(async (tx) => {
    const event = await eventInScope({ db: tx, auth: caller.auth }, id, { lock: true });
    assertMayChange(caller.auth, event.created_by);
    const from = eventStatusOrDraft(event.status);
    const to = eventStatusOrDraft(change.status);
    assertTransition(from, to);
    await updateEvent(
      tx,
      id,
      caller.auth.userId,
      statusColumns(from, to, change.scheduled_at ?? event.scheduled_at),
    );
  });
  return reread(caller.db, id);
}

/** DELETE /event_gallery/{id}: kept with status -1; a rated event only by an admin. */
export async function deleteEvent(caller: EventCaller, id: number): Promise<void> {
  await caller.db.transaction(async (tx) => {
    const event = await eventInScope({ db: tx, auth: caller.auth }, id, { lock: true });
    assertMayChange(caller.auth, event.created_by);
    if (!isEventAdmin(caller.auth) && (await hasRatings(tx, id))) {
      throw conflict(EventGalleryMessages.ratedEventLocked);
    }
    await updateEvent(tx, id, caller.auth.userId, { status: sql`${EventStatus.Delete}` });
  });
}

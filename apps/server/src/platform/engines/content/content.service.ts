import {
  CURRENT_ACADEMIC_YEAR_ID,
  ContentMessages,
  ContentStatus,
  Messages,
  type ContentStatusCode,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { cancelContentDelivery, scheduleContentDelivery } from '../delivery/delivery-queue.ts';
import { conflict, notFound, unprocessable } from '../../core/http/http-error.ts';
import type { ListSpec } from '../../kit/lists/send-list.ts';
import type { Scope } from '../../core/access/scope.ts';
import { contentScope } from './content-access.ts';
import { checkedAttachments } from './content-attachments.ts';
import { resolveAudience, targetingOf } from './content-audience.ts';
import { statusRulesOf, type ContentKind } from './content-kinds.ts';
import { contentListSpec } from './content-list.ts';
import type { ContentBody, ContentListQuery, ContentModule, StoredItem } from './content-module.ts';
import { findDeletedItem, findItem, insertItem, updateItem } from './content.repo.ts';
import { intArray } from '../../core/sql/sql-arrays.ts';
import type { RequestContext } from '../../core/http/request-context.ts';

// The rules of the five messaging modules (000 §4, 002 §4; DECISIONS.md "Content status
// transitions"): what may be created, edited and moved where, the timestamps a move sets, and
// the delivery job queued or cancelled in the same transaction as the status it follows.

/** The caller of a content call. */
export type ContentCaller = RequestContext;

const EVERYTHING: Scope = { all: true };

/** What reading an item and changing its status need of a module. */
type ItemModule = Pick<ContentModule, 'kind'> & {
  extra: Pick<ContentModule['extra'], 'answer' | 'sendRefusal'>;
};

const timestamp = (at: Date | null): SQL =>
  at === null ? sql`NULL` : sql`${at.toISOString()}::timestamptz`;
const dateOf = (at: string | null | undefined): Date | null => (at ? new Date(at) : null);

/** A schedule date: required, and later than now by the server's clock. */
function futureSchedule(at: string | null | undefined): Date {
  if (!at) throw unprocessable(ContentMessages.scheduleRequired);
  const date = new Date(at);
  if (date.getTime() <= Date.now()) throw unprocessable(ContentMessages.scheduleInPast);
  return date;
}

function assertTransition(kind: ContentKind, from: ContentStatusCode, to: ContentStatusCode): void {
  const refusal = statusRulesOf(kind).refusal(from, to);
  if (refusal) throw conflict(refusal);
}

/** A stored status as one of the kind's codes (an unknown one reads as Draft, 000 §4). */
const statusOf = (kind: ContentKind, status: unknown) =>
  statusRulesOf(kind).statuses.read(status) as ContentStatusCode;

/** Sending and scheduling may need more than a draft does (SMS: the DLT template id). */
function assertSendable(
  module: { extra: { sendRefusal?(fields: Record<string, unknown>): string | null } },
  to: ContentStatusCode,
  fields: Record<string, unknown>,
): void {
  if (to !== ContentStatus.Active && to !== ContentStatus.Scheduled) return;
  const refusal = module.extra.sendRefusal?.(fields);
  if (refusal) throw unprocessable(refusal);
}

/**
 * The delivery job follows the status: Active delivers now (a Hidden item shown again resumes
 * its pending recipients; nobody is sent to twice), Scheduled delivers at its date, anything
 * else cancels a job still waiting (back to Draft, recalled before it ran, deleted).
 */
async function followWithDelivery(
  tx: DbOrTx,
  kind: ContentKind,
  id: number,
  to: ContentStatusCode,
  scheduledAt: Date | null,
): Promise<void> {
  if (to === ContentStatus.Active) await scheduleContentDelivery(tx, kind.key, id, 'now');
  else if (to === ContentStatus.Scheduled && scheduledAt) {
    await scheduleContentDelivery(tx, kind.key, id, scheduledAt);
  } else await cancelContentDelivery(tx, kind.key, id);
}

/** The columns a body sets (create and edit): the message, its audience, the module's own. */
async function bodyColumns<Body extends ContentBody, Query extends ContentListQuery>(
  tx: DbOrTx,
  caller: ContentCaller,
  module: ContentModule<Body, Query>,
  body: Body,
  scope: Scope,
  academicYearId: number,
): Promise<Record<string, SQL>> {
  const targeting = targetingOf(body);
  const audience = await resolveAudience(tx, targeting, scope);
  const attachments = await checkedAttachments(tx, caller.auth, body.attachments);
  await module.extra.validate?.(tx, body);
  return {
    title: sql`${body.title}`,
    description: sql`${body.description}`,
    targeting: sql`${JSON.stringify(targeting)}::jsonb`,
    branch_ids: intArray(audience.branchIds),
    segment_ids: intArray(audience.segmentIds),
    attachments: intArray(attachments),
    academic_year_id: sql`${academicYearId}`,
    ...module.extra.columns(body),
  };
}

async function reread(db: Db, module: ItemModule, id: number) {
  const item = await findItem(db, module, id, EVERYTHING);
  if (!item) throw notFound(Messages.notFound);
  return item;
}

/** GET {path}: the list's spec within the caller's scope for the requested year. */
export async function contentList<Body extends ContentBody, Query extends ContentListQuery>(
  caller: ContentCaller,
  module: ContentModule<Body, Query>,
  query: Query,
): Promise<ListSpec> {
  const scope = await contentScope(caller.db, caller.auth, module.kind, query.academic_year_id);
  return contentListSpec(module, query, scope, caller.auth.userId);
}

/** GET {path}/{id}: 404 for a missing, deleted or out-of-scope item alike. */
export async function contentDetail(
  caller: ContentCaller,
  module: ItemModule,
  id: number,
  academicYearId: number | undefined,
): Promise<StoredItem> {
  const scope = await contentScope(caller.db, caller.auth, module.kind, academicYearId);
  const item = await findItem(caller.db, module, id, scope);
  if (!item) throw notFound(Messages.notFound);
  return item;
}

/** POST {path}: sent, scheduled or a draft, reaching only branches in the author's scope. */
export async function createContent<Body extends ContentBody, Query extends ContentListQuery>(
  caller: ContentCaller,
  module: ContentModule<Body, Query>,
  sent: Body,
): Promise<StoredItem> {
  const body = module.extra.normalize?.(sent) ?? sent;
  const academicYearId = body.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
  const scope = await contentScope(caller.db, caller.auth, module.kind, academicYearId);
  const status = body.status as ContentStatusCode;
  const scheduledAt =
    status === ContentStatus.Scheduled
      ? futureSchedule(body.scheduled_at)
      : dateOf(body.scheduled_at);
  assertSendable(module, status, body);
  const id = await caller.db.transaction(async (tx) => {
    const columns = await bodyColumns(tx, caller, module, body, scope, academicYearId);
    const id = await insertItem(tx, module.kind, {
      ...columns,
      status: sql`${status}`,
      scheduled_at: timestamp(scheduledAt),
      created_by: sql`${caller.auth.userId}`,
    });
    await module.extra.afterSave?.(tx, id, body);
    await followWithDelivery(tx, module.kind, id, status, scheduledAt);
    return id;
  });
  return reread(caller.db, module, id);
}

/**
 * PUT {path}/{id}: replaces the item with the body, only before it is sent (Draft or
 * Scheduled); the body's status moves it by the same transitions as the status call.
 */
export async function updateContent<Body extends ContentBody, Query extends ContentListQuery>(
  caller: ContentCaller,
  module: ContentModule<Body, Query>,
  id: number,
  sent: Body,
): Promise<StoredItem> {
  const body = module.extra.normalize?.(sent) ?? sent;
  const academicYearId = body.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
  const scope = await contentScope(caller.db, caller.auth, module.kind, academicYearId);
  await caller.db.transaction(async (tx) => {
    const item = await findItem(tx, module, id, scope, { lock: true });
    if (!item) throw notFound(Messages.notFound);
    const from = statusOf(module.kind, item.status);
    if (from !== ContentStatus.Draft && from !== ContentStatus.Scheduled) {
      throw conflict(statusRulesOf(module.kind).sentCannotBeEdited);
    }
    const to = body.status as ContentStatusCode;
    if (to !== from) assertTransition(module.kind, from, to);
    const scheduledAt =
      to === ContentStatus.Scheduled
        ? futureSchedule(body.scheduled_at)
        : dateOf(body.scheduled_at);
    assertSendable(module, to, body);
    const columns = await bodyColumns(tx, caller, module, body, scope, academicYearId);
    await updateItem(tx, module.kind, id, {
      ...columns,
      status: sql`${to}`,
      scheduled_at: timestamp(scheduledAt),
      ...timestampsOfMove(from, to),
    });
    await module.extra.afterSave?.(tx, id, body);
    await followWithDelivery(tx, module.kind, id, to, scheduledAt);
  });
  return reread(caller.db, module, id);
}

/** 000 §4: Scheduled → Active sets scheduled_at to now; Draft → Active sets created_at to now. */
function timestampsOfMove(from: ContentStatusCode, to: ContentStatusCode): Record<string, SQL> {
  if (to !== ContentStatus.Active) return {};
  if (from === ContentStatus.Scheduled) return { scheduled_at: sql`now()` };
  if (from === ContentStatus.Draft) return { created_at: sql`now()` };
  return {};
}

/** A status call's body: the move, and the item's id when the caller names it. */
export interface ContentStatusChange {
  id?: number | undefined;
  status: number;
  scheduled_at?: string | undefined;
}

/**
 * PUT {path}/{id}/status (and DELETE, which is the move to Delete -1): one transition of
 * CONTENT_STATUS_MACHINE, refused with its reason otherwise. Scheduling takes the body's date or
 * the item's own; either must be in the future. Answers the item, or null once deleted.
 */
export async function changeContentStatus(
  caller: ContentCaller,
  module: ItemModule,
  id: number,
  change: ContentStatusChange,
  academicYearId: number | undefined,
): Promise<StoredItem | null> {
  if (change.id !== undefined && change.id !== id) {
    throw unprocessable(ContentMessages.idMismatch);
  }
  const to = change.status as ContentStatusCode;
  const scope = await contentScope(caller.db, caller.auth, module.kind, academicYearId);
  await caller.db.transaction(async (tx) => {
    const item = await findItem(tx, module, id, scope, { lock: true });
    if (!item) throw notFound(Messages.notFound);
    const from = statusOf(module.kind, item.status);
    assertTransition(module.kind, from, to);
    const scheduledAt =
      to === ContentStatus.Scheduled
        ? futureSchedule(change.scheduled_at ?? item.scheduled_at)
        : null;
    // Judged as the item will be: its new status and schedule (a poll's end must follow it).
    assertSendable(module, to, {
      ...item,
      status: to,
      ...(scheduledAt ? { scheduled_at: scheduledAt.toISOString() } : {}),
    });
    await updateItem(tx, module.kind, id, {
      status: sql`${to}`,
      ...timestampsOfMove(from, to),
      ...(to === ContentStatus.Delete
        ? { deleted_at: sql`now()`, status_before_delete: sql`${from}` }
        : {}),
      ...(scheduledAt ? { scheduled_at: timestamp(scheduledAt) } : {}),
    });
    await followWithDelivery(tx, module.kind, id, to, scheduledAt);
  });
  return to === ContentStatus.Delete ? null : reread(caller.db, module, id);
}

/**
 * PUT {path}/{id}/restore: undoes a delete made within CONTENT_RESTORE_MINUTES, putting back the
 * status the item had. Its delivery follows as on any move: a sent item resumes its pending
 * recipients only (nobody is sent to twice), a scheduled one is queued again for its date, or
 * goes back to Draft when that date passed while it was deleted.
 */
export async function restoreContent(
  caller: ContentCaller,
  module: ItemModule,
  id: number,
  academicYearId: number | undefined,
): Promise<StoredItem> {
  const scope = await contentScope(caller.db, caller.auth, module.kind, academicYearId);
  await caller.db.transaction(async (tx) => {
    const deleted = await findDeletedItem(tx, module.kind, id, scope);
    if (!deleted) throw notFound(Messages.notFound);
    if (deleted === 'not deleted') throw conflict(ContentMessages.notDeleted);
    if (!deleted.restorable) throw conflict(ContentMessages.restoreWindowPassed);
    let to = statusOf(module.kind, deleted.statusBeforeDelete);
    if (to === ContentStatus.Scheduled && !deleted.scheduleAhead) to = ContentStatus.Draft;
    await updateItem(tx, module.kind, id, {
      status: sql`${to}`,
      deleted_at: sql`NULL`,
      status_before_delete: sql`NULL`,
    });
    await followWithDelivery(tx, module.kind, id, to, deleted.scheduleAhead);
  });
  return reread(caller.db, module, id);
}

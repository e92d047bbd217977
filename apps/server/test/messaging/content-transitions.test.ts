import {
  CONTENT_STATUS_CODES,
  CONTENT_STATUS_MACHINE,
  ContentMessages,
  ContentStatus,
  SENT_CONTENT_STATUS_MACHINE,
  type ContentItem,
  type ContentStatusCode,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentKind } from '../../src/platform/engines/content/content-kinds.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import {
  KINDS,
  callerAs,
  bodyOf,
  clearContent,
  firstError,
  jobOf,
  minutesFromNow,
  type Call,
} from './content-test-kit.ts';

// Every status transition of the five modules through the status call (allowed and refused,
// with the contract's words), the timestamps a move sets, editing only before sending, and the
// delivery job queued, moved or cancelled with each move.

let t: TestApp;
let admin: SignedIn;
let call: Call;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  call = callerAs(t, () => admin);
  await clearContent(t);
});
afterAll(() => t?.close());

type Item = ContentItem & Record<string, unknown>;
const { Active, Scheduled, Draft, Hidden, Delete } = ContentStatus;
const LIVE_STATUSES = [Draft, Scheduled, Active, Hidden] as const;
/** 002 §4: marketing, notifications and SMS call status 1 "Sent"; 000 §4's modules "Active". */
const SENT_LABEL_KINDS = ['marketing', 'notification', 'sms'];
const machineOf = (kind: ContentKind) =>
  SENT_LABEL_KINDS.includes(kind.key) ? SENT_CONTENT_STATUS_MACHINE : CONTENT_STATUS_MACHINE;

/** A draft of the kind, moved to `status` in the database (as if earlier calls had). */
async function itemIn(kind: ContentKind, status: ContentStatusCode): Promise<Item> {
  const created = await call(kind.endpoints.create, { body: bodyOf(kind.key) });
  expect(created.statusCode, created.body).toBe(201);
  const item = created.json<Item>();
  await t.db.execute(sql`
    UPDATE ${sql.identifier(kind.table)}
    SET status = ${status}, created_at = now() - interval '2 days',
        scheduled_at = ${status === Scheduled ? minutesFromNow(60) : null}::timestamptz
    WHERE id = ${item.id}`);
  return item;
}

const stored = async (kind: ContentKind, id: number) =>
  (
    await t.db.execute<{ status: number; created_at: string }>(sql`
      SELECT status, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
             AS created_at
      FROM ${sql.identifier(kind.table)} WHERE id = ${id}`)
  ).rows[0]!;

const isRecent = (at: Date | string | null) =>
  at !== null && Math.abs(Date.now() - new Date(at).getTime()) < 60_000;

describe.each(KINDS)('PUT $endpoints.status.path', (kind) => {
  const cases = LIVE_STATUSES.flatMap((from) => CONTENT_STATUS_CODES.map((to) => [from, to]));

  it.each(cases)('from %i to %i: allowed or refused with its reason', async (from, to) => {
    const item = await itemIn(kind, from as ContentStatusCode);
    const response = await call(kind.endpoints.status, {
      params: { id: item.id },
      body: {
        id: item.id,
        status: to,
        ...(to === Scheduled ? { scheduled_at: minutesFromNow(30) } : {}),
      },
    });
    const refusal = machineOf(kind).refusal(from, to as ContentStatusCode);
    if (refusal) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(refusal);
      expect((await stored(kind, item.id)).status).toBe(from);
    } else if (to === Delete) {
      expect(response.statusCode).toBe(204);
      expect((await stored(kind, item.id)).status).toBe(Delete);
    } else {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Item>()).toMatchObject({ id: item.id, status: to });
    }
  });

  it('names status 1 in the words of the kind’s document when it refuses a send', async () => {
    const item = await itemIn(kind, Active);
    const response = await call(kind.endpoints.status, {
      params: { id: item.id },
      body: { status: Active },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      ContentMessages.alreadyInStatus(SENT_LABEL_KINDS.includes(kind.key) ? 'Sent' : 'Active'),
    );
  });

  it('refuses every change of a deleted item as not found', async () => {
    const item = await itemIn(kind, Delete);
    for (const status of [Active, Draft, Delete]) {
      expect(
        (await call(kind.endpoints.status, { params: { id: item.id }, body: { status } }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('refuses a body id that does not match the address, and unknown statuses', async () => {
    const item = await itemIn(kind, Draft);
    const mismatch = await call(kind.endpoints.status, {
      params: { id: item.id },
      body: {
        id: item.id + 1,
        status: Active,
      },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(firstError(mismatch)).toBe(ContentMessages.idMismatch);
    for (const status of [4, -2, 'x']) {
      const response = await call(kind.endpoints.status, {
        params: { id: item.id },
        body: { status },
      });
      expect(response.statusCode, String(status)).toBe(422);
    }
    expect(
      (await call(kind.endpoints.status, { params: { id: item.id }, body: {} })).statusCode,
    ).toBe(422);
  });

  it('Scheduled → Active sets scheduled_at to now; Draft → Active sets created_at to now', async () => {
    const scheduled = await itemIn(kind, Scheduled);
    const before = await stored(kind, scheduled.id);
    const sent = (
      await call(kind.endpoints.status, { params: { id: scheduled.id }, body: { status: Active } })
    ).json<Item>();
    expect(isRecent(sent.scheduled_at)).toBe(true);
    expect(sent.created_at).toBe(before.created_at);

    const draft = await itemIn(kind, Draft);
    const sentDraft = (
      await call(kind.endpoints.status, { params: { id: draft.id }, body: { status: Active } })
    ).json<Item>();
    expect(isRecent(sentDraft.created_at)).toBe(true);
    expect(sentDraft.scheduled_at).toBeNull();
  });

  it('Hidden → Active shows the item again without touching its dates', async () => {
    const hidden = await itemIn(kind, Hidden);
    const before = await stored(kind, hidden.id);
    const shown = (
      await call(kind.endpoints.status, { params: { id: hidden.id }, body: { status: Active } })
    ).json<Item>();
    expect(shown.status).toBe(Active);
    expect(shown.created_at).toBe(before.created_at);
  });

  it('schedules with the body’s date, else the item’s own; either must be in the future', async () => {
    const draft = await itemIn(kind, Draft);
    const move = (body: Record<string, unknown>) =>
      call(kind.endpoints.status, { params: { id: draft.id }, body });
    const noDate = await move({ status: Scheduled });
    expect(noDate.statusCode).toBe(422);
    expect(firstError(noDate)).toBe(ContentMessages.scheduleRequired);
    const past = await move({ status: Scheduled, scheduled_at: minutesFromNow(-5) });
    expect(past.statusCode).toBe(422);
    expect(firstError(past)).toBe(ContentMessages.scheduleInPast);
    const at = minutesFromNow(90);
    const scheduled = await move({ status: Scheduled, scheduled_at: at });
    expect(scheduled.json<Item>()).toMatchObject({ status: Scheduled, scheduled_at: at });

    // Back to Draft keeps the date; scheduling again without one takes it.
    await move({ status: Draft });
    const again = await move({ status: Scheduled });
    expect(again.json<Item>()).toMatchObject({ status: Scheduled, scheduled_at: at });

    // An item whose own date has passed needs a new one.
    await move({ status: Draft });
    await t.db.execute(sql`
      UPDATE ${sql.identifier(kind.table)} SET scheduled_at = now() - interval '1 hour'
      WHERE id = ${draft.id}`);
    const stale = await move({ status: Scheduled });
    expect(stale.statusCode).toBe(422);
    expect(firstError(stale)).toBe(ContentMessages.scheduleInPast);
  });

  it('queues, moves and cancels the delivery job with the status', async () => {
    const sent = (
      await call(kind.endpoints.create, { body: bodyOf(kind.key, { status: Active }) })
    ).json<Item>();
    expect(await jobOf(t, kind.key, sent.id)).toMatchObject({ status: 'queued' });
    expect(isRecent((await jobOf(t, kind.key, sent.id))!.run_at)).toBe(true);

    const draft = (await call(kind.endpoints.create, { body: bodyOf(kind.key) })).json<Item>();
    expect(await jobOf(t, kind.key, draft.id)).toBeUndefined();

    const at = minutesFromNow(120);
    const scheduled = (
      await call(kind.endpoints.create, {
        body: bodyOf(kind.key, { status: Scheduled, scheduled_at: at }),
      })
    ).json<Item>();
    const job = await jobOf(t, kind.key, scheduled.id);
    expect(job).toMatchObject({ status: 'queued' });
    expect(job!.run_at).toBe(at);

    const later = minutesFromNow(240);
    const move = (body: Record<string, unknown>) =>
      call(kind.endpoints.status, { params: { id: scheduled.id }, body });
    await move({ status: Scheduled, scheduled_at: later });
    expect((await jobOf(t, kind.key, scheduled.id))!.run_at).toBe(later);
    await move({ status: Draft });
    expect(await jobOf(t, kind.key, scheduled.id)).toMatchObject({ status: 'cancelled' });
    await move({ status: Active });
    expect(await jobOf(t, kind.key, scheduled.id)).toMatchObject({ status: 'queued' });

    // Recalled before the runner took it: the waiting job is cancelled; shown again: queued.
    await move({ status: Hidden });
    expect(await jobOf(t, kind.key, scheduled.id)).toMatchObject({ status: 'cancelled' });
    await move({ status: Active });
    expect(await jobOf(t, kind.key, scheduled.id)).toMatchObject({ status: 'queued' });

    const toDelete = (
      await call(kind.endpoints.create, {
        body: bodyOf(kind.key, { status: Scheduled, scheduled_at: at }),
      })
    ).json<Item>();
    expect((await call(kind.endpoints.remove, { params: { id: toDelete.id } })).statusCode).toBe(
      204,
    );
    expect(await jobOf(t, kind.key, toDelete.id)).toMatchObject({ status: 'cancelled' });
  });
});

describe.each(KINDS)('PUT $endpoints.update.path', (kind) => {
  it.each([Active, Hidden])('refuses to edit an item already sent (status %i)', async (status) => {
    const item = await itemIn(kind, status);
    const response = await call(kind.endpoints.update, {
      params: { id: item.id },
      body: bodyOf(kind.key, { title: 'New' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(ContentMessages.sentCannotBeEdited);
    const after = await call(kind.endpoints.detail, { params: { id: item.id } });
    expect(after.json<Item>().title).toBe('Sports day');
  });

  it('edits a scheduled item: a new date moves the job, Draft cancels it', async () => {
    const at = minutesFromNow(60);
    const item = (
      await call(kind.endpoints.create, {
        body: bodyOf(kind.key, { status: Scheduled, scheduled_at: at }),
      })
    ).json<Item>();
    const later = minutesFromNow(180);
    const moved = await call(kind.endpoints.update, {
      params: { id: item.id },
      body: bodyOf(kind.key, { status: Scheduled, scheduled_at: later, title: 'Moved' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Item>()).toMatchObject({
      status: Scheduled,
      scheduled_at: later,
      title: 'Moved',
    });
    expect((await jobOf(t, kind.key, item.id))!.run_at).toBe(later);
    const past = await call(kind.endpoints.update, {
      params: { id: item.id },
      body: bodyOf(kind.key, { status: Scheduled, scheduled_at: minutesFromNow(-1) }),
    });
    expect(firstError(past)).toBe(ContentMessages.scheduleInPast);
    const draft = await call(kind.endpoints.update, {
      params: { id: item.id },
      body: bodyOf(kind.key),
    });
    expect(draft.json<Item>().status).toBe(Draft);
    expect(await jobOf(t, kind.key, item.id)).toMatchObject({ status: 'cancelled' });
  });

  it('sends an edited draft: created_at becomes now and the job is queued', async () => {
    const item = await itemIn(kind, Draft);
    const sent = await call(kind.endpoints.update, {
      params: { id: item.id },
      body: bodyOf(kind.key, { status: Active }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(isRecent(sent.json<Item>().created_at)).toBe(true);
    expect(await jobOf(t, kind.key, item.id)).toMatchObject({ status: 'queued' });
  });

  it('sends an edited scheduled item: scheduled_at becomes now', async () => {
    const item = await itemIn(kind, Scheduled);
    const before = await stored(kind, item.id);
    const sent = (
      await call(kind.endpoints.update, {
        params: { id: item.id },
        body: bodyOf(kind.key, { status: Active }),
      })
    ).json<Item>();
    expect(isRecent(sent.scheduled_at)).toBe(true);
    expect(sent.created_at).toBe(before.created_at);
  });
});

import {
  CONTENT_RESTORE_MINUTES,
  ContentMessages,
  ContentStatus,
  type ContentItem,
  type ContentStatusCode,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentKind } from '../../src/platform/engines/content/content-kinds.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { CONTENT_KINDS } from '../support/content-kinds.ts';
import {
  KINDS,
  callerAs,
  bodyOf,
  clearContent,
  demoBranches,
  jobOf,
  minutesFromNow,
  type Call,
} from './content-test-kit.ts';

// A delete can be undone for CONTENT_RESTORE_MINUTES (PUT {path}/{id}/restore): the item gets
// back the status it had, its delivery follows that status, and after the window, for an item
// not deleted, or outside the caller's scope, restoring is refused and changes nothing.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let call: Call;

type Item = ContentItem & Record<string, unknown>;
const { Active, Scheduled, Draft, Hidden, Delete } = ContentStatus;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  call = callerAs(t, () => admin);
  await clearContent(t);
});
afterAll(() => t?.close());

/** A new item of the kind moved to `status` in the database, then deleted through the API. */
async function deletedFrom(kind: ContentKind, status: ContentStatusCode, scheduledAt?: string) {
  const created = await call(kind.endpoints.create, { body: bodyOf(kind.key) });
  expect(created.statusCode, created.body).toBe(201);
  const item = created.json<Item>();
  await t.db.execute(sql`
    UPDATE ${sql.identifier(kind.table)}
    SET status = ${status}, scheduled_at = ${scheduledAt ?? null}::timestamptz
    WHERE id = ${item.id}`);
  const deleted = await call(kind.endpoints.remove, { params: { id: item.id } });
  expect(deleted.statusCode, deleted.body).toBe(204);
  return item;
}

const stored = async (kind: ContentKind, id: number) =>
  (
    await t.db.execute<{ status: number; deleted_at: Date | null; status_before_delete: number }>(
      sql`SELECT status, deleted_at, status_before_delete
          FROM ${sql.identifier(kind.table)} WHERE id = ${id}`,
    )
  ).rows[0]!;

const restore = (kind: ContentKind, id: number, who?: SignedIn) =>
  call(kind.endpoints.restore, { params: { id } }, who);

describe.each(KINDS)('PUT $endpoints.restore.path', (kind) => {
  it.each([Draft, Active, Hidden])('puts back status %i and forgets the delete', async (status) => {
    const item = await deletedFrom(kind, status);
    expect(await stored(kind, item.id)).toMatchObject({
      status: Delete,
      status_before_delete: status,
    });
    expect((await call(kind.endpoints.detail, { params: { id: item.id } })).statusCode).toBe(404);

    const restored = await restore(kind, item.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Item>()).toMatchObject({ id: item.id, status });
    expect(await stored(kind, item.id)).toMatchObject({
      status,
      deleted_at: null,
      status_before_delete: null,
    });
    expect((await call(kind.endpoints.detail, { params: { id: item.id } })).statusCode).toBe(200);
  });

  it('queues a scheduled item again for its date; one whose date passed goes back to Draft', async () => {
    const at = minutesFromNow(90);
    const ahead = await deletedFrom(kind, Scheduled, at);
    expect(await jobOf(t, kind.key, ahead.id)).toBeUndefined();
    expect((await restore(kind, ahead.id)).json<Item>()).toMatchObject({
      status: Scheduled,
      scheduled_at: at,
    });
    expect(await jobOf(t, kind.key, ahead.id)).toMatchObject({ status: 'queued', run_at: at });

    const passed = await deletedFrom(kind, Scheduled, minutesFromNow(-5));
    expect((await restore(kind, passed.id)).json<Item>()).toMatchObject({ status: Draft });
    expect(await jobOf(t, kind.key, passed.id)).toBeUndefined();
  });
});

describe('restore refusals (the engine is shared; one kind stands for all)', () => {
  const kind = CONTENT_KINDS.announcement;

  it('refuses an item that is not deleted, with its reason, and leaves it as it was', async () => {
    const created = (await call(kind.endpoints.create, { body: bodyOf(kind.key) })).json<Item>();
    const response = await restore(kind, created.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(ContentMessages.notDeleted);
    expect((await stored(kind, created.id)).status).toBe(Draft);
  });

  it(`refuses once ${CONTENT_RESTORE_MINUTES} minutes have passed: deleted is final then`, async () => {
    const item = await deletedFrom(kind, Active);
    await t.db.execute(sql`
      UPDATE announcements
      SET deleted_at = now() - make_interval(mins => ${CONTENT_RESTORE_MINUTES + 1})
      WHERE id = ${item.id}`);
    const response = await restore(kind, item.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(ContentMessages.restoreWindowPassed);
    expect((await stored(kind, item.id)).status).toBe(Delete);
  });

  it('is not found for an item outside the caller’s scope, and for a missing one', async () => {
    const branches = await demoBranches(t);
    const created = await call(kind.endpoints.create, {
      body: bodyOf(kind.key, { target_method: 'branch', branch_ids: [branches.elsewhere] }),
    });
    const item = created.json<Item>();
    expect((await call(kind.endpoints.remove, { params: { id: item.id } })).statusCode).toBe(204);
    expect((await restore(kind, item.id, principal)).statusCode).toBe(404);
    expect((await stored(kind, item.id)).status).toBe(Delete);
    expect((await restore(kind, 999_999_999)).statusCode).toBe(404);
  });
});

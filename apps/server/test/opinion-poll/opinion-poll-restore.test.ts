import {
  CONTENT_RESTORE_MINUTES,
  ContentMessages,
  Messages,
  PollStatus,
  opinionPollEndpoints as endpoints,
  type PollItem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callerAs, type Call } from '../messaging/content-test-kit.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import { elsewhereBranch, pollBody, principalBranch } from './opinion-poll-kit.ts';

// PUT /opinion_poll/{id}/restore: a poll deleted less than CONTENT_RESTORE_MINUTES ago gets back
// the status it had, in the poll's own statuses; a poll not deleted, deleted too long ago, of
// another branch or missing, is refused and stays as it was; without the permission, 403.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let staff: SignedIn;
let call: Call;
let branch: number;
let elsewhere: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  staff = await t.signIn('staff');
  call = callerAs(t, () => admin);
  branch = await principalBranch(t);
  elsewhere = await elsewhereBranch(t, branch);
});
afterAll(() => t?.close());

const stored = async (id: number) =>
  (
    await t.db.execute<{ status: number; deleted_at: Date | null }>(
      sql`SELECT status, deleted_at FROM opinion_polls WHERE id = ${id}`,
    )
  ).rows[0]!;

/** A new poll of `branchId` moved to `status` in the database, then deleted through the API. */
async function deletedPoll(status: number, branchId = branch): Promise<PollItem> {
  const created = await call(endpoints.create, { body: pollBody(branchId) });
  expect(created.statusCode, created.body).toBe(201);
  const poll = created.answer();
  await t.db.execute(sql`UPDATE opinion_polls SET status = ${status} WHERE id = ${poll.id}`);
  const deleted = await call(endpoints.remove, { params: { id: poll.id } });
  expect(deleted.statusCode, deleted.body).toBe(204);
  expect((await stored(poll.id)).status).toBe(PollStatus.Delete);
  return poll;
}

describe(routeOf(endpoints.restore), () => {
  it.each([PollStatus.Draft, PollStatus.Completed])(
    'gives a deleted poll back its status %i, with its questions',
    async (status) => {
      const poll = await deletedPoll(status);
      expect((await call(endpoints.detail, { params: { id: poll.id } })).statusCode).toBe(404);

      const restored = await call(endpoints.restore, { params: { id: poll.id } }, principal);
      const answer = restored.answer();
      expect(answer).toMatchObject({ id: poll.id, status, title: poll.title });
      expect(answer.questions.map((question) => question.id)).toEqual(
        poll.questions.map((question) => question.id),
      );
      expect(await stored(poll.id)).toEqual({ status, deleted_at: null });
      expect((await call(endpoints.detail, { params: { id: poll.id } })).statusCode).toBe(200);
    },
  );

  it('refuses a poll that is not deleted, with the contract’s reason', async () => {
    const created = await call(endpoints.create, { body: pollBody(branch) });
    const poll = created.answer();
    const response = await call(endpoints.restore, { params: { id: poll.id } });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(ContentMessages.notDeleted);
    expect((await stored(poll.id)).status).toBe(PollStatus.Draft);
  });

  it(`refuses once ${CONTENT_RESTORE_MINUTES} minutes have passed, and the poll stays deleted`, async () => {
    const poll = await deletedPoll(PollStatus.Draft);
    await t.db.execute(sql`
      UPDATE opinion_polls
      SET deleted_at = now() - make_interval(mins => ${CONTENT_RESTORE_MINUTES + 1})
      WHERE id = ${poll.id}`);
    const response = await call(endpoints.restore, { params: { id: poll.id } });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(ContentMessages.restoreWindowPassed);
    expect((await stored(poll.id)).status).toBe(PollStatus.Delete);
  });

  it("is not found for another branch's poll and for a missing one", async () => {
    const theirs = await deletedPoll(PollStatus.Draft, elsewhere);
    const response = await call(endpoints.restore, { params: { id: theirs.id } }, principal);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(Messages.notFound);
    expect((await stored(theirs.id)).status).toBe(PollStatus.Delete);

    const missing = await call(endpoints.restore, { params: { id: 999_999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(Messages.notFound);
  });

  it('is refused without the opinion poll permission, and answers 401 without a session', async () => {
    const poll = await deletedPoll(PollStatus.Draft);
    const refused = await call(endpoints.restore, { params: { id: poll.id } }, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(Messages.forbidden);
    expect((await stored(poll.id)).status).toBe(PollStatus.Delete);

    const anonymous = await callApi(t, endpoints.restore, { params: { id: poll.id } });
    expect(anonymous.statusCode).toBe(401);
  });
});

import {
  AUTHORIZED_MEMBER_LIMIT,
  GatePassMessages,
  Messages,
  StudentRelation,
  gatePassEndpoints as endpoints,
  mediaEndpoints,
  type AuthorizedMember,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../harness.ts';
import { uploadFile } from '../media/multipart.ts';
import { png } from '../media/samples.ts';
import { callApi, routeOf, urlOf } from '../support/endpoint-client.ts';
import {
  clearGatePasses,
  firstError,
  insertMember,
  studentsOf,
  type DemoStudent,
  startGatePassTest,
} from './gate-pass-kit.ts';

// A student's authorized members (001 §7): list (archived last), add with its rules, archive
// and unarchive answering 204, the photo through media, scope by admission number, permissions.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let staff: SignedIn;
let student: DemoStudent;
let outsider: DemoStudent;

beforeAll(async () => {
  let students: DemoStudent[];
  // Photos go to a temporary DATA_DIR, not the repository's ./data.
  ({ t, admin, principal, zonal, staff, outsider, students } = await startGatePassTest({
    env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'gate-pass-test-')) },
  }));
  student = students[0]!;
});
beforeEach(() => clearGatePasses(t));
afterAll(() => t?.close());

const membersOf = (admission: string, who: SignedIn) =>
  callApi(t, endpoints.authorizedMembers, { params: { admission } }, who);
const add = (admission: string, body: unknown, who: SignedIn) =>
  callApi(t, endpoints.addAuthorizedMember, { params: { admission }, body }, who);
const setArchived = (admission: string, body: unknown, who: SignedIn) =>
  callApi(t, endpoints.archiveAuthorizedMember, { params: { admission }, body }, who);
const member = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lakshmi Devi',
  relation: StudentRelation.GrandParent,
  mobile: '9876501234',
  ...overrides,
});
const listOf = async (who: SignedIn = principal) => {
  const response = await membersOf(student.admission, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer();
};

describe(routeOf(endpoints.authorizedMembers), () => {
  it('lists the student’s members, archived last, oldest first within each', async () => {
    const archivedFirst = await insertMember(t, student, { name: 'A', archived: true });
    const father = await insertMember(t, student, { name: 'B', mobile: '9000000011' });
    const archivedLater = await insertMember(t, student, { name: 'C', archived: true });
    const mother = await insertMember(t, student, { name: 'D', relation: 2, mobile: '9000000012' });
    const members = await listOf();
    expect(members.map((entry) => entry.id)).toEqual([
      father,
      mother,
      archivedFirst,
      archivedLater,
    ]);
    expect(members[0]).toMatchObject({
      student_id: student.id,
      name: 'B',
      relation: 1,
      mobile: '9000000011',
      photo_media_id: null,
      is_archived: false,
    });
    // Admission numbers are found in any case.
    const lower = await membersOf(student.admission.toLowerCase(), principal);
    expect(lower.answer()).toHaveLength(4);
    // The documents' address ends in a slash: it answers the same list.
    const documented = await t.call({
      method: 'GET',
      url: `${urlOf(endpoints.authorizedMembers, { admission: student.admission })}/`,
      headers: principal.headers,
    });
    expect(documented.statusCode, documented.body).toBe(200);
    expect(documented.json<AuthorizedMember[]>().map((entry) => entry.id)).toEqual(
      members.map((entry) => entry.id),
    );
  });

  it('is 404 for a student outside the scope or unknown', async () => {
    for (const admission of [outsider.admission, 'NOSUCH0001']) {
      const response = await membersOf(admission, principal);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(GatePassMessages.studentNotFound);
    }
    expect((await membersOf(outsider.admission, admin)).statusCode).toBe(200);
  });
});

describe(routeOf(endpoints.addAuthorizedMember), () => {
  it('adds a member and answers it (201)', async () => {
    const response = await add(student.admission, member({ name: ' Lakshmi Devi ' }), principal);
    expect(response.statusCode, response.body).toBe(201);
    const added = response.answer();
    expect(added).toMatchObject({
      student_id: student.id,
      name: 'Lakshmi Devi',
      relation: StudentRelation.GrandParent,
      mobile: '9876501234',
      is_archived: false,
      photo_media_id: null,
    });
    expect((await listOf()).map((entry) => entry.id)).toEqual([added.id]);
    const by = await t.db.execute<{ username: string }>(sql`
      SELECT u.username FROM gate_pass_authorized_members m JOIN users u ON u.id = m.created_by
      WHERE m.id = ${added.id}`);
    expect(by.rows[0]!.username).toBe('principal');
  });

  it('checks the name, relation and mobile with the form’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [member({ name: '   ' }), GatePassMessages.memberNameRequired],
      [member({ relation: 9 }), GatePassMessages.memberRelation],
      [member({ relation: 0 }), GatePassMessages.memberRelation],
      [member({ mobile: '98765' }), Messages.searchMobile],
      [member({ mobile: '98765o1234' }), Messages.searchMobile],
    ];
    for (const [body, message] of cases) {
      const response = await add(student.admission, body, principal);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(firstError(response)).toBe(message);
    }
    const unknownField = await add(student.admission, member({ age: 3 }), principal);
    expect(unknownField.statusCode).toBe(422);
  });

  it('refuses a mobile already active for the student, and more than the limit (409)', async () => {
    await insertMember(t, student, { mobile: '9876501234' });
    const taken = await add(student.admission, member(), principal);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(GatePassMessages.memberMobileTaken);
    // An archived member's number may be used again.
    await t.db.execute(sql`UPDATE gate_pass_authorized_members SET is_archived = true`);
    expect((await add(student.admission, member(), principal)).statusCode).toBe(201);

    for (let n = 1; n < AUTHORIZED_MEMBER_LIMIT; n++) {
      await insertMember(t, student, { mobile: `91000000${String(n).padStart(2, '0')}` });
    }
    const full = await add(student.admission, member({ mobile: '9199999999' }), principal);
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toBe(GatePassMessages.memberLimit);
  });

  it('takes a photo the caller uploaded, as an image only', async () => {
    const upload = async (who: SignedIn, name: string, body: Buffer) => {
      const response = await uploadFile(t, who.headers, name, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: number }[]>()[0]!.id;
    };
    const photo = await upload(principal, 'grandma.png', png);
    const added = await add(student.admission, member({ photo_media_id: photo }), principal);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.answer().photo_media_id).toBe(photo);
    // Whoever reads this student's gate passes may open the photo; staff of another branch not.
    const opened = await callApi(t, mediaEndpoints.file, { params: { id: photo } }, zonal);
    expect(opened.statusCode).toBe(200);
    const hidden = await callApi(t, mediaEndpoints.file, { params: { id: photo } }, staff);
    expect(hidden.statusCode).toBe(404);

    const someoneElses = await upload(admin, 'other.png', png);
    const refused = await add(
      student.admission,
      member({ mobile: '9876501299', photo_media_id: someoneElses }),
      principal,
    );
    expect(refused.statusCode).toBe(422);
    expect(firstError(refused)).toBe(GatePassMessages.memberPhotoNotFound);
    const csv = await upload(principal, 'list.csv', Buffer.from('a,b\n1,2\n'));
    const notImage = await add(
      student.admission,
      member({ mobile: '9876501298', photo_media_id: csv }),
      principal,
    );
    expect(notImage.statusCode).toBe(422);
  });

  it('is 404 outside the scope and 403 without gatepass_update', async () => {
    const outside = await add(outsider.admission, member(), principal);
    expect(outside.statusCode).toBe(404);
    const readOnly = await add(student.admission, member(), staff);
    expect(readOnly.statusCode).toBe(403);
    expect(await listOf()).toEqual([]);
  });
});

describe(routeOf(endpoints.archiveAuthorizedMember), () => {
  it('archives and unarchives with 204; archived members move to the end', async () => {
    const first = await insertMember(t, student, { name: 'First', mobile: '9000000021' });
    const second = await insertMember(t, student, { name: 'Second', mobile: '9000000022' });
    const archive = await setArchived(
      student.admission,
      { authorized_member_id: first, is_archived: true },
      principal,
    );
    expect(archive.statusCode).toBe(204);
    expect(archive.body).toBe('');
    expect((await listOf()).map((entry) => [entry.id, entry.is_archived])).toEqual([
      [second, false],
      [first, true],
    ]);
    // The same state again is no change, still 204.
    const again = await setArchived(
      student.admission,
      { authorized_member_id: first, is_archived: true },
      principal,
    );
    expect(again.statusCode).toBe(204);
    const unarchive = await setArchived(
      student.admission,
      { authorized_member_id: first, is_archived: false },
      principal,
    );
    expect(unarchive.statusCode).toBe(204);
    expect((await listOf()).map((entry) => entry.id)).toEqual([first, second]);
  });

  it('refuses to unarchive into a duplicate mobile or past the limit (409)', async () => {
    const old = await insertMember(t, student, { mobile: '9000000031', archived: true });
    await insertMember(t, student, { mobile: '9000000031' });
    const duplicate = await setArchived(
      student.admission,
      { authorized_member_id: old, is_archived: false },
      principal,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ message: string }>().message).toBe(GatePassMessages.memberMobileTaken);
    const other = await insertMember(t, student, { mobile: '9000000032', archived: true });
    for (let n = 2; n <= AUTHORIZED_MEMBER_LIMIT; n++) {
      await insertMember(t, student, { mobile: `92000000${String(n).padStart(2, '0')}` });
    }
    const full = await setArchived(
      student.admission,
      { authorized_member_id: other, is_archived: false },
      principal,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toBe(GatePassMessages.memberLimit);
  });

  it('is 404 for another student’s member or one outside the scope; 422 for a bad body', async () => {
    const [, other] = (await studentsOf(t, student.branchId, 2)) as [DemoStudent, DemoStudent];
    const theirs = await insertMember(t, other);
    const wrongStudent = await setArchived(
      student.admission,
      { authorized_member_id: theirs, is_archived: true },
      principal,
    );
    expect(wrongStudent.statusCode).toBe(404);
    expect(wrongStudent.json<{ message: string }>().message).toBe(GatePassMessages.memberNotFound);
    const outsiders = await insertMember(t, outsider);
    const outside = await setArchived(
      outsider.admission,
      { authorized_member_id: outsiders, is_archived: true },
      principal,
    );
    expect(outside.statusCode).toBe(404);
    const missingFlag = await setArchived(
      student.admission,
      { authorized_member_id: theirs },
      principal,
    );
    expect(missingFlag.statusCode).toBe(422);
    const readOnly = await setArchived(
      other.admission,
      { authorized_member_id: theirs, is_archived: true },
      staff,
    );
    expect(readOnly.statusCode).toBe(403);
  });
});

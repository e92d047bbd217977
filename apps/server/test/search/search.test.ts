import {
  SEARCH_MAX_LIMIT,
  SearchMessages,
  announcementEndpoints,
  eventGalleryEndpoints,
  marketingEndpoints,
  searchEndpoints,
  wellnessEndpoints,
  type SearchAnswer,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';
import { insertCalls } from '../calling/calling-kit.ts';
import {
  insertPass,
  places,
  studentsOf,
  type DemoStudent,
  type Places,
} from '../gate-pass/gate-pass-kit.ts';
import { bodyOf } from '../messaging/content-test-kit.ts';
import { eventBodyOf } from '../event-gallery/event-kit.ts';

// GET /search: each kind found by its name, number or id, only within the caller's scope and
// only in modules the caller may read; short texts refused with the contract's message.

let t: TestApp;
let superuser: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let at: Places;
let ours: DemoStudent;
let theirs: DemoStudent;
let ourPass: number;
let theirPass: number;

const search = async (who: SignedIn, q: string, extra: Record<string, QueryValue> = {}) => {
  const response = await callApi(t, searchEndpoints.search, { query: { q, ...extra } }, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer();
};
const group = (answer: SearchAnswer, kind: string) =>
  answer.groups.find((found) => found.kind === kind);
const idsOf = (answer: SearchAnswer, kind: string) =>
  group(answer, kind)?.hits.map((hit) => hit.id) ?? [];

async function rename(student: DemoStudent, first: string, last: string) {
  await t.db.execute(
    sql`UPDATE students SET first_name = ${first}, last_name = ${last} WHERE id = ${student.id}`,
  );
}

beforeAll(async () => {
  t = await startTestApp();
  [superuser, principal, zonal] = await Promise.all([
    t.signIn('superuser'),
    t.signIn('principal'),
    t.signIn('zonal'),
  ]);
  at = await places(t);
  ours = (await studentsOf(t, at.principal, 1))[0]!;
  theirs = (await studentsOf(t, at.elsewhere, 1))[0]!;
  await rename(ours, 'Zephyrine', 'Quillfeather');
  await rename(theirs, 'Zephyrine', 'Farbranch');
  ourPass = await insertPass(t, ours);
  theirPass = await insertPass(t, theirs);
});
afterAll(() => t?.close());

describe(`${routeOf(searchEndpoints.search)}: people`, () => {
  it('finds a student by part of the name, within the scope, opening their gate passes', async () => {
    const answer = await search(principal, 'zephyrine');
    const students = group(answer, 'student');
    expect(students?.label).toBe('Students');
    expect(students?.hits.map((hit) => hit.id)).toEqual([ours.id]);
    expect(students?.hits[0]).toMatchObject({
      title: 'Zephyrine Quillfeather',
      // eslint-disable-next-line no-restricted-syntax -- the console page the hit links to, the subject of the test; not a call of the API
      path: `/gatepass?admission_number=${encodeURIComponent(ours.admission)}`,
    });
    expect(students?.hits[0]?.secondary).toContain(ours.admission);
    // People come first.
    expect(answer.groups[0]?.kind).toBe('student');
    // The superuser reaches both.
    expect(idsOf(await search(superuser, 'zephyrine'), 'student').sort()).toEqual(
      [ours.id, theirs.id].sort(),
    );
  });

  it('finds a student by admission number, in any case', async () => {
    const answer = await search(principal, ours.admission.toLowerCase());
    expect(idsOf(answer, 'student')).toEqual([ours.id]);
    expect(idsOf(await search(principal, theirs.admission), 'student')).toEqual([]);
  });

  it('two letters find names by the start of a word', async () => {
    await rename(ours, 'Qxavier', 'Lorne');
    try {
      expect(idsOf(await search(principal, 'qx'), 'student')).toEqual([ours.id]);
      // Not in the middle of a word.
      expect(idsOf(await search(principal, 'xa'), 'student')).not.toContain(ours.id);
    } finally {
      await rename(ours, 'Zephyrine', 'Quillfeather');
    }
  });

  it('tolerates a one-letter slip in a name, after the names that hold the text', async () => {
    // A letter swapped, wrong, missing or extra: each still finds the student, within scope.
    for (const slip of ['zephyirne', 'zephyrinr', 'zephyine', 'quillfeathers']) {
      expect(idsOf(await search(principal, slip), 'student'), slip).toEqual([ours.id]);
    }
    // Two slips are another name.
    expect(idsOf(await search(principal, 'zehpyirne'), 'student')).toEqual([]);
    // Another branch's student stays out of reach, slip or not.
    expect(idsOf(await search(principal, 'farbrnach'), 'student')).toEqual([]);
    expect(idsOf(await search(superuser, 'farbrnach'), 'student')).toEqual([theirs.id]);
  });

  it('ranks the names holding the text before the names one slip away', async () => {
    const [holder, slip] = (await studentsOf(t, at.principal, 3)).slice(1);
    // Velmxr is one slip from "velmor", which Velmora holds; the holder comes first, though
    // "Velmxr" sorts before "Velmora"… only by name among equals.
    await rename(holder!, 'Velmora', 'Tidewell');
    await rename(slip!, 'Velmxr', 'Tidewell');
    expect(idsOf(await search(principal, 'velmor'), 'student')).toEqual([holder!.id, slip!.id]);
  });

  it('finds staff by employee number and by name, opening the calls made to them', async () => {
    const member = (
      await t.db.execute<{ id: number; employee_number: number; first_name: string }>(sql`
        SELECT id, employee_number, first_name FROM staff ORDER BY id DESC LIMIT 1`)
    ).rows[0]!;
    await t.db.execute(sql`UPDATE staff SET last_name = 'Wintermarsh' WHERE id = ${member.id}`);
    const byNumber = await search(superuser, String(member.employee_number));
    const staff = group(byNumber, 'staff');
    expect(staff?.hits.map((hit) => hit.id)).toEqual([member.id]);
    expect(staff?.hits[0]?.path).toBe(
      `/adoption-calling?call_type=internal&employee_number_list=${member.employee_number}`,
    );
    expect(idsOf(await search(superuser, 'wintermarsh'), 'staff')).toEqual([member.id]);
    // The principal opens no staff calling entry: no staff group at all.
    expect(group(await search(principal, 'wintermarsh'), 'staff')).toBeUndefined();
  });
});

describe(`${routeOf(searchEndpoints.search)}: items`, () => {
  it('finds a gate pass by id and by the student’s name, never another branch’s', async () => {
    const byId = await search(principal, String(ourPass));
    expect(group(byId, 'gate_pass')?.hits[0]).toMatchObject({
      id: ourPass,
      // eslint-disable-next-line no-restricted-syntax -- the console page the hit links to, the subject of the test; not a call of the API
      path: `/gatepass/${ourPass}`,
      title: `Gate Pass ${ourPass} · Zephyrine Quillfeather`,
    });
    expect(group(byId, 'gate_pass')?.label).toBe('Gate passes');
    expect(idsOf(await search(principal, String(theirPass)), 'gate_pass')).toEqual([]);
    const byName = await search(principal, 'zephyrine');
    expect(idsOf(byName, 'gate_pass')).toEqual([ourPass]);
    expect(idsOf(await search(superuser, String(theirPass)), 'gate_pass')).toEqual([theirPass]);
  });

  it('finds messaging items by id and title, only in modules the caller may read', async () => {
    const created = await callApi(
      t,
      wellnessEndpoints.create,
      { body: bodyOf('wellness', { title: 'Mindful Marigold week' }) },
      principal,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const byTitle = await search(principal, 'marigold');
    expect(group(byTitle, 'wellness')?.hits[0]).toMatchObject({
      id,
      title: 'Mindful Marigold week',
      // eslint-disable-next-line no-restricted-syntax -- the console page the hit links to, the subject of the test; not a call of the API
      path: `/wellness/${id}`,
    });
    expect(idsOf(await search(principal, String(id)), 'wellness')).toEqual([id]);

    // The same principal without the wellness permission: the module is not theirs to read.
    await t.db.execute(sql`
      UPDATE users SET permissions = ARRAY['gatepass_read', 'announcement_read']::text[],
        permission_role_id = NULL WHERE username = 'principal'`);
    try {
      const hidden = await search(principal, 'marigold');
      expect(group(hidden, 'wellness')).toBeUndefined();
      expect(idsOf(await search(principal, 'zephyrine'), 'gate_pass')).toEqual([ourPass]);
    } finally {
      await t.db.execute(sql`
        UPDATE users SET permission_role_id = (SELECT id FROM permission_roles
          WHERE name = 'Principal'), permissions = '{}'::text[] WHERE username = 'principal'`);
    }
  });

  it('never finds a messaging item reaching another branch', async () => {
    const created = await callApi(
      t,
      announcementEndpoints.create,
      {
        body: bodyOf('announcement', {
          title: 'Faraway Fennel fair',
          target_method: 'branch',
          branch_ids: [at.elsewhere],
        }),
      },
      superuser,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect(idsOf(await search(superuser, 'fennel'), 'announcement')).toEqual([id]);
    expect(group(await search(principal, 'fennel'), 'announcement')).toBeUndefined();
    expect(group(await search(principal, String(id)), 'announcement')).toBeUndefined();
  });

  it('names a sent item’s status in its module’s words: Sent for marketing, Active for announcements', async () => {
    const creations = { marketing: marketingEndpoints, announcement: announcementEndpoints };
    const send = async (module: keyof typeof creations, title: string) => {
      const response = await callApi(
        t,
        creations[module].create,
        { body: bodyOf(module, { title, status: 1 }) },
        superuser,
      );
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const marketing = await send('marketing', 'Juniper open house');
    const announcement = await send('announcement', 'Juniper sports meet');
    const answer = await search(superuser, 'juniper');
    const hit = (kind: string, id: number) => group(answer, kind)?.hits.find((h) => h.id === id);
    expect(hit('marketing', marketing)?.secondary).toContain('Sent');
    expect(hit('marketing', marketing)?.secondary).not.toContain('Active');
    expect(hit('announcement', announcement)?.secondary).toContain('Active');
  });

  it('finds events of the gallery by id and name, within the scope', async () => {
    const create = async (branchId: number, title: string) => {
      const response = await callApi(
        t,
        eventGalleryEndpoints.create,
        { body: eventBodyOf(branchId, { title }) },
        superuser,
      );
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const ourEvent = await create(at.principal, 'Saffron kite festival');
    const theirEvent = await create(at.elsewhere, 'Saffron boat race');
    const answer = await search(principal, 'saffron');
    expect(group(answer, 'event')?.hits.map((hit) => hit.id)).toEqual([ourEvent]);
    expect(group(answer, 'event')?.hits[0]?.path).toBe(`/event-gallery/${ourEvent}`);
    expect(idsOf(await search(principal, String(theirEvent)), 'event')).toEqual([]);
    expect(idsOf(await search(superuser, String(theirEvent)), 'event')).toEqual([theirEvent]);
  });

  it('finds calls by id and by student, for callers who read calls', async () => {
    const [ourCall, theirCall] = await insertCalls(t, [
      { branchId: ours.branchId, studentId: ours.id, segmentId: ours.segmentId },
      { branchId: theirs.branchId, studentId: theirs.id, segmentId: theirs.segmentId },
    ]);
    const bySuperuser = await search(superuser, 'zephyrine');
    expect(idsOf(bySuperuser, 'call').sort()).toEqual([ourCall, theirCall].sort());
    expect(group(bySuperuser, 'call')?.hits.find((hit) => hit.id === ourCall)?.path).toBe(
      `/adoption-calling?id=${ourCall}`,
    );
    // The zonal coordinator reads adoption calls within their scope (the principal's branch is
    // in it; the last state's campus is not).
    expect(idsOf(await search(zonal, String(ourCall)), 'call')).toEqual([ourCall]);
    expect(idsOf(await search(zonal, String(theirCall)), 'call')).toEqual([]);
    // The principal reads no calls at all.
    expect(group(await search(principal, String(ourCall)), 'call')).toBeUndefined();
  });
});

describe(`${routeOf(searchEndpoints.search)}: the limit`, () => {
  it('offers a full group’s "See all": its list filtered by the text', async () => {
    const full = group(await search(superuser, 'zephyrine', { limit: 1 }), 'student');
    expect(full?.hits).toHaveLength(1);
    // eslint-disable-next-line no-restricted-syntax -- the console page "See all" opens, the subject of the test; not a call of the API
    expect(full?.see_all).toBe('/gatepass?student_name_search=zephyrine');
    // Room left: every hit is shown, nothing more to see.
    expect(group(await search(superuser, 'zephyrine'), 'student')?.see_all).toBeUndefined();
    // An id is one item: nothing more to see.
    const byId = group(await search(superuser, String(ourPass), { limit: 1 }), 'gate_pass');
    expect(byId?.see_all).toBeUndefined();
  });

  it('keeps every group to the limit where it has more to find', async () => {
    // At least three of each kind answer "tamarind" (the demo's calls add more): more than the
    // limit of two in every group checked.
    const kinds = ['student', 'staff', 'gate_pass', 'call', 'event', 'announcement'];
    const students = (await studentsOf(t, at.elsewhere, 4)).slice(1);
    expect(students).toHaveLength(3);
    for (const [index, student] of students.entries()) {
      await rename(student, 'Tamarind', `Student${'abc'[index]}`);
      await insertPass(t, student);
    }
    await insertCalls(
      t,
      students.map((student) => ({
        branchId: student.branchId,
        studentId: student.id,
        segmentId: student.segmentId,
      })),
    );
    await t.db.execute(sql`
      UPDATE staff SET last_name = 'Tamarind' WHERE id IN (SELECT id FROM staff ORDER BY id LIMIT 3)`);
    for (const title of ['Tamarind fair', 'Tamarind walk', 'Tamarind quiz']) {
      const event = await callApi(
        t,
        eventGalleryEndpoints.create,
        { body: eventBodyOf(at.elsewhere, { title }) },
        superuser,
      );
      expect(event.statusCode, event.body).toBe(201);
      const announcement = await callApi(
        t,
        announcementEndpoints.create,
        { body: bodyOf('announcement', { title }) },
        superuser,
      );
      expect(announcement.statusCode, announcement.body).toBe(201);
    }

    const everything = await search(superuser, 'tamarind', { limit: SEARCH_MAX_LIMIT });
    for (const kind of kinds) expect(idsOf(everything, kind).length, kind).toBeGreaterThan(2);
    const limited = await search(superuser, 'tamarind', { limit: 2 });
    for (const kind of kinds) {
      expect(idsOf(limited, kind), kind).toHaveLength(2);
      expect(idsOf(everything, kind), kind).toEqual(expect.arrayContaining(idsOf(limited, kind)));
    }
  });
});

describe(`${routeOf(searchEndpoints.search)}: what it refuses`, () => {
  it('refuses a text shorter than two characters with the contract’s message', async () => {
    for (const q of ['a', ' b ', '']) {
      const response = await callApi(t, searchEndpoints.search, { query: { q } }, principal);
      expect(response.statusCode).toBe(422);
      expect((response.json() as { message: string }).message).toContain(SearchMessages.tooShort);
    }
  });

  it('takes a single digit (an id)', async () => {
    const answer = await search(superuser, '7');
    expect(answer.q).toBe('7');
    expect(answer.groups.length).toBeGreaterThan(0);
  });

  it('answers 401 without a session', async () => {
    const response = await callApi(t, searchEndpoints.search, { query: { q: 'zephyrine' } });
    expect(response.statusCode).toBe(401);
  });
});

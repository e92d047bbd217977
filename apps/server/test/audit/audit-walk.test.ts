import {
  CallStatus,
  CallType,
  ContentStatus,
  Designation,
  EventStatus,
  GatePassStatus,
  StudentRelation,
  type EventItem,
  type EventSchedule,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../../src/db/seed/demo-accounts.ts';
import { simulatedCallSid } from '../../src/platform/adapters/telephony/simulated-telephony.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { insertCalls, studentAt } from '../calling/calling-kit.ts';
import { eventBodyOf, eventTypeIds, setDesignation } from '../event-gallery/event-kit.ts';
import {
  clearGatePasses,
  insertLog,
  insertMember,
  insertPass,
  places,
  studentsOf,
  type DemoStudent,
} from '../gate-pass/gate-pass-kit.ts';
import { BOUNDARY, multipartBody, tempDataDir } from '../media/multipart.ts';
import { png } from '../media/samples.ts';
import { KINDS, bodyOf, minutesFromNow } from '../messaging/content-test-kit.ts';

// Every registered state-changing route either proves here that a call through it leaves a row
// in the audit log (a recipe: what to prepare, the concrete call, and the module and item type
// the row must name), or says why it changes no audited record (EXEMPT). A write route in
// neither list fails the walk, so a new module's write route cannot land without one or the
// other; a list naming a route that is not registered fails too.

/** A demo account signed in, with its user id (what audit_log.user_id names). */
interface Caller {
  session: SignedIn;
  id: number;
}

interface Walk {
  t: TestApp;
  admin: Caller;
  /** The rater of events (designation 970, event_gallery_image_rating). */
  zonal: Caller;
  /** Students of the principal's branch (gate pass recipes). */
  students: DemoStudent[];
  /** A branch every account's scope reaches: the principal's. */
  branchId: number;
}

/** The concrete call a recipe names, and what its audit row must say. */
interface Step {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Who calls (default: the superuser). */
  as?: Caller;
  expect: { module: string; item_type: string };
}

type Recipe = (walk: Walk) => Promise<Step>;

const EXEMPT: Record<string, string> = {
  'POST /api/auth': 'sign-in: sessions and login failures, recorded as auth events',
  'POST /api/auth/first_leg': 'sign-in: sessions and login failures, recorded as auth events',
  'POST /api/auth/second_leg': 'sign-in: sessions and login failures, recorded as auth events',
  'POST /api/auth/employee/:n': 'OTP sign-in: a one-time code sent, recorded as an auth event',
  'POST /api/auth/global_employee_id/:id':
    'OTP sign-in: a one-time code sent, recorded as an auth event',
  'POST /api/auth/otp': 'OTP sign-in: a one-time code sent again, recorded as an auth event',
  'POST /api/auth/token': 'OTP sign-in: a session, recorded as an auth event',
  'POST /api/auth/token_auto': 'auto-login: a session, recorded as an auth event',
  'POST /api/auth/refresh': 'a session refreshed, recorded as an auth event',
  'POST /api/auth/logout': 'a session ended, recorded as an auth event',
  'PUT /api/auth/reset':
    'the password (a secret, never in a history) and sessions, recorded as auth events',
  'POST /api/auth/analytics_token': 'signs a token for the analytics calls; writes nothing',
  'PUT /api/analytic/app_session': 'usage telemetry, not a change of a record',
  'PUT /api/analytic/app_module': 'usage telemetry, not a change of a record',
  'POST /api/notification/reach': 'counts recipients; writes nothing',
  'POST /api/user_filter': 'counts recipients; writes nothing',
  'POST /api/user/:id/end_sessions': 'sessions ended, recorded as an auth event',
};

// ---- preparing through the API (as the superuser) or straight into the tables ----

async function send(
  walk: Walk,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
): Promise<unknown> {
  const response = await walk.t.call({
    method,
    url: `/api${url}`,
    headers: walk.admin.session.headers,
    payload: body as InjectOptions['payload'],
  });
  if (response.statusCode >= 300) {
    throw new Error(`preparing ${method} ${url} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

const idOf = async (answer: Promise<unknown>) => ((await answer) as { id: number }).id;

async function uploadPhoto(walk: Walk): Promise<number> {
  const response = await walk.t.call({
    method: 'POST',
    url: '/api/media',
    headers: {
      ...walk.admin.session.headers,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: multipartBody([{ filename: 'photo.png', content: png }]),
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ id: number }[]>()[0]!.id;
}

let categoryCount = 0;
const categoryBody = () => ({ name: `walk-${++categoryCount}`, display_label: 'Walk' });

const draftEvent = (walk: Walk) =>
  idOf(send(walk, 'POST', '/event_gallery', eventBodyOf(walk.branchId)));

/** A published event with two photos, and the zonal account a designation that rates events. */
async function publishedEvent(walk: Walk): Promise<EventItem> {
  const photos = [await uploadPhoto(walk), await uploadPhoto(walk)];
  await setDesignation(walk.t, 'zonal', Designation.ZonalCoordinator);
  return (await send(
    walk,
    'POST',
    '/event_gallery',
    eventBodyOf(walk.branchId, { attachments: photos, status: EventStatus.Active }),
  )) as EventItem;
}

async function schedule(walk: Walk): Promise<number> {
  const [type] = await eventTypeIds(walk.t);
  const created = (await send(walk, 'POST', '/event_gallery/event_schedule', {
    schedules: [{ scheduled_at: minutesFromNow(10 * 24 * 60), event_type_id: type }],
  })) as EventSchedule[];
  return created[0]!.id;
}

// ---- the recipes ----

const EVENTS = { module: 'event-gallery', item_type: 'event_gallery_items' };
const SCHEDULES = { module: 'event-gallery', item_type: 'event_schedules' };
const PASSES = { module: 'gate-pass', item_type: 'gate_passes' };
const MEMBERS = { module: 'gate-pass', item_type: 'gate_pass_authorized_members' };
const CALLS = { module: 'calling', item_type: 'call_records' };
const CATEGORIES = { module: 'content', item_type: 'content_categories' };

const RECIPES: Record<string, Recipe> = {
  // Gate pass
  'PUT /api/gate_pass/:id': async (walk) => {
    const id = await insertPass(walk.t, walk.students[0]!);
    return {
      url: `/api/gate_pass/${id}`,
      body: { status: GatePassStatus.Approved },
      expect: PASSES,
    };
  },
  'PUT /api/gate_pass/:gate_pass_id/member/:member_id': async (walk) => {
    const passId = await insertPass(walk.t, walk.students[0]!, { status: GatePassStatus.Approved });
    const logId = await insertLog(walk.t, passId, { matched: false });
    return {
      url: `/api/gate_pass/${passId}/member/${logId}`,
      body: { is_approved: true },
      // The pickup decision is recorded as a change of its pass.
      expect: PASSES,
    };
  },
  'POST /api/gate_pass/:admission/student_authorized_member': async (walk) => ({
    url: `/api/gate_pass/${walk.students[1]!.admission}/student_authorized_member`,
    body: { name: 'Lakshmi Devi', relation: StudentRelation.GrandParent, mobile: '9876501234' },
    expect: MEMBERS,
  }),
  'PUT /api/gate_pass/:admission/archive_authorized_member': async (walk) => {
    const student = walk.students[2]!;
    const id = await insertMember(walk.t, student, { mobile: '9000000031' });
    return {
      url: `/api/gate_pass/${student.admission}/archive_authorized_member`,
      body: { authorized_member_id: id, is_archived: true },
      expect: MEMBERS,
    };
  },

  // Event gallery
  'POST /api/event_gallery': async (walk) => ({
    url: '/api/event_gallery',
    body: eventBodyOf(walk.branchId),
    expect: EVENTS,
  }),
  'PUT /api/event_gallery/:id': async (walk) => ({
    url: `/api/event_gallery/${await draftEvent(walk)}`,
    body: eventBodyOf(walk.branchId, { title: 'Sports Day 2026' }),
    expect: EVENTS,
  }),
  'DELETE /api/event_gallery/:id': async (walk) => ({
    url: `/api/event_gallery/${await draftEvent(walk)}`,
    expect: EVENTS,
  }),
  'PUT /api/event_gallery/:id/status': async (walk) => ({
    url: `/api/event_gallery/${await draftEvent(walk)}/status`,
    body: { status: EventStatus.Scheduled, scheduled_at: minutesFromNow(30) },
    expect: EVENTS,
  }),
  'POST /api/event_gallery/rating': async (walk) => ({
    url: '/api/event_gallery/rating',
    body: { event_id: (await publishedEvent(walk)).id, rating: 4 },
    as: walk.zonal,
    // A rating is part of its event's story.
    expect: EVENTS,
  }),
  'POST /api/event_gallery/image_rating/:event_id/:media_file_id': async (walk) => {
    const event = await publishedEvent(walk);
    return {
      url: `/api/event_gallery/image_rating/${event.id}/${event.attachments[1]!.id}?rating=5`,
      body: {},
      as: walk.zonal,
      expect: EVENTS,
    };
  },
  'POST /api/event_gallery/event_schedule': async (walk) => ({
    url: '/api/event_gallery/event_schedule',
    body: {
      schedules: [
        {
          scheduled_at: minutesFromNow(12 * 24 * 60),
          event_type_id: (await eventTypeIds(walk.t))[0],
        },
      ],
    },
    expect: SCHEDULES,
  }),
  'PUT /api/event_gallery/event_schedule/:id': async (walk) => ({
    url: `/api/event_gallery/event_schedule/${await schedule(walk)}`,
    body: {
      scheduled_at: minutesFromNow(20 * 24 * 60),
      event_type_id: (await eventTypeIds(walk.t))[1],
    },
    expect: SCHEDULES,
  }),
  'PUT /api/event_gallery/event_schedule': async (walk) => ({
    url: '/api/event_gallery/event_schedule',
    body: { ids: [await schedule(walk), await schedule(walk)], board_type: 1 },
    expect: SCHEDULES,
  }),
  'PUT /api/event_gallery/event_schedule/delete': async (walk) => ({
    url: '/api/event_gallery/event_schedule/delete',
    body: { ids: [await schedule(walk)] },
    expect: SCHEDULES,
  }),

  // Calling (the default telephony driver, the simulator)
  'POST /api/adoption_call/tele_call': async (walk) => ({
    url: '/api/adoption_call/tele_call',
    body: {
      call_type: CallType.Adoption,
      student_id: (await studentAt(walk.t, walk.branchId)).id,
      agent_number: '9876512345',
    },
    expect: CALLS,
  }),
  'POST /api/adoption_call/update_call_status': async (walk) => {
    // Placed an hour ago, still queued here: the simulator now says it completed.
    const sid = simulatedCallSid(new Date(Date.now() - 3_600_000), 'completed');
    await insertCalls(walk.t, [
      { branchId: walk.branchId, callSid: sid, driver: 'simulator', status: CallStatus.Queued },
    ]);
    return {
      url: '/api/adoption_call/update_call_status',
      body: { call_sids: [sid] },
      expect: CALLS,
    };
  },
  'PUT /api/adoption_call/:id': async (walk) => {
    const [id] = await insertCalls(walk.t, [{ branchId: walk.branchId }]);
    return {
      url: `/api/adoption_call/${id}`,
      body: { remarks: 'Parent is pleased.' },
      expect: CALLS,
    };
  },

  // Shared modules
  'POST /api/media': async () => ({
    url: '/api/media',
    body: multipartBody([{ filename: 'screen.png', content: png }]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    expect: { module: 'media', item_type: 'media_files' },
  }),
  'POST /api/feedback': async () => ({
    url: '/api/feedback',
    body: {
      message: 'The export button does nothing',
      app_version: '1.0.0',
      user_agent: 'Mozilla/5.0 test',
      device_id: 'web-test-device',
    },
    expect: { module: 'feedback', item_type: 'help_feedback' },
  }),
  'POST /api/preset_filter': async () => ({
    url: '/api/preset_filter',
    body: { page: '/gatepass', name: 'Waiting', data: { status_list: [1] } },
    expect: { module: 'preset-filter', item_type: 'preset_filters' },
  }),
  'PUT /api/preset_filter/:id': async (walk) => {
    const body = { page: '/gatepass', name: 'Before', data: { status_list: [1] } };
    const id = await idOf(send(walk, 'POST', '/preset_filter', body));
    return {
      url: `/api/preset_filter/${id}`,
      body: { ...body, name: 'After' },
      expect: { module: 'preset-filter', item_type: 'preset_filters' },
    };
  },
  'DELETE /api/preset_filter/:id': async (walk) => {
    const body = { page: '/gatepass', name: 'Gone', data: { status_list: [1] } };
    return {
      url: `/api/preset_filter/${await idOf(send(walk, 'POST', '/preset_filter', body))}`,
      expect: { module: 'preset-filter', item_type: 'preset_filters' },
    };
  },
};

// The five messaging modules share the content engine's calls; their categories are the
// platform's table.
for (const kind of KINDS) {
  const items = { module: kind.key, item_type: kind.table };
  const draft = (walk: Walk) => idOf(send(walk, 'POST', kind.path, bodyOf(kind.key)));
  Object.assign(RECIPES, {
    [`POST /api${kind.path}`]: async () => ({
      url: `/api${kind.path}`,
      body: bodyOf(kind.key),
      expect: items,
    }),
    [`PUT /api${kind.path}/:id`]: async (walk: Walk) => ({
      url: `/api${kind.path}/${await draft(walk)}`,
      body: bodyOf(kind.key, { title: 'Sports day moved' }),
      expect: items,
    }),
    [`PUT /api${kind.path}/:id/status`]: async (walk: Walk) => ({
      url: `/api${kind.path}/${await draft(walk)}/status`,
      body: { status: ContentStatus.Scheduled, scheduled_at: minutesFromNow(60) },
      expect: items,
    }),
    [`DELETE /api${kind.path}/:id`]: async (walk: Walk) => ({
      url: `/api${kind.path}/${await draft(walk)}`,
      expect: items,
    }),
  } satisfies Record<string, Recipe>);
  if (!kind.categories) continue;
  const category = (walk: Walk) =>
    idOf(send(walk, 'POST', `${kind.path}/category`, categoryBody()));
  Object.assign(RECIPES, {
    [`POST /api${kind.path}/category`]: async () => ({
      url: `/api${kind.path}/category`,
      body: categoryBody(),
      expect: CATEGORIES,
    }),
    [`PUT /api${kind.path}/category`]: async (walk: Walk) => ({
      url: `/api${kind.path}/category`,
      body: { id: await category(walk), ...categoryBody() },
      expect: CATEGORIES,
    }),
    [`PUT /api${kind.path}/category/:id`]: async (walk: Walk) => ({
      url: `/api${kind.path}/category/${await category(walk)}`,
      body: categoryBody(),
      expect: CATEGORIES,
    }),
    [`DELETE /api${kind.path}/category/:id`]: async (walk: Walk) => ({
      url: `/api${kind.path}/category/${await category(walk)}`,
      expect: CATEGORIES,
    }),
  } satisfies Record<string, Recipe>);
}

// ---- the walk ----

let walk: Walk;
let dataDir: string;

const signedIn = async (t: TestApp, account: 'superuser' | 'zonal'): Promise<Caller> => {
  const session = await t.signIn(account);
  const found = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE username = ${DemoAccounts[account].username}`,
  );
  return { session, id: found.rows[0]!.id };
};

beforeAll(async () => {
  // Uploads and call recordings go to a DATA_DIR of this file's own.
  dataDir = tempDataDir();
  const t = await startTestApp({ env: { DATA_DIR: dataDir } });
  // The demo seed's members would fill a student's list; the walk adds its own.
  await clearGatePasses(t);
  const where = await places(t);
  walk = {
    t,
    admin: await signedIn(t, 'superuser'),
    zonal: await signedIn(t, 'zonal'),
    students: await studentsOf(t, where.principal, 3),
    branchId: where.principal,
  };
});
afterAll(async () => {
  await walk?.t.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const writeRoutes = () => [
  ...new Set(
    walk.t.app.routeAccessTable
      .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`),
  ),
];

describe('the audit walk covers every write route', () => {
  it('names each registered write route in the recipes or the exemptions, never both', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const unaccounted = routes.filter((route) => !(route in RECIPES) && !(route in EXEMPT));
    expect(unaccounted, 'write routes with neither an audit recipe nor a stated reason').toEqual(
      [],
    );
    const both = Object.keys(RECIPES).filter((route) => route in EXEMPT);
    expect(both, 'routes both walked and exempt').toEqual([]);
  });

  it('names only registered routes', () => {
    const routes = new Set(writeRoutes());
    const stale = [...Object.keys(RECIPES), ...Object.keys(EXEMPT)].filter(
      (route) => !routes.has(route),
    );
    expect(stale, 'listed routes that are not registered write routes').toEqual([]);
  });
});

type AuditRow = {
  user_id: number;
  request: string;
  module: string;
  item_type: string;
  action: string;
  after: Record<string, unknown> | null;
};

describe('a call through each write route leaves its audit row', () => {
  for (const [route, recipe] of Object.entries(RECIPES)) {
    it(route, async () => {
      const { t } = walk;
      const method = route.slice(0, route.indexOf(' ')) as InjectOptions['method'];
      const step = await recipe(walk);
      const caller = step.as ?? walk.admin;
      const last = await t.db.execute<{ id: string | null }>(
        sql`SELECT max(id) AS id FROM audit_log`,
      );
      const since = last.rows[0]!.id ?? '0';

      const response = await t.call({
        method,
        url: step.url,
        headers: { ...caller.session.headers, ...step.headers },
        ...(step.body === undefined ? {} : { payload: step.body as InjectOptions['payload'] }),
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(300);

      const rows = (
        await t.db.execute<AuditRow>(sql`
          SELECT user_id, request, module, item_type, action, after FROM audit_log
          WHERE id > ${since}::bigint ORDER BY id`)
      ).rows;
      const recorded = rows.filter(
        (row) =>
          row.request === route &&
          row.user_id === caller.id &&
          row.module === step.expect.module &&
          row.item_type === step.expect.item_type,
      );
      expect(recorded, `audit rows after the call: ${JSON.stringify(rows)}`).not.toEqual([]);
      if (method === 'PUT') {
        // An update records what it changed.
        expect(recorded.some((row) => Object.keys(row.after ?? {}).length > 0)).toBe(true);
      }
    });
  }
});

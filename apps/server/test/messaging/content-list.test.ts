import {
  Messages,
  announcementEndpoints,
  marketingEndpoints,
  notificationEndpoints,
  smsEndpoints,
  type ContentItem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentKind } from '../../src/platform/engines/content/content-kinds.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import type { QueryValue } from '../support/endpoint-client.ts';
import {
  CATEGORY_KINDS,
  KINDS,
  callerAs,
  clearContent,
  demoBranches,
  firstError,
  hasCategories,
  type Call,
  type DemoBranches,
} from './content-test-kit.ts';

// The lists of the five modules against a known data set: every filter of the list query with
// the counts it must give, paging, sorting, the scope, and the export file.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let call: Call;
let branches: DemoBranches;
/** The kinds whose status 1 reads "Sent" (002 §4), not "Active" (000 §4). */
const SENT_LABEL_KINDS = ['marketing', 'notification', 'sms'];
/** Row number (1–6 below) → id, per kind. */
const ids = new Map<string, number[]>();

interface Row {
  author: 'admin' | 'principal' | 'zonal';
  status: number;
  title: string;
  createdAt: string;
  branches: (b: DemoBranches) => number[];
  segments: number[];
  platforms: number[];
  applications: number[];
  priority: number;
  category: boolean;
}

const ROWS: Row[] = [
  {
    author: 'admin',
    status: 1,
    title: 'Alpha notice',
    createdAt: '2025-06-01T10:00:00Z',
    branches: (b) => [b.elsewhere],
    segments: [2],
    platforms: [1],
    applications: [2],
    priority: 1,
    category: true,
  },
  {
    author: 'admin',
    status: 2,
    title: 'Beta reminder',
    createdAt: '2025-06-02T23:59:59Z',
    branches: (b) => [b.principal],
    segments: [3],
    platforms: [2, 3],
    applications: [3],
    priority: 2,
    category: true,
  },
  {
    author: 'principal',
    status: 3,
    title: 'Gamma 100% ready_',
    createdAt: '2025-06-03T00:00:00Z',
    branches: (b) => [b.principal],
    segments: [2, 3],
    platforms: [1, 2, 3],
    applications: [2],
    priority: 3,
    category: false,
  },
  {
    author: 'principal',
    status: 0,
    title: 'delta NOTICE',
    createdAt: '2025-06-03T12:00:00Z',
    branches: (b) => [b.principal],
    segments: [],
    platforms: [1, 2, 3],
    applications: [2],
    priority: 3,
    category: false,
  },
  {
    author: 'zonal',
    status: 1,
    title: 'Epsilon',
    createdAt: '2025-06-04T08:00:00Z',
    branches: (b) => [b.principal, b.firstState.find((id) => id !== b.principal)!],
    segments: [4],
    platforms: [1, 2, 3],
    applications: [2],
    priority: 3,
    category: false,
  },
  {
    author: 'admin',
    status: -1,
    title: 'Alpha deleted',
    createdAt: '2025-06-02T09:00:00Z',
    branches: (b) => [b.principal],
    segments: [2],
    platforms: [1, 2, 3],
    applications: [2],
    priority: 1,
    category: true,
  },
];

async function insertRows(kind: ContentKind, categoryId: number | null): Promise<number[]> {
  const rowIds: number[] = [];
  for (const row of ROWS) {
    const own =
      kind.key === 'notification'
        ? sql`, platforms, applications`
        : kind.key === 'sms'
          ? sql`, priority`
          : kind.endpoints.categories
            ? sql`, category_id`
            : sql``;
    const ownValues =
      kind.key === 'notification'
        ? sql`, ${sql.param(row.platforms)}::int[], ${sql.param(row.applications)}::int[]`
        : kind.key === 'sms'
          ? sql`, ${row.priority}`
          : kind.endpoints.categories
            ? sql`, ${row.category ? categoryId : null}::int`
            : sql``;
    const result = await t.db.execute<{ id: number }>(sql`
      INSERT INTO ${sql.identifier(kind.table)}
        (status, title, description, targeting, branch_ids, segment_ids, academic_year_id,
         created_at, updated_at, scheduled_at, created_by ${own})
      SELECT ${row.status}, ${row.title}, 'Message', '{"user_type":"student","target_method":"all"}',
             ${sql.param(row.branches(branches))}::int[], ${sql.param(row.segments)}::int[], 20,
             ${row.createdAt}::timestamptz, ${row.createdAt}::timestamptz,
             ${row.status === 2 ? '2030-01-01T00:00:00Z' : null}::timestamptz, u.id ${ownValues}
      FROM users u WHERE u.username = ${row.author}
      RETURNING id`);
    rowIds.push(result.rows[0]!.id);
  }
  return rowIds;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  zonal = await t.signIn('zonal');
  call = callerAs(t, () => admin);
  branches = await demoBranches(t);
  await clearContent(t);
  for (const kind of KINDS) {
    let categoryId: number | null = null;
    if (hasCategories(kind)) {
      const category = await t.db.execute<{ id: number }>(sql`
        INSERT INTO content_categories (module, name, display_label)
        VALUES (${kind.key}, 'events', 'Events') RETURNING id`);
      categoryId = category.rows[0]!.id;
    }
    ids.set(kind.key, await insertRows(kind, categoryId));
  }
});
afterAll(() => t?.close());

type Item = ContentItem & Record<string, unknown>;
type ListQuery = Record<string, QueryValue>;

describe.each(KINDS)('GET $endpoints.list.path', (kind) => {
  const list = async (query: ListQuery, who: SignedIn = admin) => {
    const response = await call(kind.endpoints.list, { query }, who);
    expect(response.statusCode, `${JSON.stringify(query)}: ${response.body}`).toBe(200);
    const items = response.json<Item[]>();
    return {
      items,
      total: Number(response.headers['x-total-count']),
      titles: items.map((i) => i.title),
    };
  };
  const count = async (query: ListQuery, who?: SignedIn) => (await list(query, who)).total;
  const row = (n: number) => ids.get(kind.key)![n - 1]!;
  /** The principal holds announcements and wellness; the zonal coordinator the other three. */
  const limited = () => (hasCategories(kind) ? principal : zonal);

  it('lists every item but the deleted one, newest first, with x-total-count', async () => {
    const { items, total, titles } = await list({});
    expect(total).toBe(5);
    expect(titles).toEqual([
      'Epsilon',
      'delta NOTICE',
      'Gamma 100% ready_',
      'Beta reminder',
      'Alpha notice',
    ]);
    expect(items[0]).toMatchObject({
      id: row(5),
      status: 1,
      author: { name: 'Venkata Ramana Murthy' },
    });
    expect(items.map((item) => item.id)).not.toContain(row(6));
  });

  it('filters by status (Active, Scheduled, Draft, Hidden) and refuses other codes', async () => {
    expect(await count({ status: 1 })).toBe(2);
    expect(await count({ status: 2 })).toBe(1);
    expect(await count({ status: 3 })).toBe(1);
    expect(await count({ status: 0 })).toBe(1);
    for (const status of ['-1', '4', 'x']) {
      expect((await call(kind.endpoints.list, { query: { status } })).statusCode, status).toBe(422);
    }
  });

  it('filters self_only to the caller’s own items', async () => {
    expect(await count({ self_only: true })).toBe(2);
    expect(await count({ self_only: false })).toBe(5);
    expect(await count({ self_only: true }, limited())).toBe(hasCategories(kind) ? 2 : 1);
  });

  it('filters by branches: items reaching any of them', async () => {
    expect(await count({ branch_ids: branches.elsewhere })).toBe(1);
    expect(await count({ branch_ids: branches.principal })).toBe(4);
    expect(await count({ branch_ids: `${branches.principal},${branches.elsewhere}` })).toBe(5);
    expect(await count({ branch_ids: [branches.principal, branches.elsewhere] })).toBe(5);
    expect((await call(kind.endpoints.list, { query: { branch_ids: 'x' } })).statusCode).toBe(422);
  });

  it('filters by creation day, both ends inclusive (UTC)', async () => {
    expect(await count({ from_date: '2025-06-02', to_date: '2025-06-03' })).toBe(3);
    expect(await count({ from_date: '2025-06-04' })).toBe(1);
    expect(await count({ to_date: '2025-06-01' })).toBe(1);
    expect(await count({ from_date: '2025-06-05' })).toBe(0);
    const reversed = await call(kind.endpoints.list, {
      query: { from_date: '2025-06-03', to_date: '2025-06-02' },
    });
    expect(reversed.statusCode).toBe(422);
    expect(firstError(reversed)).toBe(Messages.fromDateAfterToDate);
    expect((await call(kind.endpoints.list, { query: { from_date: '3-6-2025' } })).statusCode).toBe(
      422,
    );
  });

  it('filters by segment names', async () => {
    expect(await count({ segment_name_list: 'College' })).toBe(2);
    expect(await count({ segment_name_list: 'College,E-Champs' })).toBe(3);
    expect(await count({ segment_name_list: 'High School' })).toBe(2);
    const unknown = await call(kind.endpoints.list, { query: { segment_name_list: 'Primary' } });
    expect(unknown.statusCode).toBe(422);
    expect(firstError(unknown)).toMatch(/^"Primary" is not a segment/);
  });

  it('searches the author’s name and the title, ignoring case, wildcards taken literally', async () => {
    expect(await count({ search_name: 'padma' })).toBe(2);
    expect(await count({ search_name: 'MURTHY' })).toBe(1);
    expect(await count({ search_name: 'system adm' })).toBe(2);
    expect(await count({ search_title: 'notice' })).toBe(2);
    expect((await list({ search_title: '100%' })).titles).toEqual(['Gamma 100% ready_']);
    expect(await count({ search_title: 'y_' })).toBe(1);
    expect(await count({ search_title: '%' })).toBe(1);
  });

  it('searches by id and by authors’ global employee ids, with the documents’ messages', async () => {
    expect((await list({ search_by_id: row(3) })).titles).toEqual(['Gamma 100% ready_']);
    expect(await count({ search_by_id: row(6) })).toBe(0);
    expect(await count({ search_by_id: '9999999999' })).toBe(0);
    const notNumber = await call(kind.endpoints.list, { query: { search_by_id: '12a' } });
    expect(notNumber.statusCode).toBe(422);
    expect(firstError(notNumber)).toBe(Messages.searchIdNumber);
    expect(await count({ global_employee_id_list: 'NE40217385' })).toBe(2);
    expect(await count({ global_employee_id_list: 'ne40217385, NE38104526' })).toBe(3);
    const badIds = await call(kind.endpoints.list, {
      query: { global_employee_id_list: 'NE4,,x!' },
    });
    expect(badIds.statusCode).toBe(422);
    expect(firstError(badIds)).toBe(Messages.searchGlobalEmployeeIds);
  });

  it('pages and sorts by the whitelisted columns only', async () => {
    const first = await list({ limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(5);
    expect((await list({ limit: 2, page: 3 })).titles).toEqual(['Alpha notice']);
    expect((await list({ sort: 'title' })).titles).toEqual([
      'Alpha notice',
      'Beta reminder',
      'delta NOTICE',
      'Epsilon',
      'Gamma 100% ready_',
    ]);
    expect((await list({ sort: 'created_at', order: 'asc' })).titles[0]).toBe('Alpha notice');
    expect((await list({ sort: 'id', order: 'desc' })).items.map((i) => i.id)).toEqual([
      row(5),
      row(4),
      row(3),
      row(2),
      row(1),
    ]);
    const refused = await call(kind.endpoints.list, { query: { sort: 'author' } });
    expect(refused.statusCode).toBe(422);
    expect(firstError(refused)).toBe(
      'Cannot sort by "author". Sort by one of: created_at, scheduled_at, id, title, status.',
    );
  });

  it('shows a limited user only the items all of whose branches are in their scope', async () => {
    const { titles } = await list({}, limited());
    expect(titles).toEqual(
      hasCategories(kind)
        ? ['delta NOTICE', 'Gamma 100% ready_', 'Beta reminder']
        : ['Epsilon', 'delta NOTICE', 'Gamma 100% ready_', 'Beta reminder'],
    );
  });

  it(`exports the filtered list as ${kind.exportFile}, rows = x-total-count, in words`, async () => {
    const response = await call(kind.endpoints.list, {
      query: { export: true, status: 1, limit: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain(`filename="${kind.exportFile}"`);
    expect(response.headers['x-total-count']).toBe('2');
    const lines = response.body.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    const own =
      kind.key === 'notification'
        ? ['Platforms', 'Applications']
        : kind.key === 'sms'
          ? ['Priority', 'DLT template ID', 'Segments per message']
          : hasCategories(kind)
            ? ['Category']
            : [];
    expect(lines[0]).toBe(
      [
        'ID',
        'Title',
        'Status',
        ...own,
        'Author',
        'Employee number',
        'Global employee ID',
        'Branches',
        'Segments',
        'Created at',
        'Scheduled at',
        'Recipients',
        'Delivered',
        'Failed',
      ].join(','),
    );
    const alpha = lines.find((line) => line.startsWith(`${row(1)},`))!;
    const ownValues =
      kind.key === 'notification'
        ? ['Web', 'Parent Mobile App']
        : kind.key === 'sms'
          ? ['High', '', '1']
          : hasCategories(kind)
            ? ['Events']
            : [];
    expect(alpha).toBe(
      [
        row(1),
        'Alpha notice',
        // 002 §4 calls status 1 of marketing, notifications and SMS "Sent"; 000 §4 "Active".
        SENT_LABEL_KINDS.includes(kind.key) ? 'Sent' : 'Active',
        ...ownValues,
        'System Administrator',
        '',
        '',
        1,
        'College',
        '2025-06-01T10:00:00Z',
        '',
        0,
        0,
        0,
      ].join(','),
    );
    const epsilon = lines.find((line) => line.startsWith(`${row(5)},`))!;
    expect(epsilon).toContain(',Venkata Ramana Murthy,1873402,NE38104526,2,E-Champs,');
  });

  it('exports a limited user’s list within their scope only', async () => {
    const response = await call(kind.endpoints.list, { query: { export: true } }, limited());
    const expected = hasCategories(kind) ? 3 : 4;
    expect(response.headers['x-total-count']).toBe(String(expected));
    expect(response.body.trimEnd().split('\n')).toHaveLength(expected + 1);
  });
});

describe('module filters', () => {
  it.each(CATEGORY_KINDS)('$endpoints.list.path filters by category', async (kind) => {
    const category = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM content_categories WHERE module = ${kind.key}`,
    );
    const response = await call(kind.endpoints.list, { query: { category: category.rows[0]!.id } });
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.json<Item[]>().every((item) => item.category === category.rows[0]!.id)).toBe(
      true,
    );
    expect((await call(kind.endpoints.list, { query: { category: 'abc' } })).statusCode).toBe(422);
  });

  it('notifications filter by platform and application', async () => {
    const total = async (query: ListQuery) =>
      Number((await call(notificationEndpoints.list, { query })).headers['x-total-count']);
    expect(await total({ platform: 1 })).toBe(4);
    expect(await total({ platform: 2 })).toBe(4);
    expect(await total({ application: 3 })).toBe(1);
    expect(await total({ application: 2, platform: 1 })).toBe(4);
    expect((await call(notificationEndpoints.list, { query: { platform: 4 } })).statusCode).toBe(
      422,
    );
    expect((await call(notificationEndpoints.list, { query: { application: 5 } })).statusCode).toBe(
      422,
    );
  });

  it('SMS filters by priority', async () => {
    const total = async (query: ListQuery) =>
      Number((await call(smsEndpoints.list, { query })).headers['x-total-count']);
    expect(await total({ priority: 1 })).toBe(1);
    expect(await total({ priority: 2 })).toBe(1);
    expect(await total({ priority: 3 })).toBe(3);
    expect((await call(smsEndpoints.list, { query: { priority: 4 } })).statusCode).toBe(422);
  });

  it('a module’s own filter is refused by the others', async () => {
    expect((await call(marketingEndpoints.list, { query: { category: 1 } })).statusCode).toBe(422);
    expect((await call(smsEndpoints.list, { query: { platform: 1 } })).statusCode).toBe(422);
    expect((await call(announcementEndpoints.list, { query: { priority: 1 } })).statusCode).toBe(
      422,
    );
  });
});

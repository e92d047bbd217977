// The server folder of a new module, in the files every built module has (meeting, gate-pass):
// table, repo (SQL), service (rules, called with the request's context), routes (HTTP only,
// from the contract's endpoints), the demo seed, the manifest and DECISIONS.md.

export const tableFile = (
  n,
  entry,
) => `import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/core/access/access.table.ts';

/** ${entry.title}: the module's records. */
export const ${n.camel}Items = pgTable(
  '${n.snake}_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Who created it through the API; null for the demo seed's items. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('${n.snake}_items_created_idx').on(t.createdAt, t.id)],
);
`;

export const repoFile = (n) => `import {
  ${n.constant}_EXPORT_FILE,
  type ${n.pascal}Body,
  type ${n.pascal}ListQuery,
  type ${n.pascal}Row,
} from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import { isoTimestamp, whereAll } from '../../platform/kit/lists/list-query.ts';
import { selectList, type ListSpec } from '../../platform/kit/lists/send-list.ts';
import { ${n.camel}Items } from './${n.id}.table.ts';

// The module's SQL: how an item reads on the wire, the list, and the writes the service asks for.

/** The answer's fields, each from its column: a field missing here fails typecheck. */
const COLUMNS = {
  id: sql\`i.id\`,
  name: sql\`i.name\`,
  created_by: sql\`i.created_by\`,
  created_at: isoTimestamp(sql\`i.created_at\`),
  updated_at: isoTimestamp(sql\`i.updated_at\`),
} satisfies Record<keyof ${n.pascal}Row, unknown>;

const SOURCE = sql\`FROM ${n.snake}_items i\`;

/** GET /${n.snake}: the search, the sort and the export as one spec for sendList. */
export function ${n.camel}ListSpec(query: ${n.pascal}ListQuery): ListSpec {
  const filters = [query.search !== undefined && sql\`i.name ILIKE \${contains(query.search)}\`];
  return {
    columns: COLUMNS,
    from: sql\`\${SOURCE} WHERE \${whereAll(filters)}\`,
    sort: {
      // Named with the table: a bare name would order by the answer's ISO text.
      columns: { created_at: sql\`i.created_at\`, name: sql\`i.name\`, id: sql\`i.id\` },
      default: { column: 'created_at', order: 'desc' },
      tieBreaker: sql\`i.id\`,
    },
    exportFile: { name: ${n.constant}_EXPORT_FILE, format: 'csv' },
  };
}

export async function find${n.pascal}(db: DbOrTx, id: number): Promise<${n.pascal}Row | null> {
  const result = await db.execute<${n.pascal}Row>(
    sql\`SELECT \${selectList(COLUMNS)} \${SOURCE} WHERE i.id = \${id}\`,
  );
  return result.rows[0] ?? null;
}

export async function insert${n.pascal}(
  db: DbOrTx,
  body: ${n.pascal}Body,
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(${n.camel}Items)
    .values({ name: body.name, createdBy: userId })
    .returning({ id: ${n.camel}Items.id });
  if (!row) throw new Error('${n.snake}_items insert returned no row');
  return row.id;
}

/** The item's fields; false when there is no such item. */
export async function update${n.pascal}(
  db: DbOrTx,
  id: number,
  body: ${n.pascal}Body,
): Promise<boolean> {
  const changed = await db
    .update(${n.camel}Items)
    .set({ name: body.name, updatedAt: sql\`now()\` })
    .where(eq(${n.camel}Items.id, id))
    .returning({ id: ${n.camel}Items.id });
  return changed.length > 0;
}
`;

export const serviceFile = (n) => `import {
  ${n.pascal}Messages,
  Messages,
  type ${n.pascal}Body,
  type ${n.pascal}Changed,
  type ${n.pascal}Row,
} from '@console/contract';
import { notFound } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import { find${n.pascal}, insert${n.pascal}, update${n.pascal} } from './${n.id}.repo.ts';

// The module's rules, each called with the request's context (who calls, on which database).
// An item that does not exist answers 404. The items belong to no branch: a module whose items
// do reads its scope here with moduleScope() and hands it to every repo call.

export async function read${n.pascal}(caller: RequestContext, id: number): Promise<${n.pascal}Row> {
  const item = await find${n.pascal}(caller.db, id);
  if (!item) throw notFound(Messages.notFound);
  return item;
}

/** POST /${n.snake}: the item and its audit row, in one transaction. */
export function create${n.pascal}(
  caller: RequestContext,
  body: ${n.pascal}Body,
): Promise<${n.pascal}Changed> {
  return caller.db.transaction(async (tx) => {
    const id = await insert${n.pascal}(tx, body, caller.auth.userId);
    return { message: ${n.pascal}Messages.created, item: (await find${n.pascal}(tx, id))! };
  });
}

/** PUT /${n.snake}/{id}: the item's fields. */
export function change${n.pascal}(
  caller: RequestContext,
  id: number,
  body: ${n.pascal}Body,
): Promise<${n.pascal}Changed> {
  return caller.db.transaction(async (tx) => {
    if (!(await update${n.pascal}(tx, id, body))) throw notFound(Messages.notFound);
    return { message: ${n.pascal}Messages.updated, item: (await find${n.pascal}(tx, id))! };
  });
}
`;

export const routesFile = (
  n,
  entry,
  access,
) => `import { ${n.camel}Endpoints as endpoints, type ${n.pascal}Row } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { ${n.camel}ListSpec } from './${n.id}.repo.ts';
import { change${n.pascal}, create${n.pascal}, read${n.pascal} } from './${n.id}.service.ts';

/**
 * ${entry.title}: HTTP only; reads need ${access.read}, changes ${access.write}. The paths and
 * schemas are the contract's endpoints (${n.id}.endpoints.ts), the rules the service's.
 */
export const ${n.camel}Routes: FastifyPluginAsync = async (app) => {
  const { db, database } = app.services;

  routeEndpoint(app, endpoints.list, {
    access: '${access.read}',
    handler: (request, reply) =>
      sendList<${n.pascal}Row>(reply, database, request.query, ${n.camel}ListSpec(request.query)),
  });

  routeEndpoint(app, endpoints.detail, {
    access: '${access.read}',
    handler: (request) => read${n.pascal}(requestContext(db, request), request.params.id),
  });

  routeEndpoint(app, endpoints.create, {
    access: '${access.write}',
    handler: (request) => create${n.pascal}(requestContext(db, request), request.body),
  });

  routeEndpoint(app, endpoints.update, {
    access: '${access.write}',
    handler: (request) =>
      change${n.pascal}(requestContext(db, request), request.params.id, request.body),
  });
};
`;

export const demoSeedFile = (n, entry) => `import type { DbOrTx } from '../../db/client.ts';
import { ${n.camel}Items } from './${n.id}.table.ts';

// The demo's ${entry.title}: a few items, so the list, the search and the detail have something
// to show on a fresh start.

const NAMES = ['First demo item', 'Second demo item', 'Third demo item'];

export async function seed${n.pascal}(tx: DbOrTx): Promise<number> {
  await tx.insert(${n.camel}Items).values(NAMES.map((name) => ({ name })));
  return NAMES.length;
}
`;

export const manifestFile = (n, entry, access) => `import { sql } from 'drizzle-orm';
import { readableWhen } from '../../platform/core/audit/audited-tables.ts';
import { titlesById } from '../../platform/core/audit/audit-titles.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { seed${n.pascal} } from './${n.id}.demo-seed.ts';
import { ${n.camel}Routes } from './${n.id}.routes.ts';
import { read${n.pascal} } from './${n.id}.service.ts';
import { ${n.camel}Items } from './${n.id}.table.ts';

/** ${entry.title}: its routes, its demo items, and its audited table. */
export const manifest = defineServerModule({
  id: '${n.id}',
  routes: ${n.camel}Routes,
  demoSeed: { label: '${entry.title.toLowerCase()}', run: (tx) => seed${n.pascal}(tx) },
  // Its changes through the API go to the audit log; an item's history is for its readers.
  audited: [
    {
      table: ${n.camel}Items,
      // How its changes read in a history: the item in words, its title, its page.
      labels: {
        noun: ['${entry.title.toLowerCase()} item', '${entry.title.toLowerCase()} items'],
        titles: titlesById('${n.snake}_items', sql\`t.name\`),
        path: '${entry.path}/:id',
      },
      readable: readableWhen('${access.read}', (db, auth, id) => read${n.pascal}({ db, auth }, id)),
    },
  ],
});
`;

export const decisionsFile = (
  n,
  entry,
  access,
) => `# ${entry.title}: what was decided for this module, and why

**Started from the skeleton (\`npm run new-module -- ${n.id}\`).** An item is a name with who
created it and when (\`${n.snake}_items\`), listed, read, created and changed through
\`${n.camel}Endpoints\`; reads need \`${access.read}\`, changes \`${access.write}\`. Every change
through the API is audited and an item's history is for those who may read it. The items belong
to no branch yet: when they do, the table gains \`branch_id\`, the service reads the caller's
scope with \`moduleScope()\` and every repo call takes it (an item outside the scope answers 404).

Replace this entry with what the documents ask of the module, and add one for every choice the
documents leave open.
`;

/**
 * test/<id>/<id>.audit-recipes.ts: how the audit walk (test/audit/audit-walk.test.ts) proves
 * that each of the module's write routes leaves its audit row, and how the history walk reads
 * its items' histories.
 */
export const auditRecipesFile = (
  n,
  entry,
) => `import { ${n.camel}Endpoints as endpoints } from '@console/contract';
import type { HistoryRecipes, Recipes, Walk } from '../audit/audit-walk-kit.ts';
import { callApi, routeOf, urlOf } from '../support/endpoint-client.ts';

// The audit walk's recipes for ${entry.title} (see audit/audit-walk-kit.ts). Every write route
// the module registers needs a recipe here, or an exemption with its reason
// (\`export const exempt: Exemptions = { [routeOf(endpoints.x)]: 'why it changes no record' }\`).

const ITEMS = { module: '${n.id}', item_type: '${n.snake}_items' };

/** An item the walk's superuser creates through the API, by id. */
async function created(walk: Walk, name: string): Promise<number> {
  const answer = await callApi(walk.t, endpoints.create, { body: { name } }, walk.admin.session);
  return answer.answer().item.id;
}

export const recipes: Recipes = {
  [routeOf(endpoints.create)]: async () => ({
    url: urlOf(endpoints.create),
    body: { name: 'Audited' },
    expect: ITEMS,
  }),
  [routeOf(endpoints.update)]: async (walk) => ({
    url: urlOf(endpoints.update, { id: await created(walk, 'Before') }),
    body: { name: 'After' },
    expect: ITEMS,
  }),
};

/** The history walk's items: they belong to no branch, so one item serves both callers. */
export const histories: HistoryRecipes = {
  ${n.snake}_items: async (walk) => ({
    inBranch: await created(walk, 'With a history'),
    outside: 'group-wide',
  }),
};
`;

export const routesTestFile = (n) => `import {
  ${n.camel}Endpoints as endpoints,
  ${n.pascal}Messages,
  INT4_MAX,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';

// The module's calls through the contract's endpoints, on a fresh database: create, read,
// change and list an item, the body's refusal, a missing item, and a call without a session.

let t: TestApp;
let superuser: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  superuser = await t.signIn('superuser');
});
afterAll(() => t?.close());

const create = (name: unknown) => callApi(t, endpoints.create, { body: { name } }, superuser);
const total = async () =>
  (await callApi(t, endpoints.list, {}, superuser)).headers['x-total-count'];

describe(endpoints.list.path, () => {
  it('creates, reads, changes and lists an item', async () => {
    const created = await create('  Skeleton first  ');
    expect(created.statusCode, created.body).toBe(201);
    const { message, item } = created.answer();
    expect(message).toBe(${n.pascal}Messages.created);
    expect(item.name).toBe('Skeleton first');

    const read = await callApi(t, endpoints.detail, { params: { id: item.id } }, superuser);
    expect(read.answer()).toEqual(item);

    const changed = await callApi(
      t,
      endpoints.update,
      { params: { id: item.id }, body: { name: 'Skeleton renamed' } },
      superuser,
    );
    expect(changed.answer()).toMatchObject({
      message: ${n.pascal}Messages.updated,
      item: { id: item.id, name: 'Skeleton renamed' },
    });

    await create('Skeleton second');
    const listed = await callApi(t, endpoints.list, { query: { search: 'skeleton ren' } }, superuser);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.answer().map((row) => row.name)).toEqual(['Skeleton renamed']);
  });

  it('refuses a blank name with 422 and its message, and writes nothing', async () => {
    const before = await total();
    const refused = await create('   ');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(${n.pascal}Messages.nameRequired);
    expect(await total()).toBe(before);
  });

  it('answers 404 for an item that does not exist, and 401 without a session', async () => {
    const missing = await callApi(t, endpoints.detail, { params: { id: INT4_MAX } }, superuser);
    expect(missing.statusCode).toBe(404);
    const anonymous = await callApi(t, endpoints.list, {});
    expect(anonymous.statusCode).toBe(401);
  });
});
`;

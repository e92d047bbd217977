// The server folder of a new module: table, repo (SQL), service (rules), routes (HTTP only),
// the manifest (its table audited), a routes test through app.inject on a fresh database, and
// the audit walk's recipes for its write routes.

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
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('${n.snake}_items_created_idx').on(t.createdAt, t.id)],
);
`;

export const repoFile = (
  n,
) => `import type { ${n.pascal}Body, ${n.pascal}ListQuery, ${n.pascal}Row } from '@console/contract';
import { ${n.constant}_EXPORT_FILE } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoTimestamp, whereAll } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';

/** The answer's fields, each from its column: a field missing here fails typecheck. */
const COLUMNS = {
  id: sql\`id\`,
  name: sql\`name\`,
  created_by: sql\`created_by\`,
  created_at: isoTimestamp(sql\`created_at\`),
  updated_at: isoTimestamp(sql\`updated_at\`),
} satisfies Record<keyof ${n.pascal}Row, unknown>;

const selectRow = sql.join(
  Object.entries(COLUMNS).map(([name, column]) => sql\`\${column} AS \${sql.identifier(name)}\`),
  sql\`, \`,
);

/** The list: filters, sort and export for sendList. */
export function ${n.camel}ListSpec(query: ${n.pascal}ListQuery): ListSpec {
  return {
    columns: COLUMNS,
    from: sql\`FROM ${n.snake}_items WHERE \${whereAll([query.search !== undefined && sql\`name ILIKE \${contains(query.search)}\`])}\`,
    sort: {
      // Named with the table: a bare name would order by the answer's ISO text.
      columns: {
        created_at: sql\`${n.snake}_items.created_at\`,
        name: sql\`${n.snake}_items.name\`,
        id: sql\`${n.snake}_items.id\`,
      },
      default: { column: 'created_at', order: 'desc' },
      tieBreaker: sql\`${n.snake}_items.id\`,
    },
    exportFile: { name: ${n.constant}_EXPORT_FILE, format: 'csv' },
  };
}

export async function find${n.pascal}(db: Db, id: number): Promise<${n.pascal}Row | undefined> {
  const result = await db.execute<${n.pascal}Row>(
    sql\`SELECT \${selectRow} FROM ${n.snake}_items WHERE id = \${id}\`,
  );
  return result.rows[0];
}

export async function insert${n.pascal}(
  db: Db,
  body: ${n.pascal}Body,
  userId: number,
): Promise<${n.pascal}Row> {
  const result = await db.execute<${n.pascal}Row>(sql\`
    INSERT INTO ${n.snake}_items (name, created_by) VALUES (\${body.name}, \${userId})
    RETURNING \${selectRow}\`);
  return result.rows[0]!;
}

export async function update${n.pascal}(
  db: Db,
  id: number,
  body: ${n.pascal}Body,
): Promise<${n.pascal}Row | undefined> {
  const result = await db.execute<${n.pascal}Row>(sql\`
    UPDATE ${n.snake}_items SET name = \${body.name}, updated_at = now() WHERE id = \${id}
    RETURNING \${selectRow}\`);
  return result.rows[0];
}
`;

export const serviceFile = (
  n,
) => `import type { ${n.pascal}Body, ${n.pascal}Row } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/core/http/http-error.ts';
import { find${n.pascal}, insert${n.pascal}, update${n.pascal} } from './${n.id}.repo.ts';

// The module's rules. An item that does not exist answers 404.

export async function read${n.pascal}(db: Db, id: number): Promise<${n.pascal}Row> {
  const item = await find${n.pascal}(db, id);
  if (!item) throw notFound('Not found');
  return item;
}

export function create${n.pascal}(db: Db, body: ${n.pascal}Body, userId: number) {
  return insert${n.pascal}(db, body, userId);
}

export async function change${n.pascal}(
  db: Db,
  id: number,
  body: ${n.pascal}Body,
): Promise<${n.pascal}Row> {
  const item = await update${n.pascal}(db, id, body);
  if (!item) throw notFound('Not found');
  return item;
}
`;

export const routesFile = (
  n,
  entry,
  access,
) => `import { ${n.camel}Endpoints as endpoints, type ${n.pascal}Row } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { ${n.camel}ListSpec } from './${n.id}.repo.ts';
import { change${n.pascal}, create${n.pascal}, read${n.pascal} } from './${n.id}.service.ts';

/**
 * ${entry.title}: HTTP only; reads need ${access.read}, changes ${access.write}. The paths and
 * schemas are the contract's endpoints (${n.id}.endpoints.ts).
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
    handler: (request) => read${n.pascal}(db, request.params.id),
  });

  routeEndpoint(app, endpoints.create, {
    access: '${access.write}',
    handler: (request) => create${n.pascal}(db, request.body, request.auth!.userId),
  });

  routeEndpoint(app, endpoints.update, {
    access: '${access.write}',
    handler: (request) => change${n.pascal}(db, request.params.id, request.body),
  });
};
`;

export const manifestFile = (
  n,
  entry,
  access,
) => `import { readableWhen } from '../../platform/core/audit/audited-tables.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { ${n.camel}Routes } from './${n.id}.routes.ts';
import { read${n.pascal} } from './${n.id}.service.ts';
import { ${n.camel}Items } from './${n.id}.table.ts';

/** ${entry.title}. */
export const manifest = defineServerModule({
  id: '${n.id}',
  routes: ${n.camel}Routes,
  // Its changes through the API go to the audit log; an item's history is for its readers.
  audited: [
    {
      table: ${n.camel}Items,
      readable: readableWhen('${access.read}', (db, _auth, id) => read${n.pascal}(db, id)),
    },
  ],
});
`;

/**
 * test/<id>/<id>.audit-recipes.ts: how the audit walk (test/audit/audit-walk.test.ts) proves
 * that each of the module's write routes leaves its audit row.
 */
export const auditRecipesFile = (
  n,
  entry,
) => `import { idOf, send, type Recipes } from '../audit/audit-walk-kit.ts';

// The audit walk's recipes for ${entry.title} (see audit/audit-walk-kit.ts). Every write route
// the module registers needs a recipe here, or an exemption with its reason
// (\`export const exempt: Exemptions = { 'POST /api/...': 'why it changes no record' }\`).

const ITEMS = { module: '${n.id}', item_type: '${n.snake}_items' };

export const recipes: Recipes = {
  'POST /api/${n.snake}': async () => ({
    url: '/api/${n.snake}',
    body: { name: 'Audited' },
    expect: ITEMS,
  }),
  'PUT /api/${n.snake}/:id': async (walk) => ({
    url: \`/api/${n.snake}/\${await idOf(send(walk, 'POST', '/${n.snake}', { name: 'Before' }))}\`,
    body: { name: 'After' },
    expect: ITEMS,
  }),
};
`;

export const routesTestFile = (n) => `import type { ${n.pascal}Row } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';

let t: TestApp;
let superuser: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  superuser = await t.signIn('superuser');
});
afterAll(() => t?.close());

const create = (name: unknown) =>
  t.call({ method: 'POST', url: '/api/${n.snake}', headers: superuser.headers, payload: { name } });

describe('/api/${n.snake}', () => {
  it('creates, reads, changes and lists an item', async () => {
    const created = await create('First');
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<${n.pascal}Row>();
    expect(item.name).toBe('First');

    const read = await t.call({ method: 'GET', url: \`/api/${n.snake}/\${item.id}\`, headers: superuser.headers });
    expect(read.json<${n.pascal}Row>()).toEqual(item);

    const changed = await t.call({
      method: 'PUT',
      url: \`/api/${n.snake}/\${item.id}\`,
      headers: superuser.headers,
      payload: { name: 'Renamed' },
    });
    expect(changed.json<${n.pascal}Row>().name).toBe('Renamed');

    await create('Second');
    const listed = await t.call({ method: 'GET', url: '/api/${n.snake}?search=renam', headers: superuser.headers });
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json<${n.pascal}Row[]>().map((row) => row.name)).toEqual(['Renamed']);
  });

  it('refuses a bad body with 422 and writes nothing', async () => {
    const before = await t.call({ method: 'GET', url: '/api/${n.snake}', headers: superuser.headers });
    const refused = await create('   ');
    expect(refused.statusCode).toBe(422);
    const after = await t.call({ method: 'GET', url: '/api/${n.snake}', headers: superuser.headers });
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
  });

  it('answers 404 for an item that does not exist, and 401 without a session', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/${n.snake}/2147483647', headers: superuser.headers });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.call({ method: 'GET', url: '/api/${n.snake}' });
    expect(anonymous.statusCode).toBe(401);
  });
});
`;

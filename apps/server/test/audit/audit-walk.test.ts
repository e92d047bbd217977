/// <reference types="vite/types/importMeta.d.ts" />
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../harness.ts';
import { tempDataDir } from '../media/multipart.ts';
import {
  startWalk,
  type AuditRecipeFile,
  type Recipe,
  type Step,
  type Walk,
} from './audit-walk-kit.ts';

// Every registered state-changing route either proves here that a call through it leaves a row
// in the audit log (a recipe: what to prepare, the concrete call, and the module and item type
// the row must name), or says why it changes no audited record (an exemption). Each module keeps
// its own in `test/<folder>/<folder>.audit-recipes.ts`, found here by the file name, so there
// is no list of the walk's to edit. A write route with neither fails the walk, so a new
// module's write route cannot land without one or the other; a route named twice, or naming a
// route that is not registered, fails too.

const files = import.meta.glob<AuditRecipeFile>('../*/*.audit-recipes.ts', { eager: true });

/** Every route the files name, with the file that names it. */
const listed = Object.entries(files).flatMap(([file, found]) => [
  ...Object.entries(found.recipes ?? {}).map(([route, recipe]) => ({ route, file, recipe })),
  ...Object.keys(found.exempt ?? {}).map((route) => ({ route, file, recipe: undefined })),
]);
const RECIPES: [string, Recipe][] = listed.flatMap(({ route, recipe }) =>
  recipe ? [[route, recipe]] : [],
);

// ---- the walk ----

let walk: Walk;
let dataDir: string;

beforeAll(async () => {
  // Uploads and call recordings go to a DATA_DIR of this file's own.
  dataDir = tempDataDir();
  walk = await startWalk(await startTestApp({ env: { DATA_DIR: dataDir } }));
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
  it('finds the recipe files, each with recipes or exemptions', () => {
    expect(Object.keys(files).length).toBeGreaterThan(1);
    for (const [file, found] of Object.entries(files))
      expect(
        found.recipes ?? found.exempt,
        `${file} exports neither recipes nor exempt`,
      ).toBeDefined();
  });

  it('names each registered write route once, as a recipe or an exemption', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const named = new Set(listed.map(({ route }) => route));
    const unaccounted = routes.filter((route) => !named.has(route));
    expect(unaccounted, 'write routes with neither an audit recipe nor a stated reason').toEqual(
      [],
    );
    const twice = listed.filter(
      ({ route }) => listed.filter((other) => other.route === route).length > 1,
    );
    expect(
      twice.map(({ route, file }) => `${route} (${file})`),
      'routes named more than once',
    ).toEqual([]);
  });

  it('names only registered routes', () => {
    const routes = new Set(writeRoutes());
    const stale = listed.filter(({ route }) => !routes.has(route));
    expect(
      stale.map(({ route, file }) => `${route} (${file})`),
      'listed routes that are not registered write routes',
    ).toEqual([]);
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
  for (const [route, recipe] of RECIPES) {
    it(route, async () => {
      const method = route.slice(0, route.indexOf(' ')) as InjectOptions['method'];
      const step = await recipe(walk);
      try {
        await callAndCheck(route, method, step);
      } finally {
        await step.cleanup?.();
      }
    });
  }
});

/** Calls the step's route and finds the audit row it must leave. */
async function callAndCheck(route: string, method: InjectOptions['method'], step: Step) {
  const { t } = walk;
  const caller = step.as ?? walk.admin;
  const last = await t.db.execute<{ id: string | null }>(sql`SELECT max(id) AS id FROM audit_log`);
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
}

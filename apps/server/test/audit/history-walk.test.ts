/// <reference types="vite/types/importMeta.d.ts" />
import {
  CURRENT_ACADEMIC_YEAR_ID,
  INT4_MAX,
  MODULES,
  PERMISSIONS,
  ServerSettingKey,
  auditLogEndpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemTypeOf, type AuditedTableOf } from '../../src/platform/core/audit/audited-tables.ts';
import { startTestApp } from '../harness.ts';
import { tempDataDir } from '../media/multipart.ts';
import { callApi } from '../support/endpoint-client.ts';
import {
  startWalk,
  type AuditRecipeFile,
  type Caller,
  type HistoryRecipe,
  type Walk,
} from './audit-walk-kit.ts';

// Every item history (GET /audit_log/item) answers exactly those who may read the item, walked
// over every audited item type the manifests declare. Two callers hold every permission there
// is: the branch reader, with one branch and a place in every allowed-user list, and the listed
// out, with that branch and another but left out of every allowed list and put in every hidden
// one. Then, for each type:
// - an item of another branch is 404 to the branch reader, one of its own branch is 200;
// - an item of a module kept to listed users (CCTV, parent feedback) or hidden from some (SMS,
//   marketing) is 404 to the listed out, even in its branch;
// - an item that does not exist is 404 to both (a loader that finds nothing is no permission);
// - a type whose manifest names no reader is for superusers only.
// Each module names its items in its `*.audit-recipes.ts` (`histories`); a type a manifest lets
// non-superusers read without a recipe fails the walk.

const files = import.meta.glob<AuditRecipeFile>('../*/*.audit-recipes.ts', { eager: true });
const RECIPES: Record<string, HistoryRecipe> = Object.assign(
  {},
  ...Object.values(files).map((found) => found.histories ?? {}),
);

let walk: Walk;
let dataDir: string;
let outsideBranchId: number;
let branchReader: Caller;
let listedOut: Caller;

const USER_LIST_SETTINGS = Object.values(ServerSettingKey);
const ALLOWED_LISTS = new Set(MODULES.flatMap((entry) => entry.allowedUsersSetting ?? []));

/** Every permission; one module-0 grant of these branches; listed or not in the user lists. */
async function reshape(username: string, branchIds: number[], listed: boolean) {
  const { db } = walk.t;
  await db.execute(sql`
    UPDATE users SET permissions = ${sql.param([...PERMISSIONS])}::text[] WHERE username = ${username}`);
  await db.execute(sql`
    DELETE FROM permitted_assets WHERE user_id = (SELECT id FROM users WHERE username = ${username})`);
  await db.execute(sql`
    INSERT INTO permitted_assets (user_id, academic_year_id, module_id, branch_ids)
    SELECT id, ${CURRENT_ACADEMIC_YEAR_ID}, 0, ${sql.param(branchIds)}::int[] FROM users
    WHERE username = ${username}`);
  for (const key of USER_LIST_SETTINGS) {
    // The branch reader is in every allowed list and no hidden one; the listed out the reverse.
    const include = ALLOWED_LISTS.has(key) === listed;
    await db.execute(sql`
      INSERT INTO server_settings (key, value) VALUES (${key}, '[]'::jsonb)
      ON CONFLICT (key) DO NOTHING`);
    await db.execute(sql`
      UPDATE server_settings SET value = coalesce((
        SELECT jsonb_agg(DISTINCT x) FROM (
          SELECT x FROM jsonb_array_elements(value) x
          WHERE x <> (SELECT to_jsonb(id) FROM users WHERE username = ${username})
          UNION SELECT to_jsonb(id) FROM users WHERE username = ${username} AND ${include}) ids),
        '[]'::jsonb), updated_at = now()
      WHERE key = ${key}`);
  }
}

beforeAll(async () => {
  dataDir = tempDataDir();
  walk = await startWalk(await startTestApp({ env: { DATA_DIR: dataDir } }));
  const other = await walk.t.db.execute<{ id: number }>(sql`
    SELECT id FROM branches WHERE status = 1 AND id <> ${walk.branchId} ORDER BY id LIMIT 1`);
  outsideBranchId = other.rows[0]!.id;
  await reshape('principal', [walk.branchId], true);
  await reshape('zonal', [walk.branchId, outsideBranchId], false);
  branchReader = await walk.caller('principal');
  listedOut = await walk.caller('zonal');
});
afterAll(async () => {
  await walk?.t.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Readable item types with no page of their own in the console (shown within another's). */
const PAGELESS = new Set(['cctv_cameras', 'cctv_tags']);

const audited = (): readonly AuditedTableOf[] => walk.t.app.services.audited;
const itemTypes = () => [...new Set(audited().map(itemTypeOf))].sort();
const readerOf = (itemType: string) =>
  audited().find((entry) => itemTypeOf(entry) === itemType && entry.readable);

async function history(caller: Caller, itemType: string, itemId: number | string) {
  return callApi(
    walk.t,
    auditLogEndpoints.itemHistory,
    { query: { item_type: itemType, item_id: itemId } },
    caller.session,
  );
}

async function expectStatus(caller: Caller, itemType: string, itemId: number, status: number) {
  const response = await history(caller, itemType, itemId);
  const who =
    caller === branchReader ? 'branch reader' : caller === listedOut ? 'listed out' : 'superuser';
  expect(response.statusCode, `${who}: ${itemType} #${itemId}: ${response.body}`).toBe(status);
}

describe('item histories', () => {
  it('speak the module’s words: every audited table names its records, every readable item its page', () => {
    const unnamed = audited()
      .filter((entry) => !entry.labels?.noun[0] || /_/.test(entry.labels.noun.join(' ')))
      .map((entry) => `${entry.module}: ${itemTypeOf(entry)}`);
    expect(unnamed).toEqual([]);
    const noPage = itemTypes()
      .filter((itemType) => readerOf(itemType) && !readerOf(itemType)!.labels.path)
      .filter((itemType) => !PAGELESS.has(itemType));
    expect(noPage).toEqual([]);
  });

  it('have a recipe for every item type a manifest lets non-superusers read, and none stale', () => {
    const readable = itemTypes().filter((itemType) => readerOf(itemType));
    expect(readable.length).toBeGreaterThan(5);
    expect(readable.filter((itemType) => !RECIPES[itemType])).toEqual([]);
    expect(Object.keys(RECIPES).filter((itemType) => !readable.includes(itemType))).toEqual([]);
  });

  it('are 404 for an item that does not exist, to everyone but superusers', async () => {
    for (const itemType of itemTypes()) {
      for (const caller of [branchReader, listedOut]) {
        await expectStatus(caller, itemType, INT4_MAX - 7, 404);
      }
      await expectStatus(walk.admin, itemType, INT4_MAX - 7, 200);
    }
  });

  it('of a type no manifest lets others read are for superusers only', async () => {
    for (const itemType of itemTypes().filter((type) => !readerOf(type))) {
      const entry = audited().find((table) => itemTypeOf(table) === itemType)!;
      const found = await walk.t.db.execute<{ id: number }>(
        sql`SELECT ${sql.identifier(entry.idColumn ?? 'id')} AS id
            FROM ${entry.table} ORDER BY 1 LIMIT 1`,
      );
      const itemId = found.rows[0]?.id ?? 1;
      await expectStatus(branchReader, itemType, itemId, 404);
      await expectStatus(walk.admin, itemType, itemId, 200);
    }
  });

  for (const [itemType, recipe] of Object.entries(RECIPES)) {
    it(`of ${itemType} follow the item's branch and its module's user lists`, async () => {
      const { inBranch, outside } = await recipe(walk, outsideBranchId);
      await expectStatus(walk.admin, itemType, inBranch, 200);
      await expectStatus(branchReader, itemType, inBranch, 200);
      if (outside !== 'group-wide') {
        await expectStatus(walk.admin, itemType, outside, 200);
        await expectStatus(branchReader, itemType, outside, 404);
        if (!listedModule(itemType)) await expectStatus(listedOut, itemType, outside, 200);
      }
      await expectStatus(listedOut, itemType, inBranch, listedModule(itemType) ? 404 : 200);
    });
  }
});

/** Whether the item type's module is kept to listed users or hidden from some. */
function listedModule(itemType: string): boolean {
  const moduleId = readerOf(itemType)!.module;
  const entry = MODULES.find((module) => module.id === moduleId);
  return Boolean(entry?.allowedUsersSetting ?? entry?.hiddenForUsersSetting);
}

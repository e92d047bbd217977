import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

// Server settings (the user-id lists behind module visibility) kept in memory per database and
// keyed by a version of the table that every authenticated request reads with its session
// (session-lookup.ts): each row's key and the id of the transaction that last wrote it. Any
// insert, update or delete (through the API, the admin CLI, a seed or plain SQL, in this process
// or another) changes it, so the next request after a change reloads the table; an unchanged
// version costs a scan of a few-row table inside the query the request makes anyway.
// (apps/server/src/platform/core/auth/DECISIONS.md "Per-request work".)

/** The settings table's version: `key:xmin` of every row, by key ('' when empty). */
export const SETTINGS_VERSION = sql<string>`(
  SELECT coalesce(string_agg(ss.key || ':' || ss.xmin::text, ',' ORDER BY ss.key), '')
  FROM server_settings ss)`;

export type UserListSettings = ReadonlyMap<string, readonly number[]>;

/** Every stored setting's value, by key (content management's, of any kind). */
export type SettingValues = ReadonlyMap<string, unknown>;

interface Read {
  version: string;
  values: SettingValues;
  lists: UserListSettings;
}

interface Cached {
  version: string;
  read: Promise<Read>;
}

const cache = new WeakMap<Db, Cached>();

/**
 * The user-id list settings as of `version` (the version the caller's request read) or later.
 * Concurrent callers with the same version share one load; a failed load is not kept.
 */
export async function userListSettings(db: Db, version: string): Promise<UserListSettings> {
  return (await settingsAsOf(db, version)).lists;
}

/** Every stored setting's value as of `version` or later (the same load as the lists). */
export async function settingValues(db: Db, version: string): Promise<SettingValues> {
  return (await settingsAsOf(db, version)).values;
}

function settingsAsOf(db: Db, version: string): Promise<Read> {
  const cached = cache.get(db);
  if (cached?.version === version) return cached.read;
  const load = readSettings(db);
  // Kept under the version seen by the request until the load answers with its own (the two
  // differ only when the table changed in between; the next request then loads again).
  const entry: Cached = { version, read: load };
  cache.set(db, entry);
  load.then(
    (read) => {
      if (cache.get(db) === entry) entry.version = read.version;
    },
    () => {
      if (cache.get(db) === entry) cache.delete(db);
    },
  );
  return load;
}

async function readSettings(db: Db): Promise<Read> {
  // The rows and the version in one statement: one snapshot.
  const result = await db.execute<{ version: string; settings: [string, unknown][] }>(sql`
    SELECT ${SETTINGS_VERSION} AS version,
      (SELECT coalesce(json_agg(json_build_array(key, value)), '[]'::json)
       FROM server_settings) AS settings`);
  const row = result.rows[0]!;
  return { version: row.version, values: new Map(row.settings), lists: userLists(row.settings) };
}

/** Settings whose value is a JSON array of numbers (the user-id lists), by key. */
export function userLists(rows: Iterable<[string, unknown]>): Map<string, number[]> {
  const lists = new Map<string, number[]>();
  for (const [key, value] of rows) {
    if (Array.isArray(value) && value.every((item) => typeof item === 'number')) {
      lists.set(key, value as number[]);
    }
  }
  return lists;
}

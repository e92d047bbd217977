import {
  CONTENT_SETTINGS,
  ContentManagementMessages as Say,
  contentSettingOf,
  ServerSettingKey,
  type ContentSettingBody,
  type ContentSettingDefinition,
  type ContentSettingItem,
  type ContentSettingsQuery,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { settingDefault } from '../../platform/core/access/setting-values.ts';
import { FieldRefusal } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import { personName } from '../../platform/core/sql/person-name.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';

// GET /content and POST /content/server_setting: the catalogue of settings (the contract's
// CONTENT_SETTINGS) with what is stored for each, and the change of one.

type Value = string | number[] | null;

type StoredRow = {
  key: string;
  value: unknown;
  updated_at: string;
  updated_by: { id: number; name: string } | null;
};

/** What is stored, with who changed each setting last (the audit log's latest entry for it). */
async function storedSettings(caller: RequestContext, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, StoredRow>();
  const result = await caller.db.execute<StoredRow>(sql`
    SELECT ss.key, ss.value, to_json(ss.updated_at)#>>'{}' AS updated_at,
      (SELECT json_build_object('id', u.id, 'name', ${personName('u')})
         FROM audit_log a JOIN users u ON u.id = a.user_id
        WHERE a.item_type = 'server_settings' AND a.item_id = ss.key
        ORDER BY a.id DESC LIMIT 1) AS updated_by
      FROM server_settings ss
     WHERE ss.key = ANY(${sql.param([...keys])}::text[])`);
  return new Map(result.rows.map((row) => [row.key, row]));
}

/** The people of every id list, by id (one query for the page). */
async function peopleNamed(caller: RequestContext, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const result = await caller.db.execute<{ id: number; name: string }>(sql`
    SELECT u.id, ${personName('u')} AS name FROM users u
     WHERE u.id = ANY(${intArray([...new Set(ids)])})`);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

const asValue = (value: unknown): Value =>
  typeof value === 'string' || Array.isArray(value) ? (value as Value) : null;

function itemOf(
  definition: ContentSettingDefinition,
  stored: StoredRow | undefined,
  fallback: Value,
  names: ReadonlyMap<number, string>,
): ContentSettingItem {
  const value = stored ? asValue(stored.value) : fallback;
  return {
    key: definition.key,
    group: definition.group,
    title: definition.title,
    description: definition.description,
    kind: definition.kind,
    value,
    default_value: fallback,
    is_default: stored === undefined,
    people: Array.isArray(value)
      ? value.map((id) => ({ id, name: names.get(id) ?? `Account ${id}` }))
      : [],
    updated_at: stored?.updated_at ?? null,
    updated_by: stored?.updated_by ?? null,
  };
}

async function itemsOf(
  caller: RequestContext,
  config: Config,
  definitions: readonly ContentSettingDefinition[],
): Promise<ContentSettingItem[]> {
  const stored = await storedSettings(
    caller,
    definitions.map((definition) => definition.key),
  );
  const ids = [...stored.values()].flatMap((row) =>
    Array.isArray(row.value) ? row.value.filter((id): id is number => Number.isInteger(id)) : [],
  );
  const names = await peopleNamed(caller, ids);
  return definitions.map((definition) =>
    itemOf(definition, stored.get(definition.key), settingDefault(config, definition.key), names),
  );
}

/** The settings the query keeps, in the catalogue's order, one page of them, and their count. */
export async function listContentSettings(
  caller: RequestContext,
  config: Config,
  query: ContentSettingsQuery,
): Promise<{ total: number; items: ContentSettingItem[] }> {
  const groups = (['server_setting', 'parent_app', 'admin_app', 'staff_app'] as const).filter(
    (group) => query[group] === true,
  );
  const words = query.search?.toLowerCase();
  const kept = CONTENT_SETTINGS.filter(
    (definition) =>
      (groups.length === 0 || groups.includes(definition.group)) &&
      (!words ||
        [definition.title, definition.description, definition.key].some((text) =>
          text.toLowerCase().includes(words),
        )),
  );
  const page = query.export
    ? kept
    : kept.slice((query.page - 1) * query.limit, query.page * query.limit);
  return { total: kept.length, items: await itemsOf(caller, config, page) };
}

/** The ids of a list that are no account's, in the list's order. */
async function unknownUsers(caller: RequestContext, ids: readonly number[]): Promise<number[]> {
  const known = await peopleNamed(caller, ids);
  return ids.filter((id) => !known.has(id));
}

/**
 * Stores one setting's new value (null: back to its default) after checking it against its
 * kind; the audit trigger records the change in the same statement's transaction.
 */
export async function setContentSetting(
  caller: RequestContext,
  config: Config,
  body: ContentSettingBody,
): Promise<ContentSettingItem> {
  const definition = contentSettingOf(body.key);
  if (!definition) throw new FieldRefusal('key', Say.unknownSetting);
  if (body.value === null || body.value === '') {
    await caller.db.execute(sql`DELETE FROM server_settings WHERE key = ${definition.key}`);
  } else {
    const parsed = definition.schema.safeParse(body.value);
    if (!parsed.success) {
      throw new FieldRefusal('value', parsed.error.issues[0]?.message ?? Say.userIds);
    }
    const value = parsed.data as Value;
    if (Array.isArray(value)) {
      const [unknown] = await unknownUsers(caller, value);
      if (unknown !== undefined) throw new FieldRefusal('value', Say.unknownUser(unknown));
      // A superuser who hid Content Management from themselves could not undo it.
      if (
        definition.key === ServerSettingKey.messagingHiddenUserIds &&
        value.includes(caller.auth.userId)
      ) {
        throw new FieldRefusal('value', Say.hideSelf);
      }
    }
    await caller.db.execute(sql`
      INSERT INTO server_settings (key, value, updated_at)
      VALUES (${definition.key}, ${JSON.stringify(value)}::jsonb, now())
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
      WHERE server_settings.value IS DISTINCT FROM EXCLUDED.value`);
  }
  const [item] = await itemsOf(caller, config, [definition]);
  return item!;
}

import type { AuditAction, AuditEntry, AuditItemType } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  itemTypeOf,
  tableNameOf,
  type AuditLabels,
  type AuditedTableOf,
} from '../../core/audit/audited-tables.ts';
import { personName } from '../../core/sql/person-name.ts';

// An audit log page in people's words (DECISIONS.md "A history in people's words"): the rows one
// call wrote for one item are one entry, told with its module's labels; user ids and titles are
// looked up once for the page, never per row.

/** One audit row of an entry's call, as the page's statement gathers them. */
export interface AuditPart {
  table: string | null;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** An entry as the page's statement answers it: its first row, and every row of its call. */
export type GroupedRow = Omit<
  AuditEntry,
  | 'user_name'
  | 'verb'
  | 'item_name'
  | 'item_title'
  | 'title_join'
  | 'item_path'
  | 'changes'
  | 'children'
> & { parts: AuditPart[] };

/** 'rejection_reason' → 'Rejection reason', 'branch_id' → 'Branch': for fields no label names. */
export function fieldWords(field: string): string {
  const words = field.replace(/_id$/, '').replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Part extends AuditPart {
  labels: AuditLabels;
  child: boolean;
}

const FALLBACK: AuditLabels = { noun: ['record', 'records'] };

/** Who the page names: actors and every user-id field of its rows. */
function peopleOf(rows: readonly GroupedRow[], parts: readonly Part[][]): number[] {
  const ids = new Set<number>();
  rows.forEach((row, index) => {
    ids.add(row.user_id);
    for (const part of parts[index]!) {
      for (const field of part.labels.people ?? []) {
        for (const value of [part.before?.[field], part.after?.[field]]) {
          if (typeof value === 'number' && Number.isInteger(value)) ids.add(value);
        }
      }
    }
  });
  return [...ids];
}

async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: number; name: string }>(
    sql`SELECT u.id, ${personName('u')} AS name FROM users u WHERE u.id = ANY(${sql.param(ids)}::int[])`,
  );
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

/** The titles of the page's items: one statement per item type on the page. */
async function titlesOf(
  db: Db,
  rows: readonly GroupedRow[],
  labelsOf: (itemType: string) => AuditLabels,
): Promise<Map<string, string>> {
  const idsByType = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!labelsOf(row.item_type).titles) continue;
    const ids = idsByType.get(row.item_type) ?? new Set();
    ids.add(row.item_id);
    idsByType.set(row.item_type, ids);
  }
  const titles = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([itemType, ids]) => {
      const result = await db.execute<{ id: string; title: string | null }>(
        labelsOf(itemType).titles!([...ids]),
      );
      for (const row of result.rows) {
        if (row.title) titles.set(`${itemType}:${row.id}`, row.title);
      }
    }),
  );
  return titles;
}

/** The verb of an entry: the module's word for the move its status made, or the action's. */
function verbOf(action: AuditAction, labels: AuditLabels, before: Fields, after: Fields): string {
  if (action === 'changed' && labels.verbs) {
    const { field, to, from } = labels.verbs;
    if (field in after) {
      const left = from?.[String(before[field])];
      if (left) return left;
      const taken = to[String(after[field])];
      if (taken) return taken;
    }
  }
  return labels.actions?.[action] ?? (action === 'changed' ? 'edited' : action);
}

type Fields = Record<string, unknown>;

/** Before and after of every field the parts changed: the first before, the last after. */
function merged(parts: readonly Part[]): { before: Fields; after: Fields } {
  const before: Fields = {};
  const after: Fields = {};
  for (const part of parts) {
    if (part.action !== 'changed') continue;
    for (const [field, value] of Object.entries(part.before ?? {})) {
      if (!(field in before)) before[field] = value;
    }
    Object.assign(after, part.after ?? {});
  }
  return { before, after };
}

/**
 * The page's rows as entries: one statement for the people it names, one per item type for
 * the titles.
 */
export async function describeEntries(
  db: Db,
  audited: readonly AuditedTableOf[],
  rows: readonly GroupedRow[],
): Promise<AuditEntry[]> {
  const byTable = new Map(audited.map((entry) => [tableNameOf(entry), entry]));
  const labelsOf = (itemType: string): AuditLabels => {
    const own = byTable.get(itemType);
    return own && !own.itemType ? own.labels : FALLBACK;
  };
  const parts = rows.map((row) =>
    row.parts.map((part): Part => {
      const entry = part.table ? byTable.get(part.table) : undefined;
      // Rows written before the table was recorded (migration 0020) are the item's own.
      const child = Boolean(entry?.itemType);
      return { ...part, labels: child ? entry!.labels : labelsOf(row.item_type), child };
    }),
  );
  const [names, titles] = await Promise.all([
    namesOf(db, peopleOf(rows, parts)),
    titlesOf(db, rows, labelsOf),
  ]);

  return rows.map((row, index) => {
    const { parts: _parts, ...head } = row;
    const labels = labelsOf(row.item_type);
    const own = parts[index]!.filter((part) => !part.child);
    const children = parts[index]!.filter((part) => part.child);
    const action: AuditAction = own.some((part) => part.action === 'deleted')
      ? 'deleted'
      : own[0]?.action === 'created'
        ? 'created'
        : 'changed';
    // A call that changed only child rows (attendance marked) is told in the child's words;
    // its fields are listed when it changed one child row.
    const told = own.length > 0 ? own : children.length === 1 ? children : [];
    const { before, after } = merged(told);
    const wordsOf = (part: { labels: AuditLabels } | undefined, field: string, value: unknown) => {
      const partLabels = part?.labels ?? labels;
      if (partLabels.people?.includes(field) && typeof value === 'number') {
        return names.get(value) ?? `user ${value}`;
      }
      const codes = partLabels.codes?.[field];
      if (codes && value !== null && value !== undefined) return codes[String(value)] ?? value;
      return value;
    };
    const toldLabels = told[0]?.labels ?? labels;
    const verb =
      own.length > 0
        ? verbOf(action, labels, before, after)
        : (children[0]?.labels.actions?.[children[0].action] ?? 'edited');
    const counted = new Map<string, AuditEntry['children'][number]>();
    for (const child of children) {
      const key = `${child.table}:${child.action}`;
      const found = counted.get(key) ?? { name: '', count: 0, action: child.action };
      found.count += 1;
      found.name = child.labels.noun[found.count === 1 ? 0 : 1];
      counted.set(key, found);
    }
    return {
      ...head,
      action,
      user_name: names.get(row.user_id) ?? '',
      verb,
      item_name: labels.noun[0],
      item_title: titles.get(`${row.item_type}:${row.item_id}`) ?? null,
      title_join: labels.titleJoin ?? '·',
      item_path: labels.path ? labels.path.replace(':id', encodeURIComponent(row.item_id)) : null,
      changes: Object.keys(after)
        .sort()
        .map((field) => ({
          field,
          label: toldLabels.fields?.[field] ?? fieldWords(field),
          before: wordsOf(told[0], field, before[field]),
          after: wordsOf(told[0], field, after[field]),
        })),
      children: [...counted.values()],
    };
  });
}

/**
 * The item types the manifests declare, each once, named by the table recorded under its own
 * name (a gate pass's log rows are recorded as the pass: the pass names the type), by name.
 */
export function auditItemTypes(audited: readonly AuditedTableOf[]): AuditItemType[] {
  const types = new Map<string, AuditItemType>();
  for (const entry of audited) {
    const itemType = itemTypeOf(entry);
    const own = tableNameOf(entry) === itemType;
    if (types.has(itemType) && !own) continue;
    const plural = entry.labels.noun[1];
    types.set(itemType, {
      item_type: itemType,
      module: entry.module,
      name: plural.charAt(0).toUpperCase() + plural.slice(1),
    });
  }
  return [...types.values()].sort((a, b) => a.name.localeCompare(b.name));
}

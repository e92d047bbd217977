import { getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { INT4_MAX } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { isAllowed, type RouteAccess } from '../access/route-access.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { HttpError } from '../http/http-error.ts';

type AuditAction = 'created' | 'changed' | 'deleted';

/**
 * How a table's changes read in a history (platform/kit/audit-log/DECISIONS.md): the module
 * says it in words; the platform never guesses a module's vocabulary.
 */
export interface AuditLabels {
  /** The record in words, singular and plural: ['gate pass', 'gate passes'], ['invitee', 'invitees']. */
  noun: readonly [string, string];
  /** Field → label; a field not listed reads from its name ('decided_at' → 'Decided at'). */
  fields?: Readonly<Record<string, string>>;
  /** Field → code → words: `{ status: GATE_PASS_STATUSES.labels }`. */
  codes?: Readonly<Record<string, Readonly<Record<string | number, string>>>>;
  /** Fields holding a user id: shown as that person's name. */
  people?: readonly string[];
  /** The verb of an action on this table when not 'created', 'edited' or 'deleted'. */
  actions?: Readonly<Partial<Record<AuditAction, string>>>;
  /**
   * A field whose value names the change: the code it leaves (`from: { [-1]: 'restored' }`,
   * read first), else the code it takes (`to: { 2: 'approved' }`).
   */
  verbs?: {
    field: string;
    to: Readonly<Record<string | number, string>>;
    from?: Readonly<Record<string | number, string>>;
  };
  /**
   * The items' titles (a student's name, a meeting's title), for a page of entries in one
   * statement: rows `(id text, title text)` for the ids given. Item types only (not child tables).
   */
  titles?: (ids: readonly string[]) => SQL;
  /** The word joining the item and its title: 'for' (gate pass 12 for Harika Reddy); default '·'. */
  titleJoin?: string;
  /** The item's page in the console, ':id' standing for its id: '/gate-pass/:id'. */
  path?: string;
}

/**
 * A table whose changes through the API are recorded in the audit log, as a manifest
 * declares it (`defineServerModule({ audited: [...] })`).
 */
export interface AuditedTable {
  table: PgTable;
  /** How its changes read in a history: required, so no module's history speaks database. */
  labels: AuditLabels;
  /** The column naming the item (default `id`). */
  idColumn?: string;
  /**
   * The item these rows belong to, when it is not the row itself: a gate pass's entry/exit
   * log rows are recorded as changes of the pass (`itemType: 'gate_passes'`, `idColumn:
   * 'gate_pass_id'`), so the pass's history shows its pickup decisions.
   */
  itemType?: string;
  /** Columns never recorded: secrets, derived search text, bookkeeping. */
  omit?: readonly string[];
  /**
   * Whether this user may read the item, and so its history (GET /audit_log/item). Without
   * it an item's history is for superusers only.
   */
  readable?: (db: Db, auth: AuthContext, itemId: string) => Promise<boolean>;
}

/** An audited table with the module it belongs to, as the trigger installer takes it. */
export interface AuditedTableOf extends AuditedTable {
  module: string;
}

/** Bookkeeping every table may carry and no reader of a history wants. */
const ALWAYS_OMITTED = ['updated_at'];

export function triggerArguments(audited: AuditedTableOf): [string, string, string, string] {
  return [
    audited.module,
    audited.idColumn ?? 'id',
    [...ALWAYS_OMITTED, ...(audited.omit ?? [])].join(','),
    audited.itemType ?? '',
  ];
}

export const tableNameOf = (audited: AuditedTable): string => getTableName(audited.table);

/** The item type an audited table's rows are recorded under. */
export const itemTypeOf = (audited: AuditedTable): string =>
  audited.itemType ?? tableNameOf(audited);

/**
 * `readable` from a module's own detail check: the caller holds the detail route's access and
 * the loader finds the item in their scope. A loader says "not for this caller" either way a
 * module's code does: by answering 404 or 403, or by finding nothing (undefined or null) — a
 * repo's `find…` that returns no row. Only an item actually loaded is readable.
 */
export function readableWhen(
  access: RouteAccess,
  load: (db: Db, auth: AuthContext, id: number) => Promise<unknown>,
): NonNullable<AuditedTable['readable']> {
  return async (db, auth, itemId) => {
    if (!isAllowed(auth, access)) return false;
    if (!/^\d{1,10}$/.test(itemId) || Number(itemId) > INT4_MAX) return false;
    try {
      const item = await load(db, auth, Number(itemId));
      return item !== undefined && item !== null;
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 403)) {
        return false;
      }
      throw error;
    }
  };
}

import type { ContentItem, contentBody, contentListQuery } from '@console/contract';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import type { ContentKind } from './content-kinds.ts';

// What a messaging module hands the shared content engine: its kind (content-kinds.ts, with the
// contract's endpoints of its calls), and how its own fields are read, written and filtered.
// Everything else — routes, scope, rules, lists, exports, delivery hand-off — is the engine's,
// once for all of them.

/** The body every module's POST and PUT shares (targeting plus the message), as parsed. */
export type ContentBody = z.output<ReturnType<typeof contentBody<Record<never, never>>>>;
/** The list query every module shares, as parsed. */
export type ContentListQuery = z.output<ReturnType<typeof contentListQuery<Record<never, never>>>>;

/** A stored item as its answer shows it, with the module's own fields by their wire names. */
export type StoredItem = ContentItem & Record<string, unknown>;

/** A module's own fields (category, platforms, priority…) beyond the shared ones. */
export interface ContentExtra<Body extends ContentBody, Query extends ContentListQuery> {
  /** Answer fields: wire name → expression over the item row (alias `c`). */
  answer: Record<string, SQL>;
  /** Columns of the export file after the shared ones: header → expression. */
  exportColumns: Record<string, SQL>;
  /** Column name → value written on create and edit. */
  columns(body: Body): Record<string, SQL>;
  /** The module's own list filters (alias `c`). */
  filters(query: Query): (SQL | false | undefined)[];
  /**
   * The body as the module saves it, given the body as sent (a poll to every branch its author
   * may reach leaves out the targeting's places), before anything reads it.
   */
  normalize?(body: Body): Body;
  /** Checks against the database before saving, e.g. that the category exists. */
  validate?(db: DbOrTx, body: Body): Promise<void>;
  /**
   * Why the item cannot be sent or scheduled as it stands (an SMS without its DLT template id),
   * or null. Given the body on create and edit, the stored item on the status call.
   */
  sendRefusal?(fields: Record<string, unknown>): string | null;
  /**
   * Writes what the module keeps beside the item's row (a poll's questions), in the
   * transaction that created or edited it.
   */
  afterSave?(tx: DbOrTx, itemId: number, body: Body): Promise<void>;
}

export interface ContentModule<
  Body extends ContentBody = ContentBody,
  Query extends ContentListQuery = ContentListQuery,
> {
  kind: ContentKind;
  extra: ContentExtra<Body, Query>;
}

/** No fields of its own (marketing). */
export const noExtraFields: ContentExtra<ContentBody, ContentListQuery> = {
  answer: {},
  exportColumns: {},
  columns: () => ({}),
  filters: () => [],
};

import {
  CONTENT_STATUS_MACHINE,
  CONTENT_STATUSES,
  ContentMessages,
  SENT_CONTENT_STATUS_MACHINE,
  SENT_CONTENT_STATUSES,
  type AnyCodeTable,
  type ContentKindEndpoints,
  type ContentStatusCode,
  type GlobalModuleId,
  type Permission,
  type TargetingFilter,
} from '@console/contract';
import type { Tx } from '../../../db/client.ts';
import type { AppTopic } from '../../kit/push/push-addressing.ts';
import type { ResolvedTargeting } from '../../kit/targeting/targeting-sql.ts';

/**
 * A messaging module as data: what the shared content engine (routes, rules, lists) and the
 * delivery job need to know about it. Each module defines its own (`defineContentKind`, in its
 * folder) and hands it to the engine through its manifest; the platform lists none of them.
 */
export interface ContentKind {
  /** The module's name in job payloads, delivery rows and purposes: 'announcement'. */
  key: string;
  /** The module's table. */
  table: string;
  /**
   * The module's calls as the contract defines them (contentEndpoints): the engine registers
   * its routes from them, and a kind with `categories` among them has the category calls too.
   */
  endpoints: ContentKindEndpoints;
  globalModule: GlobalModuleId;
  access: { read: Permission; create: Permission; update: Permission };
  /** How a sent item reaches people: push to app users, or SMS to every phone number. */
  channel: 'push' | 'sms';
  exportFile: string;
  /** Server setting listing users for whom the module is hidden (and its calls refused). */
  hiddenForUsersSetting?: string;
  /**
   * Which apps and platforms an item's pushes go to, when the item chooses (push
   * notifications); without it a push goes to the recipient's default app on every platform.
   */
  pushAudience?: {
    apps(userType: 'student' | 'staff', item: { applications?: number[] }): AppTopic[];
    platforms(item: { platforms?: number[] }): number[] | undefined;
  };
  /**
   * A kind with statuses of its own (opinion polls: Sent and Completed, no Hidden) or with
   * its own words for them (SENT_CONTENT_STATUS_RULES); the content statuses
   * (CONTENT_STATUS_MACHINE) otherwise. Codes 1 (sent), 2 (scheduled), 3
   * (draft) and -1 (deleted) mean the same in every set: the engine and the delivery job rely
   * on them.
   */
  statusRules?: ContentStatusRules;
  /** What the delivery job does for this kind beyond sending the item. */
  delivery?: ContentDeliveryHooks;
}

export interface ContentStatusRules {
  /** Labels (export files) and the reading of an unknown code. */
  statuses: AnyCodeTable;
  /** Why a move is refused, or null when allowed. */
  refusal(from: unknown, to: number): string | null;
  /** Why a sent item cannot be edited. */
  sentCannotBeEdited: string;
}

export interface ContentDeliveryHooks {
  /**
   * Called in the transaction that resolved the item's recipients (content_deliveries rows
   * written), with the targeting they were resolved from: a poll keeps each recipient's branch.
   */
  recipientsResolved?(
    tx: Tx,
    itemId: number,
    filter: TargetingFilter,
    targeting: ResolvedTargeting,
  ): Promise<void>;
  /**
   * Data each recipient's push carries beyond the delivery's ids (a poll's answer link), by
   * recipient key, read in the transaction that sends the batch.
   */
  pushData?(
    tx: Tx,
    itemId: number,
    recipientKeys: readonly string[],
    signingSecret: string,
  ): Promise<ReadonlyMap<string, Record<string, string>>>;
  /**
   * The push's text when the item's message is empty (a poll's introduction may be): a push
   * with a title alone reads as a glitch on a phone.
   */
  emptyMessageBody?: string;
}

/** The content statuses' rules (000 §4): what a kind without statuses of its own follows. */
export const CONTENT_STATUS_RULES: ContentStatusRules = {
  statuses: CONTENT_STATUSES,
  refusal: (from, to) => CONTENT_STATUS_MACHINE.refusal(from, to as ContentStatusCode),
  sentCannotBeEdited: ContentMessages.sentCannotBeEdited,
};

/**
 * The content statuses with status 1 called "Sent" (002 §4: marketing, notifications, SMS):
 * the same moves, the words of their document in labels, exports and refusals.
 */
export const SENT_CONTENT_STATUS_RULES: ContentStatusRules = {
  statuses: SENT_CONTENT_STATUSES,
  refusal: (from, to) => SENT_CONTENT_STATUS_MACHINE.refusal(from, to as ContentStatusCode),
  sentCannotBeEdited: ContentMessages.sentCannotBeEdited,
};

export const statusRulesOf = (kind: Pick<ContentKind, 'statusRules'>): ContentStatusRules =>
  kind.statusRules ?? CONTENT_STATUS_RULES;

/** The calls' path under /api: '/announcement'. */
export const kindPath = (kind: Pick<ContentKind, 'endpoints'>): string => kind.endpoints.list.path;

/** One permission for reading, creating and changing (most messaging modules). */
export const singlePermission = (permission: Permission) => ({
  read: permission,
  create: permission,
  update: permission,
});

export function defineContentKind<const Kind extends ContentKind>(kind: Kind): Kind {
  return kind;
}

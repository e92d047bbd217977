import {
  CONTENT_STATUSES,
  CONTENT_STATUS_FILTER_OPTIONS,
  CONTENT_STATUS_MACHINE,
  SENT_CONTENT_STATUS_MACHINE,
  SENT_CONTENT_STATUSES,
  type AnyCodeTable,
} from '@console/contract';

// The statuses a messaging module's items move through, as the shared pages need them: the code
// table (tags, labels), the list filter's options and the contract's machine (which moves the
// buttons offer). Most modules use the content statuses of 000 §4 (marketing, notifications and
// SMS with status 1 called "Sent", as 002 §4 says); opinion polls have their own
// (Sent, Completed, no Hidden) with the same codes for Sent/Active 1, Scheduled 2, Draft 3 and
// Delete -1, so the shared pages' rules about those four hold for every set.

export interface ContentStatusSet {
  codes: AnyCodeTable;
  filterOptions: readonly number[];
  machine: {
    nextStatuses(from: unknown): readonly number[];
    canMove(from: unknown, to: unknown): boolean;
  };
  /**
   * Moves to statuses the content set does not have (a poll's Completed), worded for the
   * buttons; keyed by the target code.
   */
  ownActions?: Readonly<
    Record<
      number,
      {
        label: string;
        done: string;
        confirm?: { title: string; body: string; okText: string };
        danger?: boolean;
      }
    >
  >;
}

export const CONTENT_STATUS_SET: ContentStatusSet = {
  codes: CONTENT_STATUSES,
  filterOptions: CONTENT_STATUS_FILTER_OPTIONS,
  machine: CONTENT_STATUS_MACHINE,
};

/**
 * The content statuses as 002 §4 words them for marketing, notifications and SMS: status 1 is
 * "Sent" in their tags, filters and refusals; the codes and moves are the same.
 */
export const SENT_CONTENT_STATUS_SET: ContentStatusSet = {
  codes: SENT_CONTENT_STATUSES,
  filterOptions: CONTENT_STATUS_FILTER_OPTIONS,
  machine: SENT_CONTENT_STATUS_MACHINE,
};

/** The module's status set, the content statuses when it has none of its own. */
export const statusSetOf = (module: { statuses?: ContentStatusSet }): ContentStatusSet =>
  module.statuses ?? CONTENT_STATUS_SET;

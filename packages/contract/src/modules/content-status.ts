import { defineCodes, type CodeOf } from '../common/codes.ts';
import { defineStatusMachine } from '../common/status-machine.ts';

// Content status codes of 000 §4 and 002 §4, shared by announcements, wellness, marketing,
// notifications and SMS: the codes, their labels, action labels and colours, and the allowed
// transitions (the documents leave those open;
// apps/server/src/platform/engines/content/DECISIONS.md "Content status transitions").

/**
 * The codes, labels, action labels (the button that moves an item into the status) and colours
 * of 000 §4, with status 1 in the words of the kind's document. Deleted's label and colour are
 * ours (the documents only give its code). An unknown status is shown as Draft, as 000 §4 says.
 */
const contentStatusTable = <const SentLabel extends string>(sentLabel: SentLabel) =>
  defineCodes(
    {
      Delete: { code: -1, label: 'Deleted', action: 'Delete', colour: 'red' },
      Hidden: { code: 0, label: 'Hidden', action: 'Hide / Recall', colour: 'grey' },
      Active: { code: 1, label: sentLabel, action: 'Send', colour: 'green' },
      Scheduled: { code: 2, label: 'Scheduled', action: 'Schedule', colour: 'yellow' },
      Draft: { code: 3, label: 'Draft', action: 'Draft', colour: 'blue' },
    },
    { fallback: 'Draft' },
  );

/** 000 §4: announcements and wellness call status 1 "Active". */
export const CONTENT_STATUSES = contentStatusTable('Active');
/**
 * 002 §4 "Marketing, notification, SMS status: Sent 1, Scheduled 2, Draft 3": the same codes
 * and moves as CONTENT_STATUSES, status 1 labelled "Sent" (apps/server/src/platform/engines/
 * content/DECISIONS.md "Status 1 in each document's word").
 */
export const SENT_CONTENT_STATUSES = contentStatusTable('Sent');
export const ContentStatus = CONTENT_STATUSES.code;
export type ContentStatusCode = CodeOf<typeof CONTENT_STATUSES>;
export const CONTENT_STATUS_CODES = CONTENT_STATUSES.codes;

/** The list filter's options, in the documents' order: Active, Scheduled, Draft, Hidden. */
export const CONTENT_STATUS_FILTER_OPTIONS = [
  ContentStatus.Active,
  ContentStatus.Scheduled,
  ContentStatus.Draft,
  ContentStatus.Hidden,
] as const;

/** 000 §4: an unknown status is shown as Draft. */
export const contentStatusOrDraft = (status: number | null | undefined): ContentStatusCode =>
  CONTENT_STATUSES.read(status);

/**
 * How long a deleted item can be restored (the list's and detail page's Undo); after that,
 * deleted is final (apps/server/src/platform/engines/content/DECISIONS.md
 * "Restorable delete").
 */
export const CONTENT_RESTORE_MINUTES = 10;

export const ContentMessages = {
  alreadyInStatus: (label: string) => `The item is already ${label}.`,
  sentCannotGoBack:
    'This item has already been sent. It can only be hidden (recalled) or deleted, not moved back to Draft or Scheduled.',
  draftCannotBeHidden:
    'This item has not been sent, so there is nothing to recall. Delete it, or keep it as a draft.',
  scheduledCannotBeHidden:
    'This item has not been sent yet. Move it back to Draft to cancel the schedule.',
  deletedIsFinal: 'This item was deleted and cannot be changed.',
  notDeleted: 'This item is not deleted, so there is nothing to restore.',
  restoreWindowPassed: `This item was deleted more than ${CONTENT_RESTORE_MINUTES} minutes ago and can no longer be restored.`,
  scheduleRequired: 'Choose a schedule date to schedule the item.',
  scheduleInPast: 'The schedule date must be in the future.',
  sentCannotBeEdited:
    'This item has already been sent and cannot be edited. Hide it and create a new one.',
  createStatus: 'A new item can be sent, scheduled or saved as a draft.',
  idMismatch: 'The id in the body does not match the address.',
  attachmentNotFound: (id: number) => `Attachment ${id} was not found. Upload the file again.`,
  categoryNotFound: 'Choose an existing category.',
  branchesOutsideScope: 'You cannot send to branches outside your access.',
  noBranchesInScope: 'The audience has no branch within your access. Change the targeting.',
  dltTemplateRequired:
    'Enter the DLT template id registered for this message before sending or scheduling it.',
  dltTemplateFormat: 'A DLT template id is the 19-digit number registered with the operator.',
  titleRequired: 'Title is required',
  messageRequired: 'Message is required',
  applicationsRequired: 'Choose at least one application.',
  platformsRequired: 'Choose at least one platform.',
} as const;

/** Why a move is refused, naming statuses by their labels in `statuses`. */
const whyNotMove =
  (statuses: typeof CONTENT_STATUSES | typeof SENT_CONTENT_STATUSES) =>
  (from: ContentStatusCode | undefined, to: ContentStatusCode): string => {
    if (from === ContentStatus.Delete) return ContentMessages.deletedIsFinal;
    if (from === to) return ContentMessages.alreadyInStatus(statuses.label(to));
    if (from === ContentStatus.Active || from === ContentStatus.Hidden) {
      return ContentMessages.sentCannotGoBack;
    }
    if (from === ContentStatus.Draft && to === ContentStatus.Hidden) {
      return ContentMessages.draftCannotBeHidden;
    }
    return ContentMessages.scheduledCannotBeHidden;
  };

/**
 * Where each status may go. Not yet sent (Draft, Scheduled) may be sent, scheduled, moved back
 * to Draft or deleted; sent (Active) may only be hidden (recalled) or deleted; Hidden may be
 * shown again (nothing is sent twice) or deleted. Deleted is final.
 */
const CONTENT_MOVES = {
  Draft: ['Active', 'Scheduled', 'Delete'],
  Scheduled: ['Active', 'Scheduled', 'Draft', 'Delete'],
  Active: ['Hidden', 'Delete'],
  Hidden: ['Active', 'Delete'],
} as const;

export const CONTENT_STATUS_MACHINE = defineStatusMachine(CONTENT_STATUSES, CONTENT_MOVES, {
  whyNot: whyNotMove(CONTENT_STATUSES),
});
/** The same moves for marketing, notifications and SMS, their refusals saying "Sent". */
export const SENT_CONTENT_STATUS_MACHINE = defineStatusMachine(
  SENT_CONTENT_STATUSES,
  CONTENT_MOVES,
  { whyNot: whyNotMove(SENT_CONTENT_STATUSES) },
);
export const CONTENT_TRANSITIONS = CONTENT_STATUS_MACHINE.transitions;

/**
 * Why a status change is refused, or null when it is allowed. One place for the rule and its
 * words, so the server's 409 and the console's disabled buttons always agree.
 */
export const contentTransitionRefusal = (
  from: ContentStatusCode,
  to: ContentStatusCode,
): string | null => CONTENT_STATUS_MACHINE.refusal(from, to);

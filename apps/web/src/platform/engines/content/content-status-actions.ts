import { CONTENT_STATUSES, ContentStatus } from '@console/contract';
import { itemNoun } from './content-module.ts';
import { CONTENT_STATUS_SET, type ContentStatusSet } from './content-status-set.ts';

// Which status changes an item offers (the contract's CONTENT_STATUS_MACHINE, so the buttons and
// the server's 409 always agree) and how each reads. The documents' action labels are Send,
// Schedule, Draft, Hide / Recall and Delete; where the item's current status changes the meaning
// the button says so (a scheduled item is sent "now"; a hidden one is shown again).

export interface StatusAction {
  to: number;
  label: string;
  /** Past tense for the toast: "Announcement 12 sent". */
  done: string;
  danger?: boolean;
  /** Asked before the change: irreversible or visible to recipients. */
  confirm?: { title: string; body: string; okText: string };
  /** Needs a schedule date (moving to Scheduled). */
  needsDate?: boolean;
}

function actionFor(
  from: number,
  to: number,
  singular: string,
  statuses: ContentStatusSet,
): StatusAction {
  const noun = itemNoun(singular);
  const own = statuses.ownActions?.[to];
  if (own) return { to, ...own };
  switch (to) {
    case ContentStatus.Active:
      if (from === ContentStatus.Hidden) {
        return { to, label: 'Show again', done: 'shown again' };
      }
      return {
        to,
        label: from === ContentStatus.Scheduled ? 'Send now' : 'Send',
        done: 'sent',
        confirm: {
          title: `Send this ${noun} now?`,
          body: 'It goes to everyone in its audience at once.',
          okText: 'Send',
        },
      };
    case ContentStatus.Scheduled:
      return {
        to,
        label: from === ContentStatus.Scheduled ? 'Reschedule' : 'Schedule',
        done: 'scheduled',
        needsDate: true,
      };
    case ContentStatus.Draft:
      return { to, label: 'Move to Draft', done: 'moved to Draft' };
    case ContentStatus.Hidden:
      return {
        to,
        label: 'Recall',
        done: 'recalled',
        danger: true,
        confirm: {
          title: `Recall this ${noun}?`,
          body: 'It is hidden from the recipients. Messages already delivered to phones cannot be taken back.',
          okText: 'Recall',
        },
      };
    case ContentStatus.Delete:
      return {
        to,
        label: CONTENT_STATUSES.of(ContentStatus.Delete).action,
        done: 'deleted',
        danger: true,
        confirm: {
          title: `Delete this ${noun}?`,
          body: 'It leaves every list. The message that follows offers Undo for a few seconds.',
          okText: 'Delete',
        },
      };
    default:
      // A status of the module's own without words of its own: its label.
      return { to, label: statuses.codes.label(to), done: `moved to ${statuses.codes.label(to)}` };
  }
}

/** The changes an item in this status may make, in the contract's order. */
export function statusActions(
  status: number,
  singular: string,
  statuses: ContentStatusSet = CONTENT_STATUS_SET,
): StatusAction[] {
  const from = statuses.codes.read(status) as number;
  return statuses.machine.nextStatuses(from).map((to) => actionFor(from, to, singular, statuses));
}

/** Items may be edited until they are sent (000 §4 leaves it open; ContentMessages.sentCannotBeEdited). */
export function contentEditable(
  status: number,
  statuses: ContentStatusSet = CONTENT_STATUS_SET,
): boolean {
  const current = statuses.codes.read(status);
  return current === ContentStatus.Draft || current === ContentStatus.Scheduled;
}

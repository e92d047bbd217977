import {
  CONTENT_STATUSES,
  CONTENT_STATUS_MACHINE,
  ContentStatus,
  contentStatusOrDraft,
  type ContentStatusCode,
} from '@console/contract';
import { itemNoun } from './content-module.ts';

// Which status changes an item offers (the contract's CONTENT_STATUS_MACHINE, so the buttons and
// the server's 409 always agree) and how each reads. The documents' action labels are Send,
// Schedule, Draft, Hide / Recall and Delete; where the item's current status changes the meaning
// the button says so (a scheduled item is sent "now"; a hidden one is shown again).

export interface StatusAction {
  to: ContentStatusCode;
  label: string;
  /** Past tense for the toast: "Announcement 12 sent". */
  done: string;
  danger?: boolean;
  /** Asked before the change: irreversible or visible to recipients. */
  confirm?: { title: string; body: string; okText: string };
  /** Needs a schedule date (moving to Scheduled). */
  needsDate?: boolean;
}

function actionFor(from: ContentStatusCode, to: ContentStatusCode, singular: string): StatusAction {
  const noun = itemNoun(singular);
  switch (to) {
    case ContentStatus.Active:
      if (from === ContentStatus.Hidden) {
        return { to, label: 'Show again', done: 'shown again' };
      }
      return {
        to,
        label: from === ContentStatus.Scheduled ? 'Send now' : CONTENT_STATUSES.of(to).action,
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
        label: from === ContentStatus.Scheduled ? 'Reschedule' : CONTENT_STATUSES.of(to).action,
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
        label: CONTENT_STATUSES.of(to).action,
        done: 'deleted',
        danger: true,
        confirm: {
          title: `Delete this ${noun}?`,
          body: 'It leaves every list. The message that follows offers Undo for a few seconds.',
          okText: 'Delete',
        },
      };
  }
}

/** The changes an item in this status may make, in the contract's order. */
export function statusActions(status: number, singular: string): StatusAction[] {
  const from = contentStatusOrDraft(status);
  return CONTENT_STATUS_MACHINE.nextStatuses(from).map((to) => actionFor(from, to, singular));
}

/** Items may be edited until they are sent (000 §4 leaves it open; ContentMessages.sentCannotBeEdited). */
export function contentEditable(status: number): boolean {
  const current = contentStatusOrDraft(status);
  return current === ContentStatus.Draft || current === ContentStatus.Scheduled;
}

// Content status codes of 000 §4 and 002 §4, shared by announcements, wellness, marketing,
// notifications and SMS: the codes, their labels, action labels and colours, and the allowed
// transitions (the documents leave those open; docs/decisions.md "Content status transitions").

export const ContentStatus = { Delete: -1, Hidden: 0, Active: 1, Scheduled: 2, Draft: 3 } as const;
export type ContentStatusCode = (typeof ContentStatus)[keyof typeof ContentStatus];

export const CONTENT_STATUS_CODES = [-1, 0, 1, 2, 3] as const;

/** The list filter's options, in the documents' order: Active, Scheduled, Draft, Hidden. */
export const CONTENT_STATUS_FILTER_OPTIONS = [
  ContentStatus.Active,
  ContentStatus.Scheduled,
  ContentStatus.Draft,
  ContentStatus.Hidden,
] as const;

export interface ContentStatusMeta {
  label: string;
  /** The button that moves an item into this status. */
  action: string;
  /** Ant Design tag colour. */
  colour: string;
}

export const CONTENT_STATUS_META: Record<ContentStatusCode, ContentStatusMeta> = {
  [ContentStatus.Active]: { label: 'Active', action: 'Send', colour: 'green' },
  [ContentStatus.Scheduled]: { label: 'Scheduled', action: 'Schedule', colour: 'gold' },
  [ContentStatus.Draft]: { label: 'Draft', action: 'Draft', colour: 'blue' },
  [ContentStatus.Hidden]: { label: 'Hidden', action: 'Hide / Recall', colour: 'default' },
  [ContentStatus.Delete]: { label: 'Deleted', action: 'Delete', colour: 'red' },
};

/** 000 §4: an unknown status is shown as Draft. */
export function contentStatusOrDraft(status: number | null | undefined): ContentStatusCode {
  return (CONTENT_STATUS_CODES as readonly number[]).includes(status ?? NaN)
    ? (status as ContentStatusCode)
    : ContentStatus.Draft;
}

/**
 * Where each status may go. Not yet sent (Draft, Scheduled) may be sent, scheduled, moved back
 * to Draft or deleted; sent (Active) may only be hidden (recalled) or deleted; Hidden may be
 * shown again (nothing is sent twice) or deleted. Deleted is final.
 */
export const CONTENT_TRANSITIONS: Record<ContentStatusCode, readonly ContentStatusCode[]> = {
  [ContentStatus.Draft]: [ContentStatus.Active, ContentStatus.Scheduled, ContentStatus.Delete],
  [ContentStatus.Scheduled]: [
    ContentStatus.Active,
    ContentStatus.Scheduled,
    ContentStatus.Draft,
    ContentStatus.Delete,
  ],
  [ContentStatus.Active]: [ContentStatus.Hidden, ContentStatus.Delete],
  [ContentStatus.Hidden]: [ContentStatus.Active, ContentStatus.Delete],
  [ContentStatus.Delete]: [],
};

export const ContentMessages = {
  alreadyInStatus: (label: string) => `The item is already ${label}.`,
  sentCannotGoBack:
    'This item has already been sent. It can only be hidden (recalled) or deleted, not moved back to Draft or Scheduled.',
  draftCannotBeHidden:
    'This item has not been sent, so there is nothing to recall. Delete it, or keep it as a draft.',
  scheduledCannotBeHidden:
    'This item has not been sent yet. Move it back to Draft to cancel the schedule.',
  deletedIsFinal: 'This item was deleted and cannot be changed.',
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

/**
 * Why a status change is refused, or null when it is allowed. One place for the rule and its
 * words, so the server's 409 and the console's disabled buttons always agree.
 */
export function contentTransitionRefusal(
  from: ContentStatusCode,
  to: ContentStatusCode,
): string | null {
  if (CONTENT_TRANSITIONS[from].includes(to)) return null;
  if (from === ContentStatus.Delete) return ContentMessages.deletedIsFinal;
  if (from === to) return ContentMessages.alreadyInStatus(CONTENT_STATUS_META[to].label);
  if (from === ContentStatus.Active || from === ContentStatus.Hidden) {
    return ContentMessages.sentCannotGoBack;
  }
  if (from === ContentStatus.Draft && to === ContentStatus.Hidden) {
    return ContentMessages.draftCannotBeHidden;
  }
  return ContentMessages.scheduledCannotBeHidden;
}

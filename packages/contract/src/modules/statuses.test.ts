import { describe, expect, it } from 'vitest';
import type { AnyCodeTable } from '../common/codes.ts';
import {
  BACKGROUND_JOB_STATUSES,
  CALL_STATUSES,
  CALL_STATUS_MACHINE,
  CONTENT_STATUSES,
  CONTENT_STATUS_MACHINE,
  CallStatus,
  ContentMessages,
  EVENT_STATUSES,
  EVENT_STATUS_MACHINE,
  FEEDBACK_APPLICATIONS,
  FEEDBACK_PLATFORMS,
  FEEDBACK_STATUSES,
  FEEDBACK_STATUS_MACHINE,
  FEEDBACK_TYPES,
  EventGalleryMessages,
  FINAL_CALL_STATUSES,
  GATE_PASS_DECISION_MACHINE,
  GATE_PASS_STATUSES,
  GatePassMessages,
  SENTIMENTS,
  SENT_CONTENT_STATUSES,
  SENT_CONTENT_STATUS_MACHINE,
  STORED_CALL_STATUSES,
  USER_STATUSES,
  contentStatusOrDraft,
  eventStatusOrDraft,
  gatePassListQuery,
  readCallStatus,
} from '../index.ts';

// The documents' status tables, word for word and colour for colour, and the moves each
// machine allows (the documents leave those open; these lock in their owners' DECISIONS.md).

const rows = (table: AnyCodeTable) =>
  table.codes.map((code) => [code, table.label(code), table.colour(code)]);

describe('gate pass statuses (001 §4)', () => {
  it('are the documents’ codes, names and colours', () => {
    expect(rows(GATE_PASS_STATUSES)).toEqual([
      [0, 'Disabled', 'grey'], // colour not shown in the documents
      [1, 'Waiting For Approval', 'yellow'],
      [2, 'Approved', 'green'],
      [3, 'Rejected', 'red'],
      [4, 'Cancelled', 'grey'],
      [5, 'Pass Used', 'blue'],
    ]);
  });

  it('only a pass waiting for approval may be approved or rejected', () => {
    expect(GATE_PASS_DECISION_MACHINE.transitions).toEqual({
      0: [],
      1: [2, 3],
      2: [],
      3: [],
      4: [],
      5: [],
    });
    expect(GATE_PASS_DECISION_MACHINE.refusal(1, 2)).toBeNull();
    expect(GATE_PASS_DECISION_MACHINE.refusal(4, 2)).toBe(GatePassMessages.cancelledIsFinal);
    expect(GATE_PASS_DECISION_MACHINE.refusal(2, 2)).toBe('This gate pass is already Approved.');
    expect(GATE_PASS_DECISION_MACHINE.refusal(9, 3)).toBe(GatePassMessages.disabledIsFinal);
  });

  it('filters by the table’s codes only', () => {
    expect(gatePassListQuery.parse({ status_list: '1,5' }).status_list).toEqual([1, 5]);
    const wrong = gatePassListQuery.safeParse({ status_list: '1,6' });
    expect(wrong.error?.issues[0]?.message).toBe(GatePassMessages.statusList);
  });
});

describe('content statuses (000 §4)', () => {
  it('are the documents’ codes, labels, action labels and colours', () => {
    expect(
      CONTENT_STATUSES.codes.map((code) => [
        code,
        CONTENT_STATUSES.label(code),
        CONTENT_STATUSES.of(code).action,
        CONTENT_STATUSES.colour(code),
      ]),
    ).toEqual([
      [-1, 'Deleted', 'Delete', 'red'], // label and colour ours
      [0, 'Hidden', 'Hide / Recall', 'grey'],
      [1, 'Active', 'Send', 'green'],
      [2, 'Scheduled', 'Schedule', 'yellow'],
      [3, 'Draft', 'Draft', 'blue'],
    ]);
  });

  it('reads an unknown status as Draft', () => {
    expect([7, null, undefined].map(contentStatusOrDraft)).toEqual([3, 3, 3]);
    expect(CONTENT_STATUSES.label(7)).toBe('Draft');
  });

  it('moves as apps/server/src/platform/engines/content/DECISIONS.md says', () => {
    expect(CONTENT_STATUS_MACHINE.transitions).toEqual({
      [-1]: [],
      0: [1, -1],
      1: [0, -1],
      2: [1, 2, 3, -1],
      3: [1, 2, -1],
    });
    expect(CONTENT_STATUS_MACHINE.refusal(1, 3)).toBe(ContentMessages.sentCannotGoBack);
    expect(CONTENT_STATUS_MACHINE.refusal(3, 0)).toBe(ContentMessages.draftCannotBeHidden);
    expect(CONTENT_STATUS_MACHINE.refusal(-1, 1)).toBe(ContentMessages.deletedIsFinal);
  });
});

describe('marketing, notification and SMS statuses (002 §4)', () => {
  it('call status 1 Sent, the rest as the content statuses', () => {
    expect(
      SENT_CONTENT_STATUSES.codes.map((code) => [
        code,
        SENT_CONTENT_STATUSES.label(code),
        SENT_CONTENT_STATUSES.of(code).action,
        SENT_CONTENT_STATUSES.colour(code),
      ]),
    ).toEqual([
      [-1, 'Deleted', 'Delete', 'red'],
      [0, 'Hidden', 'Hide / Recall', 'grey'],
      [1, 'Sent', 'Send', 'green'],
      [2, 'Scheduled', 'Schedule', 'yellow'],
      [3, 'Draft', 'Draft', 'blue'],
    ]);
    expect(SENT_CONTENT_STATUSES.label(7)).toBe('Draft');
  });

  it('move as the content statuses, and say Sent where they name status 1', () => {
    expect(SENT_CONTENT_STATUS_MACHINE.transitions).toEqual(CONTENT_STATUS_MACHINE.transitions);
    expect(SENT_CONTENT_STATUS_MACHINE.refusal(1, 1)).toBe(ContentMessages.alreadyInStatus('Sent'));
    expect(CONTENT_STATUS_MACHINE.refusal(1, 1)).toBe(ContentMessages.alreadyInStatus('Active'));
    expect(SENT_CONTENT_STATUS_MACHINE.refusal(1, 3)).toBe(ContentMessages.sentCannotGoBack);
  });
});

describe('event gallery statuses (001 §4)', () => {
  it('are Hidden 0 grey, Active 1 green, Scheduled 2 yellow, Draft 3 blue', () => {
    expect(rows(EVENT_STATUSES)).toEqual([
      [0, 'Hidden', 'grey'],
      [1, 'Active', 'green'],
      [2, 'Scheduled', 'yellow'],
      [3, 'Draft', 'blue'],
    ]);
    expect(eventStatusOrDraft(-1)).toBe(3);
  });

  it('moves as apps/server/src/modules/event-gallery/DECISIONS.md says', () => {
    expect(EVENT_STATUS_MACHINE.transitions).toEqual({
      0: [1, 3],
      1: [0],
      2: [1, 2, 3],
      3: [1, 2],
    });
    expect(EVENT_STATUS_MACHINE.refusal(1, 3)).toBe(EventGalleryMessages.publishedCannotGoBack);
    expect(EVENT_STATUS_MACHINE.refusal(0, 2)).toBe(EventGalleryMessages.hiddenCannotBeScheduled);
  });
});

describe('call statuses (ours; 001 §4 leaves them open)', () => {
  it('read anything unknown, numbers as text too, as Unknown (-1)', () => {
    expect(['3', 3, '9', 'x', null, ''].map(readCallStatus)).toEqual([3, 3, -1, -1, -1, -1]);
    expect(STORED_CALL_STATUSES).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('only move forward, and nothing leaves an ending', () => {
    expect(FINAL_CALL_STATUSES.every((code) => CALL_STATUS_MACHINE.isFinal(code))).toBe(true);
    expect(
      CALL_STATUSES.codes.filter((code) => code >= 0 && CALL_STATUS_MACHINE.isFinal(code)),
    ).toEqual(FINAL_CALL_STATUSES);
    expect(CALL_STATUS_MACHINE.canMove(CallStatus.Ringing, CallStatus.InProgress)).toBe(true);
    expect(CALL_STATUS_MACHINE.canMove(CallStatus.Queued, CallStatus.Failed)).toBe(true);
    expect(CALL_STATUS_MACHINE.canMove(CallStatus.InProgress, CallStatus.Ringing)).toBe(false);
    expect(CALL_STATUS_MACHINE.canMove(CallStatus.Completed, CallStatus.Failed)).toBe(false);
    expect(CALL_STATUS_MACHINE.canMove(CallStatus.Queued, CallStatus.Unknown)).toBe(false);
  });

  it('sentiments are Dissatisfied red, Neutral grey, Happy green', () => {
    expect(rows(SENTIMENTS)).toEqual([
      [-1, 'Dissatisfied', 'red'],
      [0, 'Neutral', 'grey'],
      [1, 'Happy', 'green'],
    ]);
  });
});

describe('feedback records (issue 15)', () => {
  it('are the issue’s codes and names (colours ours)', () => {
    expect(rows(FEEDBACK_STATUSES)).toEqual([
      [0, 'Hidden', 'grey'],
      [1, 'Created', 'blue'],
      [2, 'Resolved', 'green'],
      [3, 'Won’t fix', 'orange'],
      [4, 'Invalid', 'red'],
    ]);
    expect(FEEDBACK_APPLICATIONS.options()).toEqual([
      { value: 1, label: 'Admin' },
      { value: 2, label: 'Parent Mobile App' },
      { value: 3, label: 'Staff Mobile App' },
      { value: 4, label: 'Server' },
      { value: 5, label: 'Reach Disha Web App' },
    ]);
    expect(FEEDBACK_PLATFORMS.options().map((option) => option.label)).toEqual([
      'Web',
      'Android',
      'iOS',
    ]);
    expect(FEEDBACK_TYPES.options().map((option) => option.label)).toEqual([
      'Bug',
      'Feedback',
      'Praise',
    ]);
  });

  it('a verdict is given once, reopened before another; anything hides; Hidden comes back Created', () => {
    expect(FEEDBACK_STATUS_MACHINE.transitions).toEqual({
      0: [1],
      1: [2, 3, 4, 0],
      2: [1, 0],
      3: [1, 0],
      4: [1, 0],
    });
    expect(FEEDBACK_STATUS_MACHINE.refusal(2, 4)).toBe(
      'This feedback is Resolved; reopen it (Created) before marking it Invalid.',
    );
    expect(FEEDBACK_STATUS_MACHINE.refusal(1, 1)).toBe('This feedback is already Created.');
  });
});

describe('other tags drawn from code tables', () => {
  it('background jobs and user accounts', () => {
    expect(BACKGROUND_JOB_STATUSES.codes).toEqual([
      'queued',
      'running',
      'done',
      'failed',
      'cancelled',
    ]);
    expect(rows(USER_STATUSES)).toEqual([
      [0, 'Disabled', 'grey'],
      [1, 'Active', 'green'],
    ]);
  });
});

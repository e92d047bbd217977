import {
  MEETING_STATUS_MACHINE,
  MEETING_STATUSES,
  MeetingStatus,
  type MeetingRow,
} from '@console/contract';
import type { BulkAction } from '../../platform/kit/list/bulk-action.ts';
import { moveEach } from '../../platform/kit/list/status-bulk.ts';
import { changeMeetingStatus, deleteMeeting } from './meeting-api.ts';

// Bulk actions of the meeting list: complete, cancel (attendees are told) or delete the
// selected meetings, each through its own call. None offers Undo: a cancellation has been
// pushed to the attendees, Completed is final, and a deleted meeting is gone with its marks.

export const meetingCount = (count: number) => `${count} ${count === 1 ? 'meeting' : 'meetings'}`;

const STATUS_TARGETS = [
  { to: MeetingStatus.Completed, label: 'Mark completed', description: undefined },
  {
    to: MeetingStatus.Disabled,
    label: 'Cancel',
    description: 'Invited attendees are told in the staff app.',
  },
] as const;

export function meetingBulkActions(onChanged: (row: MeetingRow) => void): BulkAction<MeetingRow>[] {
  const statusActions: BulkAction<MeetingRow>[] = STATUS_TARGETS.map(
    ({ to, label, description }) => ({
      key: `status-${to}`,
      label,
      confirm: (count) => `Make ${meetingCount(count)} ${MEETING_STATUSES.label(to)}?`,
      description: `${description ?? ''} Meetings that cannot move there stay as they are.`.trim(),
      doneText: (count) => `${meetingCount(count)} ${MEETING_STATUSES.label(to)}`,
      run: (keys, rows) =>
        moveEach(keys, rows, to, {
          refusal: (from) => MEETING_STATUS_MACHINE.refusal(from, to),
          change: (id) => changeMeetingStatus(id, to),
          noun: 'Meeting',
          onChanged: (answer) => onChanged(answer.meeting),
        }),
    }),
  );
  const remove: BulkAction<MeetingRow> = {
    key: 'delete',
    label: 'Delete',
    danger: true,
    confirm: (count) => `Delete ${meetingCount(count)}?`,
    description:
      'They are removed for good with their attendees and marks. Scheduled meetings are left: cancel them first.',
    doneText: (count) => `${meetingCount(count)} deleted`,
    run: (keys, rows) =>
      moveEach(keys, rows, -1, {
        // Deleting is a move out of every status but Scheduled.
        refusal: (from) =>
          from === MeetingStatus.Scheduled
            ? 'Cancel a scheduled meeting before deleting it.'
            : null,
        change: deleteMeeting,
        noun: 'Meeting',
        onChanged: () => undefined,
      }),
  };
  return [...statusActions, remove];
}

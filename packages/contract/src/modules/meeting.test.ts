import { describe, expect, it } from 'vitest';
import {
  MEETING_ATTENDANCE,
  attendanceCode,
  MEETING_STATUS_MACHINE,
  MEETING_STATUSES,
  MeetingMessages,
  meetingAttendanceBody,
  meetingAttendeesBody,
  meetingCreateBody,
} from './meeting.ts';

// The meeting contract (issue 15, 002 §5): the document's status codes, the moves we chose and
// their refusal words, and what the bodies refuse before a call is made.

describe('meeting statuses', () => {
  it('are the document’s codes and names (colours ours)', () => {
    expect(
      MEETING_STATUSES.codes.map((code) => [
        code,
        MEETING_STATUSES.label(code),
        MEETING_STATUSES.colour(code),
      ]),
    ).toEqual([
      [0, 'Disabled', 'grey'],
      [1, 'Scheduled', 'blue'],
      [2, 'Completed', 'green'],
      [3, 'Draft', 'gold'],
    ]);
    expect(MEETING_ATTENDANCE.options()).toEqual([
      { value: 0, label: 'Absent' },
      { value: 1, label: 'Present' },
      { value: 2, label: 'Not marked' },
    ]);
    expect([null, false, true].map(attendanceCode)).toEqual([2, 0, 1]);
  });

  it('move Draft → Scheduled/Disabled, Scheduled → Completed/Disabled, Disabled → Draft; Completed is final', () => {
    expect(MEETING_STATUS_MACHINE.transitions).toEqual({ 0: [3], 1: [2, 0], 2: [], 3: [1, 0] });
    expect(MEETING_STATUS_MACHINE.refusal(3, 2)).toBe('A Draft meeting cannot be made Completed.');
    expect(MEETING_STATUS_MACHINE.refusal(1, 1)).toBe('This meeting is already Scheduled.');
  });
});

describe('meeting bodies', () => {
  const meeting = {
    title: 'Planning',
    meeting_at: '2026-12-01T10:00:00+05:30',
    branch_id: 4,
  };

  it('default the duration, the reminder and the status of a new meeting', () => {
    expect(meetingCreateBody.parse(meeting)).toMatchObject({
      duration_minutes: 60,
      reminder_minutes: 60,
      status: 3,
    });
  });

  it('refuse a students’ filter for attendees, an empty change and an empty mark', () => {
    const students = meetingCreateBody.safeParse({
      ...meeting,
      staff_filter: { user_type: 'student', target_method: 'all' },
    });
    expect(students.success).toBe(false);
    const nothing = meetingAttendeesBody.safeParse({ user_ids: [] });
    expect(nothing.error?.issues[0]?.message).toBe(MeetingMessages.attendeesNothing);
    expect(meetingAttendanceBody.safeParse({ user_ids: [], attended: true }).success).toBe(false);
    expect(meetingAttendanceBody.safeParse({ user_ids: [1] }).success).toBe(false);
  });
});

import { MeetingStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// Demo meetings, one of each status, at two demo branches with their staff as attendees: at the
// principal's branch the principal organises and the zonal coordinator added every third
// attendee; at the staff member's branch the zonal coordinator organises and the principal added
// every third, so there the principal may mark only those. Past meetings have marks; the totals
// are counted from the rows.

interface DemoMeeting {
  title: string;
  agenda: string;
  venue: string;
  online_link: string;
  status: number;
  /** Days from now (negative: past), at 10:30 India time. */
  day: number;
  attendees: number;
  /** Share of the attendees marked present. */
  present: number;
}

const MEETINGS: readonly DemoMeeting[] = [
  {
    title: 'Term planning staff meeting',
    agenda: 'Timetable for the new term, exam duties, parent-teacher meeting dates.',
    venue: 'Staff room',
    online_link: '',
    status: MeetingStatus.Scheduled,
    day: 2,
    attendees: 12,
    present: 0,
  },
  {
    title: 'Fire safety drill review',
    agenda: 'What went well in the drill, what to fix before the next one.',
    venue: 'Conference hall',
    online_link: '',
    status: MeetingStatus.Completed,
    day: -5,
    attendees: 15,
    present: 0.7,
  },
  {
    title: 'Annual day preparation',
    agenda: 'Programme, rehearsals and volunteers.',
    venue: '',
    online_link: 'https://meet.example.org/annual-day',
    status: MeetingStatus.Draft,
    day: 9,
    attendees: 8,
    present: 0,
  },
  {
    title: 'Board exam invigilation briefing',
    agenda: 'Cancelled: the board sends its own observers this year.',
    venue: 'Room 12',
    online_link: '',
    status: MeetingStatus.Disabled,
    day: 4,
    attendees: 6,
    present: 0,
  },
];

async function userOf(tx: DbOrTx, username: string) {
  const result = await tx.execute<{ id: number; branch_id: number }>(sql`
    SELECT u.id, st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id
    WHERE u.username = ${username}`);
  return result.rows[0];
}

export async function seedMeetings(tx: DbOrTx): Promise<number> {
  const principal = await userOf(tx, 'principal');
  const zonal = await userOf(tx, 'zonal');
  const staff = await userOf(tx, 'staff');
  if (!principal || !zonal || !staff) return 0;
  // Organiser and co-organiser (who adds a few attendees of their own) per branch.
  const hosts = [
    { branchId: principal.branch_id, organiser: principal.id, helper: zonal.id },
    { branchId: staff.branch_id, organiser: zonal.id, helper: principal.id },
  ];
  let count = 0;
  for (const host of hosts) {
    for (const meeting of MEETINGS) {
      const inserted = await tx.execute<{ id: number }>(sql`
        INSERT INTO meetings (status, title, agenda, venue, online_link, meeting_at,
                              duration_minutes, branch_id, created_by, created_at)
        VALUES (${meeting.status}, ${meeting.title}, ${meeting.agenda}, ${meeting.venue},
                ${meeting.online_link},
                (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') + make_interval(days => ${meeting.day}::int)
                  + interval '10 hours 30 minutes') AT TIME ZONE 'Asia/Kolkata',
                60, ${host.branchId}, ${host.organiser}, now() - interval '12 days')
        RETURNING id`);
      const id = inserted.rows[0]!.id;
      const marked = Math.round(meeting.attendees * meeting.present);
      const invited = meeting.status !== MeetingStatus.Draft;
      // The branch's staff in employee order; every third one added by the helper.
      await tx.execute(sql`
        INSERT INTO meeting_attendees (meeting_id, user_id, added_by_user_id, attended, marked_by_user_id,
                                       marked_at, added_at, invited_at)
        SELECT ${id}::int, u.id,
               CASE WHEN n % 3 = 0 THEN ${host.helper}::int ELSE ${host.organiser}::int END,
               CASE WHEN n <= ${marked}::int THEN true END,
               CASE WHEN n <= ${marked}::int THEN ${host.organiser}::int END,
               CASE WHEN n <= ${marked}::int THEN now() - interval '5 days' END,
               now() - interval '11 days',
               ${invited ? sql`now() - interval '11 days'` : sql`NULL::timestamptz`}
        FROM (
          SELECT u.id, row_number() OVER (ORDER BY st.employee_number) AS n
          FROM staff st JOIN users u ON u.staff_id = st.id
          WHERE st.branch_id = ${host.branchId} AND st.status = 1 AND u.status = 1
            AND u.id NOT IN (${host.organiser}, ${host.helper})
        ) u
        WHERE n <= ${meeting.attendees}::int`);
      await tx.execute(sql`
        UPDATE meetings m SET
          total_attendees = (SELECT count(*) FROM meeting_attendees a WHERE a.meeting_id = m.id),
          total_present = (SELECT count(*) FROM meeting_attendees a WHERE a.meeting_id = m.id AND a.attended)
        WHERE m.id = ${id}`);
      count += 1;
    }
  }
  return count;
}

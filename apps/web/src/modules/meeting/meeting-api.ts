import {
  meetingEndpoints as endpoints,
  type MeetingAttendanceBody,
  type MeetingAttendeesBody,
  type MeetingCreateInput,
  type MeetingRow,
  type MeetingUpdateInput,
} from '@console/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { missingAsNull } from '../../platform/core/api/missing-as-null.ts';
import { callEndpoint, callListEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { listQueryPrefix, updateListRows } from '../../platform/kit/list/list-cache.ts';

// The meeting calls as hooks. A change lands in the meeting's page and every cached list row;
// attendance changes read the attendees again, and the totals come back with the answer.

const MEETING_LIST = endpoints.list.path;
export const meetingKey = (id: number) => ['meeting', id] as const;
const attendeesKey = (id: number) => ['meeting', id, 'attendees'] as const;

/** GET /meeting/{id}: null for a meeting that is missing or outside the user's branches. */
export function useMeeting(id: number | null) {
  return useQuery({
    queryKey: meetingKey(id ?? 0),
    queryFn: ({ signal }) =>
      missingAsNull(callEndpoint(endpoints.detail, { params: { id: id! }, signal })),
    enabled: id !== null,
  });
}

export function storeMeeting(client: QueryClient, meeting: MeetingRow): void {
  client.setQueryData(meetingKey(meeting.id), meeting);
  updateListRows<MeetingRow>(client, MEETING_LIST, (row) =>
    row.id === meeting.id ? meeting : row,
  );
  void client.invalidateQueries({ queryKey: listQueryPrefix(MEETING_LIST), refetchType: 'none' });
}

/** The totals an attendance answer carries, onto the cached meeting. */
function storeTotals(
  client: QueryClient,
  id: number,
  totals: { total_attendees: number; total_present: number },
): void {
  const meeting = client.getQueryData<MeetingRow | null>(meetingKey(id));
  if (meeting) storeMeeting(client, { ...meeting, ...totals });
  void client.invalidateQueries({ queryKey: attendeesKey(id) });
}

/** POST /meeting, or PUT /meeting/{id} when given the meeting's id. */
export function useSaveMeeting() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: { id: number | null; body: MeetingCreateInput | MeetingUpdateInput }) =>
      input.id === null
        ? callEndpoint(endpoints.create, { body: input.body as MeetingCreateInput })
        : callEndpoint(endpoints.update, {
            params: { id: input.id },
            body: input.body as MeetingUpdateInput,
          }),
    onSuccess: (answer) => {
      storeMeeting(client, answer.meeting);
      void client.invalidateQueries({ queryKey: listQueryPrefix(MEETING_LIST) });
    },
  });
}

/** PUT /meeting/{id}/status: one meeting (the page, each row of a bulk change). */
export function changeMeetingStatus(id: number, status: number) {
  return callEndpoint(endpoints.status, { params: { id }, body: { status } });
}

export const deleteMeeting = (id: number) => callEndpoint(endpoints.remove, { params: { id } });

export function useMeetingStatusChange(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (status: number) => changeMeetingStatus(id, status),
    onSuccess: (answer) => storeMeeting(client, answer.meeting),
  });
}

export function useDeleteMeeting(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: () => deleteMeeting(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: meetingKey(id) });
      void client.invalidateQueries({ queryKey: listQueryPrefix(MEETING_LIST) });
    },
  });
}

export interface AttendeePageQuery {
  page: number;
  limit: number;
  search?: string | undefined;
}

/** GET /meeting/{id}/attendees: one page, with the total. */
export function useAttendees(id: number, query: AttendeePageQuery) {
  return useQuery({
    queryKey: [...attendeesKey(id), query],
    queryFn: ({ signal }) =>
      callListEndpoint(endpoints.attendees, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChangeAttendees(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: MeetingAttendeesBody) =>
      callEndpoint(endpoints.changeAttendees, { params: { id }, body }),
    onSuccess: (answer) => storeTotals(client, id, answer),
  });
}

export function useMarkAttendance(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: MeetingAttendanceBody) =>
      callEndpoint(endpoints.markAttendance, { params: { id }, body }),
    onSuccess: (answer) => storeTotals(client, id, answer),
  });
}

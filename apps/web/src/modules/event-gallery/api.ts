import {
  eventGalleryEndpoints as endpoints,
  type EventBody,
  type EventUpdateBody,
  type EventItem,
  type EventScheduleInput,
} from '@console/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryValue } from '../../platform/core/api/api-client.ts';
import { callEndpoint, callListEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { listQueryPrefix } from '../../platform/kit/list/list-cache.ts';

// One hook per call of the event gallery (001 §7). Mutations refresh what they change: the
// event's detail and the gallery lists, or the schedule lists.

const GALLERY = ['event_gallery'] as const;
const SCHEDULES = ['event_gallery', 'event_schedule'] as const;

/** The cache keys of the list calls the gallery and the schedule table read. */
const EVENTS_PATH = endpoints.list.path;
const SCHEDULE_PAGE_PATH = endpoints.schedulePage.path;

/** GET /event_gallery/module_inputs: the pickers' lists and whether the caller may rate. */
export function useModuleInputs() {
  return useQuery({
    queryKey: [...GALLERY, 'module_inputs'],
    queryFn: ({ signal }) => callEndpoint(endpoints.moduleInputs, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useEvent(id: number | null) {
  return useQuery({
    queryKey: [...GALLERY, 'item', id],
    queryFn: ({ signal }) => callEndpoint(endpoints.detail, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

/** After a change: the event's own answer in its detail, and every gallery list refetched. */
function useEventChange<Variables>(send: (variables: Variables) => Promise<EventItem>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: (event) => {
      client.setQueryData([...GALLERY, 'item', event.id], event);
      void client.invalidateQueries({ queryKey: listQueryPrefix(EVENTS_PATH) });
      void client.invalidateQueries({ queryKey: [...GALLERY, 'completion'] });
    },
  });
}

/** A new event (POST) or a change of one (PUT), each with the body its endpoint takes. */
export type EventSave = { id: null; body: EventBody } | { id: number; body: EventUpdateBody };

export const useSaveEvent = () =>
  useEventChange((save: EventSave) =>
    save.id === null
      ? callEndpoint(endpoints.create, { body: save.body })
      : callEndpoint(endpoints.update, { params: { id: save.id }, body: save.body }),
  );

export const useChangeStatus = () =>
  useEventChange(
    ({ id, status, scheduledAt }: { id: number; status: number; scheduledAt?: string }) =>
      callEndpoint(endpoints.changeStatus, {
        params: { id },
        body: scheduledAt ? { status, scheduled_at: scheduledAt } : { status },
      }),
  );

export const useRateEvent = () =>
  useEventChange(({ eventId, rating }: { eventId: number; rating: number }) =>
    callEndpoint(endpoints.rate, { body: { event_id: eventId, rating } }),
  );

export const useRateImage = () =>
  useEventChange(
    ({ eventId, mediaId, rating }: { eventId: number; mediaId: number; rating: number }) =>
      callEndpoint(endpoints.rateImage, {
        params: { event_id: eventId, media_file_id: mediaId },
        query: { rating },
      }),
  );

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(endpoints.delete, { params: { id } }),
    meta: { silent: true },
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: [...GALLERY, 'item', id] });
      void client.invalidateQueries({ queryKey: listQueryPrefix(EVENTS_PATH) });
    },
  });
}

// Schedules.

/** GET /event_gallery/event_schedule: the calendar's window (6 months back by default). */
export function useScheduleWindow(months: number) {
  return useQuery({
    queryKey: [...SCHEDULES, 'window', months],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.scheduleWindow, { query: { number_of_past_months: months }, signal }),
  });
}

function useScheduleChange<Variables, Answer>(send: (variables: Variables) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: SCHEDULES });
      void client.invalidateQueries({ queryKey: listQueryPrefix(SCHEDULE_PAGE_PATH) });
      void client.invalidateQueries({ queryKey: [...GALLERY, 'completion'] });
    },
  });
}

export const useCreateSchedules = () =>
  useScheduleChange((schedules: EventScheduleInput[]) =>
    callEndpoint(endpoints.createSchedules, { body: { schedules } }),
  );

export const useUpdateSchedule = () =>
  useScheduleChange(({ id, body }: { id: number; body: EventScheduleInput }) =>
    callEndpoint(endpoints.updateSchedule, { params: { id }, body }),
  );

export const useUpdateSchedules = () =>
  useScheduleChange((body: { ids: number[] } & Partial<EventScheduleInput>) =>
    callEndpoint(endpoints.updateSchedules, { body }),
  );

export const useDeleteSchedules = () =>
  useScheduleChange((ids: number[]) => callEndpoint(endpoints.deleteSchedules, { body: { ids } }));

// Reports.

export function useCompletion(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: [...GALLERY, 'completion', query],
    queryFn: ({ signal }) => callEndpoint(endpoints.scheduleCompletion, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMisReport(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: [...GALLERY, 'mis_report', query],
    queryFn: ({ signal }) => callListEndpoint(endpoints.misReport, { query, signal }),
    placeholderData: keepPreviousData,
    // A 403 (a segment outside the caller's access) is an answer, not worth retrying.
    retry: false,
  });
}

import type {
  BranchScheduleCompletionAnswer,
  EventBody,
  EventItem,
  EventModuleInputs,
  EventSchedule,
  EventScheduleInput,
} from '@console/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, type QueryValue } from '../../platform/api/api-client.ts';
import { listQueryPrefix } from '../../platform/list/list-cache.ts';

// One hook per call of the event gallery (001 §7). Mutations refresh what they change: the
// event's detail and the gallery lists, or the schedule lists.

const GALLERY = ['event_gallery'] as const;
const SCHEDULES = ['event_gallery', 'event_schedule'] as const;

/** The list calls the gallery and the schedule table read through the list controller. */
export const EVENTS_PATH = '/event_gallery';
export const SCHEDULE_PAGE_PATH = '/event_gallery/event_schedule_v2';

export interface Page<Row> {
  rows: Row[];
  total: number;
}

async function page<Row>(
  path: string,
  query: Record<string, QueryValue>,
  signal: AbortSignal,
): Promise<Page<Row>> {
  const response = await apiRequest<Row[]>(path, { query, signal });
  const total = Number(response.headers.get('x-total-count') ?? response.data.length);
  return { rows: response.data, total: Number.isFinite(total) ? total : response.data.length };
}

/** GET /event_gallery/module_inputs: the pickers' lists and whether the caller may rate. */
export function useModuleInputs() {
  return useQuery({
    queryKey: [...GALLERY, 'module_inputs'],
    queryFn: ({ signal }) => api<EventModuleInputs>('/event_gallery/module_inputs', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useEvent(id: number | null) {
  return useQuery({
    queryKey: [...GALLERY, 'item', id],
    queryFn: ({ signal }) => api<EventItem>(`/event_gallery/${id}`, { signal }),
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

export const useSaveEvent = () =>
  useEventChange(({ id, body }: { id: number | null; body: EventBody & { status: number } }) =>
    id === null
      ? api<EventItem>('/event_gallery', { method: 'POST', body })
      : api<EventItem>(`/event_gallery/${id}`, { method: 'PUT', body }),
  );

export const useChangeStatus = () =>
  useEventChange(
    ({ id, status, scheduledAt }: { id: number; status: number; scheduledAt?: string }) =>
      api<EventItem>(`/event_gallery/${id}/status`, {
        method: 'PUT',
        body: scheduledAt ? { status, scheduled_at: scheduledAt } : { status },
      }),
  );

export const useRateEvent = () =>
  useEventChange(({ eventId, rating }: { eventId: number; rating: number }) =>
    api<EventItem>('/event_gallery/rating', {
      method: 'POST',
      body: { event_id: eventId, rating },
    }),
  );

export const useRateImage = () =>
  useEventChange(
    ({ eventId, mediaId, rating }: { eventId: number; mediaId: number; rating: number }) =>
      api<EventItem>(`/event_gallery/image_rating/${eventId}/${mediaId}`, {
        method: 'POST',
        query: { rating },
      }),
  );

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/event_gallery/${id}`, { method: 'DELETE' }),
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
      api<EventSchedule[]>('/event_gallery/event_schedule', {
        query: { number_of_past_months: months },
        signal,
      }),
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
    api<EventSchedule[]>('/event_gallery/event_schedule', {
      method: 'POST',
      body: { schedules },
    }),
  );

export const useUpdateSchedule = () =>
  useScheduleChange(({ id, body }: { id: number; body: EventScheduleInput }) =>
    api<EventSchedule>(`/event_gallery/event_schedule/${id}`, { method: 'PUT', body }),
  );

export const useUpdateSchedules = () =>
  useScheduleChange((body: { ids: number[] } & Partial<EventScheduleInput>) =>
    api<EventSchedule[]>('/event_gallery/event_schedule', { method: 'PUT', body }),
  );

export const useDeleteSchedules = () =>
  useScheduleChange((ids: number[]) =>
    api<{ message: string; deleted: number }>('/event_gallery/event_schedule/delete', {
      method: 'PUT',
      body: { ids },
    }),
  );

// Reports.

export function useCompletion(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: [...GALLERY, 'completion', query],
    queryFn: ({ signal }) =>
      api<BranchScheduleCompletionAnswer>('/event_gallery/branch_schedule_completion', {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMisReport<Row>(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: [...GALLERY, 'mis_report', query],
    queryFn: ({ signal }) => page<Row>('/event_gallery/mis_report', query, signal),
    placeholderData: keepPreviousData,
    // A 403 (a segment outside the caller's access) is an answer, not worth retrying.
    retry: false,
  });
}

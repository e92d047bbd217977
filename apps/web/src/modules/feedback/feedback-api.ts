import {
  feedbackEndpoints as endpoints,
  type FeedbackRow,
  type FeedbackUpdateBody,
} from '@console/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { missingAsNull } from '../../platform/core/api/missing-as-null.ts';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { listQueryPrefix, updateListRows } from '../../platform/kit/list/list-cache.ts';

// The feedback calls as hooks; a status change lands in the record's page and every cached
// list row, and the lists are read again when next shown (a hidden record leaves them).

const FEEDBACK_LIST = endpoints.list.path;
export const feedbackKey = (id: number) => ['feedback', id] as const;

/** GET /feedback/{id}: null for a record that is missing or outside the user's branches. */
export function useFeedback(id: number | null) {
  return useQuery({
    queryKey: feedbackKey(id ?? 0),
    queryFn: ({ signal }) =>
      missingAsNull(callEndpoint(endpoints.detail, { params: { id: id! }, signal })),
    enabled: id !== null,
  });
}

export function storeFeedback(client: QueryClient, feedback: FeedbackRow): void {
  client.setQueryData(feedbackKey(feedback.id), feedback);
  updateListRows<FeedbackRow>(client, FEEDBACK_LIST, (row) =>
    row.id === feedback.id ? feedback : row,
  );
  void client.invalidateQueries({ queryKey: listQueryPrefix(FEEDBACK_LIST), refetchType: 'none' });
}

/** PUT /feedback/{id}: one status change (the page, each row of a bulk change). */
export function changeFeedbackStatus(id: number, body: FeedbackUpdateBody) {
  return callEndpoint(endpoints.update, { params: { id }, body });
}

export function useFeedbackStatusChange(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackUpdateBody) => changeFeedbackStatus(id, body),
    meta: { silent: true },
    onSuccess: (answer) => storeFeedback(client, answer.feedback),
  });
}

export function useDeleteFeedback(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.remove, { params: { id } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: feedbackKey(id) });
      void client.invalidateQueries({ queryKey: listQueryPrefix(FEEDBACK_LIST) });
    },
  });
}

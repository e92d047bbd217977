import { opinionPollEndpoints, PollStatus, type PollItem } from '@console/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { contentItemKey, storeContentItem } from '../../platform/engines/content/content-api.ts';

// The poll's own calls beyond the messaging pages' (002 §7): results while answers arrive, a
// text question's answers page by page, buzz, a new end date and a saved poll's reach.

/** How often the results are read again while the poll takes answers. */
export const RESULTS_POLL_MS = 5000;

const resultsKey = (id: number) => ['opinion-poll', 'results', id] as const;

/** The poll's calls as the messaging pages' cache knows them. */
const polls = { endpoints: opinionPollEndpoints };

export function usePollResults(item: Pick<PollItem, 'id' | 'status' | 'academic_year_id'>) {
  return useQuery({
    queryKey: [...resultsKey(item.id), item.academic_year_id],
    queryFn: ({ signal }) =>
      callEndpoint(opinionPollEndpoints.results, {
        params: { id: item.id },
        query: { academic_year_id: item.academic_year_id },
        signal,
      }),
    enabled: item.status === PollStatus.Sent || item.status === PollStatus.Completed,
    refetchInterval: item.status === PollStatus.Sent ? RESULTS_POLL_MS : false,
  });
}

export function usePollTextAnswers(
  item: Pick<PollItem, 'id' | 'status'>,
  questionId: number,
  page: number,
  limit: number,
) {
  return useQuery({
    queryKey: [...resultsKey(item.id), 'text', questionId, page, limit],
    queryFn: ({ signal }) =>
      callListEndpoint(opinionPollEndpoints.textAnswers, {
        params: { id: item.id },
        query: { question_id: questionId, page, limit },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: item.status === PollStatus.Sent ? RESULTS_POLL_MS : false,
  });
}

export function useBuzz(item: Pick<PollItem, 'id'>) {
  const client = useQueryClient();
  const [academicYearId] = useAcademicYear();
  return useMutation({
    mutationFn: () =>
      callEndpoint(opinionPollEndpoints.buzz, {
        params: { id: item.id },
        query: { academic_year_id: academicYearId },
      }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: contentItemKey(polls, item.id) }),
  });
}

export function useChangeEndDate(item: Pick<PollItem, 'id'>) {
  const client = useQueryClient();
  const [academicYearId] = useAcademicYear();
  return useMutation({
    mutationFn: (endsAt: string) =>
      callEndpoint(opinionPollEndpoints.endDate, {
        params: { id: item.id },
        query: { academic_year_id: academicYearId },
        body: { ends_at: endsAt },
      }),
    meta: { silent: true },
    onSuccess: (saved) => {
      storeContentItem(client, polls, saved);
      void client.invalidateQueries({ queryKey: resultsKey(item.id) });
    },
  });
}

/**
 * GET /opinion_poll/{id}/segments_reach_count: who the saved poll's audience reaches, whole and
 * per segment, in the academic year it was written for.
 */
export function usePollSegmentsReach(item: Pick<PollItem, 'id' | 'academic_year_id'>) {
  return useQuery({
    queryKey: ['opinion-poll', 'segments-reach', item.id, item.academic_year_id],
    queryFn: ({ signal }) =>
      callEndpoint(opinionPollEndpoints.segmentsReachCount, {
        params: { id: item.id },
        query: { academic_year_id: item.academic_year_id },
        signal,
      }),
    staleTime: 30_000,
    retry: false,
  });
}

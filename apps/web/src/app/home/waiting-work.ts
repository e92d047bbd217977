import type { MeResponse } from '@console/contract';
import { useQueries } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import type { HomeQueue } from '../../platform/kit/home/home-queue.ts';
import { admits } from '../page-access.ts';
import { HOME_QUEUES } from '../web-modules.ts';

// The work waiting for the user, as the modules' home queues count it: home's "Today's work"
// and the header's bell read the same answers (one query per queue and year), so the two never
// disagree and a count is fetched once for both.

/** Counts refresh while the console is open: work arrives during the day. */
export const QUEUE_REFRESH_MS = 60_000;

export interface QueueAnswer {
  link: string;
  count: number;
}

/** One queue's query: the list code loads with the first count, not with the page. */
export const queueQuery = (queue: HomeQueue, academicYearId: number) => ({
  queryKey: ['home-queue', queue.id, academicYearId] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<QueueAnswer> => {
    const [{ queueCount, queueLink }, list] = await Promise.all([
      import('../../platform/kit/home/home-queue.ts'),
      queue.list({ academicYearId }),
    ]);
    return { link: queueLink(list), count: await queueCount(list, signal) };
  },
  refetchInterval: QUEUE_REFRESH_MS,
});

/** The queues this user may see (their module and permission), in folder order. */
export function useUsersQueues(me: MeResponse | undefined): HomeQueue[] {
  const location = useLocation();
  if (!me) return [];
  return HOME_QUEUES.filter((queue) => admits(queue.access, me, location));
}

export interface WaitingWork {
  queue: HomeQueue;
  answer: QueueAnswer | undefined;
  failed: boolean;
}

/** Every queue of the user with its answer (undefined while counting). */
export function useWaitingWork(me: MeResponse | undefined): WaitingWork[] {
  const [academicYearId] = useAcademicYear();
  const queues = useUsersQueues(me);
  const answers = useQueries({
    queries: queues.map((queue) => queueQuery(queue, academicYearId)),
  });
  return queues.map((queue, index) => ({
    queue,
    answer: answers[index]?.data,
    failed: answers[index]?.isError ?? false,
  }));
}

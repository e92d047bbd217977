import type { MeResponse } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link, useLocation } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { queueCount, queueLink, type HomeQueue } from '../../platform/kit/home/home-queue.ts';
import { PlainText } from '../../platform/kit/layout/plain-text.tsx';
import { admits } from '../page-access.ts';
import { HOME_QUEUES } from '../web-modules.ts';

/** Counts refresh while home is open: work arrives during the day. */
const REFRESH_MS = 60_000;

function QueueCard({ queue, academicYearId }: { queue: HomeQueue; academicYearId: number }) {
  const answer = useQuery({
    queryKey: ['home-queue', queue.id, academicYearId],
    queryFn: async ({ signal }) => {
      const list = await queue.list({ academicYearId });
      return { link: queueLink(list), count: await queueCount(list, signal) };
    },
    refetchInterval: REFRESH_MS,
  });
  if (answer.isPending) {
    return (
      <div className="home-queue" aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (answer.isError) {
    return (
      <div className="home-queue">
        <span className="home-queue-label">{queue.label}</span>
        <PlainText as="span" type="danger">
          Could not be counted.
        </PlainText>
      </div>
    );
  }
  const { link, count } = answer.data;
  return (
    <Link
      to={link}
      className={count > 0 ? 'home-queue home-queue-waiting' : 'home-queue'}
      data-queue={queue.id}
    >
      <span className="home-queue-count">{count.toLocaleString('en-IN')}</span>
      <span className="home-queue-label">{queue.label}</span>
    </Link>
  );
}

/** Home's first section: the counts of work waiting for this user, each opening its list. */
export default function DayWork({ me }: { me: MeResponse }) {
  const location = useLocation();
  const [academicYearId] = useAcademicYear();
  const queues = HOME_QUEUES.filter((queue) => admits(queue.access, me, location));
  if (queues.length === 0) return null;
  return (
    <section className="home-day" aria-labelledby="home-day-heading">
      <PlainText as="h2" id="home-day-heading" className="home-section-title">
        Today’s work
      </PlainText>
      <div className="home-queues">
        {queues.map((queue) => (
          <QueueCard key={queue.id} queue={queue} academicYearId={academicYearId} />
        ))}
      </div>
    </section>
  );
}

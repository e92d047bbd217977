import type { MeResponse } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import type { HomeQueue } from '../../platform/kit/home/home-queue.ts';
import { PlainText } from '../../platform/kit/layout/plain-text.tsx';
import { tourTarget } from '../tour/tour-store.ts';
import { queueQuery, useUsersQueues } from './waiting-work.ts';

function QueueCard({ queue, academicYearId }: { queue: HomeQueue; academicYearId: number }) {
  const answer = useQuery(queueQuery(queue, academicYearId));
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
      // Nothing waiting reads quieter than work waiting: muted, its number small (home.css).
      className={count > 0 ? 'home-queue home-queue-waiting' : 'home-queue home-queue-none'}
      data-queue={queue.id}
    >
      <span className="home-queue-count">{count.toLocaleString('en-IN')}</span>
      <span className="home-queue-label">{queue.label}</span>
    </Link>
  );
}

/** Home's first section: the counts of work waiting for this user, each opening its list. */
export default function DayWork({ me }: { me: MeResponse }) {
  const [academicYearId] = useAcademicYear();
  const queues = useUsersQueues(me);
  if (queues.length === 0) return null;
  return (
    <section
      className="home-day"
      aria-labelledby="home-day-heading"
      id={tourTarget('home', 'day-work')}
    >
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

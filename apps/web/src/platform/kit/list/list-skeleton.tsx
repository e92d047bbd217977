import { Skeleton } from 'antd';

/**
 * What a list shows until its first page is answered: grey rows, never its empty state ("No
 * feedback here." before anything came back reads as an answer). Later loads keep the rows
 * they had on screen (keepPreviousData) under the view's own spinner.
 */
export function ListSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={`Loading ${label}`} aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows, width: '100%' }} />
    </div>
  );
}

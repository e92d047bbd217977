import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

// The three states every detail page has before its item: loading, not found (no such id, or
// one in a branch the user cannot reach: the server answers both alike) and a failed read. The
// item's query answers null for not found; the page draws the item itself.

interface DetailLoadProps<Item> {
  /** The id from the address; null when it is not an id at all. */
  id: number | null;
  query: Pick<UseQueryResult<Item | null>, 'data' | 'isPending' | 'isError' | 'error'>;
  /** What the page shows, in words: "Recorder", "Feedback". */
  noun: string;
  /** Why it may be missing, in the module's words. */
  missing: string;
  /** The list to go back to and its link's words. */
  back: { to: string; label: string };
  /** Rows of the loading skeleton (about the page's height). */
  rows?: number;
  children: (item: Item) => ReactNode;
}

export function DetailLoad<Item>({
  id,
  query,
  noun,
  missing,
  back,
  rows = 8,
  children,
}: DetailLoadProps<Item>) {
  if (id === null || query.data === null) {
    return (
      <Result
        status="404"
        title={`${noun} not found`}
        subTitle={missing}
        extra={<Link to={back.to}>{back.label}</Link>}
      />
    );
  }
  if (query.isPending) return <Skeleton active paragraph={{ rows }} />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={`The ${noun.toLowerCase()} could not be loaded`}
        description={query.error?.message}
      />
    );
  }
  return <>{children(query.data)}</>;
}
